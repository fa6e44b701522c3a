import type { Realm } from '@fm/contract/enums';
import { and, eq, gt, inArray, isNull, lt, or, sql } from 'drizzle-orm';
import type { DbOrTx } from '../db/client.ts';
import { idpLoginFailures } from '../db/schema/identity.ts';
import type { WindowLimit } from '../platform/rate-window.ts';

/**
 * Progressive waits after repeated failed logins (docs/product.md §10.2). After `failuresBeforeWait` failures in a row
 * the key waits `firstWaitSeconds`, doubling with each further failure up to `maxWaitSeconds`; a quiet
 * period of `resetAfterSeconds` forgets the count. The cap and the account reset on success keep an attacker
 * from locking a real user out for long; attempts during a wait are refused without being counted.
 */
export type BruteForcePolicy = {
  failuresBeforeWait: number;
  firstWaitSeconds: number;
  maxWaitSeconds: number;
  resetAfterSeconds: number;
};

export const ACCOUNT_POLICY: BruteForcePolicy = {
  failuresBeforeWait: 5,
  firstWaitSeconds: 30,
  maxWaitSeconds: 15 * 60,
  resetAfterSeconds: 12 * 60 * 60, // Keycloak's default "failure reset time"
};

/**
 * Many people share an address (an agency office behind NAT), so the address counts only *failed* password
 * attempts, in a fixed 15-minute window, against a limit set high enough for an office (IDP_ADDRESS_FAILURE_LIMIT).
 * It slows password spraying across many accounts; successful sign-ins and refreshes never count, and a
 * success does not reset it (an attacker's own valid login must not wipe the count). While the address is
 * over its limit the token endpoint answers 429 with Retry-After.
 */
export const ADDRESS_FAILURE_WINDOW_SECONDS = 15 * 60;
export const addressFailureLimit = (max: number): WindowLimit => ({
  max,
  windowSeconds: ADDRESS_FAILURE_WINDOW_SECONDS,
});

/** Refresh grants per session and minute (IDP_SESSION_REFRESH_LIMIT): a runaway client, not an office, hits it. */
export const sessionRefreshLimit = (max: number): WindowLimit => ({ max, windowSeconds: 60 });

export const accountKey = (realm: Realm, email: string) => `account:${realm}:${email.trim().toLowerCase()}`;
export const addressKey = (address: string) => `ip:${address}`;
export const sessionRefreshKey = (sid: string) => `refresh:${sid}`;

/** Seconds to wait after the given number of consecutive failures (0 below the threshold). */
export function waitSecondsAfter(failures: number, policy: BruteForcePolicy): number {
  if (failures < policy.failuresBeforeWait) return 0;
  const doublings = Math.min(failures - policy.failuresBeforeWait, 30);
  return Math.min(policy.maxWaitSeconds, policy.firstWaitSeconds * 2 ** doublings);
}

/** The first of the keys that is waiting at `now`, if any. */
export async function findBlock(
  db: DbOrTx,
  keys: string[],
  now: Date,
): Promise<{ key: string; blockedUntil: Date } | undefined> {
  const [row] = await db
    .select({ key: idpLoginFailures.key, blockedUntil: idpLoginFailures.blockedUntil })
    .from(idpLoginFailures)
    .where(and(inArray(idpLoginFailures.key, keys), gt(idpLoginFailures.blockedUntil, now)))
    .limit(1);
  return row?.blockedUntil ? { key: row.key, blockedUntil: row.blockedUntil } : undefined;
}

/**
 * Counts one failure in a single statement (concurrent failures all count) and returns the new state. The
 * SQL mirrors waitSecondsAfter.
 */
export async function recordFailure(
  db: DbOrTx,
  key: string,
  policy: BruteForcePolicy,
  now: Date,
): Promise<{ failures: number; blockedUntil: Date | null }> {
  const nowText = now.toISOString();
  const resetBefore = new Date(now.getTime() - policy.resetAfterSeconds * 1000).toISOString();
  const next = sql`(case when ${idpLoginFailures.lastFailureAt} <= ${resetBefore}::timestamptz then 1 else ${idpLoginFailures.failures} + 1 end)`;
  const firstWait = waitSecondsAfter(1, policy);
  const [row] = await db
    .insert(idpLoginFailures)
    .values({
      key,
      failures: 1,
      lastFailureAt: now,
      blockedUntil: firstWait > 0 ? new Date(now.getTime() + firstWait * 1000) : null,
    })
    .onConflictDoUpdate({
      target: idpLoginFailures.key,
      set: {
        failures: next,
        lastFailureAt: sql`${nowText}::timestamptz`,
        blockedUntil: sql`case when ${next} >= ${policy.failuresBeforeWait}::int
          then ${nowText}::timestamptz + make_interval(secs => least(${policy.maxWaitSeconds}::float8,
            ${policy.firstWaitSeconds}::float8 * power(2::float8, least(${next} - ${policy.failuresBeforeWait}::int, 30))))
          else null end`,
      },
    })
    .returning({ failures: idpLoginFailures.failures, blockedUntil: idpLoginFailures.blockedUntil });
  return row!;
}

export async function resetFailures(db: DbOrTx, key: string): Promise<void> {
  await db.delete(idpLoginFailures).where(eq(idpLoginFailures.key, key));
}

/** Drops counters that are forgotten anyway (quiet for a day and not waiting); for a periodic job. */
export async function pruneLoginFailures(db: DbOrTx, now = new Date()): Promise<number> {
  const quietSince = new Date(now.getTime() - 24 * 60 * 60 * 1000);
  const deleted = await db
    .delete(idpLoginFailures)
    .where(
      and(
        lt(idpLoginFailures.lastFailureAt, quietSince),
        or(isNull(idpLoginFailures.blockedUntil), lt(idpLoginFailures.blockedUntil, now)),
      ),
    )
    .returning({ key: idpLoginFailures.key });
  return deleted.length;
}
