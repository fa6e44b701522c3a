/**
 * The embedded PGlite on a worker thread of its own (`pglite-worker.mjs`), with the few calls drizzle and the live
 * hub use: `query`, `exec`, `transaction`, `listen`, `close`. PGlite in the server's thread would stop the whole
 * process for as long as a query runs (bench/results/stall.md: a heavy list froze `/healthz` for seconds); here
 * only requests that need the database wait.
 *
 * PGlite is one connection, so the calls are serialised here: a transaction holds the connection from BEGIN to
 * COMMIT, and a query from elsewhere waits until it is done, exactly as inside PGlite itself.
 */
import { Worker } from 'node:worker_threads';

/** What the worker (`pglite-worker.mjs`) is asked, and what it answers. */
type WorkerRequest =
  | { id: number; op: 'query'; sql: string; params: unknown[]; rowMode: 'array' | 'object'; rawTypes: number[] }
  | { id: number; op: 'exec'; sql: string }
  | { id: number; op: 'listen' | 'unlisten'; channel: string }
  | { id: number; op: 'snapshot' | 'close' };
type SerializedError = { message: string; name: string; stack?: string; props: Record<string, unknown> };
type WorkerReply = { id: number; result?: unknown; error?: SerializedError };
type WorkerNotice = { notice: 'notification'; channel: string; payload: string };

type QueryOptions = { rowMode?: 'array' | 'object'; parsers?: Record<number, unknown> };
type Results = { rows: unknown[]; fields: unknown[]; affectedRows?: number };
type Connection = {
  query: (sql: string, params?: unknown[], options?: QueryOptions) => Promise<Results>;
  exec: (sql: string) => Promise<Results[]>;
};
type Send = (request: DistributiveOmit<WorkerRequest, 'id'>) => Promise<unknown>;
type DistributiveOmit<T, K extends PropertyKey> = T extends unknown ? Omit<T, K> : never;

/** The database error again as an Error with its SQLSTATE `code` and fields, as the error handler reads them. */
function reviveError(serialized: SerializedError): Error {
  const error = Object.assign(new Error(serialized.message), serialized.props);
  error.name = serialized.name;
  if (serialized.stack) error.stack = serialized.stack;
  return error;
}

/**
 * The script the worker runs: `pglite-worker.mjs` beside this source file, or `dist/pglite-worker.js` beside
 * `dist/main.js` in the built server (scripts/build.mjs makes it an entry of its own).
 */
function workerScript(): URL {
  const isSource = import.meta.url.endsWith('.ts');
  return new URL(isSource ? './pglite-worker.mjs' : './pglite-worker.js', import.meta.url);
}

/** A promise chain that runs one task at a time. */
function createSerialiser() {
  let last: Promise<unknown> = Promise.resolve();
  return <T>(task: () => Promise<T>): Promise<T> => {
    const run = last.then(task, task);
    last = run.catch(() => undefined);
    return run;
  };
}

export type ThreadedPglite = Connection & {
  transaction: <T>(callback: (tx: Connection) => Promise<T>) => Promise<T>;
  listen: (channel: string, callback: (payload: string) => void) => Promise<() => Promise<void>>;
  /** The whole database as PGlite dumps its data directory, for a later start from it (`snapshot`). */
  snapshot: () => Promise<ArrayBuffer>;
  close: () => Promise<void>;
};

/** PGlite on a thread of its own, in `dataDir` or in memory; in memory, `snapshot` is what it starts as. */
export async function startThreadedPglite(dataDir: string | null, snapshot?: ArrayBuffer): Promise<ThreadedPglite> {
  const worker = new Worker(workerScript(), { workerData: { dataDir, snapshot } });
  const pending = new Map<number, { resolve: (value: unknown) => void; reject: (error: Error) => void }>();
  const listeners = new Map<string, Set<(payload: string) => void>>();
  let nextId = 1;
  let failure: Error | null = null;

  const ready = new Promise<void>((resolve, reject) => {
    pending.set(0, { resolve: () => resolve(), reject });
  });
  worker.on('message', (message: WorkerReply | WorkerNotice) => {
    if ('notice' in message) {
      for (const listener of listeners.get(message.channel) ?? []) listener(message.payload);
      return;
    }
    const waiting = pending.get(message.id);
    pending.delete(message.id);
    if (message.error) waiting?.reject(reviveError(message.error));
    else waiting?.resolve(message.result);
  });
  const failAll = (error: Error) => {
    failure = error;
    for (const waiting of pending.values()) waiting.reject(error);
    pending.clear();
  };
  worker.on('error', failAll);
  worker.on('exit', (code) => failAll(new Error(`the embedded database's thread ended (exit code ${code})`)));
  await ready;

  const send: Send = (request) => {
    if (failure) return Promise.reject(failure);
    const id = nextId++;
    return new Promise((resolve, reject) => {
      pending.set(id, { resolve, reject });
      worker.postMessage({ ...request, id });
    });
  };
  const connection: Connection = {
    query: (sql, params = [], options = {}) =>
      send({
        op: 'query',
        sql,
        params,
        rowMode: options.rowMode ?? 'object',
        rawTypes: Object.keys(options.parsers ?? {}).map(Number),
      }) as Promise<Results>,
    exec: (sql) => send({ op: 'exec', sql }) as Promise<Results[]>,
  };
  const serialise = createSerialiser();

  return {
    query: (...args) => serialise(() => connection.query(...args)),
    exec: (sql) => serialise(() => connection.exec(sql)),
    transaction: (callback) =>
      serialise(async () => {
        await connection.query('begin');
        try {
          const result = await callback(connection);
          await connection.query('commit');
          return result;
        } catch (error) {
          await connection.query('rollback').catch(() => undefined);
          throw error;
        }
      }),
    listen: async (channel, callback) => {
      const set = listeners.get(channel) ?? new Set();
      set.add(callback);
      listeners.set(channel, set);
      await serialise(() => send({ op: 'listen', channel }));
      return async () => {
        set.delete(callback);
        if (set.size === 0) {
          listeners.delete(channel);
          await serialise(() => send({ op: 'unlisten', channel }));
        }
      };
    },
    snapshot: () => serialise(() => send({ op: 'snapshot' })) as Promise<ArrayBuffer>,
    close: async () => {
      await serialise(() => send({ op: 'close' })).catch(() => undefined);
      await worker.terminate();
    },
  };
}
