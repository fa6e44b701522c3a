import { createHash } from 'node:crypto';
import path from 'node:path';
import { constants } from 'node:zlib';
import compress from '@fastify/compress';
import type { Endpoint } from '@fm/contract/endpoint';
import type { FastifyInstance } from 'fastify';

/** One year: Vite names every file under /assets after its content, so a changed file gets a new name. */
export const IMMUTABLE_CACHE_CONTROL = 'public, max-age=31536000, immutable';

/**
 * Answers up to this size are compressed in one call as they are sent, larger ones through a zlib stream on the
 * thread pool. The plugin's default on two cores is 8 KiB, which sends a list's page (10-40 KiB of JSON) through the
 * stream: on such a machine that cost an agency's bookings at ten connections 30-40 % of their throughput (p99 63-74
 * against 36-53 ms), while brotli at quality 4 compresses 128 KiB of JSON in about 1.5 ms.
 */
export const SYNC_COMPRESSION_MAX_BYTES = 128 * 1024;

/**
 * Brotli or gzip for every answer above 1 KiB whose type compresses (JSON, HTML, JS, CSS, SVG). Brotli at
 * quality 4, not the library's 11: answers are compressed per request, and 11 costs tens of milliseconds on a
 * large JSON page for a few percent less. The live stream hijacks its reply and is never compressed.
 */
export async function registerCompression(app: FastifyInstance) {
  await app.register(compress, {
    global: true,
    threshold: 1024,
    syncThreshold: SYNC_COMPRESSION_MAX_BYTES,
    encodings: ['br', 'gzip'],
    brotliOptions: { params: { [constants.BROTLI_PARAM_QUALITY]: 4 } },
    zlibOptions: { level: 6 },
  });
}

/**
 * Cache-Control for a file of the built web app: hashed files under /assets forever, everything else
 * (index.html, favicon) revalidated on every use, so a new release is picked up at the next page load.
 */
export function webFileCacheControl(distDir: string, filePath: string): string {
  const relative = path.relative(distDir, filePath).split(path.sep);
  return relative[0] === 'assets' && relative.length > 1 ? IMMUTABLE_CACHE_CONTROL : 'no-cache';
}

/**
 * A strong ETag on the answers of the given GET calls, from their JSON; a request whose If-None-Match names it
 * gets 304 without a body. `private, no-cache`: the browser keeps the answer but asks every time, and shared
 * caches never store it (it is one user's). Registered before compression, so the tag is the content's.
 */
export function registerEtags(app: FastifyInstance, endpoints: readonly Endpoint[]) {
  const tagged = new Set<Endpoint>(endpoints);
  app.addHook('onSend', (request, reply, payload, done) => {
    const endpoint = request.routeOptions.config?.endpoint;
    if (!endpoint || !tagged.has(endpoint) || reply.statusCode !== 200 || typeof payload !== 'string') {
      done(null, payload);
      return;
    }
    const etag = `"${createHash('sha1').update(payload).digest('base64url')}"`;
    void reply.header('etag', etag).header('cache-control', 'private, no-cache');
    if (!matches(request.headers['if-none-match'], etag)) {
      done(null, payload);
      return;
    }
    void reply.code(304).removeHeader('content-type').removeHeader('content-length');
    done(null, '');
  });
}

function matches(ifNoneMatch: string | undefined, etag: string): boolean {
  if (!ifNoneMatch) return false;
  if (ifNoneMatch.trim() === '*') return true;
  return ifNoneMatch.split(',').some((candidate) => candidate.trim().replace(/^W\//, '') === etag);
}
