import type { Message } from '@fm/contract/schemas/inmail';
import { LIVE_STREAM_PATH } from '@fm/contract/schemas/live';
import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUser } from '../../db/factories/user.ts';
import { idpSessions, users } from '../../db/schema/identity.ts';
import { notify } from '../../platform/notify.ts';
import type { BookingWorld } from '../bookings/booking-test-world.ts';
import { api } from '../time-records/record-test-world.ts';
import { openEventStream } from './event-stream-client.ts';
import { type Counts, createLiveStreamWorld, type LiveStreamWorld } from './live-stream-world.ts';

let t: TestApp;
let w: BookingWorld;
let baseUrl = '';
let streamOf: LiveStreamWorld['streamOf'];
let closeStreams: () => void;
let isClosed = false;

beforeAll(async () => {
  t = await createTestApp();
  ({ w, baseUrl, streamOf, closeStreams } = await createLiveStreamWorld(t));
});
afterAll(async () => {
  closeStreams();
  if (!isClosed) await t.close();
});

describe('the live stream of one instance', () => {
  test('counts at once; a message reaches the receiver’s and the sender’s streams with the new counts', async () => {
    const receiver = await streamOf(baseUrl, w.freelancer);
    const sender = await streamOf(baseUrl, w.am);
    const initial = await receiver.next<Counts>('counts');
    await sender.next<Counts>('counts');
    const response = await api(t, w, w.am, 'POST', 'inmail/send/message', {
      receiver_id: w.freelancer.id,
      message: '<script>alert(1)</script> Neue Nachricht',
    });
    expect(response.statusCode, response.body).toBe(200);
    const id = response.json().data.id;
    const received = await receiver.next<Message>('message', (message) => message.id === id);
    expect(received).toMatchObject({
      sender_id: w.am.id,
      receiver_id: w.freelancer.id,
      message: '<script>alert(1)</script> Neue Nachricht',
      is_read: false,
    });
    await sender.next<Message>('message', (message) => message.id === id);
    const after = await receiver.next<Counts>('counts');
    expect(after).toEqual({ ...initial, unread_message_count: initial.unread_message_count + 1 });

    await api(t, w, w.freelancer, 'POST', 'inmail/conversation/messages', {
      conversation_id: received.conversation_id,
    });
    expect(await receiver.next<Counts>('counts')).toEqual(initial);
  });

  test('notifications arrive on commit only; reading and deleting push the lower counts', async () => {
    const user = await createUser(t.db, { role: 'managing-director', agencyIds: [w.nordlicht.id] });
    const stream = await streamOf(baseUrl, user);
    expect(await stream.next<Counts>('counts')).toEqual({
      unread_to_do_count: 0,
      unread_info_count: 0,
      unread_message_count: 0,
    });
    const input = { userIds: [user.id], type: 'WELCOME', messageKey: 'notifications.welcome' as const };
    await t.db
      .transaction(async (tx) => {
        await notify(tx, { ...input, category: 'info' });
        throw new Error('rolled back');
      })
      .catch(() => undefined);
    await t.db.transaction((tx) => notify(tx, { ...input, category: 'to_do' }));
    expect(await stream.next('notification')).toEqual({ category: 'to_do' });
    expect(await stream.next<Counts>('counts')).toEqual({
      unread_to_do_count: 1,
      unread_info_count: 0,
      unread_message_count: 0,
    });
    // Signals arrive in commit order: had the rolled back one been sent, it would have come first.
    expect(stream.received().filter((item) => item.event === 'notification')).toHaveLength(1);

    const [notification] = (await api(t, w, user, 'GET', 'activity/notifications')).json().data.data;
    await api(t, w, user, 'PATCH', `activity/notifications/read/${notification.notification_id}`);
    expect(await stream.next('notification')).toEqual({ category: 'to_do' });
    expect(await stream.next<Counts>('counts')).toEqual({
      unread_to_do_count: 0,
      unread_info_count: 0,
      unread_message_count: 0,
    });
    await t.db.transaction((tx) => notify(tx, { ...input, category: 'info' }));
    expect((await stream.next<Counts>('counts')).unread_info_count).toBe(1);
    await api(t, w, user, 'DELETE', 'activity/notifications', { category: 'info' });
    expect((await stream.next<Counts>('counts')).unread_info_count).toBe(0);
  });

  test('a stream the client closes is forgotten', async () => {
    const user = await createUser(t.db, { role: 'freelancer' });
    const stream = await streamOf(baseUrl, user);
    await stream.next<Counts>('counts');
    expect(t.app.platform.live.streamsOf(user.id)).toHaveLength(1);
    stream.close();
    await expect.poll(() => t.app.platform.live.streamsOf(user.id).length, { timeout: 1000 }).toBe(0);
  });

  test('a stream needs a signed-in user like every call', async () => {
    const anonymous = await openEventStream(`${baseUrl}${LIVE_STREAM_PATH}`, {});
    expect(anonymous.status).toBe(401);
    anonymous.close();
    const headers = await w.headers(w.freelancer);
    const wrongRealm = await openEventStream(`${baseUrl}${LIVE_STREAM_PATH}`, { ...headers, 'x-realm': 'agency' });
    expect(wrongRealm.status).toBe(401);
    wrongRealm.close();
  });

  test('logout and deactivation end the stream (re-checked every 5 s)', async () => {
    const leaving = await createUser(t.db, { role: 'agency-manager', agencyIds: [w.nordlicht.id] });
    const signingOut = await createUser(t.db, { role: 'agency-manager', agencyIds: [w.nordlicht.id] });
    const staying = await streamOf(baseUrl, w.md);
    const deactivated = await streamOf(baseUrl, leaving);
    const loggedOut = await streamOf(baseUrl, signingOut);
    await t.db.update(users).set({ isActive: false }).where(eq(users.id, leaving.id));
    await t.db.update(idpSessions).set({ endedAt: new Date() }).where(eq(idpSessions.userId, signingOut.id));
    await deactivated.ended(8000);
    await loggedOut.ended(8000);
    await api(t, w, w.admin, 'POST', 'inmail/send/message', { receiver_id: w.md.id, message: 'Noch da?' });
    await staying.next<Message>('message', (message) => message.message === 'Noch da?');
  }, 20_000);
});

describe('closing the server', () => {
  test('app.close() ends open streams instead of waiting for them', async () => {
    const stream = await streamOf(baseUrl, w.freelancer);
    await stream.next<Counts>('counts');
    const started = Date.now();
    await t.close();
    isClosed = true;
    expect(Date.now() - started).toBeLessThan(3000);
    await stream.ended(1000);
  });
});
