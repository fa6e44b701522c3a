import { z } from 'zod';
import { projectStatusSchema } from '../enums.ts';
import { idParam, isoDate, pagingQuery, queryArray, queryBoolean } from '../envelope.ts';
import {
  dateOutput,
  entityId,
  idField,
  idsParam,
  keywordsParam,
  moneyOutput,
  namedRef,
  personRef,
  timestampOutput,
} from './common.ts';
import {
  dateField,
  externalProjectNumberField,
  imageDataUrlField,
  nameField,
  optionalText,
  requiredText,
  TEXT_MAX,
} from './validation.ts';

/** Projects with their cost allocation numbers (docs/product.md §14). */

export const allocationOutput = z
  .object({
    id: entityId,
    number: z.string().describe('Cost allocation number'),
    name: z.string().nullable(),
    is_active: z.boolean(),
  })
  .describe('A cost allocation number of a project');
export type Allocation = z.infer<typeof allocationOutput>;

export const projectListItemOutput = z
  .object({
    id: entityId,
    name: z.string(),
    status: projectStatusSchema,
    due_date: dateOutput.nullable(),
    financial_year: z.string().nullable().describe('Financial year the due date counts toward, e.g. 2026/27'),
    client_name: z.string().nullable(),
    client_id: entityId.nullable(),
    image_url: z.string().nullable(),
    bookmark_id: entityId.nullable().describe('Bookmark of the signed-in user'),
    agency: namedRef,
    owner: personRef.nullable().describe('The account manager owning the project'),
    project_number: z.string().nullable().describe('Project number in the external accounting system'),
    maconomy_project_name: z.string().nullable().describe('Project name in the external accounting system'),
    allocations: z.array(allocationOutput),
    booking_count: z.number().int().nonnegative(),
    created_at: timestampOutput,
  })
  .describe('A project in the list');
export type ProjectListItem = z.infer<typeof projectListItemOutput>;

export const projectBookingOutput = z.object({
  id: entityId,
  title: z.string(),
  booking_code: z.string(),
  status: z.string(),
  start_date: dateOutput,
  end_date: dateOutput,
  freelancer: personRef,
  total_cost: moneyOutput,
});

export const projectDetailOutput = projectListItemOutput
  .extend({
    description: z.string().nullable(),
    bookings: z.array(projectBookingOutput),
    commissioned: moneyOutput.nullable().describe("The agency's spend on the project; null for freelancers"),
    cleared: moneyOutput.nullable().describe('What finance has cleared on the project; null for freelancers'),
  })
  .describe('A project with its bookings');
export type ProjectDetail = z.infer<typeof projectDetailOutput>;

export const PROJECT_SORT_COLUMNS = ['created_at', 'due_date', 'name', 'id'] as const;
export const projectsListQuery = pagingQuery(PROJECT_SORT_COLUMNS, { sortBy: 'created_at', sort: 'desc' })
  .extend({
    keyword: keywordsParam,
    status: queryArray(projectStatusSchema).describe('Statuses, sent as status[]; empty means ONGOING and PAUSED'),
    start_date: isoDate.optional().describe('Due on or after'),
    end_date: isoDate.optional().describe('Due on or before'),
    my_projects: queryBoolean.optional().describe('Only projects of the caller (agency users search only their own)'),
    bookmarked: queryBoolean.optional().describe('Only bookmarked projects (BOOKMARKED tab)'),
    agencies: idsParam.describe('Agency ids (admin and finance)'),
  })
  .describe('Project list paging and filters');
export const projectDetailQuery = z.object({ id: idParam }).describe('One project');
/** GET project: with `id` one project, else a page of projects. */
export const projectGetQuery = z.union([projectDetailQuery, projectsListQuery]);

export const allocationInput = z
  .object({
    id: idField.optional().describe('Existing allocation to keep or change'),
    number: requiredText(TEXT_MAX.short).describe('Cost allocation number'),
    name: optionalText(TEXT_MAX.name),
    is_active: z.boolean().default(true),
  })
  .describe('A cost allocation number');

const projectFields = z.object({
  name: nameField,
  client_id: idField,
  due_date: dateField,
  status: projectStatusSchema,
  description: optionalText(TEXT_MAX.description),
  project_number: externalProjectNumberField.nullish(),
  maconomy_project_name: optionalText(TEXT_MAX.name),
  owner_id: idField.optional().describe('Owning account manager; the caller when absent'),
  agency_id: idField.optional().describe('Agency of a new project: admins only (agency users: the active agency)'),
  image: imageDataUrlField.nullish(),
  allocations: z
    .array(allocationInput)
    .max(50, 'validation.maxValue')
    .refine((list) => list.length === 0 || list.some((allocation) => allocation.is_active), {
      error: 'catalogue.atLeastOneActiveAllocation',
    }),
});
export const projectCreateInput = projectFields
  .extend({ status: projectStatusSchema.default('ONGOING') })
  .describe('A new project');
// Without the status default: a field left out of an edit keeps its stored value (zod applies defaults inside partial()).
export const projectUpdateInput = projectFields
  .partial()
  .extend({ id: idField })
  .describe('Project changes; only the fields sent are changed');

export const projectStatusUpdateInput = z
  .object({ id: idField, status: projectStatusSchema })
  .describe('Move a project to ONGOING, PAUSED or DONE');

export const projectBookmarkAddInput = z.object({ project_id: idField }).describe('Bookmark a project');
export const projectBookmarkOutput = z.object({ id: entityId.describe('Bookmark id'), project_id: entityId });

export const maconomyProjectOutput = z
  .object({
    project_number: z.string(),
    name: z.string(),
    client_name: z.string().nullable(),
    allocations: z.array(z.object({ number: z.string(), name: z.string().nullable() })),
  })
  .describe('A project of the external accounting system');

export const freelancerProjectCreateInput = z.object({ title: nameField }).describe('A new reference project title');
