import type { DbOrTx } from '../client.ts';
import { createAgencyGroup } from '../factories/agency-group.ts';
import { createBudget } from '../factories/budget.ts';
import { createMessage } from '../factories/conversation.ts';
import { createInvitation } from '../factories/invitation.ts';
import { createNotification } from '../factories/notification.ts';
import { createReport } from '../factories/report.ts';
import { bookingRatings } from '../schema/bookings.ts';
import { budgetChanges } from '../schema/budget.ts';
import { freelancerBookmarks } from '../schema/freelancers.ts';
import { outboxMails } from '../schema/mail.ts';
import { agencyUserReplacements, budgetNotificationMembers } from '../schema/organisation.ts';
import { projectBookmarks } from '../schema/projects.ts';
import { at, dayOffset } from './demo-calendar.ts';
import type { AgencyKey } from './demo-catalogue.ts';
import type { SeededBooking } from './demo-work.ts';
import type { DemoWorld } from './demo-world.ts';

const BUDGETS: Record<AgencyKey, [number, number]> = {
  nordlicht: [180_000, 240_000],
  suedwind: [120_000, 150_000],
  rheinblick: [90_000, 110_000],
  elbe: [40_000, 50_000],
  havelstern: [75_000, 95_000],
  altmuehl: [0, 0],
};

/** Budgets for 2025/26 (Nordlicht's closed) and 2026/27, with a history of increases. */
async function seedBudgets(db: DbOrTx, world: DemoWorld) {
  for (const [key, [previous, current]] of Object.entries(BUDGETS) as [AgencyKey, [number, number]][]) {
    const agencyId = world.agencies[key].id;
    const isClosed = key === 'nordlicht';
    await createBudget(db, {
      agencyId,
      financialYearStart: 2025,
      amountCents: previous * 100,
      status: isClosed ? 'CLOSED' : 'OPEN',
      closedAt: isClosed ? at('2026-07-10', 16) : null,
      closedBy: isClosed ? world.staff.cfo!.id : null,
      createdAt: at('2025-06-20'),
    });
    const budget = await createBudget(db, {
      agencyId,
      financialYearStart: 2026,
      amountCents: current * 100,
      createdAt: at('2026-06-18'),
    });
    if (current > 0) {
      await db.insert(budgetChanges).values([
        {
          budgetId: budget.id,
          changedBy: world.staff.admin!.id,
          previousAmountCents: 0,
          newAmountCents: Math.round(current * 0.8) * 100,
          comment: 'Jahresbudget 2026/27',
          createdAt: at('2026-06-18'),
        },
        {
          budgetId: budget.id,
          changedBy: world.staff.admin!.id,
          previousAmountCents: Math.round(current * 0.8) * 100,
          newAmountCents: current * 100,
          comment: 'Erhöhung nach Neugeschäft',
          createdAt: at('2026-10-05'),
        },
      ]);
    }
  }
}

