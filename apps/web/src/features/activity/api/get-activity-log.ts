import { activityLogList } from '@fm/contract/endpoints/activity';
import { keepPreviousData, useQuery } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { usePreferencesStore } from '../../../stores/preferences-store.ts';

export const ACTIVITY_LOG_KEY = ['activity-log'] as const;

export type ActivityLogQuery = { agencyId?: number; page: number; items: number };

/**
 * GET /api/activity/activitylog, newest first: an admin or finance user names the agency, an agency user gets
 * the active one (X-Group).
 */
export function useActivityLog({ agencyId, page, items }: ActivityLogQuery) {
  // The summaries come in the reader's language, so the language is part of the key.
  const language = usePreferencesStore((state) => state.language);
  return useQuery({
    queryKey: [...ACTIVITY_LOG_KEY, agencyId ?? 'active', page, items, language],
    queryFn: ({ signal }) =>
      callEndpoint(activityLogList, {
        query: { ...(agencyId === undefined ? {} : { agency_id: agencyId }), page, items },
        signal,
      }),
    placeholderData: keepPreviousData,
  });
}
