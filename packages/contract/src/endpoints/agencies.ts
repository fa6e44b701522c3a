import { z } from 'zod';
import { DEFAULT_SORT } from '../constants.ts';
import { defineEndpoint } from '../endpoint.ts';
import { ROLES } from '../enums.ts';
import { isoDate, listPage, pagingQuery, queryBoolean } from '../envelope.ts';
import { AGENCY_ROLES, FINANCE_ROLES } from '../roles.ts';
import { agencyProfileOutput } from '../schemas/account.ts';
import {
  agencyActiveOutput,
  agencyCreateInput,
  agencyDeactivateInput,
  agencyDetailOutput,
  agencyListItemOutput,
  agencyOnboardInput,
  agencyProfileInput,
  agencyUpdateInput,
  bookingFreezeInput,
  bookingFreezeOutput,
  cfoAgencyGroupInput,
  cfoAgencyGroupOutput,
  clientCreateInput,
  clusterCreateInput,
  clusterOutput,
  clusterUpdateInput,
  notificationMemberAddInput,
  notificationMemberOutput,
} from '../schemas/agency.ts';
import {
  clientRef,
  idOutput,
  idPathParams,
  idQuery,
  keywordQuery,
  keywordsParam,
  namedRef,
} from '../schemas/common.ts';
import { checkDateOrder } from '../schemas/validation.ts';

/** Agency profile, administration, clients, notification members and agency groups (docs/product.md §10.5). */

const STAFF_ROLES = ['admin', ...FINANCE_ROLES] as const;

export const specialitiesList = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'specialities',
  summary: 'Specialities (services) to choose from',
  roles: ROLES,
  output: z.array(namedRef),
  errorKey: 'catalogue.errorLoadingSpecialities',
});

export const clientsSearch = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'clients',
  summary: 'Search clients (keyword trimmed; at most 50)',
  roles: ROLES,
  query: keywordQuery,
  output: z.array(clientRef),
  errorKey: 'catalogue.errorLoadingClients',
});

export const clientCreate = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'clients',
  summary: 'Add a client (an existing one with the same name is returned)',
  roles: ['admin', ...AGENCY_ROLES],
  body: clientCreateInput,
  output: clientRef,
  errorKey: 'catalogue.errorSavingClient',
});

export const agencyProfileUpdate = defineEndpoint({
  method: 'PUT',
  base: 'agency',
  path: 'profile',
  summary: 'Save the active agency’s profile (onboarding and edit)',
  roles: ['managing-director'],
  permission: 'update-agency-profile',
  body: agencyProfileInput,
  output: agencyProfileOutput,
  errorKey: 'catalogue.errorSavingProfile',
});

export const adminAgencyOnboard = defineEndpoint({
  method: 'PUT',
  base: 'agency',
  path: 'admin/agency/onboard',
  summary: 'Admin variant of the agency onboarding',
  roles: ['admin'],
  permission: 'update-agency-profile',
  body: agencyOnboardInput,
  output: agencyDetailOutput,
  errorKey: 'catalogue.errorSavingProfile',
});

export const agencyCreate = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'create-agency',
  summary: 'Create an agency and invite its managing director',
  roles: ['admin'],
  permission: 'agency-manage',
  body: agencyCreateInput,
  output: agencyDetailOutput,
  errorKey: 'catalogue.errorCreatingNewAgency',
});

export const agencyUpdate = defineEndpoint({
  method: 'PUT',
  base: 'agency',
  path: 'agency/update',
  summary: 'Admin edit of an agency, with its logo',
  roles: ['admin'],
  permission: 'agency-manage',
  encoding: 'multipart',
  body: agencyUpdateInput,
  output: agencyDetailOutput,
  errorKey: 'catalogue.errorSavingProfile',
});

export const AGENCY_SORT_COLUMNS = ['name', 'created_at', 'id'] as const;
export const agenciesListQuery = pagingQuery(AGENCY_SORT_COLUMNS, DEFAULT_SORT.agencies)
  .extend({
    keyword: keywordsParam,
    start_date: isoDate.optional().describe('Created on or after'),
    end_date: isoDate.optional().describe('Created on or before'),
    is_active: queryBoolean.optional().describe('Only active or only deactivated agencies'),
  })
  .superRefine(checkDateOrder('start_date', 'end_date'))
  .describe('Agency list paging and filters');