async function seedOrganisation(db: DbOrTx, world: DemoWorld) {
  const { agencies: a, staff: s, freelancers: f, projects: p } = world;
  await createAgencyGroup(db, {
    name: 'Cluster Nord',
    agencyIds: [a.nordlicht.id, a.elbe.id, a.havelstern.id],
    cfoUserIds: [s.cfo!.id],
  });
  await createAgencyGroup(db, { name: 'Cluster Süd-West', agencyIds: [a.suedwind.id, a.rheinblick.id] });
  await db.insert(budgetNotificationMembers).values([
    { agencyId: a.nordlicht.id, userId: s.md2!.id },
    { agencyId: a.nordlicht.id, userId: s.am!.id },
    { agencyId: a.suedwind.id, userId: s.md!.id },
  ]);
  await db.insert(agencyUserReplacements).values({
    agencyId: a.nordlicht.id,
    userId: s.md!.id,
    replacementId: s.md2!.id,
    type: 'VACATION',
    startDate: dayOffset(30),
    endDate: dayOffset(44),
    createdBy: s.md!.id,
    createdAt: at(dayOffset(-4)),
  });
  await db
    .insert(freelancerBookmarks)
    .values([
      ...['lena', 'emily', 'daniel', 'clara'].map((key) => ({ userId: s.am!.id, freelancerId: f[key]!.id })),
      ...['lena', 'sophie'].map((key) => ({ userId: s.md!.id, freelancerId: f[key]!.id })),
      { userId: s.md2!.id, freelancerId: f.daniel!.id },
      { userId: s.finance!.id, freelancerId: f.oliver!.id },
    ]);
  await db.insert(projectBookmarks).values([
    { userId: s.am!.id, projectId: p.winter!.id },
    { userId: s.am!.id, projectId: p.messe!.id },
    { userId: s.md!.id, projectId: p.relaunch!.id },
    { userId: s.md!.id, projectId: p.alpen!.id },
    { userId: s.md2!.id, projectId: p.relaunch!.id },
  ]);
  await createInvitation(db, {
    email: 'jan.peters@demo.test',
    invitedBy: s.am!.id,
    agencyId: a.nordlicht.id,
    token: 'demo-invitation-jan',
    expiresAt: at(dayOffset(5)),
    createdAt: at(dayOffset(-2)),
  });
  await createInvitation(db, {
    email: 'newfreelancer@demo.test',
    invitedBy: s.md!.id,
    agencyId: a.nordlicht.id,
    token: 'demo-invitation-noah',
    expiresAt: at(dayOffset(5)),
    acceptedAt: at(dayOffset(-2), 12),
    createdAt: at(dayOffset(-3)),
  });
  await createInvitation(db, {
    email: 'kai.lorenz@nordlicht.example',
    realm: 'agency',
    role: 'agency-manager',
    invitedBy: s.md!.id,
    agencyId: a.nordlicht.id,
    token: 'demo-invitation-kai',
    expiresAt: at(dayOffset(6)),
    createdAt: at(dayOffset(-1)),
  });
  await db.insert(outboxMails).values([
    {
      to: 'jan.peters@demo.test',
      subject: 'Einladung zum Freelancer-Marktplatz',
      text: 'Andreas Müller hat Sie eingeladen. Registrieren Sie sich hier: http://localhost:3000/register?t=demo-invitation-jan',
      createdAt: at(dayOffset(-2)),
    },
    {
      to: 'freelancer@demo.test',
      subject: 'New booking request: Messegrafik Hamburg 2027',
      text: 'Nordlicht Media would like to book you. Please accept or decline the booking.',
      createdAt: at(dayOffset(-6)),
      sentAt: at(dayOffset(-6)),
    },
  ]);
}

type NotificationSeed = [string, 'to_do' | 'info', string, string, Record<string, string | number>, number];

