import {
  notificationDelete,
  notificationRead,
  notificationsDelete,
  notificationsList,
} from '@fm/contract/endpoints/activity';
import type { NotificationCategory } from '@fm/contract/enums';
import { nextPageOf } from '@fm/contract/envelope';
import { useInfiniteQuery, useMutation, useQueryClient } from '@tanstack/react-query';
import { callEndpoint } from '../../../api/client.ts';
import { setUnreadCounts } from '../../../api/unread-counts.ts';
import { refetchOnFocusWhileOffline, useLiveEvents } from '../../../api/use-live-stream.ts';
import { usePreferencesStore } from '../../../stores/preferences-store.ts';

export const NOTIFICATIONS_KEY = ['notifications'] as const;
/** The texts come in the reader's language, so the language is part of the key. */
const listKey = (category: NotificationCategory, language: string) =>
  [...NOTIFICATIONS_KEY, 'list', category, language] as const;

/**
 * GET /api/activity/notifications of one category, page by page (newest first). Each page carries the unread
 * counts, which go straight to the top bar's badges.
 */
export function useNotifications(category: NotificationCategory, { enabled = true }: { enabled?: boolean } = {}) {
  const queryClient = useQueryClient();
  const language = usePreferencesStore((state) => state.language);
  return useInfiniteQuery({
    queryKey: listKey(category, language),
    queryFn: async ({ pageParam, signal }) => {
      const page = await callEndpoint(notificationsList, { query: { category, page: pageParam }, signal });
      setUnreadCounts(queryClient, page);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: refetchOnFocusWhileOffline,
  });
}

function useCountsChange<T>(mutationFn: (input: T) => Promise<Parameters<typeof setUnreadCounts>[1]>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn,
    onSuccess: (counts) => setUnreadCounts(queryClient, counts),
    onSettled: () => queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY }),
  });
}

/** PATCH /api/activity/notifications/read/:id; the answer's counts lower the badge. */
export const useReadNotification = () =>
  useCountsChange((id: number) => callEndpoint(notificationRead, { params: { id } }));

/** DELETE /api/activity/notification/:id. */
export const useDeleteNotification = () =>
  useCountsChange((id: number) => callEndpoint(notificationDelete, { params: { id } }));

/** DELETE /api/activity/notifications?category=…: every notification of that category. */
export const useDeleteNotifications = () =>
  useCountsChange((category: NotificationCategory) => callEndpoint(notificationsDelete, { query: { category } }));

/** A notification added, read or deleted elsewhere: the lists read again (the counts arrive on their own). */
export function useNotificationsLiveUpdates() {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (event.event === 'notification') void queryClient.invalidateQueries({ queryKey: NOTIFICATIONS_KEY });
  });
}
