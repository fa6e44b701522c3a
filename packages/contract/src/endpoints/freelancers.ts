import { z } from 'zod';
import { FREELANCER_FILTER_PAGE_SIZE, PAGE_SIZE_MAX, SEARCH_LOOKUP_SIZE } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ROLES } from '../enums.ts';
import { isoDate, listPage, pageParam, pagingQuery, queryArray, queryBoolean } from '../envelope.ts';
import { AGENCY_ROLES, FINANCE_ROLES } from '../roles.ts';
import { chartOutput } from '../schemas/budget.ts';
import {
  doneOutput,
  idField,
  idQuery,
  idsOutput,
  idsParam,
  keywordQuery,
  keywordsParam,
  monthYearPathParams,
  namedRef,
  yearPathParams,
} from '../schemas/common.ts';
import {
  absenceAddInput,
  absenceOutput,
  bookmarkOutput,
  freelancerDetailOutput,
  freelancerListItemOutput,
  freelancerProfileInput,
  vatOutput,
  vendorNumberUpdateInput,
} from '../schemas/freelancer.ts';
import { freelancerProfileOutput } from '../schemas/freelancer-profile.ts';
import { freelancerProjectCreateInput } from '../schemas/project.ts';
import { forgotPasswordInput, passwordCreateInput, passwordCreateOutput } from '../schemas/user.ts';
import { nameField } from '../schemas/validation.ts';

/** Freelancer API of docs/product.md §10.4 (time records and credit notes live in their own files). */

const FREELANCER_READERS = ['admin', ...FINANCE_ROLES, ...AGENCY_ROLES] as const;
const LOOKUP_ITEMS = `at most ${SEARCH_LOOKUP_SIZE}`;

export const forgotPassword = defineEndpoint({
  method: 'POST',
  base: 'freelancer',
  path: 'forgot-password',
  summary: 'Send a password reset mail (answers the same whether or not the e-mail is known)',
  roles: 'public',
  body: forgotPasswordInput,
  output: doneOutput,
  errorKey: 'catalogue.forgotPasswordFailed',
});

export const passwordCreate = defineEndpoint({
  method: 'POST',
  base: 'freelancer',
  path: 'create-password',
  summary: 'Set the password from a registration or reset link',
  roles: 'public',
  body: passwordCreateInput,
  output: passwordCreateOutput,
  errorKey: 'catalogue.errorCreatingPassword',
});

export const freelancerProfileUpdate = defineEndpoint({
  method: 'PUT',
  base: 'freelancer',
  path: 'profile',
  summary: 'Save the signed-in freelancer’s profile (onboarding and edit)',
  roles: ['freelancer'],
  permission: 'update-freelancer-profile',
  body: freelancerProfileInput,
  output: freelancerProfileOutput,
  errorKey: 'catalogue.errorSavingProfile',
});

export const FREELANCER_SORT_COLUMNS = [
  'first_name',
  'last_name',
  'rate',
  'hourly_rate',
  'experience_start_year',
  'created_at',
] as const;

export const freelancerListQuery = pagingQuery(FREELANCER_SORT_COLUMNS, { sortBy: 'first_name', sort: 'asc' })
  .extend({
    items: z.coerce.number().int().min(1).max(PAGE_SIZE_MAX).default(FREELANCER_FILTER_PAGE_SIZE),
    page: pageParam,
    keyword: keywordsParam,
    rate: queryArray(z.coerce.number().min(0).max(100_000))
      .refine((range) => range.length === 0 || range.length === 2, 'validation.invalidRate')
      .describe('Day rate range in euros: rate[]=min&rate[]=max'),
    experience: z.coerce.number().int().min(0).max(80).optional().describe('At least this many years of experience'),
    start_date: isoDate.optional().describe('Available from'),
    end_date: isoDate.optional().describe('Available until'),
    skills: idsParam.describe('Skill ids'),
    clients: idsParam.describe('Ids of clients the freelancer worked for'),
    bookmarked: queryBoolean.optional().describe('Only bookmarked freelancers'),
    available: queryBoolean.default(true).describe('Only freelancers without absence or booking in the period'),
  })
  .describe('Freelancer list paging and filters');

