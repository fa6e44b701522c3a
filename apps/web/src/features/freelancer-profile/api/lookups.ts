import {
  freelancerProjectCreate,
  freelancerProjectsSearch,
  jobTitleCreate,
  jobTitlesSearch,
  skillCreate,
  skillsSearch,
  spokenLanguageCreate,
  spokenLanguagesSearch,
} from '@fm/contract/endpoints/freelancers';
import type { NamedRef } from '@fm/contract/schemas/common';
import { useMutation, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/**
 * The searchable lists of the profile (docs/product.md §10.4: title, skill, spoken-languages, projects) and how a new
 * entry is created in each. Keywords are trimmed before sending (docs/product.md §9.5).
 */
export const LOOKUPS = {
  skills: {
    search: (keyword: string) => callEndpoint(skillsSearch, { query: { keyword } }),
    create: (name: string) => callEndpoint(skillCreate, { body: { name } }),
  },
  jobTitles: {
    search: (keyword: string) => callEndpoint(jobTitlesSearch, { query: { keyword } }),
    create: (name: string) => callEndpoint(jobTitleCreate, { body: { name } }),
  },
  spokenLanguages: {
    search: (keyword: string) => callEndpoint(spokenLanguagesSearch, { query: { keyword } }),
    create: (language: string) => callEndpoint(spokenLanguageCreate, { body: { language } }),
  },
  projects: {
    search: (keyword: string) => callEndpoint(freelancerProjectsSearch, { query: { keyword } }),
    create: (title: string) => callEndpoint(freelancerProjectCreate, { body: { title } }),
  },
} satisfies Record<
  string,
  { search: (keyword: string) => Promise<NamedRef[]>; create: (name: string) => Promise<NamedRef> }
>;

export type LookupKind = keyof typeof LOOKUPS;

export function useLookupSearch(kind: LookupKind, keyword: string, isEnabled: boolean) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: ['freelancer-lookup', kind, trimmed],
    queryFn: () => LOOKUPS[kind].search(trimmed),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}

export function useLookupCreate(kind: LookupKind) {
  return useMutation({ mutationFn: (name: string) => LOOKUPS[kind].create(name.trim()) });
}
