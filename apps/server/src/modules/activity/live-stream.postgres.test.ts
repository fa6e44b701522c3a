import type { AddressInfo } from 'node:net';
import type { Message } from '@fm/contract/schemas/inmail';
import { LIVE_STREAM_PATH } from '@fm/contract/schemas/live';
import type { FastifyInstance } from 'fastify';
import type pg from 'pg';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { buildApp } from '../../app.ts';
import { openDatabase } from '../../db/client.ts';
import { createBooking } from '../../db/factories/booking.ts';
import type { User } from '../../db/factories/user.ts';
import { notify } from '../../platform/notify.ts';
import { type BookingWorld, createBookingWorld } from '../bookings/booking-test-world.ts';
import { type EventStreamClient, openEventStream } from './event-stream-client.ts';

type Counts = { unread_to_do_count: number; unread_info_count: number; unread_message_count: number };

let t: TestApp;
let w: BookingWorld;
const streams: EventStreamClient[] = [];

async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

async function streamOf(baseUrl: string, user: User) {
  const stream = await openEventStream(`${baseUrl}${LIVE_STREAM_PATH}`, await w.headers(user));
  streams.push(stream);
  expect(stream.status).toBe(200);
  return stream;
}

let baseUrl = '';
beforeAll(async () => {
  t = await createTestApp();
  w = await createBookingWorld(t);
  await createBooking(t.db, { projectId: w.project.id, createdBy: w.am.id, freelancerId: w.freelancer.id });
  baseUrl = await listen(t.app);
});
afterAll(async () => {
  for (const stream of streams) stream.close();
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
