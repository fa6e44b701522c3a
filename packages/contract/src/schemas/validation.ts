import { z } from 'zod';
import { COMPANY_ID_LENGTH, IMAGE_MAX_BYTES, MAX_DECIMALS, PASSWORD_MIN_LENGTH } from '../constants.ts';
import type { ValidationMessageKey } from '../messages.ts';

/**
 * Reusable field schemas of docs/product.md §9. Every issue message is a VALIDATION_MESSAGES key, so server and web
 * translate the same issue; `issueMessage` turns a zod issue into that key plus its placeholders.
 */

const key = (name: ValidationMessageKey) => name;
const REQUIRED = key('validation.required');

/** Text limits used across the inputs. */
export const TEXT_MAX = {
  name: 100,
  title: 200,
  keyword: 100,
  short: 50,
  email: 254,
  url: 2048,
  description: 2000,
  comment: 1000,
  message: 10_000,
  letterText: 5000,
} as const;

/**
 * true when `value` has at most `decimals` decimals, tolerating binary floating point (0.29 * 100 ≠ 29) in proportion
 * to the value only: a tiny positive value (5e-324) is not a whole number of cents or hundredths of an hour, where an
 * absolute tolerance let it through as one, to be stored as 0 minutes and refused by the database with a 500.
 */
export function hasAtMostDecimals(value: number, decimals: number = MAX_DECIMALS): boolean {
  if (!Number.isFinite(value)) return false;
  const scaled = value * 10 ** decimals;
  return Math.abs(scaled - Math.round(scaled)) <= Math.abs(scaled) * 1e-14;
}

/** A required number: a missing value says "required", a wrong type "must be a valid decimal". */
const numberBase = () =>
  z.number({ error: (issue) => (issue.input === undefined ? REQUIRED : key('validation.double')) });

/** A non-negative decimal with at most 2 decimals between `min` and `max`. */
export function decimalField(options: { min?: number; max: number; isMinExclusive?: boolean }) {
  const min = options.min ?? 0;
  const base = options.isMinExclusive
    ? numberBase().gt(min, key('validation.minValue'))
    : numberBase().min(min, key('validation.minValue'));
  return base.max(options.max, key('validation.maxValue')).refine((value) => hasAtMostDecimals(value), {
    error: key('validation.maxDecimals'),
  });
}

/** The largest amount in euros: its cents fit the integer columns that store them (2^31 − 1 cents ≈ 21.47 M€). */
export const MONEY_MAX = 20_000_000;
export const HOURS_MAX = 100_000;

/** Euros on the wire: >= 0, at most 2 decimals (stored as integer cents). */
export const moneyField = decimalField({ max: MONEY_MAX }).describe('Amount in euros, at most 2 decimals');
/** A strictly positive amount in euros. */
export const positiveMoneyField = decimalField({ max: MONEY_MAX, isMinExclusive: true }).describe(
  'Amount in euros (> 0), at most 2 decimals',
);
/** Hours on the wire: >= 0, at most 2 decimals (stored as integer minutes). */
export const hoursField = decimalField({ max: HOURS_MAX }).describe('Hours, at most 2 decimals');
/** Hours of one day's time record: more than 0 and at most 24. */
export const dayHoursField = decimalField({ max: 24, isMinExclusive: true }).describe('Hours on one day (0 < h ≤ 24)');
/** A percentage 0–100 with at most 2 decimals. */
export const percentageField = decimalField({ max: 100 }).describe('Percentage, 0–100, at most 2 decimals');
/** A freelancer's rate in euros: positive, at most 2 decimals. */
export const rateField = numberBase()
  .gt(0, key('validation.invalidRate'))
  .max(100_000, key('validation.invalidRate'))
  .refine((value) => hasAtMostDecimals(value), { error: key('validation.maxDecimals') })
  .describe('Rate in euros, at most 2 decimals');

/** Required text, trimmed, not empty, at most `max` characters. */
export function requiredText(max: number) {
  return z
    .string({ error: (issue) => (issue.input === undefined ? REQUIRED : key('validation.invalidType')) })
    .trim()
    .min(1, REQUIRED)
    .max(max, key('validation.max'));
}

/** Optional text, trimmed, at most `max` characters; null clears the value. */
export function optionalText(max: number) {
  return z.string().trim().max(max, key('validation.max')).nullish();
}

/** A name: required, trimmed, at most 100 characters. */
export const nameField = requiredText(TEXT_MAX.name);

export const emailField = z
  .string({ error: (issue) => (issue.input === undefined ? REQUIRED : key('validation.email')) })
  .trim()
  .toLowerCase()
  .min(1, REQUIRED)
  .max(TEXT_MAX.email, key('validation.max'))
  .pipe(z.email({ error: key('validation.email') }))
  .describe('E-mail address (trimmed, lower case)');

/** Company ID: exactly four digits (docs/product.md §9). */
export const companyIdField = z
  .string({ error: REQUIRED })
  .trim()
  .regex(new RegExp(`^\\d{${COMPANY_ID_LENGTH}}$`), key('validation.companyId'))
  .describe('Company ID, four digits');