async function seedNotifications(db: DbOrTx, world: DemoWorld, bookings: SeededBooking[]) {
  const byTitle = (title: string) => bookings.find((seeded) => seeded.spec.title === title)!.booking;
  const pending = byTitle('Social-Media-Begleitung Q1');
  const approved = byTitle('Messegrafik Hamburg 2027');
  const winter = byTitle('Art Direction Winterzauber');
  const relaunch = byTitle('UI Design Relaunch');
  const rows: NotificationSeed[] = [
    [
      'md2',
      'to_do',
      'BOOKING_APPROVAL_REQUESTED',
      'notifications.bookingApprovalRequested',
      { booking: pending.bookingCode, title: pending.title, booker: 'Andreas Müller' },
      pending.id,
    ],
    [
      'md2',
      'info',
      'TIME_RECORD_APPROVED',
      'notifications.timeRecordFinanceApproved',
      { booking: winter.bookingCode },
      winter.id,
    ],
    [
      'md',
      'to_do',
      'BOOKING_APPROVAL_REQUESTED',
      'notifications.bookingApprovalRequested',
      { booking: pending.bookingCode, title: pending.title, booker: 'Andreas Müller' },
      pending.id,
    ],
    [
      'md',
      'info',
      'BOOKING_ACCEPTED',
      'notifications.bookingAccepted',
      { booking: relaunch.bookingCode, freelancer: 'Lena Fischer' },
      relaunch.id,
    ],
    [
      'am',
      'to_do',
      'TIME_RECORD_REVIEW',
      'notifications.timeRecordSubmitted',
      { booking: winter.bookingCode, freelancer: 'Lena Fischer' },
      winter.id,
    ],
    [
      'am',
      'to_do',
      'TIME_RECORD_REVIEW',
      'notifications.timeRecordSubmitted',
      { booking: byTitle('Frontend Winterzauber Microsite').bookingCode, freelancer: 'Emily Clarke' },
      byTitle('Frontend Winterzauber Microsite').id,
    ],
    [
      'am',
      'info',
      'BOOKING_APPROVED',
      'notifications.bookingApproved',
      { booking: approved.bookingCode, approver: 'Miriam Köhler' },
      approved.id,
    ],
    [
      'am',
      'info',
      'BOOKING_DECLINED',
      'notifications.bookingDeclinedByApprover',
      { booking: byTitle('Imagefilm Storyboard').bookingCode },
      byTitle('Imagefilm Storyboard').id,
    ],
    [
      'lena',
      'to_do',
      'BOOKING_ACCEPT_REQUESTED',
      'notifications.bookingAcceptRequested',
      { booking: approved.bookingCode, agency: 'Nordlicht Media' },
      approved.id,
    ],
    [
      'lena',
      'info',
      'TIME_RECORD_DECLINED',
      'notifications.timeRecordDeclined',
      { booking: winter.bookingCode },
      winter.id,
    ],
    [
      'lena',
      'info',
      'CREDIT_NOTE_ISSUED',
      'notifications.creditNoteIssued',
      { booking: relaunch.bookingCode },
      relaunch.id,
    ],
    ['noah', 'to_do', 'PROFILE_INCOMPLETE', 'notifications.completeProfile', {}, 0],
    ['noah', 'info', 'WELCOME', 'notifications.welcome', { name: 'Noah' }, 0],
    [
      'finance',
      'to_do',
      'TIME_RECORD_FINANCE_REVIEW',
      'notifications.timeRecordAwaitsFinance',
      { booking: winter.bookingCode },
      winter.id,
    ],
    [
      'finance',
      'to_do',
      'FLAT_RATE_REVIEW',
      'notifications.flatRatePaymentAwaitsFinance',
      { booking: relaunch.bookingCode, amount: '3.000,00 €' },
      relaunch.id,
    ],
    [
      'finance',
      'info',
      'CREDIT_NOTE_CANCELLED',
      'notifications.creditNoteCancelled',
      { booking: winter.bookingCode },
      winter.id,
    ],
    [
      'cfo',
      'to_do',
      'FINANCIAL_YEAR_CLOSING',
      'notifications.financialYearClosing',
      { year: '2025/26', agency: 'Südwind Digital' },
      0,
    ],
    [
      'cfo',
      'info',
      'AGENCY_BUDGET_INCREASED',
      'notifications.budgetIncreased',
      { agency: 'Nordlicht Media', year: '2026/27' },
      0,
    ],
    [
      'cfoGlobal',
      'to_do',
      'FLAT_RATE_REVIEW',
      'notifications.flatRatePaymentAwaitsFinance',
      { booking: relaunch.bookingCode, amount: '3.000,00 €' },
      relaunch.id,
    ],
    [
      'cfoGlobal',
      'info',
      'BUDGET_THRESHOLD',
      'notifications.budgetThresholdReached',
      { agency: 'Havelstern Events', percent: 80 },
      0,
    ],
    ['admin', 'to_do', 'AGENCY_ONBOARDING', 'notifications.agencyOnboardingPending', { agency: 'Altmühl Studios' }, 0],
    ['admin', 'info', 'USER_REGISTERED', 'notifications.userRegistered', { name: 'Noah Weber' }, 0],
  ];
  for (const [index, [key, category, type, messageKey, params, entityId]] of rows.entries()) {
    const user = world.staff[key] ?? world.freelancers[key]!;
    await createNotification(db, {
      userId: user.id,
      category,
      type,
      messageKey,
      params,
      entityType: entityId ? 'booking' : null,
      entityId: entityId || null,
      agencyId: entityId ? world.agencies.nordlicht.id : null,
      isRead: index % 4 === 3,
      readAt: index % 4 === 3 ? at(dayOffset(-1), 9) : null,
      createdAt: at(dayOffset(-(index % 6)), 8 + (index % 10), index),
    });
  }
}

