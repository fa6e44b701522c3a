import { z } from 'zod';
import { notificationCategorySchema } from '../enums.ts';
import { unreadCountsOutput } from './account.ts';
import { messageOutput } from './inmail.ts';

/**
 * The live stream (beyond document 2, decision 006): one server-sent events stream per signed-in user at
 * `GET /api/activity/stream`, authenticated with the same headers as every call (the web app reads it with
 * fetch, so the token never travels in a URL). Each SSE `event:` name below carries its JSON `data:`.
 * On connect the server sends `counts` at once; a comment line keeps the connection open every 25 s.
 * Events are fed by PostgreSQL LISTEN/NOTIFY, so a change made through any server instance reaches a
 * stream held on any other.
 */
export const LIVE_STREAM_PATH = '/api/activity/stream';

export const liveEventSchemas = {
  /** The reader's unread to-do, info and message counts after any change to them. */
  counts: unreadCountsOutput,
  /** A message the reader sent or received (for an open conversation to append). */
  message: messageOutput,
  /** A notification was added, read or deleted for the reader. */
  notification: z.object({ category: notificationCategorySchema }),
} as const;

export type LiveEventName = keyof typeof liveEventSchemas;
export type LiveEvent = {
  [K in LiveEventName]: { event: K; data: z.infer<(typeof liveEventSchemas)[K]> };
}[LiveEventName];
