import type { PGlite } from '@electric-sql/pglite';
import type { NotificationCategory } from '@fm/contract/enums';
import type { LiveEventName } from '@fm/contract/schemas/live';
import { sql } from 'drizzle-orm';
import pg from 'pg';
import type { Database, DbOrTx } from '../db/client.ts';

/**
 * Live updates across server instances (decision 017). A change publishes a small signal with
 * `pg_notify` inside its own transaction, so PostgreSQL delivers it only on commit (a rollback pushes
 * nothing, like the mail outbox). Every instance LISTENs on one dedicated connection and hands each signal
 * to the handler the live stream installs, which writes to the streams it holds for the users named.
 */
export const LIVE_CHANNEL = 'fm_live';

export type LiveSignal =
  | { kind: 'message'; userIds: number[]; messageId: number }
  | { kind: 'notification'; userIds: number[]; category: NotificationCategory }
  | { kind: 'counts'; userIds: number[] };

/** NOTIFY payloads must stay below 8000 bytes: at most this many user ids per signal. */
const IDS_PER_SIGNAL = 500;

/** Publishes a signal; call it inside the transaction of the change (delivered when that commits). */
export async function publishLive(db: DbOrTx, signal: LiveSignal) {
  const userIds = [...new Set(signal.userIds)];
  for (let start = 0; start < userIds.length; start += IDS_PER_SIGNAL) {
    const payload = JSON.stringify({ ...signal, userIds: userIds.slice(start, start + IDS_PER_SIGNAL) });
    await db.execute(sql`select pg_notify(${LIVE_CHANNEL}, ${payload})`);
  }
}

/** One open stream of a signed-in user. */
export type LiveStream = {
  userId: number;
  sessionId: string | null;
  send: (event: LiveEventName, data: unknown) => void;
  end: () => void;
};

type SignalHandler = (signal: LiveSignal) => Promise<void>;

export type LiveHub = {
  /** Starts listening (one dedicated connection per instance). */
  start: () => Promise<void>;
  /** The handler of every signal (installed by the live stream's module). */
  onSignal: (handler: SignalHandler) => void;
  add: (stream: LiveStream) => void;
  remove: (stream: LiveStream) => void;
  streamsOf: (userId: number) => LiveStream[];
  all: () => LiveStream[];
  /** Ends every open stream (server closing: open streams must not hold up `app.close()`). */
  endAll: () => void;
  /** Stops listening. */
  close: () => Promise<void>;
};

type Listener = { close: () => Promise<void> };

function parseSignal(payload: string): LiveSignal | null {
  try {
    const signal = JSON.parse(payload) as LiveSignal;
    return Array.isArray(signal.userIds) ? signal : null;
  } catch {
    return null;
  }
}

/** PGlite runs in this process: its own listen() on the one connection; NOTIFY there also waits for commit. */
async function listenPglite(client: PGlite, deliver: (payload: string) => void): Promise<Listener> {
  const unlisten = await client.listen(LIVE_CHANNEL, deliver);
  return { close: () => unlisten().catch(() => undefined) };
}

/** PostgreSQL: a dedicated pg.Client outside the pool, reconnecting after a lost connection. */
async function listenPostgres(pool: pg.Pool, deliver: (payload: string) => void): Promise<Listener> {
  let client: pg.Client | null = null;
  let isClosed = false;
  let retry: NodeJS.Timeout | null = null;
  const connect = async () => {
    const next = new pg.Client(pool.options);
    next.on('notification', (message) => {
      if (message.channel === LIVE_CHANNEL && message.payload) deliver(message.payload);
    });
    next.on('error', () => {
      if (isClosed) return;
      void next.end().catch(() => undefined);
      client = null;
      retry = setTimeout(() => void connect().catch(() => undefined), 1000);
    });
    await next.connect();
    if (isClosed) {
      await next.end();
      return;
    }
    await next.query(`listen ${LIVE_CHANNEL}`);
    client = next;
  };
  await connect();
  return {
    close: async () => {
      isClosed = true;
      if (retry) clearTimeout(retry);
      await client?.end().catch(() => undefined);
      client = null;
    },
  };
}

export function createLiveHub(database: Database, log: (error: unknown) => void = () => undefined): LiveHub {
  const streams = new Map<number, Set<LiveStream>>();
  let handler: SignalHandler = async () => undefined;
  let listener: Listener | null = null;

  const deliver = (payload: string) => {
    const signal = parseSignal(payload);
    if (!signal?.userIds.some((id) => streams.has(id))) return;
    handler(signal).catch(log);
  };

  return {
    start: async () => {
      const client = (database.db as unknown as { $client: unknown }).$client;
      listener =
        database.kind === 'pglite'
          ? await listenPglite(client as PGlite, deliver)
          : await listenPostgres(client as pg.Pool, deliver);
    },
    onSignal: (next) => {
      handler = next;
    },
    add: (stream) => {
      const set = streams.get(stream.userId) ?? new Set();
      set.add(stream);
      streams.set(stream.userId, set);
    },
    remove: (stream) => {
      const set = streams.get(stream.userId);
      set?.delete(stream);
      if (set?.size === 0) streams.delete(stream.userId);
    },
    streamsOf: (userId) => [...(streams.get(userId) ?? [])],
    all: () => [...streams.values()].flatMap((set) => [...set]),
    endAll: () => {
      for (const set of [...streams.values()]) for (const stream of [...set]) stream.end();
      streams.clear();
    },
    close: async () => {
      await listener?.close();
      listener = null;
    },
  };
}
