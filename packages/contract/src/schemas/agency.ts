import { z } from 'zod';
import { budgetStatusSchema, replacementTypeSchema, roleSchema } from '../enums.ts';
import { queryBoolean } from '../envelope.ts';
import {
  clientRef,
  entityId,
  formIdField,
  idField,
  moneyOutput,
  namedRef,
  personRef,
  timestampOutput,
} from './common.ts';
import {
  emailField,
  imageDataUrlField,
  imageUploadField,
  nameField,
  optionalText,
  TEXT_MAX,
  websiteField,
} from './validation.ts';

/** Agency, client, notification member, replacement and agency group (cluster) shapes. */

export const agencyListItemOutput = z
  .object({
    id: entityId,
    name: z.string(),
    is_active: z.boolean(),
    is_profile_complete: z.boolean(),
    is_booking_freezed: z.boolean(),
    logo_url: z.string().nullable(),
    managing_directors: z.array(personRef),
    created_at: timestampOutput,
  })
  .describe('An agency in the admin/finance list');
export type AgencyListItem = z.infer<typeof agencyListItemOutput>;

export const notificationMemberOutput = z
  .object({ id: entityId, email: z.string(), displayName: z.string(), image: z.string().nullable() })
  .describe('A recipient of budget notifications');

export const agencyDetailOutput = agencyListItemOutput
  .extend({
    website: z.string().nullable(),
    is_booking_approval_required: z.boolean(),
    is_maconomy_data_exchange_required: z.boolean(),
    credit_note_header: z.string().nullable(),
    credit_note_footer: z.string().nullable(),
    clients: z.array(clientRef),
    users: z.array(personRef.extend({ email: z.string(), role: roleSchema, is_active: z.boolean() })),
    clusters: z.array(namedRef).describe('Agency groups the agency belongs to'),
    specialities: z.array(namedRef).describe('Services the agency offers, sorted by name'),
    notification_members: z.array(notificationMemberOutput),
    freelancerFee: z.number().describe('Percentage on top of freelancer cost'),
    financialYear: z.object({ label: z.string(), is_closed: z.boolean(), status: budgetStatusSchema }),
    budget: moneyOutput.nullable().describe('Budget of the current financial year'),
    confirmed_booking_count: z.number().int().nonnegative(),
    pending_booking_count: z.number().int().nonnegative(),
    completed_booking_count: z.number().int().nonnegative(),
  })
  .describe('An agency as admin and finance see it');
export type AgencyDetail = z.infer<typeof agencyDetailOutput>;

/** Fields an agency's own profile and the admin onboarding save. */
const agencyFields = {
  name: nameField,
  website: websiteField.nullish(),
  is_booking_approval_required: z.boolean(),
  is_maconomy_data_exchange_required: z.boolean(),
  credit_note_header: optionalText(TEXT_MAX.letterText).describe('Header text of the credit note PDF'),
  credit_note_footer: optionalText(TEXT_MAX.letterText).describe('Footer text of the credit note PDF'),
  client_ids: z.array(idField).max(500, 'validation.maxValue'),
  speciality_ids: z
    .array(idField)
    .min(1, 'catalogue.atLeastOneService')
    .max(50, 'validation.maxValue')
    .describe('Services the agency offers (at least one)'),
  logo: imageDataUrlField.nullish().describe('New logo as data URL; null removes it'),
};

export const agencyProfileInput = z
  .object(agencyFields)
  .partial()
  .describe('The active agency’s profile (onboarding and edit); only the fields sent are changed');

export const agencyOnboardInput = z
  .object({ agency_id: idField, ...agencyFields })
  .partial()
  .required({ agency_id: true })
  .describe('Admin onboarding of an agency');

export const agencyCreateInput = z
  .object({
    name: nameField,
    website: websiteField.nullish(),
    managing_director: z.object({ email: emailField, first_name: nameField, last_name: nameField }),
    is_booking_approval_required: z.boolean().default(false),
    client_ids: z.array(idField).max(500, 'validation.maxValue').default([]),
  })
  .describe('A new agency and the managing director to invite');

/** A form field left empty clears the value (multipart sends every text, an empty one as ''). */
const blankToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/**
 * PUT agency/update (multipart): text fields arrive as strings, the logo as a file. Array fields are sent as
 * `name[]`; the server strips the brackets before validating (as for query strings and form bodies).
 */