export const freelancerList = defineEndpoint({
  method: 'GET',
  base: 'freelancer',
  path: 'list',
  summary: 'Freelancers for agencies, finance and admins (infinite scroll)',
  roles: FREELANCER_READERS,
  query: freelancerListQuery,
  output: listPage(freelancerListItemOutput),
  errorKey: 'catalogue.errorLoadingFreelancers',
});

export const freelancerDetailGet = defineEndpoint({
  method: 'GET',
  base: 'freelancer',
  path: 'user',
  summary: 'One freelancer’s detail',
  roles: FREELANCER_READERS,
  query: idQuery,
  output: freelancerDetailOutput,
  errorKey: 'catalogue.errorLoadingFreelancerDetail',
});

export const freelancerBookmarkAdd = defineEndpoint({
  method: 'POST',
  base: 'freelancer',
  path: 'bookmark/add',
  summary: 'Bookmark a freelancer for the signed-in user',
  roles: FREELANCER_READERS,
  body: z.object({ freelancer_user_id: idField.describe('User id of the freelancer') }),
  output: bookmarkOutput,
  errorKey: 'catalogue.errorAddingBookmark',
});

export const freelancerBookmarkRemove = defineEndpoint({
  method: 'POST',
  base: 'freelancer',
  path: 'bookmark/remove',
  summary: 'Remove a freelancer bookmark',
  roles: FREELANCER_READERS,
  body: z.object({ id: idField.describe('Bookmark id') }),
  output: z.object({ id: z.number().int() }),
  errorKey: 'catalogue.errorRemovingBookmark',
});

export const vendorNumberUpdate = defineEndpoint({
  method: 'PUT',
  base: 'freelancer',
  path: 'vendor-number/update',
  summary: 'Set a freelancer’s vendor number in the accounting system',
  roles: ['admin', ...FINANCE_ROLES],
  permission: 'freelancer-vendor-number-update',
  body: vendorNumberUpdateInput,
  output: z.object({ freelancer_id: z.number().int(), vendor_number: z.string() }),
  errorKey: 'catalogue.errorUpdatingFreelancerVendorNumber',
});

export const freelancerDelete = defineEndpoint({
  method: 'DELETE',
  base: 'freelancer',
  path: 'delete-user',
  summary: 'Delete a freelancer (admin); history stays, personal data is removed',
  roles: ['admin'],
  permission: 'delete-freelancer-profile',
  query: idQuery,
  output: z.object({ id: z.number().int() }),
  errorKey: 'catalogue.errorDeletingFreelancer',
});

export const accountDelete = defineEndpoint({
  method: 'DELETE',
  base: 'freelancer',
  path: 'delete-account',
  summary: 'Delete the signed-in freelancer’s own account and end every session',
  roles: ['freelancer'],
  output: doneOutput,
  errorKey: 'catalogue.errorDeletingAccount',
});

export const absenceAdd = defineEndpoint({
  method: 'POST',
  base: 'freelancer',
  path: 'absence',
  summary: 'Add absence days (already known days are kept once)',
  roles: ['freelancer'],
  body: absenceAddInput,
  output: z.array(absenceOutput).describe('All absence days after the change'),
  errorKey: 'catalogue.errorAddingAbsenceDates',
});

export const absenceRemove = defineEndpoint({
  method: 'DELETE',
  base: 'freelancer',
  path: 'absence',
  summary: 'Remove absence days by id',
  roles: ['freelancer'],
  query: z.object({
    ids: idsParam.refine((ids) => ids.length > 0, 'validation.atLeastOne').describe('Absence ids, sent as ids[]'),
  }),
  output: idsOutput,
  errorKey: 'catalogue.errorRemovingAbsenceDates',
});