export const agenciesList = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'admin/agency-list',
  summary: 'All agencies (admin and finance)',
  roles: STAFF_ROLES,
  query: agenciesListQuery,
  output: listPage(agencyListItemOutput),
  errorKey: 'catalogue.errorLoadingAgencies',
});

export const agencyDetailGet = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'agency-details/:id',
  summary: 'One agency’s detail (admin and finance)',
  roles: STAFF_ROLES,
  params: idPathParams,
  output: agencyDetailOutput,
  errorKey: 'catalogue.errorLoadingAgencyDetail',
});

export const agencyDeactivate = defineEndpoint({
  method: 'PATCH',
  base: 'agency',
  path: 'admin/deactivate-agency/:id',
  summary: 'Deactivate or reactivate an agency (toggles without body); its users lose their sessions',
  roles: ['admin'],
  permission: 'agency-manage',
  params: idPathParams,
  body: agencyDeactivateInput,
  output: agencyActiveOutput,
  errorKey: 'catalogue.errorDeactivatingAgency',
});

export const agencyBookingFreeze = defineEndpoint({
  method: 'PUT',
  base: 'agency',
  path: 'booking/freeze',
  summary: 'Freeze or unfreeze an agency’s bookings',
  roles: ['admin'],
  permission: 'agency-manage',
  body: bookingFreezeInput,
  output: bookingFreezeOutput,
  errorKey: 'catalogue.errorInAgencyBookingFreezeApi',
});

export const notificationMemberAdd = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'notification/members/add',
  summary: 'Add a recipient of the agency’s budget notifications',
  roles: ['admin', 'managing-director'],
  permission: 'update-budget-notification-list',
  body: notificationMemberAddInput,
  output: notificationMemberOutput,
  errorKey: 'catalogue.errorAddingNotificationMember',
});

export const notificationMemberRemove = defineEndpoint({
  method: 'DELETE',
  base: 'agency',
  path: 'notification/members/remove/:id',
  summary: 'Remove a recipient of budget notifications',
  roles: ['admin', 'managing-director'],
  permission: 'update-budget-notification-list',
  params: idPathParams,
  output: idOutput,
  errorKey: 'catalogue.errorRemovingNotificationMember',
});

export const CLUSTER_SORT_COLUMNS = ['name', 'created_at'] as const;

export const clustersList = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'cluster',
  summary: 'Agency groups (clusters)',
  roles: ['admin'],
  permission: 'manage-agency-clusters',
  query: pagingQuery(CLUSTER_SORT_COLUMNS, { sortBy: 'name', sort: 'asc' }).extend({ keyword: keywordsParam }),
  output: listPage(clusterOutput),
  errorKey: 'catalogue.errorLoadingAgencyGroups',
});

export const clusterCreate = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'cluster',
  summary: 'Create an agency group',
  roles: ['admin'],
  permission: 'manage-agency-clusters',
  body: clusterCreateInput,
  output: clusterOutput,
  errorKey: 'catalogue.errorSavingAgencyGroup',
});

export const clusterUpdate = defineEndpoint({
  method: 'PUT',
  base: 'agency',
  path: 'cluster',
  summary: 'Rename an agency group or change its agencies',
  roles: ['admin'],
  permission: 'manage-agency-clusters',
  body: clusterUpdateInput,
  output: clusterOutput,
  errorKey: 'catalogue.errorSavingAgencyGroup',
});

export const clusterDelete = defineEndpoint({
  method: 'DELETE',
  base: 'agency',
  path: 'cluster',
  summary: 'Delete an agency group (its agencies stay)',
  roles: ['admin'],
  permission: 'manage-agency-clusters',
  query: idQuery,
  output: idOutput,
  errorKey: 'catalogue.errorDeletingAgencyGroup',
});

export const cfoAgencyGroupAssign = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'cfo-agency-group',
  summary: 'Assign a CFO to an agency group they report across (is_assigned false removes it)',
  roles: ['admin'],
  permission: 'manage-agency-clusters',
  body: cfoAgencyGroupInput,
  output: cfoAgencyGroupOutput,
  errorKey: 'catalogue.errorSavingAgencyGroup',
});
