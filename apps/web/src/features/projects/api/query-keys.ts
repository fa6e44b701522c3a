/** Query keys of the projects feature; the bookings feature invalidates `PROJECTS_KEY` after booking changes. */
export const PROJECTS_KEY = ['projects'] as const;
export const projectsListKey = (query: unknown) => [...PROJECTS_KEY, 'list', query] as const;
export const projectDetailKey = (id: number) => [...PROJECTS_KEY, 'detail', id] as const;
