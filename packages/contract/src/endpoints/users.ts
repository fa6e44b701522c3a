import { z } from 'zod';
import { defineEndpoint, SPREADSHEET_TYPES } from '../endpoint.ts';
import { listPage } from '../envelope.ts';
import { AGENCY_ROLES, FINANCE_ROLES } from '../roles.ts';
import { directorySearchInput, directoryUserOutput, replacementInput, replacementOutput } from '../schemas/agency.ts';
import { doneOutput, entityId, idOutput, idPathParams, idQuery } from '../schemas/common.ts';
import { emailExistsOutput } from '../schemas/freelancer.ts';
import {
  agencyMemberOutput,
  forgotPasswordInput,
  invitationInput,
  invitationOutput,
  passwordCreateInput,
  passwordCreateOutput,
  roleSwitchInput,
  roleSwitchOutput,
  userAgencyOutput,
  userDetailOutput,
  userDetailQuery,
  userListDownloadQuery,
  userListInput,
  userListItemOutput,
} from '../schemas/user.ts';
import { emailField } from '../schemas/validation.ts';

/** Invitations, user administration, replacements and role switch (docs/product.md §10.5). */

/** Anyone who holds at least one invite-… key; the service checks the key matching the invited role. */
const INVITING_ROLES = ['admin', 'managing-director', 'agency-manager'] as const;

/** The permission needed to invite each role. */
export const INVITE_PERMISSION = {
  admin: 'invite-admin',
  'finance-cfo-global': 'invite-finance',
  'finance-cfo': 'invite-finance',
  'finance-user': 'invite-finance',
  'managing-director': 'invite-managing-director',
  'agency-manager': 'invite-account-manager',
  freelancer: 'invite-freelancer',
} as const;

export const userInvite = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'users/invite',
  summary: 'Invite a person by e-mail with a role (needs the invite-… key of that role)',
  roles: INVITING_ROLES,
  body: invitationInput,
  output: invitationOutput,
  errorKey: 'catalogue.errorSendingInvitation',
});

export const freelancerEmailExists = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'freelancer/email/:email/exists',
  summary: 'Whether a freelancer account or invitation exists for an e-mail (before inviting)',
  roles: INVITING_ROLES,
  params: z.object({ email: emailField }),
  output: emailExistsOutput,
  errorKey: 'catalogue.errorLoadingUserDetail',
});

export const directoryUsersSearch = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'azure/search',
  summary: 'Search the company directory (Azure AD) for colleagues to invite or notify',
  roles: ['admin', ...AGENCY_ROLES],
  readsOnly: true,
  body: directorySearchInput,
  output: z.array(directoryUserOutput).describe('At most 50 matches'),
  errorKey: 'catalogue.errorLoadingEmployees',
});

export const replacementCreate = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'users/replace',
  summary: 'Name a stand-in for a user of the active agency (vacation, deactivation, removal)',
  roles: ['admin', 'managing-director'],
  permission: 'agency-user-vacation-replacement',
  body: replacementInput,
  output: replacementOutput,
  errorKey: 'catalogue.errorSavingReplacement',
});

export const replacementDelete = defineEndpoint({
  method: 'DELETE',
  base: 'agency',
  path: 'users/replace',
  summary: 'End a replacement',
  roles: ['admin', 'managing-director'],
  permission: 'agency-user-vacation-replacement',
  query: idQuery,
  output: idOutput,
  errorKey: 'catalogue.errorRemovingReplacement',
});

export const roleSwitch = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'role/switch',
  summary: 'Change an agency user’s role (refused while booking approvals are pending)',
  roles: ['admin', 'managing-director'],
  permission: 'update-agency-user-role',
  body: roleSwitchInput,
  output: roleSwitchOutput,
  errorKey: 'catalogue.roleUpdateFailed',
});

export const userAgenciesList = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'user/agency/list',
  summary: 'The agencies the signed-in user belongs to (for /choose-agency)',
  roles: AGENCY_ROLES,
  output: z.array(userAgencyOutput),
  errorKey: 'catalogue.errorLoadingMultipleAgencyUsers',
});

export const agencyMembersList = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'user/agency/members',
  summary:
    'Users of the active agency; for admin and finance, the users of every agency they oversee (the booker filter)',
  roles: [...AGENCY_ROLES, 'admin', ...FINANCE_ROLES],
  output: z.array(agencyMemberOutput),
  errorKey: 'catalogue.errorLoadingEmployees',
});

export const usersList = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'admin/user-list',
  summary: 'All users with paging, sort and filters (admin; form-encoded)',
  roles: ['admin'],
  readsOnly: true,
  encoding: 'form',
  body: userListInput,
  output: listPage(userListItemOutput),
  errorKey: 'catalogue.errorLoadingUsers',
});

export const usersDownload = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'admin/user-list-download',
  summary: 'The filtered user list as a file (admin)',
  roles: ['admin'],
  query: userListDownloadQuery,
  isDownload: true,
  downloadTypes: SPREADSHEET_TYPES,
  errorKey: 'catalogue.errorDownloadingUsers',
});

export const userDetailGet = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'user',
  summary: 'One user’s detail (admin)',
  roles: ['admin'],
  query: userDetailQuery,
  output: userDetailOutput,
  errorKey: 'catalogue.errorLoadingUserDetail',
});

/**
 * Password flow of agency, admin and finance users (document 2 lists only the freelancer pair). Kept outside
 * ALL_ENDPOINTS, which holds exactly document 2's calls: these two are the agency-API twins of
 * freelancer/forgot-password and freelancer/create-password. The link token says which account it is for.
 */
export const AGENCY_PASSWORD_ENDPOINTS = {
  forgotPassword: defineEndpoint({
    method: 'POST',
    base: 'agency',
    path: 'forgot-password',
    summary: 'Send a password reset mail to an agency, admin or finance user (same answer for unknown e-mails)',
    roles: 'public',
    body: forgotPasswordInput.extend({
      realm: z.enum(['agency', 'admin', 'finance']).optional().describe('Which sign-in; every one of them when absent'),
    }),
    output: doneOutput,
    errorKey: 'catalogue.forgotPasswordFailed',
  }),
  passwordCreate: defineEndpoint({
    method: 'POST',
    base: 'agency',
    path: 'create-password',
    summary: 'Set the password from an invitation or reset link (agency, admin, finance and freelancer links)',
    roles: 'public',
    body: passwordCreateInput,
    output: passwordCreateOutput,
    errorKey: 'catalogue.errorCreatingPassword',
  }),
} as const;

/**
 * Reactivating a deactivated agency user (admin). Document 2 has deactivation (users/replace, DEACTIVATION) but
 * no way back; kept outside ALL_ENDPOINTS, which holds exactly document 2's calls.
 */
export const USER_ADMIN_ENDPOINTS = {
  userReactivate: defineEndpoint({
    method: 'PATCH',
    base: 'agency',
    path: 'admin/reactivate-user/:id',
    summary: 'Let a deactivated agency user sign in again (their agencies and role are as before)',
    roles: ['admin'],
    permission: 'deactivate-agency-user',
    params: idPathParams,
    output: z.object({ id: entityId, is_active: z.boolean() }).describe('The user’s new state'),
    errorKey: 'catalogue.errorReactivatingUser',
  }),
} as const;