const CONVERSATIONS: [string, string, string[]][] = [
  [
    'am',
    'lena',
    [
      'Hallo Lena, hast du ab Dezember Kapazität für den Messestand?',
      'Hi Andreas, ja – ab dem 1.12. bin ich verfügbar.',
      'Super, die Buchungsanfrage ist raus.',
      'Habe sie gesehen, ich nehme sie bis Freitag an.',
    ],
  ],
  [
    'md2',
    'am',
    ['Andreas, bitte die Q1-Buchung nochmal mit dem Budget abgleichen.', 'Mache ich, ich melde mich morgen.'],
  ],
  [
    'md',
    'lena',
    ['Thanks for the great work on the Alpenmilch key visual!', 'Thank you, Martin – happy to help again.'],
  ],
  [
    'finance',
    'am',
    ['Eine Zahlung für den Relaunch wurde abgelehnt, bitte Betrag prüfen.', 'Danke, ich korrigiere das.'],
  ],
  ['admin', 'md', ['Welcome to the platform! Let me know if you need a second managing director account.']],
  ['sabine', 'daniel', ['Daniel, können wir Sprint 4 um eine Woche schieben?', 'Klar, passt für mich.']],
];

async function seedConversations(db: DbOrTx, world: DemoWorld) {
  const userOf = (key: string) => world.staff[key] ?? world.freelancers[key]!;
  for (const [index, [first, second, lines]] of CONVERSATIONS.entries()) {
    for (const [position, message] of lines.entries()) {
      const [sender, receiver] = position % 2 === 0 ? [first, second] : [second, first];
      await createMessage(db, {
        senderId: userOf(sender).id,
        receiverId: userOf(receiver).id,
        message,
        createdAt: at(dayOffset(-(index + 1)), 9 + position, index * 7),
      });
    }
  }
}

async function seedReports(db: DbOrTx, world: DemoWorld) {
  const { agencies: a, staff: s, freelancers: f } = world;
  await createReport(db, {
    createdBy: s.md!.id,
    agencyId: a.nordlicht.id,
    topic: 'BOOKING_DETAILS',
    title: 'Buchungen Nordlicht 2026/27',
    timeframeStart: '2026-07-01',
    timeframeEnd: '2027-06-30',
    bookers: [s.am!.id, s.md2!.id],
    status: ['BOOKED', 'PENDING'],
    createdAt: at(dayOffset(-10)),
  });
  await createReport(db, {
    createdBy: s.am!.id,
    agencyId: a.nordlicht.id,
    topic: 'COST_ALLOCATION',
    title: 'Kostenstellen Winterzauber',
    timeframeStart: '2026-10-01',
    timeframeEnd: '2026-12-31',
    freelancers: [f.lena!.id, f.emily!.id],
    createdAt: at(dayOffset(-5)),
  });
  await createReport(db, {
    createdBy: s.finance!.id,
    topic: 'CREDIT_NOTE',
    title: 'Credit notes Q3 2026',
    timeframeStart: '2026-07-01',
    timeframeEnd: '2026-09-30',
    agencies: [a.nordlicht.id, a.suedwind.id],
    status: ['APPROVED', 'CANCELLED'],
    createdAt: at(dayOffset(-20)),
  });
  await createReport(db, {
    createdBy: s.cfoGlobal!.id,
    topic: 'AGENCY_BOOKING_AMOUNT',
    title: 'Booking volume per agency',
    timeframeStart: '2025-07-01',
    timeframeEnd: '2026-06-30',
    agencies: Object.values(a).map((agency) => agency.id),
    createdAt: at(dayOffset(-30)),
  });
  await createReport(db, {
    createdBy: s.admin!.id,
    topic: 'USER_LIST',
    title: 'Alle Nutzer',
    timeframeStart: null,
    timeframeEnd: null,
    status: ['FREELANCER', 'ACCOUNT_MANAGER', 'MANAGING_DIRECTOR'],
    createdAt: at(dayOffset(-3)),
  });
}

/** Budgets, clusters, bookmarks, invitations, notifications, messages, reports: the rest every screen shows. */
export async function seedSocial(db: DbOrTx, world: DemoWorld, bookings: SeededBooking[]) {
  await seedBudgets(db, world);
  await seedOrganisation(db, world);
  await seedNotifications(db, world, bookings);
  await seedConversations(db, world);
  await seedReports(db, world);
  const finished = bookings.filter((seeded) => seeded.spec.status === 'FINISHED');
  await db.insert(bookingRatings).values(
    finished.map(({ booking }, index) => ({
      bookingId: booking.id,
      ratedBy: booking.createdBy,
      rating: 5 - (index % 2),
      comment: index % 2 ? 'Zuverlässig und pünktlich.' : 'Hervorragende Zusammenarbeit!',
      createdAt: at(booking.endDate, 12),
    })),
  );
}
