import { LIVE_STREAM_PATH, type LiveEvent } from '@fm/contract/schemas/live';
import { useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import { needsAgencyChoice, useAuthStore } from '../stores/auth-store.ts';
import { apiClient } from './client.ts';
import { type LiveStreamStatus, startLiveStream } from './live-stream.ts';
import { refreshUnreadCounts, setUnreadCounts } from './unread-counts.ts';

type Listener = (event: LiveEvent) => void;

const listeners = new Set<Listener>();
/**
 * The connection's state, read when it matters (a window focus) rather than held in React state: the frame that
 * keeps the stream open renders the whole page, which a status change would render again.
 */
let currentStatus: LiveStreamStatus = 'closed';

/** Whether the live stream is connected right now (features refetch on window focus while it is not). */
export const isLiveStreamOpen = () => currentStatus === 'open';

/** For a query's `refetchOnWindowFocus`: refetch on focus only while the live stream is down. */
export const refetchOnFocusWhileOffline = () => !isLiveStreamOpen();

/** Calls `handler` with every event of the live stream while the component is mounted. */
export function useLiveEvents(handler: Listener): void {
  const latest = useRef(handler);
  latest.current = handler;
  useEffect(() => {
    const listener: Listener = (event) => latest.current(event);
    listeners.add(listener);
    return () => {
      listeners.delete(listener);
    };
  }, []);
}

/**
 * The signed-in tab's one live connection (mounted once, in the signed-in layout). It opens with the session's
 * headers, reconnects with the new token after a refresh and with the new group after a switch, closes on sign-out,
 * writes `counts` into the profile's badge counts and hands every event to `useLiveEvents`. While it is down,
 * window focus reads the counts again.
 */
export function useLiveStream(): void {
  const queryClient = useQueryClient();
  const accessToken = useAuthStore((state) => state.accessToken);
  const realm = useAuthStore((state) => state.realm);
  const activeGroup = useAuthStore((state) => state.activeGroup);
  const isWaitingForAgency = useAuthStore(needsAgencyChoice);
  const isSignedIn = accessToken !== null && realm !== null && !isWaitingForAgency;

  // biome-ignore lint/correctness/useExhaustiveDependencies: a new token or group opens a new connection with it
  useEffect(() => {
    if (!isSignedIn) return;
    const stream = startLiveStream({
      open: (signal) => apiClient.openStream(LIVE_STREAM_PATH, signal),
      onStatus: (status) => {
        currentStatus = status;
      },
      onEvent: (event) => {
        if (event.event === 'counts') setUnreadCounts(queryClient, event.data);
        for (const listener of listeners) listener(event);
      },
    });
    return () => {
      stream.stop();
      currentStatus = 'closed';
    };
  }, [isSignedIn, accessToken, activeGroup, queryClient]);

  useEffect(() => {
    if (!isSignedIn) return;
    const onFocus = () => {
      if (!isLiveStreamOpen()) void refreshUnreadCounts(queryClient);
    };
    window.addEventListener('focus', onFocus);
    return () => window.removeEventListener('focus', onFocus);
  }, [isSignedIn, queryClient]);
}
