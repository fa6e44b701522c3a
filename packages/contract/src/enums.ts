import { z } from 'zod';
import { LANGUAGES } from './languages.ts';

/** Every enumeration of docs/product.md §8, as zod enums so that server and web validate against the same values. */

export const REALMS = ['freelancer', 'agency', 'admin', 'finance'] as const;
export const realmSchema = z.enum(REALMS).describe('User realm of the identity provider');
export type Realm = z.infer<typeof realmSchema>;

export const ROLES = [
  'admin',
  'finance-cfo-global',
  'finance-cfo',
  'finance-user',
  'managing-director',
  'agency-manager',
  'freelancer',
] as const;
export const roleSchema = z.enum(ROLES).describe('Role of a user');
export type Role = z.infer<typeof roleSchema>;

export const PROJECT_STATUSES = ['ONGOING', 'PAUSED', 'DONE'] as const;
export const projectStatusSchema = z.enum(PROJECT_STATUSES);
export type ProjectStatus = z.infer<typeof projectStatusSchema>;
/** A project takes new bookings until it is done (a paused one may resume). */
export const isProjectOpen = (status: ProjectStatus): boolean => status !== 'DONE';
export const PROJECT_TABS = ['BOOKMARKED', 'ONGOING', 'PAUSED', 'DONE'] as const;
export type ProjectTab = (typeof PROJECT_TABS)[number];

export const RATE_TYPES = ['HOURLY', 'FLAT'] as const;
export const rateTypeSchema = z.enum(RATE_TYPES);
export type RateType = z.infer<typeof rateTypeSchema>;

export const IT_REQUIREMENTS = ['ENTRY_CARD', 'EMAIL_ADDRESS', 'SERVER_ACCESS'] as const;
export const itRequirementSchema = z.enum(IT_REQUIREMENTS);
export type ItRequirement = z.infer<typeof itRequirementSchema>;

export const BOOKING_STATUSES = [
  'PENDING',
  'APPROVED',
  'APPROVER_DECLINED',
  'FREELANCER_DECLINED',
  'BOOKED',
  'FINISHED',
  'CANCELLED',
] as const;
export const bookingStatusSchema = z.enum(BOOKING_STATUSES);
export type BookingStatus = z.infer<typeof bookingStatusSchema>;
export const BOOKING_TABS = ['OPEN', 'CLOSED'] as const;
export type BookingTab = (typeof BOOKING_TABS)[number];
export const OPEN_BOOKING_STATUSES = [
  'PENDING',
  'APPROVED',
  'APPROVER_DECLINED',
  'FREELANCER_DECLINED',
  'BOOKED',
] as const satisfies readonly BookingStatus[];
export const CLOSED_BOOKING_STATUSES = ['FINISHED', 'CANCELLED'] as const satisfies readonly BookingStatus[];

export const AVAILABILITIES = ['AVAILABLE', 'BUSY'] as const;
export type Availability = (typeof AVAILABILITIES)[number];
export const FREELANCER_TABS = ['BOOKMARKED', 'ALL', 'COMPARE'] as const;
export type FreelancerTab = (typeof FREELANCER_TABS)[number];

export const TIME_RECORD_STATUSES = [
  'PENDING',
  'DECLINED',
  'APPROVED',
  'FINANCE_REJECTED',
  'FINANCE_APPROVED',
  'CANCELLED',
] as const;
export const timeRecordStatusSchema = z.enum(TIME_RECORD_STATUSES);
export type TimeRecordStatus = z.infer<typeof timeRecordStatusSchema>;

export const FLAT_RATE_STATUSES = ['FINANCE_PENDING', 'FINANCE_REJECTED', 'FINANCE_APPROVED', 'DELETED'] as const;
export const flatRateStatusSchema = z.enum(FLAT_RATE_STATUSES);
export type FlatRateStatus = z.infer<typeof flatRateStatusSchema>;

export const CREDIT_NOTE_STATUSES = ['REVIEWED', 'CANCELLED'] as const;
export const creditNoteStatusSchema = z.enum(CREDIT_NOTE_STATUSES);
export type CreditNoteStatus = z.infer<typeof creditNoteStatusSchema>;

