import { performance } from 'node:perf_hooks';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { RequestAuth } from '../auth/request-auth.ts';
import { AppError } from './app-error.ts';
import type { Authenticator } from './endpoint-route.ts';

const MINUTE_MS = 60_000;

type Bucket = { tokens: number; at: number };

/**
 * Token buckets in this process's memory (decision 020): each key holds up to `perMinute` requests and refills
 * at `perMinute` a minute, so a burst of a whole minute's budget is allowed at once. Per instance: N instances
 * behind a balancer allow up to N times as much. Buckets idle for a minute are full again and are forgotten.
 */
export function createTokenBuckets(perMinute: number, clock: () => number = () => performance.now()) {
  const buckets = new Map<string, Bucket>();
  const refillPerMs = perMinute / MINUTE_MS;
  return {
    /** Takes one request from the key's bucket; when it is empty, says how many seconds until one is back. */
    take(key: string): { isAllowed: boolean; retryAfterSeconds: number } {
      const at = clock();
      const bucket = buckets.get(key) ?? { tokens: perMinute, at };
      bucket.tokens = Math.min(perMinute, bucket.tokens + Math.max(0, at - bucket.at) * refillPerMs);
      bucket.at = at;
      buckets.set(key, bucket);
      if (bucket.tokens >= 1) {
        bucket.tokens -= 1;
        return { isAllowed: true, retryAfterSeconds: 0 };
      }
      return { isAllowed: false, retryAfterSeconds: Math.max(1, Math.ceil((1 - bucket.tokens) / refillPerMs / 1000)) };
    },
    /** Drops the buckets that have refilled completely (nothing to remember about them). */
    prune() {
      const at = clock();
      for (const [key, bucket] of buckets) if (at - bucket.at >= MINUTE_MS) buckets.delete(key);
    },
    get size() {
      return buckets.size;
    },
  };
}

class RateLimitedError extends AppError {
  constructor(readonly retryAfterSeconds: number) {
    super(429, 'error.rateLimited');
  }
}

/**
 * The per-user API limit (API_RATE_LIMIT a minute, issue 16). Calls with a verified user count against that
 * user, whichever address they come from; calls without one (public calls, refused tokens, unknown paths)
 * count against the client address. Over the limit the answer is the API's 429 envelope with `Retry-After`.
 * Returns the authenticator to hand to the modules: it counts the call once the token is checked.
 */
export function registerApiRateLimit(
  app: FastifyInstance,
  perMinute: number,
  authenticate: Authenticator,
): Authenticator {
  const buckets = createTokenBuckets(perMinute);
  const counted = new WeakSet<FastifyRequest>();
  const pruning = setInterval(() => buckets.prune(), MINUTE_MS);
  pruning.unref();
  app.addHook('onClose', async () => clearInterval(pruning));

  const count = (request: FastifyRequest, key: string) => {
    if (counted.has(request)) return;
    counted.add(request);
    const taken = buckets.take(key);
    if (taken.isAllowed) return;
    request.log.warn({ event: 'api_rate_limited', key }, 'too many API calls');
    throw new RateLimitedError(taken.retryAfterSeconds);
  };

  app.addHook('onError', async (_request, reply, error) => {
    if (error instanceof RateLimitedError) void reply.header('retry-after', String(error.retryAfterSeconds));
  });
  // Runs after every route's own onRequest (where calls with a user are authenticated and counted).
  app.addHook('preParsing', (request, _reply, payload, done) => {
    try {
      if (request.url.startsWith('/api/')) count(request, `address:${request.ip}`);
    } catch (error) {
      done(error as Error);
      return;
    }
    done(null, payload);
  });

  return async (request: FastifyRequest): Promise<RequestAuth> => {
    let auth: RequestAuth;
    try {
      auth = await authenticate(request);
    } catch (error) {
      count(request, `address:${request.ip}`);
      throw error;
    }
    count(request, `user:${auth.userId}`);
    return auth;
  };
}
