import type { FreelancerProfileInput } from '@fm/contract/schemas/freelancer';
import { addressInput } from '@fm/contract/schemas/freelancer';
import type { FreelancerProfile } from '@fm/contract/schemas/freelancer-profile';
import {
  bicField,
  companyIdField,
  formatIban,
  ibanField,
  linkField,
  nameField,
  optionalText,
  rateField,
  TEXT_MAX,
} from '@fm/contract/schemas/validation';
import { z } from 'zod';

/** The profile form: the contract's field rules, with text fields that may stay empty while the user types. */

export type NamedItem = { id: number; name: string };
type Address = { street: string; postal_code: string; city: string; country: string };

export const EMPTY_ADDRESS: Address = { street: '', postal_code: '', city: '', country: '' };
export const MIN_EXPERIENCE_YEAR = 1950;

export type ProfileFormValues = {
  is_taxable_in_germany: boolean | null;
  first_name: string;
  last_name: string;
  /** A newly chosen image as data URL, null to remove; only sent when changed. */
  image: string | null;
  residential_address: Address;
  is_invoice_address_same_residential: boolean;
  invoice_address: Address;
  rate: number | null;
  hourly_rate: number | null;
  experience_start_year: string;
  exclude_vat: boolean;
  vat_id: number | null;
  include_company_name: boolean;
  company_name: string;
  company_id: string;
  tax_number: string;
  iban: string;
  bic: string;
  bank_name: string;
  portfolio_links: { url: string }[];
  skills: NamedItem[];
  job_titles: NamedItem[];
  specialities: NamedItem[];
  spoken_languages: NamedItem[];
  projects: NamedItem[];
  has_accepted_credit_memo_procedure: boolean;
};

const blankToUndefined = (value: unknown) => (value === '' ? undefined : value);
const optional = <T extends z.ZodType>(schema: T) => z.preprocess(blankToUndefined, schema.optional());
const TAX_NUMBER = /^[0-9 /]{5,20}$/;

/** Adds every issue of `schema` on `value` to the form at `path`. */
function check(ctx: z.RefinementCtx, schema: z.ZodType, value: unknown, path: (string | number)[]) {
  const result = schema.safeParse(value);
  if (result.success) return;
  for (const issue of result.error.issues)
    ctx.addIssue({ code: 'custom', path: [...path, ...issue.path], message: issue.message });
}

export function createProfileFormSchema(options: { isProcedureRequired: boolean }) {
  const maxYear = new Date().getFullYear();
  return z
    .object({
      is_taxable_in_germany: z
        .boolean()
        .nullable()
        .refine((value) => value === true, 'freelancerProfile.taxable.required'),
      first_name: nameField,
      last_name: nameField,
      image: z.string().nullable(),
      residential_address: addressInput,
      is_invoice_address_same_residential: z.boolean(),
      invoice_address: z.any(),
      rate: z.preprocess((value) => value ?? undefined, rateField),
      hourly_rate: z.preprocess((value) => value ?? undefined, rateField),
      experience_start_year: z
        .string()
        .trim()
        .refine((value) => {
          if (value === '') return true;
          const year = Number(value);
          return /^\d{4}$/.test(value) && year >= MIN_EXPERIENCE_YEAR && year <= maxYear;
        }, 'freelancerProfile.validation.year'),
      exclude_vat: z.boolean(),
      vat_id: z.number().nullable(),
      include_company_name: z.boolean(),
      company_name: z.string(),
      company_id: optional(companyIdField),
      tax_number: z.string().trim().min(1, 'validation.required').regex(TAX_NUMBER, 'validation.regex'),
      iban: z.string().trim().min(1, 'validation.required').pipe(ibanField),
      bic: z.string().trim().min(1, 'validation.required').pipe(bicField),
      bank_name: optional(optionalText(TEXT_MAX.name)),
      portfolio_links: z.array(z.object({ url: optional(linkField) })),
      skills: z.array(z.any()),
      job_titles: z.array(z.any()),
      specialities: z.array(z.any()),
      spoken_languages: z.array(z.any()),
      projects: z.array(z.any()),
      has_accepted_credit_memo_procedure: z.boolean(),
    })
    .superRefine(
      (values, ctx) => {
        if (!values.is_invoice_address_same_residential)
          check(ctx, addressInput, values.invoice_address, ['invoice_address']);
        if (values.include_company_name) check(ctx, nameField, values.company_name, ['company_name']);
        if (!values.exclude_vat && values.vat_id === null)
          ctx.addIssue({ code: 'custom', path: ['vat_id'], message: 'validation.required' });
        if (options.isProcedureRequired && !values.has_accepted_credit_memo_procedure)
          ctx.addIssue({
            code: 'custom',
            path: ['has_accepted_credit_memo_procedure'],
            message: 'freelancerProfile.validation.acceptProcedure',
          });
        // Also when other fields are invalid: a step checks only its own fields.
      },
      { when: () => true },
    );
}

