import type { AddressInfo } from 'node:net';
import { LIVE_STREAM_PATH } from '@fm/contract/schemas/live';
import type { FastifyInstance } from 'fastify';
import { expect } from 'vitest';
import type { TestApp } from '../../../test/test-app.ts';
import { createBooking } from '../../db/factories/booking.ts';
import type { User } from '../../db/factories/user.ts';
import { createBookingWorld } from '../bookings/booking-test-world.ts';
import { type EventStreamClient, openEventStream } from './event-stream-client.ts';

/** What the live-stream tests share: the booking world (am has booked the freelancer) and open streams. */

export type Counts = { unread_to_do_count: number; unread_info_count: number; unread_message_count: number };

export async function listen(app: FastifyInstance) {
  await app.listen({ port: 0, host: '127.0.0.1' });
  return `http://127.0.0.1:${(app.server.address() as AddressInfo).port}`;
}

/** The world on a listening test app; `streamOf` opens a user's stream on any instance, closed by `closeStreams`. */
export async function createLiveStreamWorld(t: TestApp) {
  const w = await createBookingWorld(t);
  await createBooking(t.db, { projectId: w.project.id, createdBy: w.am.id, freelancerId: w.freelancer.id });
  const baseUrl = await listen(t.app);
  const streams: EventStreamClient[] = [];
  const streamOf = async (url: string, user: User) => {
    const stream = await openEventStream(`${url}${LIVE_STREAM_PATH}`, await w.headers(user));
    streams.push(stream);
    expect(stream.status).toBe(200);
    return stream;
  };
  const closeStreams = () => {
    for (const stream of streams) stream.close();
  };
  return { w, baseUrl, streamOf, closeStreams };
}
export type LiveStreamWorld = Awaited<ReturnType<typeof createLiveStreamWorld>>;
