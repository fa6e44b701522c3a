import { z } from 'zod';
import { AVAILABILITIES, bookingStatusSchema } from '../enums.ts';
import { clientRef, dateOutput, entityId, idField, moneyOutput, namedRef, timestampOutput } from './common.ts';
import {
  bicField,
  companyIdField,
  dateField,
  ibanField,
  imageDataUrlField,
  linkField,
  nameField,
  optionalText,
  rateField,
  TEXT_MAX,
  vendorNumberField,
} from './validation.ts';

/** Freelancer shapes of docs/product.md §8 beyond the own profile (schemas/freelancer-profile.ts). */

const CURRENT_YEAR_LIMIT = 2100;

export const addressInput = z
  .object({
    street: nameField.describe('Street and number'),
    postal_code: z
      .string()
      .trim()
      .regex(/^[A-Za-z0-9 -]{3,10}$/, 'validation.regex'),
    city: nameField,
    country: nameField.describe('Country name or ISO code'),
  })
  .describe('Postal address');

/** PUT profile: every field the onboarding and the profile editor save (all optional: partial saves). */
export const freelancerProfileInput = z
  .object({
    first_name: nameField,
    last_name: nameField,
    image: imageDataUrlField.nullish().describe('New profile image as data URL; null removes it'),
    is_taxable_in_germany: z.boolean(),
    has_accepted_credit_memo_procedure: z.boolean(),
    is_invoice_address_same_residential: z.boolean(),
    rate: rateField.nullable().describe('Day rate in euros'),
    hourly_rate: rateField.nullable().describe('Hourly rate in euros'),
    experience_start_year: z
      .preprocess(
        (value) => (value === '' || (typeof value === 'string' && !/^\d+$/.test(value)) ? null : value),
        z.coerce
          .number()
          .int()
          .min(1950, 'validation.minValue')
          .max(CURRENT_YEAR_LIMIT, 'validation.maxValue')
          .nullable(),
      )
      .describe('Year the freelancer started working; non-numeric input is sent as empty'),
    exclude_vat: z.boolean(),
    include_company_name: z.boolean(),
    company_name: optionalText(TEXT_MAX.name),
    company_id: companyIdField.nullish(),
    tax_number: z
      .string()
      .trim()
      .regex(/^[0-9 /]{5,20}$/, 'validation.regex')
      .nullish(),
    vat_id: idField.nullish().describe('VAT rate id (GET vat)'),
    iban: ibanField.nullish(),
    bic: bicField.nullish(),
    bank_name: optionalText(TEXT_MAX.name),
    residential_address: addressInput.nullish(),
    invoice_address: addressInput.nullish(),
    portfolio_links: z.array(linkField).max(10, 'validation.maxValue'),
    skill_ids: z.array(idField).max(50, 'validation.maxValue'),
    job_title_ids: z.array(idField).max(20, 'validation.maxValue'),
    speciality_ids: z.array(idField).max(20, 'validation.maxValue'),
    spoken_language_ids: z.array(idField).max(20, 'validation.maxValue'),
    project_ids: z.array(idField).max(50, 'validation.maxValue').describe('Reference project titles'),
  })
  .partial()
  .describe('Freelancer profile fields; only the fields sent are changed');
export type FreelancerProfileInput = z.infer<typeof freelancerProfileInput>;

export const availabilitySchema = z.enum(AVAILABILITIES);

export const freelancerListItemOutput = z
  .object({
    id: entityId.describe('Freelancer id'),
    user_id: entityId,
    first_name: z.string(),
    last_name: z.string(),
    image_thumb: z.string().nullable(),
    rate: moneyOutput.nullable(),
    hourly_rate: moneyOutput.nullable(),
    experience_start_year: z.number().int().nullable(),
    job_titles: z.array(namedRef),
    skills: z.array(namedRef),
    availability: availabilitySchema,
    bookmark_id: entityId.nullable().describe('Bookmark of the signed-in user, null when not bookmarked'),
  })
  .describe('A freelancer in the list');
export type FreelancerListItem = z.infer<typeof freelancerListItemOutput>;

export const absenceOutput = z.object({ id: entityId, dates: dateOutput }).describe('One absence day');

export const freelancerDetailOutput = freelancerListItemOutput
  .extend({
    email: z.string(),
    is_active: z.boolean(),
    is_profile_complete: z.boolean(),
    exclude_vat: z.boolean(),
    include_company_name: z.boolean(),
    company_name: z.string().nullable(),
    vendor_number: z.string().nullable().describe('Shown to finance and admin only'),
    portfolio_links: z.array(z.string()),
    specialities: z.array(namedRef),
    spoken_languages: z.array(namedRef),
    projects: z.array(namedRef),
    clients: z.array(clientRef).describe('Clients the freelancer worked for'),
    absence: z.array(absenceOutput),
    bookings: z
      .array(
        z.object({
          id: entityId,
          title: z.string(),
          status: bookingStatusSchema,
          start_date: dateOutput,
          end_date: dateOutput,
          project: namedRef,
          agency_name: z.string(),
        }),
      )
      .describe('Bookings the caller may see'),
    created_at: timestampOutput,
  })
  .describe('A freelancer as agencies, finance and admins see it');
export type FreelancerDetail = z.infer<typeof freelancerDetailOutput>;

export const vatOutput = namedRef.extend({ percentage: z.number() }).describe('A VAT rate');

export const bookmarkOutput = z
  .object({ id: entityId.describe('Bookmark id'), freelancer_user_id: entityId })
  .describe('A bookmarked freelancer');

export const absenceAddInput = z
  .object({
    absent_dates: z.array(dateField).min(1, 'validation.atLeastOne').max(366, 'validation.maxValue'),
  })
  .describe('Days to mark as absent');

export const vendorNumberUpdateInput = z
  .object({ freelancer_id: idField, vendor_number: vendorNumberField })
  .describe('Vendor number of a freelancer');

export const emailExistsOutput = z
  .object({
    is_existing: z.boolean().describe('A freelancer account with this e-mail exists'),
    is_invited: z.boolean().describe('An open invitation for this e-mail exists'),
  })
  .describe('Whether the e-mail is already known');