const addressOf = (address: Address | null): Address => (address ? { ...address } : { ...EMPTY_ADDRESS });

export function toFormValues(profile: FreelancerProfile): ProfileFormValues {
  return {
    is_taxable_in_germany: profile.is_taxable_in_germany,
    first_name: profile.first_name,
    last_name: profile.last_name,
    image: profile.image_url,
    residential_address: addressOf(profile.residential_address),
    is_invoice_address_same_residential: profile.is_invoice_address_same_residential,
    invoice_address: addressOf(profile.invoice_address),
    rate: profile.rate,
    hourly_rate: profile.hourly_rate,
    experience_start_year: profile.experience_start_year ? String(profile.experience_start_year) : '',
    exclude_vat: profile.exclude_vat,
    vat_id: profile.vat?.id ?? null,
    include_company_name: profile.include_company_name,
    company_name: profile.company_name ?? '',
    company_id: profile.company_id ?? '',
    tax_number: profile.tax_number ?? '',
    iban: profile.iban ? formatIban(profile.iban) : '',
    bic: profile.bic ?? '',
    bank_name: profile.bank_name ?? '',
    portfolio_links: profile.portfolio_links.map((url) => ({ url })),
    skills: profile.skills,
    job_titles: profile.job_titles,
    specialities: profile.specialities,
    spoken_languages: profile.spoken_languages,
    projects: profile.projects,
    has_accepted_credit_memo_procedure: profile.has_accepted_credit_memo_procedure,
  };
}

const textOrNull = (value: string) => (value.trim() === '' ? null : value.trim());
const ids = (items: NamedItem[]) => items.map((item) => item.id);

/** The fields of `names` as the PUT profile body (docs/product.md §9.5: experience start year only when numeric). */
export function toProfileInput(
  values: ProfileFormValues,
  names: readonly (keyof ProfileFormValues)[],
  isImageChanged: boolean,
): FreelancerProfileInput {
  const all: FreelancerProfileInput = {
    is_taxable_in_germany: values.is_taxable_in_germany ?? undefined,
    first_name: values.first_name,
    last_name: values.last_name,
    residential_address: values.residential_address,
    is_invoice_address_same_residential: values.is_invoice_address_same_residential,
    invoice_address: values.is_invoice_address_same_residential ? values.residential_address : values.invoice_address,
    rate: values.rate,
    hourly_rate: values.hourly_rate,
    experience_start_year: /^\d+$/.test(values.experience_start_year.trim())
      ? Number(values.experience_start_year.trim())
      : null,
    exclude_vat: values.exclude_vat,
    vat_id: values.exclude_vat ? null : values.vat_id,
    include_company_name: values.include_company_name,
    company_name: values.include_company_name ? textOrNull(values.company_name) : null,
    company_id: textOrNull(values.company_id),
    tax_number: textOrNull(values.tax_number),
    // Shown in groups of four, sent as the electronic format.
    iban: textOrNull(values.iban.replace(/\s+/g, '')),
    bic: textOrNull(values.bic),
    bank_name: textOrNull(values.bank_name),
    portfolio_links: values.portfolio_links.map((link) => link.url.trim()).filter(Boolean),
    skill_ids: ids(values.skills),
    job_title_ids: ids(values.job_titles),
    speciality_ids: ids(values.specialities),
    spoken_language_ids: ids(values.spoken_languages),
    project_ids: ids(values.projects),
    has_accepted_credit_memo_procedure: values.has_accepted_credit_memo_procedure || undefined,
  };
  const inputKeys = new Set<string>(names.flatMap((name) => INPUT_KEYS[name] ?? [name]));
  const body = Object.fromEntries(
    Object.entries(all).filter(([key, value]) => inputKeys.has(key) && value !== undefined),
  ) as FreelancerProfileInput;
  if (isImageChanged && names.includes('image')) body.image = values.image;
  return body;
}

/** Form fields whose input key differs. */
const INPUT_KEYS: Partial<Record<keyof ProfileFormValues, string[]>> = {
  skills: ['skill_ids'],
  job_titles: ['job_title_ids'],
  specialities: ['speciality_ids'],
  spoken_languages: ['spoken_language_ids'],
  projects: ['project_ids'],
  image: [],
};

/** A server field error key ('residential_address.street', 'skill_ids') → the form field showing it. */
export function toFormField(key: string): string {
  const entry = Object.entries(INPUT_KEYS).find(([, inputs]) => inputs?.includes(key));
  if (entry) return entry[0];
  if (key.startsWith('portfolio_links.')) return `portfolio_links.${key.split('.')[1]}.url`;
  return key;
}
