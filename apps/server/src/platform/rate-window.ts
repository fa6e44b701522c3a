import { sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { idpLoginFailures } from '../db/schema/identity.ts';

/** At most `max` hits per key in a fixed window of `windowSeconds`. */
export type WindowLimit = { max: number; windowSeconds: number };

export type WindowCount = {
  count: number;
  /** False once the window holds more than `max` hits. */
  isAllowed: boolean;
  /** Seconds until the window ends (what a 429 puts into Retry-After). */
  retryAfterSeconds: number;
};

/**
 * Counts one hit in the key's current window, in one statement (concurrent hits all count), so every
 * instance behind a load balancer shares the count. The counters live in idp_login_failures beside the
 * sign-in waits, under their own key prefixes: for these keys `last_failure_at` is the start of the window
 * and `blocked_until` its end once the limit is reached, which lets `findBlock` see them too. Time comes from
 * the caller, so tests move a clock instead of waiting.
 */
export async function countInWindow(db: DbOrTx, key: string, limit: WindowLimit, now: Date): Promise<WindowCount> {
  const nowText = now.toISOString();
  const windowOpenedBefore = new Date(now.getTime() - limit.windowSeconds * 1000).toISOString();
  const isWindowOver = sql`${idpLoginFailures.lastFailureAt} <= ${windowOpenedBefore}::timestamptz`;
  const count = sql`(case when ${isWindowOver} then 1 else ${idpLoginFailures.failures} + 1 end)`;
  const windowStart = sql`(case when ${isWindowOver} then ${nowText}::timestamptz else ${idpLoginFailures.lastFailureAt} end)`;
  const windowEnd = sql`${windowStart} + make_interval(secs => ${limit.windowSeconds}::float8)`;
  const firstEnd = new Date(now.getTime() + limit.windowSeconds * 1000);
  const [row] = await db
    .insert(idpLoginFailures)
    .values({ key, failures: 1, lastFailureAt: now, blockedUntil: limit.max <= 1 ? firstEnd : null })
    .onConflictDoUpdate({
      target: idpLoginFailures.key,
      set: {
        failures: count,
        lastFailureAt: windowStart,
        blockedUntil: sql`case when ${count} >= ${limit.max}::int then ${windowEnd} else null end`,
      },
    })
    .returning({ failures: idpLoginFailures.failures, windowStart: idpLoginFailures.lastFailureAt });
  const windowEndsAt = row!.windowStart.getTime() + limit.windowSeconds * 1000;
  return {
    count: row!.failures,
    isAllowed: row!.failures <= limit.max,
    retryAfterSeconds: Math.max(1, Math.ceil((windowEndsAt - now.getTime()) / 1000)),
  };
}