/** The most commonly used passwords (lower case) that are refused whatever their length. */
export const COMMON_PASSWORDS = [
  '123456',
  'password',
  '12345678',
  'qwerty',
  '123456789',
  '12345',
  '1234',
  '111111',
  '1234567',
  'dragon',
  '123123',
  'baseball',
  'abc123',
  'football',
  'monkey',
  'letmein',
  '696969',
  'shadow',
  'master',
  '666666',
  'qwertyuiop',
  '123321',
  'mustang',
  '1234567890',
  'michael',
  '654321',
  'superman',
  '1qaz2wsx',
  '7777777',
  '121212',
  '000000',
  'qazwsx',
  '123qwe',
  'killer',
  'trustno1',
  'jordan',
  'jennifer',
  'zxcvbnm',
  'asdfgh',
  'hunter',
  'buster',
  'soccer',
  'harley',
  'batman',
  'andrew',
  'tigger',
  'sunshine',
  'iloveyou',
  '2000',
  'charlie',
  'robert',
  'thomas',
  'hockey',
  'ranger',
  'daniel',
  'starwars',
  'klaster',
  '112233',
  'george',
  'computer',
  'michelle',
  'jessica',
  'pepper',
  '1111',
  'zxcvbn',
  '555555',
  '11111111',
  '131313',
  'freedom',
  '777777',
  'pass',
  'maggie',
  '159753',
  'aaaaaa',
  'ginger',
  'princess',
  'joshua',
  'cheese',
  'amanda',
  'summer',
  'love',
  'ashley',
  'nicole',
  'chelsea',
  'biteme',
  'matthew',
  'access',
  'yankees',
  '987654321',
  'dallas',
  'austin',
  'thunder',
  'taylor',
  'matrix',
  'password1',
  'password123',
  'passwort',
  'passwort1',
  'hallo123',
  'qwertz',
  'qwertz123',
  'schatz',
  'welcome',
  'welcome1',
  'admin',
  'admin123',
  'p@ssw0rd',
  'passw0rd',
  'password!',
  'qwerty123',
  'qwerty1!',
  'abc123!',
  'iloveyou1',
  '1q2w3e4r',
  '1q2w3e4r5t',
  '12345678!',
  '123456789!',
  'letmein1',
  'sommer2024',
  'test1234',
  'demo1234',
  'changeme',
  'changeme1',
] as const;
const COMMON_PASSWORD_SET: ReadonlySet<string> = new Set(COMMON_PASSWORDS);

export function isCommonPassword(password: string): boolean {
  return COMMON_PASSWORD_SET.has(password.toLowerCase());
}

/** Password guidance of docs/product.md §9: at least 8 characters, a number or symbol, not commonly used. */
export const passwordField = z
  .string({ error: REQUIRED })
  .min(1, REQUIRED)
  .min(PASSWORD_MIN_LENGTH, key('validation.passwordMin'))
  .max(1024, key('validation.max'))
  .regex(/[^\p{L}\s]/u, key('validation.passwordNumberOrSymbol'))
  .refine((value) => !isCommonPassword(value), { error: key('validation.passwordCommon') })
  .describe(`Password: at least ${PASSWORD_MIN_LENGTH} characters, one number or symbol, not commonly used`);

