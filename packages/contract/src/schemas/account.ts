import { z } from 'zod';
import { languageSchema, replacementTypeSchema, roleSchema, themeSchema } from '../enums.ts';
import { LIST_COUNT_CAP } from '../envelope.ts';

/** Account-level shapes every realm shares: the signed-in user, settings, unread counts. */

export const accountSettingsOutput = z
  .object({
    theme: themeSchema.nullable().describe('null follows the system preference'),
    account_language: languageSchema,
  })
  .describe('Interface settings of the signed-in user');
export type AccountSettings = z.infer<typeof accountSettingsOutput>;

export const settingsInput = z
  .object({ theme: themeSchema.optional(), account_language: languageSchema.optional() })
  .refine((value) => value.theme !== undefined || value.account_language !== undefined, {
    message: 'theme or account_language is required',
  })
  .describe('theme and/or account_language');
export type SettingsInput = z.infer<typeof settingsInput>;

export const currentUserOutput = z.object({
  id: z.number().int(),
  email: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  role: roleSchema,
  image_url: z.string().nullable(),
});
export type CurrentUser = z.infer<typeof currentUserOutput>;

/** Each unread count stops at LIST_COUNT_CAP: a badge shows 99+ long before, and the count costs what it shows. */
const unreadCount = z.number().int().nonnegative().max(LIST_COUNT_CAP).describe(`counted up to ${LIST_COUNT_CAP}`);
export const unreadCountsOutput = z.object({
  unread_to_do_count: unreadCount,
  unread_info_count: unreadCount,
  unread_message_count: unreadCount,
});

export const agencyProfileOutput = z
  .object({
    id: z.number().int(),
    name: z.string(),
    is_active: z.boolean(),
    is_booking_approval_required: z.boolean(),
    is_profile_complete: z.boolean(),
    is_maconomy_data_exchange_required: z.boolean(),
    is_booking_freezed: z.boolean(),
    logo_url: z.string().nullable(),
    website: z.string().nullable(),
    credit_note_header: z.string().nullable().describe('Header text of the credit note PDF'),
    credit_note_footer: z.string().nullable().describe('Footer text of the credit note PDF'),
    specialities: z
      .array(z.object({ id: z.number().int(), name: z.string() }))
      .describe('Services the agency offers, sorted by name'),
    clients: z.array(z.object({ id: z.number().int(), client: z.string() })),
    users: z.array(z.object({ id: z.number().int(), role: roleSchema, first_name: z.string(), last_name: z.string() })),
    replacement_users: z.array(
      z.object({ id: z.number().int(), replacement_id: z.number().int(), type: replacementTypeSchema }),
    ),
    freelancerFee: z.number().describe('Percentage on top of freelancer cost'),
    financialYear: z.object({ label: z.string(), is_closed: z.boolean() }),
    notification_members: z.array(
      z.object({ id: z.number().int(), email: z.string(), displayName: z.string(), image: z.string().nullable() }),
    ),
    confirmed_booking_count: z.number().int().nonnegative(),
    pending_booking_count: z.number().int().nonnegative(),
    completed_booking_count: z.number().int().nonnegative(),
    settings: accountSettingsOutput,
    user_profile_image: z.string().nullable(),
    user: currentUserOutput,
    /** All agencies of the user, for the agency switch. */
    memberships: z.array(z.object({ id: z.number().int(), name: z.string() })),
  })
  .extend(unreadCountsOutput.shape)
  .describe('The active agency as its signed-in user sees it');
export type AgencyProfile = z.infer<typeof agencyProfileOutput>;

export const staffProfileOutput = z
  .object({ user: currentUserOutput, settings: accountSettingsOutput })
  .extend(unreadCountsOutput.shape)
  .describe('Profile of an admin or finance user');
export type StaffProfile = z.infer<typeof staffProfileOutput>;
