// @ts-check
/**
 * The embedded database's own thread: PGlite runs here, so a long query never blocks the server's event loop
 * (health checks, the live stream and every request that does not need the database go on answering). The
 * server's side, with the message types, is `pglite-thread.ts`. Plain JavaScript, so that the thread starts
 * the same under the TypeScript test runner and from the compiled server.
 */
import { parentPort, workerData } from 'node:worker_threads';
import { PGlite } from '@electric-sql/pglite';
// Trigram indexes for the lists' keyword search (migrations 0007, 0009), as on a PostgreSQL server with contrib.
import { pg_trgm } from '@electric-sql/pglite/contrib/pg_trgm';

/** A database error as plain data: its message and its fields (SQLSTATE `code`, `constraint`, `detail`, …). */
function serializeError(/** @type {unknown} */ error) {
  if (!(error instanceof Error)) return { message: String(error), name: 'Error', props: {} };
  /** @type {Record<string, unknown>} */
  const props = {};
  for (const [key, value] of Object.entries(error)) {
    if (value === null || ['string', 'number', 'boolean'].includes(typeof value)) props[key] = value;
  }
  return { message: error.message, name: error.name, stack: error.stack, props };
}

/** Leaves values of these types as PostgreSQL's text (what drizzle asks for dates, timestamps and intervals). */
const asText = (/** @type {number[]} */ types) =>
  Object.fromEntries(types.map((type) => [type, (/** @type {string} */ value) => value]));

async function start() {
  const port = parentPort;
  if (!port) throw new Error('pglite-worker runs only as a worker thread');
  // `snapshot`: a database taken with the 'snapshot' request, which this one starts as (in memory only).
  const snapshot = workerData.snapshot ? new Blob([workerData.snapshot]) : undefined;
  const client = await PGlite.create(workerData.dataDir ?? undefined, {
    extensions: { pg_trgm },
    loadDataDir: snapshot,
  });
  /** @type {Map<string, () => Promise<void>>} */
  const unlisteners = new Map();

  const handle = async (/** @type {any} */ request) => {
    switch (request.op) {
      case 'query':
        return client.query(request.sql, request.params, {
          rowMode: request.rowMode,
          parsers: asText(request.rawTypes),
        });
      case 'exec':
        return client.exec(request.sql);
      case 'listen':
        if (!unlisteners.has(request.channel)) {
          const unlisten = await client.listen(request.channel, (payload) => {
            port.postMessage({ notice: 'notification', channel: request.channel, payload });
          });
          unlisteners.set(request.channel, unlisten);
        }
        return null;
      case 'unlisten':
        await unlisteners.get(request.channel)?.();
        unlisteners.delete(request.channel);
        return null;
      case 'snapshot':
        return (await client.dumpDataDir('none')).arrayBuffer();
      case 'close':
        await client.close();
        return null;
      default:
        throw new Error(`unknown request ${request.op}`);
    }
  };

  port.on('message', (request) => {
    handle(request).then(
      (result) => port.postMessage({ id: request.id, result }),
      (error) => port.postMessage({ id: request.id, error: serializeError(error) }),
    );
  });
  port.postMessage({ id: 0, result: 'ready' });
}

start().catch((error) => {
  parentPort?.postMessage({ id: 0, error: serializeError(error) });
});