/** A web site; the protocol may be left out (`example.com`). */
export const websiteField = z
  .string({ error: REQUIRED })
  .trim()
  .max(TEXT_MAX.url, key('validation.max'))
  .regex(/^(https?:\/\/)?([a-z0-9-]+\.)+[a-z]{2,}(:\d+)?([/?#]\S*)?$/i, key('validation.invalidWebsite'))
  .describe('Web site, e.g. https://example.com');

/** A link with http(s) protocol, e.g. a portfolio or server link. */
export const linkField = z
  .string({ error: REQUIRED })
  .trim()
  .max(TEXT_MAX.url, key('validation.max'))
  .pipe(z.url({ protocol: /^https?$/, hostname: z.regexes.domain, error: key('validation.invalidLink') }))
  .describe('Link, http(s)://…');

/** An IBAN as people read it: upper case in groups of four ('DE89 3704 0044 0532 0130 00'), wherever it is shown. */
export function formatIban(value: string): string {
  return value
    .replace(/\s+/g, '')
    .toUpperCase()
    .replace(/(.{4})(?=.)/g, '$1 ');
}

/** ISO 13616 IBAN with its mod-97 check; spaces are removed, letters upper-cased. */
export function isValidIban(value: string): boolean {
  const iban = value.replace(/\s+/g, '').toUpperCase();
  if (!/^[A-Z]{2}\d{2}[A-Z0-9]{11,30}$/.test(iban)) return false;
  const digits = (iban.slice(4) + iban.slice(0, 4)).replace(/[A-Z]/g, (letter) => String(letter.charCodeAt(0) - 55));
  let remainder = 0;
  for (const digit of digits) remainder = (remainder * 10 + Number(digit)) % 97;
  return remainder === 1;
}

export const ibanField = z
  .string({ error: REQUIRED })
  .transform((value) => value.replace(/\s+/g, '').toUpperCase())
  .refine(isValidIban, { error: key('validation.invalidIban') })
  .describe('IBAN (spaces allowed)');

export const bicField = z
  .string({ error: REQUIRED })
  .trim()
  .toUpperCase()
  .regex(/^[A-Z]{6}[A-Z0-9]{2}([A-Z0-9]{3})?$/, key('validation.invalidBic'))
  .describe('BIC, 8 or 11 characters');

/** Project number in the external project-accounting system. */
export const externalProjectNumberField = z
  .string({ error: REQUIRED })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9._/-]{0,29}$/, key('validation.invalidExternalProjectNumber'))
  .describe('External project number (letters, digits, . _ / -; at most 30)');

export const vendorNumberField = z
  .string({ error: REQUIRED })
  .trim()
  .regex(/^[A-Za-z0-9][A-Za-z0-9-]{0,19}$/, key('validation.invalidVendorNumber'))
  .describe('Vendor number in the accounting system (at most 20 letters, digits, -)');

export const dateField = z.iso.date({ error: key('validation.invalidDate') }).describe('Date, YYYY-MM-DD');

/** Financial year label `2026/27` (July 2026 to June 2027). */
export const financialYearField = z
  .string()
  .regex(/^\d{4}\/\d{2}$/, key('validation.invalidFinancialYear'))
  .refine((value) => Number(value.slice(5)) === (Number(value.slice(0, 4)) + 1) % 100, {
    error: key('validation.invalidFinancialYear'),
  })
  .describe('Financial year, e.g. 2026/27');

/** true when both dates are set and the end lies before the start (ISO dates compare as text). */
export function isEndBeforeStart(start: string | null | undefined, end: string | null | undefined): boolean {
  return Boolean(start && end && end < start);
}

/** Adds the "end date before start date" issue to `endKey` for a zod superRefine. */
export function checkDateOrder<T extends Record<string, unknown>>(
  startKey: keyof T & string,
  endKey: keyof T & string,
) {
  return (value: T, ctx: z.RefinementCtx) => {
    if (isEndBeforeStart(value[startKey] as string | undefined, value[endKey] as string | undefined)) {
      ctx.addIssue({ code: 'custom', path: [endKey], message: key('validation.endBeforeStart') });
    }
  };
}

/** A file part of a multipart form as the server's form reader hands it to the schema. */
export type UploadedFile = { filename: string; bytes: Uint8Array };
const isUploadedFile = (value: unknown): value is UploadedFile =>
  typeof value === 'object' &&
  value !== null &&
  typeof (value as UploadedFile).filename === 'string' &&
  (value as UploadedFile).bytes instanceof Uint8Array;

/**
 * An uploaded image: the web app sends a File, the server validates the file part it read (a text field of
 * that name is refused; the bytes are checked by the server).
 */
export const imageUploadField = z
  .any()
  // A refinement, not z.custom: the API docs' JSON schema cannot represent a custom type.
  .refine(isUploadedFile, key('validation.imageFormat'))
  // What the API docs show: a file part of the multipart form.
  .meta({ type: 'string', format: 'binary' })
  .describe(`Image file: jpg, png or bmp, at most ${IMAGE_MAX_BYTES / 1024 / 1024} MB`);

/** An image sent inside JSON as a data URL; the server checks its bytes and size. */
export const imageDataUrlField = z
  .string()
  .regex(/^data:image\/(jpeg|png|bmp);base64,[A-Za-z0-9+/=]+$/, key('validation.imageFormat'))
  .max(Math.ceil((IMAGE_MAX_BYTES * 4) / 3) + 64, key('validation.imageFormat'))
  .describe('Image as data URL (jpg, png or bmp, at most 5 MB)');

/**
 * The translation key and placeholders of one zod issue. `field` is the last path segment; the caller swaps in
 * the translated field label. Issues without a message key (zod's own texts) become `validation.invalidValue`.
 */
export function issueMessage(issue: z.core.$ZodIssue): { key: string; params: Record<string, string | number> } {
  const isKey = issue.message.startsWith('validation.') || issue.message.startsWith('catalogue.');
  const messageKey = isKey ? issue.message : 'validation.invalidValue';
  const field = String(issue.path.at(-1) ?? '');
  const params: Record<string, string | number> = { field };
  if (issue.code === 'too_small' || issue.code === 'too_big') {
    const limit = issue.code === 'too_small' ? issue.minimum : issue.maximum;
    params.length = Number(limit);
    params[issue.code === 'too_small' ? 'min' : 'max'] = Number(limit);
  }
  if (messageKey === 'validation.maxDecimals') params.decimals = MAX_DECIMALS;
  if (messageKey === 'validation.fileSize') params.size = IMAGE_MAX_BYTES / 1024;
  if (messageKey === 'validation.imageFormat') params.size = IMAGE_MAX_BYTES / 1024 / 1024;
  return { key: messageKey, params };
}
