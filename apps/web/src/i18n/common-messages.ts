/**
 * Texts that read the same in several features. Each feature still registers them under its own keys
 * (`registerMessages`), so a feature's `t()` calls stay as they are.
 */

/** The label of each booking status, wherever a booking's status is shown (bookings, projects, freelancers). */
export const BOOKING_STATUS_MESSAGES = {
  en: {
    PENDING: 'Awaiting approval',
    APPROVED: 'Awaiting freelancer',
    APPROVER_DECLINED: 'Declined by approver',
    FREELANCER_DECLINED: 'Declined by freelancer',
    BOOKED: 'Booked',
    FINISHED: 'Finished',
    CANCELLED: 'Cancelled',
  },
  de: {
    PENDING: 'Wartet auf Freigabe',
    APPROVED: 'Wartet auf Freelancer',
    APPROVER_DECLINED: 'Von Freigabe abgelehnt',
    FREELANCER_DECLINED: 'Vom Freelancer abgelehnt',
    BOOKED: 'Gebucht',
    FINISHED: 'Abgeschlossen',
    CANCELLED: 'Storniert',
  },
};

/** The filter labels of the record lists (time records and flat-rate payments). */
export const RECORD_FILTER_MESSAGES = {
  en: { projects: 'Project', freelancers: 'Freelancer', agencies: 'Agency', bookers: 'Booked by', status: 'Status' },
  de: { projects: 'Projekt', freelancers: 'Freelancer', agencies: 'Agentur', bookers: 'Gebucht von', status: 'Status' },
};
