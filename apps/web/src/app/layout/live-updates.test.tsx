import { LIVE_STREAM_PATH } from '@fm/contract/schemas/live';
import { act, fireEvent, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { useLiveStream } from '../../api/use-live-stream.ts';
import { ChatDetailDialog } from '../../features/inmail/components/chat-detail-dialog.tsx';
import { useAuthStore } from '../../stores/auth-store.ts';
import { completeProfile } from '../../test/freelancer-profile-fixture.ts';
import { lastRequestTo, listPage, ok, renderScreen, signInAs, stubApi } from '../../test/screen.tsx';
import { ProfileUnreadBadges } from './unread-badges.tsx';

const PROFILE = '/api/freelancer/profile';
const MESSAGES = '/api/inmail/conversation/messages';
const LENA = { id: 4, first_name: 'Lena', last_name: 'Fischer' };

/** An SSE response whose frames the test pushes; it stays open until the client aborts. */
function controlledStream() {
  const encoder = new TextEncoder();
  let controller: ReadableStreamDefaultController<Uint8Array> | null = null;
  const body = new ReadableStream<Uint8Array>({
    start(c) {
      controller = c;
    },
  });
  return {
    response: new Response(body, { headers: { 'Content-Type': 'text/event-stream' } }),
    send(event: string, data: unknown) {
      controller?.enqueue(encoder.encode(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`));
    },
  };
}

function SignedInFrame({ withChat = false }: { withChat?: boolean }) {
  useLiveStream();
  return (
    <>
      <ProfileUnreadBadges />
      {withChat && <ChatDetailDialog partner={LENA} conversationId={9} onClose={() => undefined} />}
    </>
  );
}

const counts = (message: number) => ({ unread_to_do_count: 0, unread_info_count: 0, unread_message_count: message });

/**
 * A signed-in freelancer whose profile shows `unread` messages and whose live stream answers `stream()`; `other`
 * answers the rest.
 */
function signInWithStream(stream: () => Response, unread = 0, other?: Parameters<typeof stubApi>[0]) {
  signInAs('freelancer', ['freelancer']);
  return stubApi((request) => {
    if (request.path === PROFILE) return ok(completeProfile(counts(unread)));
    if (request.path === LIVE_STREAM_PATH) return stream();
    return other?.(request);
  });
}

describe('the live stream in the signed-in frame', () => {
  it('opens with the session headers and raises the message badge without a reload', async () => {
    const stream = controlledStream();
    const requests = signInWithStream(() => stream.response);
    renderScreen(<SignedInFrame />);
    expect(await screen.findByRole('button', { name: 'Unread messages: 0' })).toBeTruthy();
    await waitFor(() => expect(lastRequestTo(requests, LIVE_STREAM_PATH)).toBeTruthy());
    const headers = lastRequestTo(requests, LIVE_STREAM_PATH)?.headers;
    expect(headers?.get('Authorization')).toBe('Bearer test-token');
    expect(headers?.get('Accept')).toBe('text/event-stream');
    expect(headers?.get('X-Realm')).toBe('freelancer');

    act(() => stream.send('counts', counts(1)));
    expect(await screen.findByRole('button', { name: 'Unread messages: 1' })).toBeTruthy();
    expect(requests.filter((request) => request.path === PROFILE)).toHaveLength(1);
  });

  it('opens a new connection with the new token after a refresh, and closes it on sign-out', async () => {
    const requests = signInWithStream(() => controlledStream().response);
    renderScreen(<SignedInFrame />);
    const streams = () => requests.filter((request) => request.path === LIVE_STREAM_PATH);
    await waitFor(() => expect(streams()).toHaveLength(1));
    act(() => useAuthStore.setState({ accessToken: 'refreshed-token' }));
    await waitFor(() => expect(streams()).toHaveLength(2));
    expect(streams()[1]?.headers.get('Authorization')).toBe('Bearer refreshed-token');
    act(() => useAuthStore.getState().reset());
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(streams()).toHaveLength(2);
  });

  it('puts a received message into the open conversation at once', async () => {
    const stream = controlledStream();
    const stored: unknown[] = [];
    const requests = signInWithStream(
      () => stream.response,
      0,
      (request) => (request.path === MESSAGES ? listPage(stored, { items: 100 }) : undefined),
    );
    renderScreen(<SignedInFrame withChat />);
    const chat = await screen.findByRole('dialog', { name: 'Lena Fischer' });
    expect(await within(chat).findByText('No messages yet')).toBeTruthy();
    const received = {
      id: 50,
      conversation_id: 9,
      sender_id: 4,
      receiver_id: 1,
      message: 'Are you free on Monday?',
      is_read: false,
      created_at: '2026-11-24T09:00:00.000Z',
      created_date: '2026-11-24',
      created_time: '10:00',
    };
    stored.push(received);
    act(() => stream.send('message', received));
    expect(await within(chat).findByText('Are you free on Monday?')).toBeTruthy();
    // The open conversation reads again, so the server marks the new message read while it is on screen.
    await waitFor(() => expect(requests.filter((request) => request.path === MESSAGES)).toHaveLength(2));
  });

  it('reads the counts again on window focus while the stream is down', async () => {
    // The stream is refused: the app stays without it and waits to reconnect.
    const requests = signInWithStream(() => new Response('unavailable', { status: 503 }), 2);
    renderScreen(<SignedInFrame />);
    expect(await screen.findByRole('button', { name: 'Unread messages: 2' })).toBeTruthy();
    await waitFor(() => expect(lastRequestTo(requests, LIVE_STREAM_PATH)).toBeTruthy());
    const before = requests.filter((request) => request.path === PROFILE).length;
    fireEvent.focus(window);
    await waitFor(() => expect(requests.filter((request) => request.path === PROFILE).length).toBe(before + 1));
  });

  it('leaves the page as it is while the stream connects and opens, and reads nothing on focus while it is open', async () => {
    const stream = controlledStream();
    const requests = signInWithStream(() => stream.response);
    let renders = 0;
    function CountedFrame() {
      renders += 1;
      useLiveStream();
      return <ProfileUnreadBadges />;
    }
    renderScreen(<CountedFrame />);
    expect(await screen.findByRole('button', { name: 'Unread messages: 0' })).toBeTruthy();
    await waitFor(() => expect(lastRequestTo(requests, LIVE_STREAM_PATH)).toBeTruthy());
    const rendersOnceOpen = renders;
    act(() => stream.send('counts', counts(1)));
    expect(await screen.findByRole('button', { name: 'Unread messages: 1' })).toBeTruthy();
    // The component that keeps the stream (the frame) rendered once, whatever the connection did since.
    expect(rendersOnceOpen).toBe(1);
    expect(renders).toBe(1);
    fireEvent.focus(window);
    await new Promise((resolve) => setTimeout(resolve, 50));
    expect(requests.filter((request) => request.path === PROFILE)).toHaveLength(1);
  });
});
