import { skillsSearch } from '@fm/contract/endpoints/freelancers';
import { useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';

/** GET /api/freelancer/skill?keyword=… (trimmed) for the skills filter. */
export function useSkillOptions(keyword: string, isEnabled: boolean) {
  const trimmed = keyword.trim();
  return useQuery({
    queryKey: ['freelancers', 'skill-options', trimmed],
    queryFn: async () =>
      (await callEndpoint(skillsSearch, { query: { keyword: trimmed } })).map(({ id, name }) => ({ id, name })),
    enabled: isEnabled,
    staleTime: 60_000,
  });
}