export const REPLACEMENT_TYPES = ['VACATION', 'DEACTIVATION', 'AGENCY_MEMBERSHIP_REMOVAL'] as const;
export const replacementTypeSchema = z.enum(REPLACEMENT_TYPES);
export type ReplacementType = z.infer<typeof replacementTypeSchema>;

export const REPORT_TOPICS = [
  'CREDIT_NOTE',
  'COST_ALLOCATION',
  'BOOKING_DETAILS',
  'USER_LIST',
  'CREDIT_NOTE_AMOUNT',
  'AGENCY_BOOKING_AMOUNT',
  'AGENCY_RATING',
] as const;
export const reportTopicSchema = z.enum(REPORT_TOPICS);
export type ReportTopic = z.infer<typeof reportTopicSchema>;

export const REPORT_CREDIT_NOTE_STATUSES = ['APPROVED', 'CANCELLED'] as const;
export const REPORT_BOOKING_STATUSES = ['PENDING', 'BOOKED', 'DONE', 'CANCELLED'] as const;
export const REPORT_USER_STATUSES = ['FREELANCER', 'ACCOUNT_MANAGER', 'MANAGING_DIRECTOR', 'ADMIN', 'FINANCE'] as const;
export const REPORT_STATUSES = [
  ...new Set([...REPORT_CREDIT_NOTE_STATUSES, ...REPORT_BOOKING_STATUSES, ...REPORT_USER_STATUSES]),
] as [string, ...string[]];
export const reportStatusSchema = z.enum(REPORT_STATUSES);

export const BUDGET_STATUSES = ['OPEN', 'CLOSED'] as const;
export const budgetStatusSchema = z.enum(BUDGET_STATUSES);
export type BudgetStatus = z.infer<typeof budgetStatusSchema>;
export const isBudgetClosed = (status: BudgetStatus): boolean => status === 'CLOSED';

export const NOTIFICATION_CATEGORIES = ['to_do', 'info'] as const;
export const notificationCategorySchema = z.enum(NOTIFICATION_CATEGORIES);
export type NotificationCategory = z.infer<typeof notificationCategorySchema>;

export const THEMES = ['light', 'dark'] as const;
export const themeSchema = z.enum(THEMES);
export type Theme = z.infer<typeof themeSchema>;

export { LANGUAGES, type Language } from './languages.ts';
export const languageSchema = z.enum(LANGUAGES);

export const SORT_DIRECTIONS = ['asc', 'desc'] as const;
export const sortDirectionSchema = z.enum(SORT_DIRECTIONS);
export type SortDirection = z.infer<typeof sortDirectionSchema>;

/** Time-recording tabs and the statuses each stands for when no other filter is applied (docs/product.md §4). */
export const TIME_RECORDING_TABS = {
  all: [],
  pending: ['PENDING', 'FINANCE_REJECTED'],
  declined: ['DECLINED'],
  approved: ['APPROVED'],
  financeApproved: ['FINANCE_APPROVED'],
} as const satisfies Record<string, readonly TimeRecordStatus[]>;
export const TIME_REVIEW_TABS = {
  pending: ['APPROVED'],
  rejected: ['FINANCE_REJECTED'],
  approved: ['FINANCE_APPROVED'],
} as const satisfies Record<string, readonly TimeRecordStatus[]>;
export const FLAT_RATE_TABS = {
  all: [],
  pending: ['FINANCE_PENDING'],
  rejected: ['FINANCE_REJECTED'],
  approved: ['FINANCE_APPROVED'],
} as const satisfies Record<string, readonly FlatRateStatus[]>;
export const FLAT_RATE_REVIEW_TABS = {
  pending: ['FINANCE_PENDING'],
  rejected: ['FINANCE_REJECTED'],
  approved: ['FINANCE_APPROVED'],
} as const satisfies Record<string, readonly FlatRateStatus[]>;
export const BOOKING_LIST_TABS = {
  OPEN: OPEN_BOOKING_STATUSES,
  CLOSED: CLOSED_BOOKING_STATUSES,
} as const satisfies Record<BookingTab, readonly BookingStatus[]>;
