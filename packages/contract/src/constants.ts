/** Business constants and limits of docs/product.md §12. */

export const PAGE_SIZE_DEFAULT = 25;
export const PAGE_SIZE_OPTIONS = [25, 50, 100, 200] as const;
export const PAGE_SIZE_MAX = 200;
export const FIRST_PAGE = 1;
export const FREELANCER_FILTER_PAGE_SIZE = 36;
export const SEARCH_LOOKUP_SIZE = 50;
export const NOTIFICATIONS_PAGE_SIZE = 100;
export const CHAT_MESSAGES_PAGE_SIZE = 100;

export const DEFAULT_SORT = {
  bookings: { sortBy: 'id', sort: 'desc' },
  agencies: { sortBy: 'name', sort: 'asc' },
  timeReview: { sortBy: 'created_at', sort: 'desc' },
  timeRecords: { sortBy: 'created_at', sort: 'desc' },
  flatRate: { sortBy: 'created_at', sort: 'desc' },
  flatRateReview: { sortBy: 'created_at', sort: 'desc' },
  creditNotes: { sortBy: 'created_at', sort: 'desc' },
  reports: { sortBy: 'created_at', sort: 'desc' },
  users: { sortBy: 'firstName', sort: 'asc' },
} as const;

export const TIME_RECORD_LOAD_DEBOUNCE_MS = 100;
export const NUMBER_INPUT_DEBOUNCE_MS = 500;
export const NUMBER_INPUT_REVALIDATE_MS = 600;
export const SNACKBAR_DURATION_MS = 3000;
export const SNACKBAR_REMOVE_MS = 3200;
export const CHUNK_LOAD_TIMEOUT_MS = 120_000;

export const REMEMBER_ME_REFRESH_COOKIE_DAYS = 90;
export const REMEMBER_FLAG_COOKIE_DAYS = 365;

export const DEFAULT_PROJECT_SEARCH_STATUSES = ['ONGOING', 'PAUSED'] as const;
export const FINANCIAL_YEAR_START_MONTH = 7; // July; the year runs July to June
export const MAX_DECIMALS = 2;
export const DEFAULT_LANGUAGE = 'en';
export const FALLBACK_LANGUAGE = 'en';
export const COUNTRY_CODE = 'DE';
export const WEEK_START_DAY = 1; // Monday
export const PASSWORD_MIN_LENGTH = 8;
export const COMPANY_ID_LENGTH = 4;

export const DATE_FORMAT_FILTER = 'DD.MM.YY';
export const DATE_FORMAT = 'DD.MM.YYYY';
export const TIME_FORMAT = 'hh:mm A';
export const WIRE_DATE_FORMAT = 'YYYY-MM-DD';

/** Identity provider lifetimes (docs/product.md §10.2). */
export const ACCESS_TOKEN_TTL_SECONDS = 5 * 60;
export const REFRESH_TOKEN_IDLE_SECONDS = 30 * 60;
export const REFRESH_TOKEN_REMEMBER_SECONDS = REMEMBER_ME_REFRESH_COOKIE_DAYS * 24 * 60 * 60;
export const IDP_CLIENT_ID = 'marketplace-web';

/** Upload limits. */
export const IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const IMAGE_EXTENSIONS = ['jpg', 'jpeg', 'png', 'bmp'] as const;

/** The API's request headers (docs/product.md §10.1). */
export const HEADER_REALM = 'x-realm';
export const HEADER_GROUP = 'x-group';
export const HEADER_COUNTRY = 'x-country-code';

/** Financial year (July to June) for a date: 2026-09-01 → { start: 2026, label: '2026/27' }. */
export function financialYearOf(isoDate: string): { start: number; label: string } {
  const [year, month] = isoDate.split('-').map(Number) as [number, number];
  const start = month >= FINANCIAL_YEAR_START_MONTH ? year : year - 1;
  return { start, label: `${start}/${String((start + 1) % 100).padStart(2, '0')}` };
}

/** Default open-bookings window: the current half-year. */
export function currentHalfYear(today: Date): { start_date: string; end_date: string } {
  const year = today.getFullYear();
  return today.getMonth() < 6
    ? { start_date: `${year}-01-01`, end_date: `${year}-06-30` }
    : { start_date: `${year}-07-01`, end_date: `${year}-12-31` };
}