const lookupOutput = z.array(namedRef).describe(`Matches, ${LOOKUP_ITEMS}`);
const nameInput = z.object({ name: nameField });

export const jobTitlesSearch = defineEndpoint({
  method: 'GET',
  base: 'freelancer',
  path: 'title',
  summary: 'Search job titles (keyword trimmed)',
  roles: ROLES,
  query: keywordQuery,
  output: lookupOutput,
  errorKey: 'catalogue.jobTitleLoadingFailed',
});

export const jobTitleCreate = defineEndpoint({
  method: 'POST',
  base: 'freelancer',
  path: 'title',
  summary: 'Add a job title (an existing one with the same name is returned)',
  roles: ['freelancer', 'admin'],
  body: nameInput,
  output: namedRef,
  errorKey: 'catalogue.errorCreatingNewJobTitle',
});

export const skillsSearch = defineEndpoint({
  method: 'GET',
  base: 'freelancer',
  path: 'skill',
  summary: 'Search skills (keyword trimmed)',
  roles: ROLES,
  query: keywordQuery,
  output: lookupOutput,
  errorKey: 'catalogue.skillsLoadingFailed',
});

export const skillCreate = defineEndpoint({
  method: 'POST',
  base: 'freelancer',
  path: 'skill',
  summary: 'Add a skill (an existing one with the same name is returned)',
  roles: ['freelancer', 'admin'],
  body: nameInput,
  output: namedRef,
  errorKey: 'catalogue.errorCreatingSkill',
});

export const spokenLanguagesSearch = defineEndpoint({
  method: 'GET',
  base: 'freelancer',
  path: 'spoken-languages',
  summary: 'Search spoken languages',
  roles: ROLES,
  query: keywordQuery,
  output: lookupOutput,
  errorKey: 'catalogue.errorSearchingLanguage',
});

export const spokenLanguageCreate = defineEndpoint({
  method: 'POST',
  base: 'freelancer',
  path: 'spoken-language',
  summary: 'Add a spoken language (an existing one with the same name is returned)',
  roles: ['freelancer', 'admin'],
  body: z.object({ language: nameField.describe('Language name') }),
  output: namedRef,
  errorKey: 'catalogue.errorCreatingLanguage',
});

export const freelancerProjectsSearch = defineEndpoint({
  method: 'GET',
  base: 'freelancer',
  path: 'projects',
  summary: 'Search reference project titles of freelancer profiles',
  roles: ROLES,
  query: keywordQuery,
  output: lookupOutput,
  errorKey: 'catalogue.errorSearchingProjects',
});

export const freelancerProjectCreate = defineEndpoint({
  method: 'POST',
  base: 'freelancer',
  path: 'project',
  summary: 'Add a reference project title',
  roles: ['freelancer', 'admin'],
  body: freelancerProjectCreateInput,
  output: namedRef,
  errorKey: 'catalogue.errorCreatingProject',
});

export const incomeChartYearlyGet = defineEndpoint({
  method: 'GET',
  base: 'freelancer',
  path: 'income/chart/yearly/:year',
  summary: 'The signed-in freelancer’s income per month of a year',
  roles: ['freelancer'],
  params: yearPathParams,
  output: chartOutput,
  errorKey: 'catalogue.chartDataLoadingFailed',
});

export const incomeChartMonthlyGet = defineEndpoint({
  method: 'GET',
  base: 'freelancer',
  path: 'income/chart/monthly/:month/year/:year',
  summary: 'The signed-in freelancer’s income per day of a month',
  roles: ['freelancer'],
  params: monthYearPathParams,
  output: chartOutput,
  errorKey: 'catalogue.chartDataLoadingFailed',
});

export const vatList = defineEndpoint({
  method: 'GET',
  base: 'freelancer',
  path: 'vat',
  summary: 'VAT rates a freelancer can choose',
  roles: ROLES,
  output: z.array(vatOutput),
  errorKey: 'catalogue.errorLoadingVat',
});
