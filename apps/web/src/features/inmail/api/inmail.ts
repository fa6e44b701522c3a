import { CHAT_MESSAGES_PAGE_SIZE } from '@fm/contract/constants';
import {
  conversationMessagesList,
  conversationsList,
  messageSend,
  messengerUsersSearch,
} from '@fm/contract/endpoints/inmail';
import { nextPageOf } from '@fm/contract/envelope';
import type { Message } from '@fm/contract/schemas/inmail';
import {
  type InfiniteData,
  type QueryClient,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import type { EndpointData } from '../../../api/api-client.ts';
import { callEndpoint } from '../../../api/client.ts';
import { refreshUnreadCounts } from '../../../api/unread-counts.ts';
import { isLiveStreamOpen, refetchOnFocusWhileOffline, useLiveEvents } from '../../../api/use-live-stream.ts';

export const INMAIL_KEY = ['inmail'] as const;
const CONVERSATIONS_KEY = [...INMAIL_KEY, 'conversations'] as const;
export const messagesKey = (conversationId: number) => [...INMAIL_KEY, 'messages', conversationId] as const;

type MessagesPage = EndpointData<typeof conversationMessagesList>;

/** GET /api/inmail/conversation/user_list: the conversations, latest first. */
export function useConversations({ enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: CONVERSATIONS_KEY,
    queryFn: ({ signal }) => callEndpoint(conversationsList, { signal }),
    enabled,
    staleTime: 0,
    refetchOnWindowFocus: refetchOnFocusWhileOffline,
  });
}

/**
 * POST /api/inmail/conversation/messages page by page, newest first (page 2 holds older messages than page 1).
 * Reading marks the messages read, so the conversation list and, without the live stream, the counts follow.
 */
export function useConversationMessages(conversationId: number | null) {
  const queryClient = useQueryClient();
  return useInfiniteQuery({
    queryKey: messagesKey(conversationId ?? 0),
    queryFn: async ({ pageParam, signal }) => {
      const page = await callEndpoint(conversationMessagesList, {
        body: { conversation_id: conversationId as number, page: pageParam, items: CHAT_MESSAGES_PAGE_SIZE },
        signal,
      });
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
      if (!isLiveStreamOpen()) void refreshUnreadCounts(queryClient);
      return page;
    },
    initialPageParam: 1,
    getNextPageParam: nextPageOf,
    enabled: conversationId !== null,
    staleTime: 0,
    refetchOnWindowFocus: refetchOnFocusWhileOffline,
  });
}

/** The loaded messages oldest first, each once (pages shift while new messages arrive). */
export function messagesInOrder(data: InfiniteData<MessagesPage> | undefined): Message[] {
  const seen = new Set<number>();
  const newestFirst: Message[] = [];
  for (const page of data?.pages ?? []) {
    for (const message of page.data) {
      if (seen.has(message.id)) continue;
      seen.add(message.id);
      newestFirst.push(message);
    }
  }
  return newestFirst.reverse();
}

/** Puts a sent or received message at the front of its conversation's newest page, if that is loaded. */
export function addMessageToCache(queryClient: QueryClient, message: Message): boolean {
  let isAdded = false;
  queryClient.setQueryData<InfiniteData<MessagesPage>>(messagesKey(message.conversation_id), (data) => {
    if (!data || data.pages.length === 0) return data;
    if (data.pages.some((page) => page.data.some((item) => item.id === message.id))) return data;
    isAdded = true;
    const [first, ...rest] = data.pages as [MessagesPage, ...MessagesPage[]];
    return { ...data, pages: [{ ...first, data: [message, ...first.data], total: first.total + 1 }, ...rest] };
  });
  return isAdded;
}

/** POST /api/inmail/send/message into a conversation or, for a new one, to a user. */
export function useSendMessage() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: { message: string; conversation_id?: number; receiver_id?: number }) =>
      callEndpoint(messageSend, { body }),
    onSuccess: (message) => {
      addMessageToCache(queryClient, message);
      void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
    },
  });
}

/** GET /api/inmail/users/search: people the caller may write to. */
export function useMessengerUserSearch(keyword: string, { enabled = true }: { enabled?: boolean } = {}) {
  return useQuery({
    queryKey: [...INMAIL_KEY, 'users', keyword],
    queryFn: ({ signal }) => callEndpoint(messengerUsersSearch, { query: { keyword: keyword || undefined }, signal }),
    enabled,
    staleTime: 60_000,
  });
}

/**
 * A message arrived or was sent from another tab: it joins its open conversation at once, which then reads again
 * (so the server marks it read while it is on screen), and the conversation list follows.
 */
export function useInmailLiveUpdates() {
  const queryClient = useQueryClient();
  useLiveEvents((event) => {
    if (event.event !== 'message') return;
    addMessageToCache(queryClient, event.data);
    void queryClient.invalidateQueries({ queryKey: messagesKey(event.data.conversation_id), refetchType: 'active' });
    void queryClient.invalidateQueries({ queryKey: CONVERSATIONS_KEY });
  });
}
