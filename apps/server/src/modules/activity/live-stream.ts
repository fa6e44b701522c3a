import { LIVE_STREAM_PATH, type LiveEventName } from '@fm/contract/schemas/live';
import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client.ts';
import type { Authenticator } from '../../platform/endpoint-route.ts';
import type { LiveHub, LiveSignal, LiveStream } from '../../platform/live.ts';
import { countUnread } from '../account/account.repo.ts';
import { findMessage } from '../inmail/inmail.repo.ts';
import { toMessage } from '../inmail/inmail.service.ts';
import { liveSessions } from './activity.repo.ts';

/** A comment line keeps proxies from closing an idle stream. */
export const PING_INTERVAL_MS = 25_000;
/** How often an instance re-checks that its streams' users are still signed in (one query for all of them). */
export const SESSION_CHECK_INTERVAL_MS = 5_000;

/**
 * `GET /api/activity/stream`: one server-sent events stream per signed-in user (decision 017), authenticated
 * like every call. `counts` at once, then `message`, `notification` and `counts` as changes commit on any
 * instance. Ends on logout or deactivation (re-checked every 5 s) and when the server closes.
 */
export function registerLiveStream(
  app: FastifyInstance,
  authenticate: Authenticator,
  options: { sessionCheckIntervalMs?: number } = {},
) {
  const { db } = app.deps.database;
  const live = app.platform.live;
  const isEmbeddedIdp = app.deps.config.idpUrl === null;
  live.onSignal((signal) => deliver(db, live, signal));

  const sessionCheck = setInterval(() => {
    void endSignedOut(db, live).catch((error: unknown) => app.log.error(error));
  }, options.sessionCheckIntervalMs ?? SESSION_CHECK_INTERVAL_MS);
  sessionCheck.unref();
  app.addHook('onClose', async () => clearInterval(sessionCheck));

  app.get(LIVE_STREAM_PATH, { schema: { hide: true } }, async (request, reply) => {
    const auth = await authenticate(request);
    const counts = await countUnread(db, auth.userId);
    reply.hijack();
    const raw = reply.raw;
    raw.writeHead(200, {
      ...(reply.getHeaders() as Record<string, string>),
      'content-type': 'text/event-stream; charset=utf-8',
      'cache-control': 'no-cache, no-transform',
      connection: 'keep-alive',
      'x-accel-buffering': 'no',
    });
    let isOpen = true;
    const ping = setInterval(() => raw.write(': ping\n\n'), PING_INTERVAL_MS);
    const stream: LiveStream = {
      userId: auth.userId,
      sessionId: isEmbeddedIdp ? auth.sessionId : null,
      send: (event: LiveEventName, data: unknown) => {
        if (isOpen) raw.write(`event: ${event}\ndata: ${JSON.stringify(data)}\n\n`);
      },
      end: () => {
        if (!isOpen) return;
        isOpen = false;
        clearInterval(ping);
        live.remove(stream);
        raw.end();
      },
    };
    // The response closes when the client goes away (or the stream ends): forget the stream then.
    raw.on('close', stream.end);
    live.add(stream);
    raw.write('retry: 3000\n\n');
    stream.send('counts', counts);
  });
}

/** Writes one signal to the streams this instance holds for the users it names. */
async function deliver(db: Db, live: LiveHub, signal: LiveSignal) {
  const readers = signal.userIds.filter((userId) => live.streamsOf(userId).length > 0);
  if (readers.length === 0) return;
  if (signal.kind === 'message') {
    const row = await findMessage(db, signal.messageId);
    if (row) {
      const message = toMessage(row);
      for (const userId of readers) for (const stream of live.streamsOf(userId)) stream.send('message', message);
    }
  }
  if (signal.kind === 'notification') {
    for (const userId of readers) {
      for (const stream of live.streamsOf(userId)) stream.send('notification', { category: signal.category });
    }
  }
  for (const userId of readers) {
    const counts = await countUnread(db, userId);
    for (const stream of live.streamsOf(userId)) stream.send('counts', counts);
  }
}

/** Ends the streams of users who signed out or were deactivated since they connected. */
async function endSignedOut(db: Db, live: LiveHub) {
  const streams = live.all();
  if (streams.length === 0) return;
  const signedIn = await liveSessions(db, streams);
  for (const stream of streams) {
    if (!signedIn.has(`${stream.userId}:${stream.sessionId ?? ''}`)) stream.end();
  }
}
