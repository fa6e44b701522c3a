import type { BookingStatus, RateType } from '@fm/contract/enums';

/** Local showcase rows; the design-system page is the one place where fake data is fine. */
export type DemoBooking = {
  id: number;
  title: string;
  freelancer: string;
  status: BookingStatus;
  rate_type: RateType;
  start_date: string;
  hours: number;
};

const TITLES = [
  'Brand relaunch',
  'Spring campaign',
  'Website audit',
  'Podcast edit',
  'Annual report',
  'Trade fair stand',
  'Social media',
];
const FREELANCERS = ['Anna Müller', 'Jonas Weiß', 'Lena Schäfer', 'Mehmet Yılmaz', 'Sophie Becker', 'Paul Köhler'];
const STATUSES: BookingStatus[] = [
  'PENDING',
  'APPROVED',
  'BOOKED',
  'FINISHED',
  'CANCELLED',
  'APPROVER_DECLINED',
  'FREELANCER_DECLINED',
];

export const DEMO_BOOKINGS: DemoBooking[] = Array.from({ length: 57 }, (_, index) => {
  const day = String((index % 28) + 1).padStart(2, '0');
  const month = String((index % 12) + 1).padStart(2, '0');
  return {
    id: 1000 + index,
    title: `${TITLES[index % TITLES.length]} ${Math.floor(index / TITLES.length) + 1}`,
    freelancer: FREELANCERS[(index * 5) % FREELANCERS.length] as string,
    status: STATUSES[(index * 3) % STATUSES.length] as BookingStatus,
    rate_type: index % 3 === 0 ? 'FLAT' : 'HOURLY',
    start_date: `2026-${month}-${day}`,
    hours: ((index * 7) % 40) + 0.5 * (index % 2),
  };
});

export type DemoFreelancer = { id: number; name: string; skill: string };

const SKILLS = ['Design', 'Copywriting', 'Video', 'Development', 'Photography', 'Project management'];
export const DEMO_FREELANCER_PAGES = 4;
export const DEMO_FREELANCER_PAGE_SIZE = 6;

export function demoFreelancerPage(page: number): DemoFreelancer[] {
  return Array.from({ length: DEMO_FREELANCER_PAGE_SIZE }, (_, index) => {
    const id = (page - 1) * DEMO_FREELANCER_PAGE_SIZE + index + 1;
    return { id, name: `${FREELANCERS[id % FREELANCERS.length]} (${id})`, skill: SKILLS[id % SKILLS.length] as string };
  });
}