const formBoolean = queryBoolean;
export const agencyUpdateInput = z
  .object({
    id: formIdField,
    name: nameField.optional(),
    website: z.preprocess(blankToNull, websiteField.nullable()).optional(),
    is_booking_approval_required: formBoolean.optional(),
    is_maconomy_data_exchange_required: formBoolean.optional(),
    credit_note_header: z.preprocess(blankToNull, optionalText(TEXT_MAX.letterText)),
    credit_note_footer: z.preprocess(blankToNull, optionalText(TEXT_MAX.letterText)),
    client_ids: z
      .preprocess(
        (value) => (value === undefined ? undefined : Array.isArray(value) ? value : [value]),
        z.array(formIdField).optional(),
      )
      .describe('Client ids, sent as client_ids[]'),
    logo: imageUploadField.optional(),
  })
  .describe('Admin update of an agency (multipart/form-data)');

export const agencyActiveOutput = z.object({ id: entityId, is_active: z.boolean() }).describe('New active state');
export const agencyDeactivateInput = z
  .object({ is_active: z.boolean().optional().describe('Target state; toggles when absent') })
  .nullish()
  .describe('No body (document 2): toggles');

export const bookingFreezeInput = z
  .object({ agency_id: idField, is_booking_freezed: z.boolean() })
  .describe('Freeze or unfreeze bookings of an agency');
export const bookingFreezeOutput = z.object({ id: entityId, is_booking_freezed: z.boolean() });

export const clientCreateInput = z
  .object({
    name: nameField,
    agency_id: idField.optional().describe('Admin only: the agency onboarded on its behalf (others: the active one)'),
  })
  .describe('A new client');

export const notificationMemberAddInput = z
  .object({ email: emailField, agency_id: idField })
  .describe('Add a recipient of budget notifications');

export const directoryUserOutput = z
  .object({
    external_id: z.string().describe('Id in the company directory'),
    email: z.string(),
    first_name: z.string(),
    last_name: z.string(),
    display_name: z.string(),
    job_title: z.string().nullable(),
  })
  .describe('A user of the company directory (Azure AD)');
export const directorySearchInput = z
  .object({ keyword: z.string().trim().min(1, 'validation.required').max(TEXT_MAX.keyword, 'validation.max') })
  .describe('Directory search text');

export const replacementInput = z
  .object({
    user_id: idField.optional().describe('The user being replaced; the caller when absent'),
    replacement_id: idField.describe('The user who stands in'),
    type: replacementTypeSchema,
    agency_id: idField
      .optional()
      .describe('Admin only: the agency the two share (a managing director’s is the active one)'),
  })
  .describe('A stand-in for a user on vacation, deactivated or removed from the agency');
export const replacementOutput = z
  .object({ id: entityId, user_id: entityId, replacement_id: entityId, type: replacementTypeSchema })
  .describe('A replacement');

export const clusterOutput = z
  .object({
    id: entityId,
    name: z.string(),
    description: z.string().nullable(),
    agencies: z.array(namedRef),
    cfos: z.array(personRef).describe('CFOs reporting across this group'),
    created_at: timestampOutput,
  })
  .describe('An agency group (cluster)');
export type Cluster = z.infer<typeof clusterOutput>;

const clusterFields = {
  name: nameField,
  description: optionalText(TEXT_MAX.description),
  agency_ids: z.array(idField).max(500, 'validation.maxValue'),
};
export const clusterCreateInput = z
  .object({ ...clusterFields, agency_ids: clusterFields.agency_ids.default([]) })
  .describe('A new agency group');
// Built from the fields without defaults: a rename alone must not empty the group.
export const clusterUpdateInput = z
  .object(clusterFields)
  .partial()
  .extend({ id: idField })
  .describe('Agency group changes; only the fields sent are changed');

export const cfoAgencyGroupInput = z
  .object({
    user_id: idField.describe('A finance-cfo or finance-cfo-global user'),
    cluster_id: idField,
    is_assigned: z.boolean().default(true).describe('false removes the assignment'),
  })
  .describe('Assign a CFO to an agency group, or remove the assignment');
export const cfoAgencyGroupOutput = z
  .object({ user_id: entityId, cluster_id: entityId, is_assigned: z.boolean() })
  .describe('The CFO’s assignment to the agency group after the call');
