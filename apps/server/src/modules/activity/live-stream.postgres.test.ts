import type { Message } from '@fm/contract/schemas/inmail';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { notify } from '../../platform/notify.ts';
import type { BookingWorld } from '../bookings/booking-test-world.ts';
import { type Counts, createLiveStreamWorld, type LiveStreamWorld, listen } from './live-stream-world.ts';

let t: TestApp;
let w: BookingWorld;
let baseUrl = '';
let streamOf: LiveStreamWorld['streamOf'];
let closeStreams: () => void;

beforeAll(async () => {
  t = await createTestApp();
  ({ w, baseUrl, streamOf, closeStreams } = await createLiveStreamWorld(t));
});
afterAll(async () => {
  closeStreams();
  await t.close();
});

describe('two instances on one PostgreSQL', () => {
  test('a message sent through instance A arrives on a stream held on instance B within a second', async () => {
    const url = (t.db as unknown as { $client: pg.Pool }).$client.options.connectionString as string;
    const databaseB = await openDatabase({ kind: 'postgres', url });
    const appB = await buildApp({ config: t.config, database: databaseB });
    try {
      const baseUrlB = await listen(appB);
      const onB = await streamOf(baseUrlB, w.freelancer);
      const initial = await onB.next<Counts>('counts');
      const headers = await w.headers(w.am);
      const started = Date.now();
      const response = await fetch(`${baseUrl}/api/inmail/send/message`, {
        method: 'POST',
        headers: { ...headers, 'content-type': 'application/json' },
        body: JSON.stringify({ receiver_id: w.freelancer.id, message: 'Über Instanz A' }),
      });
      expect(response.status).toBe(200);
      const message = await onB.next<Message>('message', (item) => item.message === 'Über Instanz A', 1000);
      expect(Date.now() - started).toBeLessThan(1000);
      expect(message.sender_id).toBe(w.am.id);
      expect(await onB.next<Counts>('counts')).toEqual({
        ...initial,
        unread_message_count: initial.unread_message_count + 1,
      });
      // And a notification written on A reaches B as well.
      await t.db.transaction((tx) =>
        notify(tx, {
          userIds: [w.freelancer.id],
          category: 'info',
          type: 'WELCOME',
          messageKey: 'notifications.welcome',
        }),
      );
      expect(await onB.next('notification')).toEqual({ category: 'info' });
      // Closing B with the stream still open ends it and is not held up.
      await appB.close();
      await onB.ended(1000);
    } finally {
      await appB.close();
      await databaseB.close();
    }
  });
});
