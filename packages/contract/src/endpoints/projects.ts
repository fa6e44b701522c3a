import { z } from 'zod';
import { SEARCH_LOOKUP_SIZE } from '../constants.ts';
import { defineEndpoint, endpointView } from '../endpoint.ts';
import { projectStatusSchema, ROLES } from '../enums.ts';
import { listPage } from '../envelope.ts';
import { AGENCY_ROLES } from '../roles.ts';
import { idBody, idOutput, keywordQuery, statusResult } from '../schemas/common.ts';
import {
  maconomyProjectOutput,
  projectBookmarkAddInput,
  projectBookmarkOutput,
  projectCreateInput,
  projectDetailOutput,
  projectDetailQuery,
  projectGetQuery,
  projectListItemOutput,
  projectStatusUpdateInput,
  projectsListQuery,
  projectUpdateInput,
} from '../schemas/project.ts';

/** Projects (docs/product.md §10.5). Agencies see their own, admin and finance all, freelancers those they are booked on. */

const PROJECT_MANAGERS = ['admin', ...AGENCY_ROLES] as const;

/** GET project answers a page of projects, or one project when `id` is given. */
export const projectsListOutput = listPage(projectListItemOutput);
export const projectGet = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'project',
  summary: 'A page of projects (infinite scroll), or with id one project',
  roles: ROLES,
  query: projectGetQuery,
  output: z.union([projectDetailOutput, projectsListOutput]),
  errorKey: 'catalogue.errorLoadingProjects',
});

/** The two shapes of GET project, each with its own input and output type. */
export const projectList = endpointView(projectGet, { query: projectsListQuery, output: projectsListOutput });
export const projectDetail = endpointView(projectGet, { query: projectDetailQuery, output: projectDetailOutput });

export const maconomyProjectsSearch = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'project/maconomy',
  summary: `Search projects of the external accounting system (at most ${SEARCH_LOOKUP_SIZE})`,
  roles: PROJECT_MANAGERS,
  query: keywordQuery,
  output: z.array(maconomyProjectOutput),
  errorKey: 'catalogue.errorSearchingProjects',
});

export const projectCreate = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'project',
  summary: 'Create a project in the active agency',
  roles: PROJECT_MANAGERS,
  permission: 'manage-project',
  body: projectCreateInput,
  output: projectDetailOutput,
  errorKey: 'catalogue.errorSavingProject',
});

export const projectUpdate = defineEndpoint({
  method: 'PUT',
  base: 'agency',
  path: 'project',
  summary: 'Change a project (account managers: their own projects)',
  roles: PROJECT_MANAGERS,
  permission: 'manage-project',
  body: projectUpdateInput,
  output: projectDetailOutput,
  errorKey: 'catalogue.errorSavingProject',
});

export const projectBookmarkAdd = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'project/bookmark/add',
  summary: 'Bookmark a project for the signed-in user',
  roles: ROLES,
  body: projectBookmarkAddInput,
  output: projectBookmarkOutput,
  errorKey: 'catalogue.errorAddingBookmark',
});

export const projectBookmarkRemove = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'project/bookmark/remove',
  summary: 'Remove a project bookmark',
  roles: ROLES,
  body: idBody,
  output: idOutput,
  errorKey: 'catalogue.errorRemovingBookmark',
});

export const projectStatusUpdate = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'project/status/update',
  summary: 'Move a project between ONGOING, PAUSED and DONE',
  roles: PROJECT_MANAGERS,
  permission: 'manage-project',
  body: projectStatusUpdateInput,
  output: statusResult(projectStatusSchema),
  errorKey: 'catalogue.errorUpdatingProjectStatus',
});
