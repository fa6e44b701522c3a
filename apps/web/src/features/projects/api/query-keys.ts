import { PROJECTS_KEY } from '../../../api/project.ts';

/** Query keys of the projects feature below the shared `PROJECTS_KEY` (the detail's key is in api/project.ts). */
export const projectsListKey = (query: unknown) => [...PROJECTS_KEY, 'list', query] as const;
