import { z } from 'zod';
import { accountSettingsOutput, currentUserOutput, unreadCountsOutput } from './account.ts';

const namedItem = z.object({ id: z.number().int(), name: z.string() });

/** The freelancer profile of docs/product.md §8 (the freelancer issue fills the editing side). */
export const freelancerProfileOutput = z
  .object({
    id: z.number().int(),
    user_id: z.number().int(),
    first_name: z.string(),
    last_name: z.string(),
    email: z.string(),
    image_url: z.string().nullable(),
    image_thumb: z.string().nullable(),
    is_profile_complete: z.boolean(),
    is_taxable_in_germany: z.boolean().nullable(),
    has_accepted_credit_memo_procedure: z.boolean(),
    is_invoice_address_same_residential: z.boolean(),
    rate: z.number().nullable().describe('Day rate in euros'),
    hourly_rate: z.number().nullable().describe('Hourly rate in euros'),
    experience_start_year: z.number().int().nullable(),
    exclude_vat: z.boolean(),
    include_company_name: z.boolean(),
    company_name: z.string().nullable(),
    company_id: z.string().nullable(),
    tax_number: z.string().nullable(),
    iban: z.string().nullable(),
    bic: z.string().nullable(),
    bank_name: z.string().nullable(),
    vendor_number: z.string().nullable(),
    vat: namedItem.extend({ percentage: z.number() }).nullable(),
    residential_address: z
      .object({ street: z.string(), postal_code: z.string(), city: z.string(), country: z.string() })
      .nullable(),
    invoice_address: z
      .object({ street: z.string(), postal_code: z.string(), city: z.string(), country: z.string() })
      .nullable(),
    portfolio_links: z.array(z.string()),
    skills: z.array(namedItem),
    job_titles: z.array(namedItem),
    specialities: z.array(namedItem),
    spoken_languages: z.array(namedItem),
    projects: z.array(namedItem),
    absence: z.array(z.object({ id: z.number().int(), dates: z.string().describe('YYYY-MM-DD') })),
    settings: accountSettingsOutput,
    user: currentUserOutput,
  })
  .extend(unreadCountsOutput.shape)
  .describe('A freelancer’s own profile');
export type FreelancerProfile = z.infer<typeof freelancerProfileOutput>;
