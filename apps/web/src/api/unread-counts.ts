import type { unreadCountsOutput } from '@fm/contract/schemas/account';
import type { QueryClient } from '@tanstack/react-query';
import type { z } from 'zod';

export type UnreadCounts = z.infer<typeof unreadCountsOutput>;

/**
 * The badge counts have one home: the signed-in user's profile query (`['profile', realm, group]`, read by the
 * top bar). The live stream, a notification read or delete and a conversation read all write the server's new
 * counts there through these two helpers, so no second copy can drift.
 */
export const PROFILE_QUERY_ROOT = 'profile';

type WithCounts = { counts: { toDo: number; info: number; message: number } };

/** Puts the server's unread counts into the cached profile (every realm/group entry that exists). */
export function setUnreadCounts(queryClient: QueryClient, counts: UnreadCounts): void {
  queryClient.setQueriesData<WithCounts>({ queryKey: [PROFILE_QUERY_ROOT] }, (profile) =>
    profile
      ? {
          ...profile,
          counts: {
            toDo: counts.unread_to_do_count,
            info: counts.unread_info_count,
            message: counts.unread_message_count,
          },
        }
      : profile,
  );
}

/** Reads the profile (and with it the counts) again, e.g. on window focus while the live stream is down. */
export function refreshUnreadCounts(queryClient: QueryClient): Promise<void> {
  return queryClient.invalidateQueries({ queryKey: [PROFILE_QUERY_ROOT] });
}
