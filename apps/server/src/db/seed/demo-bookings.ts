import type { BookingStatus, FlatRateStatus, TimeRecordStatus } from '@fm/contract/enums';

/** One booking of the demo world. Rates and amounts in euros; records are 8 h each on consecutive work days. */
export type BookingSpec = {
  title: string;
  project: string;
  freelancer: string;
  booker: string;
  status: BookingStatus;
  start: string;
  end: string;
  hourly?: { hours: number; rate: number };
  flat?: number;
  records?: TimeRecordStatus[];
  payments?: [FlatRateStatus, number][];
  /** The first credit note is cancelled and issued again (a correction). */
  isFirstCreditNoteCancelled?: boolean;
  declineReason?: string;
  it?: ('ENTRY_CARD' | 'EMAIL_ADDRESS' | 'SERVER_ACCESS')[];
};

const FA = 'FINANCE_APPROVED';

/** Every booking status, hourly and flat, in the current (2026/27) and the previous (2025/26) financial year. */
export const BOOKINGS: BookingSpec[] = [
  // freelancer@demo.test (Lena Fischer) — the freelancer's screens
  { title: 'Art Direction Winterzauber', project: 'winter', freelancer: 'lena', booker: 'am', status: 'BOOKED',
    start: '2026-10-01', end: '2026-12-31', hourly: { hours: 120, rate: 90 },
    records: [FA, FA, 'APPROVED', 'PENDING', 'PENDING', 'DECLINED', 'FINANCE_REJECTED', 'CANCELLED'],
    isFirstCreditNoteCancelled: true, it: ['ENTRY_CARD', 'EMAIL_ADDRESS'] },
  { title: 'UI Design Relaunch', project: 'relaunch', freelancer: 'lena', booker: 'md2', status: 'BOOKED',
    start: '2026-09-15', end: '2027-01-31', flat: 12_000,
    payments: [[FA, 4_000], ['FINANCE_PENDING', 3_000], ['FINANCE_REJECTED', 2_000], ['DELETED', 1_000]],
    it: ['SERVER_ACCESS'] },
  { title: 'Messegrafik Hamburg 2027', project: 'messe', freelancer: 'lena', booker: 'am', status: 'APPROVED',
    start: '2026-12-01', end: '2027-02-26', hourly: { hours: 80, rate: 90 } },
  { title: 'Social-Media-Begleitung Q1', project: 'winter', freelancer: 'lena', booker: 'am', status: 'PENDING',
    start: '2027-01-04', end: '2027-03-31', hourly: { hours: 60, rate: 90 } },
  { title: 'Key Visual Alpenmilch', project: 'alpen', freelancer: 'lena', booker: 'md', status: 'FINISHED',
    start: '2026-08-03', end: '2026-09-30', flat: 6_500, payments: [[FA, 6_500]] },
  { title: 'Onboarding Screens', project: 'app', freelancer: 'lena', booker: 'sabine', status: 'FREELANCER_DECLINED',
    start: '2026-11-02', end: '2026-12-18', hourly: { hours: 40, rate: 85 },
    declineReason: 'Im November leider ausgebucht.' },
  { title: 'Imagefilm Storyboard', project: 'winter', freelancer: 'lena', booker: 'am', status: 'APPROVER_DECLINED',
    start: '2026-11-16', end: '2026-11-30', hourly: { hours: 24, rate: 90 },
    declineReason: 'Budget für Q4 ist ausgeschöpft.' },
  { title: 'Newsletter Redesign', project: 'relaunch', freelancer: 'lena', booker: 'am', status: 'CANCELLED',
    start: '2026-10-05', end: '2026-10-30', hourly: { hours: 16, rate: 90 } },
  { title: 'Kampagnenmotive Frühjahr', project: 'fruehjahr', freelancer: 'lena', booker: 'md', status: 'FINISHED',
    start: '2026-02-02', end: '2026-04-30', hourly: { hours: 100, rate: 85 }, records: [FA, FA, FA, FA] },
  { title: 'Layout Geschäftsbericht', project: 'bericht', freelancer: 'lena', booker: 'ralf', status: 'FINISHED',
    start: '2025-09-01', end: '2025-12-15', flat: 5_200, payments: [[FA, 2_600], [FA, 2_600]] },
  // the other freelancers
  { title: 'Frontend Winterzauber Microsite', project: 'winter', freelancer: 'emily', booker: 'am', status: 'BOOKED',
    start: '2026-10-12', end: '2027-01-29', hourly: { hours: 160, rate: 85 },
    records: [FA, 'APPROVED', 'APPROVED', 'PENDING', 'PENDING', 'PENDING'], it: ['EMAIL_ADDRESS', 'SERVER_ACCESS'] },
  { title: 'Entwicklung Kundenbereich', project: 'relaunch', freelancer: 'daniel', booker: 'md2', status: 'BOOKED',
    start: '2026-09-01', end: '2027-03-31', hourly: { hours: 300, rate: 95 },
    records: [FA, FA, 'APPROVED', 'FINANCE_REJECTED', 'PENDING'] },
  { title: 'UX-Konzept Kontoeröffnung', project: 'relaunch', freelancer: 'clara', booker: 'am', status: 'PENDING',
    start: '2026-12-01', end: '2027-02-26', flat: 9_800 },
  { title: 'Messefilm', project: 'messe', freelancer: 'oliver', booker: 'am', status: 'APPROVED',
    start: '2027-01-11', end: '2027-03-12', flat: 7_500 },
  { title: 'Social-Media-Redaktion Winter', project: 'winter', freelancer: 'mia', booker: 'am', status: 'BOOKED',
    start: '2026-10-01', end: '2026-12-20', flat: 3_600, payments: [[FA, 1_200], ['FINANCE_PENDING', 1_200]] },
  { title: 'Standbetreuung', project: 'messe', freelancer: 'laura', booker: 'md2', status: 'CANCELLED',
    start: '2026-11-09', end: '2026-11-27', hourly: { hours: 40, rate: 68 } },
  { title: 'App-Design Sprint 1–6', project: 'app', freelancer: 'daniel', booker: 'sabine', status: 'BOOKED',
    start: '2026-10-05', end: '2027-02-26', hourly: { hours: 200, rate: 92 },
    records: [FA, 'APPROVED', 'PENDING', 'DECLINED'] },
  { title: 'Usability-Tests', project: 'app', freelancer: 'clara', booker: 'sabine', status: 'APPROVED',
    start: '2026-12-07', end: '2027-01-29', hourly: { hours: 80, rate: 78 } },
  { title: 'Produktshooting Käse', project: 'alpen', freelancer: 'sophie', booker: 'md', status: 'BOOKED',
    start: '2026-09-01', end: '2026-12-15', flat: 8_400, payments: [[FA, 4_200], ['FINANCE_PENDING', 2_100]] },
  { title: 'Portal-Design', project: 'energie', freelancer: 'elif', booker: 'julia', status: 'BOOKED',
    start: '2026-08-03', end: '2027-01-29', hourly: { hours: 180, rate: 76 }, records: [FA, FA, 'APPROVED', 'PENDING'] },
  { title: 'Texte Kundenportal', project: 'energie', freelancer: 'jonas', booker: 'julia',
    status: 'FREELANCER_DECLINED', start: '2026-11-23', end: '2026-12-18', flat: 4_800,
    declineReason: 'Terminlich nicht machbar, gern ab Januar.' },
  { title: 'Moderationstexte 11.11.', project: 'karneval', freelancer: 'charlotte', booker: 'julia',
    status: 'APPROVED', start: '2026-11-30', end: '2026-12-23', hourly: { hours: 56, rate: 82 } },
  { title: 'Markenfilm Schnitt', project: 'porzellan', freelancer: 'lukas', booker: 'eva', status: 'BOOKED',
    start: '2026-07-06', end: '2026-12-18', hourly: { hours: 120, rate: 75 },
    records: [FA, FA, 'APPROVED', 'FINANCE_REJECTED'] },
  { title: 'Festivalplanung', project: 'festival', freelancer: 'max', booker: 'tom', status: 'BOOKED',
    start: '2026-10-05', end: '2027-06-30', flat: 15_000,
    payments: [[FA, 5_000], ['FINANCE_REJECTED', 2_500], ['FINANCE_PENDING', 2_500]] },
  { title: 'Künstlerbetreuung', project: 'festival', freelancer: 'laura', booker: 'tom', status: 'PENDING',
    start: '2027-02-01', end: '2027-06-30', hourly: { hours: 120, rate: 68 } },
  { title: 'Website Festival', project: 'festival', freelancer: 'paul', booker: 'hannah',
    status: 'APPROVER_DECLINED', start: '2026-12-01', end: '2027-03-31', flat: 6_000,
    declineReason: 'Wird intern umgesetzt.' },
  { title: 'WordPress-Wartung', project: 'energie', freelancer: 'paul', booker: 'julia', status: 'FINISHED',
    start: '2026-07-01', end: '2026-09-30', hourly: { hours: 60, rate: 62 }, records: [FA, FA, FA, 'CANCELLED'] },
  // previous financial year (2025/26)
  { title: 'Kampagnenfotografie Sommer', project: 'bahn', freelancer: 'sophie', booker: 'sabine', status: 'FINISHED',
    start: '2025-09-15', end: '2026-03-31', flat: 11_000, payments: [[FA, 5_500], [FA, 5_500]],
    isFirstCreditNoteCancelled: true },
  { title: 'Eventkonzept Summit', project: 'summit', freelancer: 'max', booker: 'hannah', status: 'FINISHED',
    start: '2025-10-01', end: '2026-04-30', hourly: { hours: 90, rate: 70 }, records: [FA, FA, FA, FA] },
  { title: 'Landingpage Frühjahr', project: 'fruehjahr', freelancer: 'emily', booker: 'md', status: 'CANCELLED',
    start: '2026-01-19', end: '2026-03-31', flat: 3_000 },
  { title: 'Texte Geschäftsbericht', project: 'bericht', freelancer: 'jonas', booker: 'ralf', status: 'FINISHED',
    start: '2025-08-04', end: '2025-12-12', hourly: { hours: 80, rate: 68 }, records: [FA, FA, FA, 'DECLINED'] },
  { title: 'Kampagnenvideo Frühjahr', project: 'fruehjahr', freelancer: 'oliver', booker: 'am', status: 'FINISHED',
    start: '2026-02-09', end: '2026-05-29', hourly: { hours: 40, rate: 88 }, records: ['APPROVED'] },
  { title: 'Konzeption Kontoeröffnung', project: 'relaunch', freelancer: 'charlotte', booker: 'md2', status: 'PENDING',
    start: '2026-12-14', end: '2027-01-29', hourly: { hours: 32, rate: 82 } },
];
