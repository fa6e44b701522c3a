import { z } from 'zod';
import { defineEndpoint } from '../endpoint.ts';
import { AGENCY_ROLES, FINANCE_ROLES } from '../roles.ts';
import { accountSettingsOutput, agencyProfileOutput, settingsInput, staffProfileOutput } from '../schemas/account.ts';
import { freelancerProfileOutput } from '../schemas/freelancer-profile.ts';

/** Each realm's own profile read and settings save: what the web shell and its guards need. */

export const freelancerProfileGet = defineEndpoint({
  method: 'GET',
  base: 'freelancer',
  path: 'profile',
  summary: 'The signed-in freelancer’s profile',
  roles: ['freelancer'],
  output: freelancerProfileOutput,
  errorKey: 'catalogue.errorLoadingUserDetail',
});

export const freelancerSettingsUpdate = defineEndpoint({
  method: 'PUT',
  base: 'freelancer',
  path: 'settings',
  summary: 'Save theme and language of the signed-in freelancer',
  roles: ['freelancer'],
  body: settingsInput,
  output: accountSettingsOutput,
  errorKey: 'catalogue.errorSavingSettings',
});

export const agencyProfileGet = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'profile',
  summary: 'The active agency (X-Group) as its signed-in user sees it',
  roles: AGENCY_ROLES,
  output: agencyProfileOutput,
  errorKey: 'catalogue.errorLoadingUserDetail',
});

const agencyIdQuery = z.object({
  agency_id: z.coerce.number().int().positive().optional().describe('Read this agency’s profile as well'),
});

export const adminProfileGet = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'admin/profile',
  summary: 'The signed-in admin’s profile; with agency_id also that agency’s profile',
  roles: ['admin'],
  query: agencyIdQuery,
  output: staffProfileOutput.extend({ agency: agencyProfileOutput.omit({ user: true }).nullable() }),
  errorKey: 'catalogue.errorLoadingUserDetail',
});

export const financeProfileGet = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'finance/profile',
  summary: 'The signed-in finance user’s profile',
  roles: FINANCE_ROLES,
  query: agencyIdQuery,
  output: staffProfileOutput,
  errorKey: 'catalogue.errorLoadingUserDetail',
});

export const agencySettingsUpdate = defineEndpoint({
  method: 'PUT',
  base: 'agency',
  path: 'settings',
  summary: 'Save theme and language of the signed-in agency user',
  roles: AGENCY_ROLES,
  body: settingsInput,
  output: accountSettingsOutput,
  errorKey: 'catalogue.errorSavingSettings',
});

export const adminSettingsUpdate = defineEndpoint({
  method: 'PUT',
  base: 'agency',
  path: 'settings/admin',
  summary: 'Save theme and language of the signed-in admin',
  roles: ['admin'],
  body: settingsInput,
  output: accountSettingsOutput,
  errorKey: 'catalogue.errorSavingSettings',
});

export const financeSettingsUpdate = defineEndpoint({
  method: 'PUT',
  base: 'agency',
  path: 'settings/finance',
  summary: 'Save theme and language of the signed-in finance user',
  roles: FINANCE_ROLES,
  body: settingsInput,
  output: accountSettingsOutput,
  errorKey: 'catalogue.errorSavingSettings',
});
