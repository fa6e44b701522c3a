import { PAGE_SIZE_MAX } from '@fm/contract/constants';
import { agenciesList } from '@fm/contract/endpoints/agencies';
import { freelancerList } from '@fm/contract/endpoints/freelancers';
import { projectGet } from '@fm/contract/endpoints/projects';
import { agencyProfileGet } from '@fm/contract/endpoints/shell';
import type { ProjectListItem } from '@fm/contract/schemas/project';
import { useQuery } from '@tanstack/react-query';
import type { z } from 'zod';
import { callEndpoint } from '../../../api/client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';

export type FilterOption = { id: number; name: string };
const OPTIONS_STALE_MS = 5 * 60_000;

/** The projects the caller may see, for the project filter. */
export function useProjectOptions() {
  const query = { items: PAGE_SIZE_MAX, agencies: [], keyword: [], status: [] } as never;
  return useQuery({
    queryKey: ['time-records', 'options', 'projects'],
    queryFn: async ({ signal }) =>
      ((await callEndpoint(projectGet, { query, signal })) as { data: ProjectListItem[] }).data,
    staleTime: OPTIONS_STALE_MS,
    select: (projects): FilterOption[] => projects.map(({ id, name }) => ({ id, name })),
  });
}

/** Freelancers for the freelancer filter (agency users, admin and finance). */
export function useFreelancerOptions(isEnabled: boolean) {
  const query = { items: PAGE_SIZE_MAX, available: false, keyword: [], rate: [], skills: [], clients: [] } as never;
  return useQuery({
    queryKey: ['time-records', 'options', 'freelancers'],
    queryFn: ({ signal }) => callEndpoint(freelancerList, { query, signal }),
    enabled: isEnabled,
    staleTime: OPTIONS_STALE_MS,
    select: (page): FilterOption[] =>
      page.data.map((freelancer) => ({ id: freelancer.id, name: `${freelancer.first_name} ${freelancer.last_name}` })),
  });
}

/** Agencies for the agency filter (admin and finance). */
export function useAgencyOptions(isEnabled: boolean) {
  const query = { items: PAGE_SIZE_MAX, sortBy: 'name', sort: 'asc' } as unknown as z.input<typeof agenciesList.query>;
  return useQuery({
    queryKey: ['time-records', 'options', 'agencies'],
    queryFn: ({ signal }) => callEndpoint(agenciesList, { query, signal }),
    enabled: isEnabled,
    staleTime: OPTIONS_STALE_MS,
    select: (page): FilterOption[] => page.data.map(({ id, name }) => ({ id, name })),
  });
}

/** The active agency's users, for the booker filter of agency users. */
export function useBookerOptions(isEnabled: boolean) {
  const activeGroup = useAuthStore((state) => state.activeGroup);
  return useQuery({
    queryKey: ['time-records', 'options', 'bookers', activeGroup],
    queryFn: ({ signal }) => callEndpoint(agencyProfileGet, { signal }),
    enabled: isEnabled,
    staleTime: OPTIONS_STALE_MS,
    select: (profile): FilterOption[] =>
      profile.users.map((user) => ({ id: user.id, name: `${user.first_name} ${user.last_name}` })),
  });
}
