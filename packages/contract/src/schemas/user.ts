import { z } from 'zod';
import { DEFAULT_SORT } from '../constants.ts';
import { languageSchema, ROLES, realmSchema, replacementTypeSchema, roleSchema } from '../enums.ts';
import { isoDate, pagingQuery, queryArray } from '../envelope.ts';
import { entityId, formIdField, idField, keywordsParam, namedRef, personRef, timestampOutput } from './common.ts';
import { checkDateOrder, emailField, nameField, passwordField } from './validation.ts';

/** Users, invitations and agency membership shapes. */

export const USER_STATUSES = ['ACTIVE', 'INACTIVE', 'INVITED'] as const;
export const userStatusSchema = z.enum(USER_STATUSES).describe('ACTIVE, INACTIVE (deactivated) or INVITED');
export type UserStatus = z.infer<typeof userStatusSchema>;
/** Signed in at least once and not deactivated. */
export const isUserActive = (status: UserStatus): boolean => status === 'ACTIVE';
/** Deactivated by an admin or managing director (an invited user is neither active nor inactive). */
export const isUserDeactivated = (status: UserStatus): boolean => status === 'INACTIVE';

export const userListItemOutput = z
  .object({
    id: entityId,
    email: z.string(),
    firstName: z.string(),
    lastName: z.string(),
    realm: realmSchema,
    roles: z.array(roleSchema),
    account_language: languageSchema,
    status: userStatusSchema,
    agencies: z.array(namedRef),
    image_url: z.string().nullable(),
    created_at: timestampOutput.describe('Registration'),
    last_login_at: timestampOutput.nullable(),
  })
  .describe('A user in the admin list');
export type UserListItem = z.infer<typeof userListItemOutput>;

export const userDetailOutput = userListItemOutput
  .extend({
    memberships: z.array(z.object({ agency: namedRef, role: roleSchema, is_active: z.boolean() })),
    replacements: z.array(
      z.object({ id: entityId, replacement: personRef, type: replacementTypeSchema, agency_id: entityId }),
    ),
    freelancer_id: entityId.nullable().describe('Set for freelancer users'),
  })
  .describe('A user as the admin sees it');
export type UserDetail = z.infer<typeof userDetailOutput>;

export const USER_SORT_COLUMNS = ['firstName', 'lastName', 'email', 'created_at', 'status'] as const;

const userFilterFields = {
  keyword: keywordsParam,
  start_date: isoDate.optional().describe('Registered on or after'),
  end_date: isoDate.optional().describe('Registered on or before'),
  roles: queryArray(roleSchema).describe('Roles, sent as roles[]'),
  languages: queryArray(languageSchema).describe('Languages, sent as languages[]'),
  status: queryArray(userStatusSchema).describe('Statuses, sent as status[]'),
};

/** POST admin/user-list (form-encoded): paging, sort and filters. */
export const userListInput = pagingQuery(USER_SORT_COLUMNS, DEFAULT_SORT.users)
  .extend(userFilterFields)
  .superRefine(checkDateOrder('start_date', 'end_date'))
  .describe('User list paging and filters (form-encoded)');

export const DOWNLOAD_FORMATS = ['xlsx', 'csv'] as const;
export const downloadFormatSchema = z.enum(DOWNLOAD_FORMATS).default('xlsx').describe('File format');

export const userListDownloadQuery = z
  .object({
    sortBy: z.enum(USER_SORT_COLUMNS).default(DEFAULT_SORT.users.sortBy),
    sort: z.enum(['asc', 'desc']).default(DEFAULT_SORT.users.sort),
    format: downloadFormatSchema,
    ...userFilterFields,
  })
  .describe('User list download: sort and filters');

/** Every role can be invited (each needs its own invite-… permission). */
export const INVITABLE_ROLES = ROLES;

export const invitationInput = z
  .object({
    email: emailField,
    role: z.enum(INVITABLE_ROLES).describe('The role to invite as; needs the matching invite-… permission'),
    agency_id: idField.optional().describe('Agency to join (agency roles; defaults to the active agency)'),
    first_name: nameField.optional(),
    last_name: nameField.optional(),
  })
  .describe('Invite a person by e-mail');
export const invitationOutput = z
  .object({
    id: entityId,
    email: z.string(),
    role: roleSchema,
    agency_id: entityId.nullable(),
    expires_at: timestampOutput,
  })
  .describe('A sent invitation');

export const roleSwitchInput = z
  .object({
    user_id: idField,
    role: z.enum(['managing-director', 'agency-manager']).describe('New role in the active agency'),
  })
  .describe('Change an agency user’s role');
export const roleSwitchOutput = z.object({ user_id: entityId, role: roleSchema });

export const userDetailQuery = z.object({ user_id: formIdField });

export const agencyMemberOutput = personRef
  .extend({
    email: z.string(),
    role: roleSchema,
    is_active: z.boolean(),
    image_url: z.string().nullable(),
    is_on_vacation: z.boolean(),
  })
  .describe('A user of the active agency');
export type AgencyMember = z.infer<typeof agencyMemberOutput>;

export const userAgencyOutput = namedRef
  .extend({ logo_url: z.string().nullable(), role: roleSchema, is_active: z.boolean() })
  .describe('An agency the signed-in user belongs to');

export const forgotPasswordInput = z.object({ email: emailField }).describe('Send a password reset mail');

/** Setting the password from a mailed invitation, registration or reset link. */
export const passwordCreateInput = z
  .object({
    expiryToken: z.string().min(1, 'validation.required').max(512).describe('Token of the mailed link'),
    newPassword: passwordField,
  })
  .describe('Token and new password');
export const passwordCreateOutput = z
  .object({ email: z.string(), realm: z.string() })
  .describe('The account whose password was set');
