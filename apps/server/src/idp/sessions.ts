import { randomUUID } from 'node:crypto';
import { REFRESH_TOKEN_IDLE_SECONDS, REFRESH_TOKEN_REMEMBER_SECONDS } from '@fm/contract/constants';
import type { Realm } from '@fm/contract/enums';
import { and, eq, gt, inArray, isNull } from 'drizzle-orm';
import { forgetSessionChecks } from '../auth/session-check-cache.ts';
import type { Db, DbOrTx } from '../db/client.ts';
import { idpSessions, users } from '../db/schema/identity.ts';
import { findUserById, type IdpUser } from './idp.repo.ts';

/** Keycloak's default "SSO Session Max": a session without remember-me ends 10 hours after login. */
export const SESSION_MAX_SECONDS = 10 * 60 * 60;

export type IdpSession = typeof idpSessions.$inferSelect;
export type SessionEndReason = 'logout' | 'refresh_token_reuse' | 'user_inactive' | (string & {});
export type RotateFailure = 'unknown' | 'ended' | 'expired' | 'client_mismatch' | 'reuse' | 'user_inactive';
export type RotateResult =
  | { isRotated: true; session: IdpSession; user: IdpUser }
  | { isRotated: false; reason: RotateFailure };

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** Idle timeout slides with each refresh, but never past the session's maximum lifespan. */
function expiryOf(createdAt: Date, isRememberMe: boolean, now: Date): Date {
  const idleSeconds = isRememberMe ? REFRESH_TOKEN_REMEMBER_SECONDS : REFRESH_TOKEN_IDLE_SECONDS;
  const maxSeconds = isRememberMe ? REFRESH_TOKEN_REMEMBER_SECONDS : SESSION_MAX_SECONDS;
  return new Date(Math.min(now.getTime() + idleSeconds * 1000, createdAt.getTime() + maxSeconds * 1000));
}

export async function createSession(
  db: DbOrTx,
  input: { userId: number; realm: Realm; clientId: string; isRememberMe: boolean; now: Date },
): Promise<IdpSession> {
  const [session] = await db
    .insert(idpSessions)
    .values({
      userId: input.userId,
      realm: input.realm,
      clientId: input.clientId,
      isRememberMe: input.isRememberMe,
      refreshTokenId: randomUUID(),
      createdAt: input.now,
      lastRefreshAt: input.now,
      expiresAt: expiryOf(input.now, input.isRememberMe, input.now),
    })
    .returning();
  return session!;
}

/**
 * Exchanges the presented refresh token id for a new one. The row lock makes two refreshes with the same
 * token race safely: the second sees a rotated id, which is reuse (a stolen token or a replay) and ends the
 * whole session, as OAuth 2.0 Security BCP §4.14 advises for public clients.
 */
export async function rotateSession(
  db: Db,
  input: { sid: string; refreshTokenId: string; realm: Realm; clientId: string; now: Date },
): Promise<RotateResult> {
  if (!UUID_PATTERN.test(input.sid)) return { isRotated: false, reason: 'unknown' };
  return db.transaction(async (tx): Promise<RotateResult> => {
    const [session] = await tx.select().from(idpSessions).where(eq(idpSessions.id, input.sid)).for('update');
    if (!session || session.realm !== input.realm) return { isRotated: false, reason: 'unknown' };
    if (session.endedAt) return { isRotated: false, reason: 'ended' };
    if (session.expiresAt <= input.now) return { isRotated: false, reason: 'expired' };
    if (session.clientId !== input.clientId) return { isRotated: false, reason: 'client_mismatch' };
    if (session.refreshTokenId !== input.refreshTokenId) {
      await endSession(tx, session.id, 'refresh_token_reuse', input.now);
      return { isRotated: false, reason: 'reuse' };
    }
    const user = await findUserById(tx, session.userId);
    if (!user?.isActive) {
      await endSession(tx, session.id, 'user_inactive', input.now);
      return { isRotated: false, reason: 'user_inactive' };
    }
    const [rotated] = await tx
      .update(idpSessions)
      .set({
        refreshTokenId: randomUUID(),
        lastRefreshAt: input.now,
        expiresAt: expiryOf(session.createdAt, session.isRememberMe, input.now),
      })
      .where(eq(idpSessions.id, session.id))
      .returning();
    return { isRotated: true, session: rotated!, user };
  });
}

export async function findSession(db: DbOrTx, sid: string): Promise<IdpSession | undefined> {
  if (!UUID_PATTERN.test(sid)) return undefined;
  const [session] = await db.select().from(idpSessions).where(eq(idpSessions.id, sid)).limit(1);
  return session;
}

export async function endSession(db: DbOrTx, sid: string, reason: SessionEndReason, now = new Date()): Promise<void> {
  if (!UUID_PATTERN.test(sid)) return;
  await db
    .update(idpSessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(eq(idpSessions.id, sid), isNull(idpSessions.endedAt)));
  forgetSessionChecks();
}

/** Ends every open session of the user (logout everywhere, password change, deactivation); returns how many. */
export async function endUserSessions(
  db: DbOrTx,
  userIds: number | readonly number[],
  reason: SessionEndReason,
  now = new Date(),
): Promise<number> {
  const ids = typeof userIds === 'number' ? [userIds] : userIds;
  if (ids.length === 0) return 0;
  const ended = await db
    .update(idpSessions)
    .set({ endedAt: now, endReason: reason })
    .where(and(inArray(idpSessions.userId, [...ids]), isNull(idpSessions.endedAt)))
    .returning({ id: idpSessions.id });
  if (ended.length > 0) forgetSessionChecks();
  return ended.length;
}

/**
 * True while the session is open, unexpired and its user active. Request authentication calls it for every
 * API request, so an ended session or a deactivated user stops working at once, not when the token expires.
 */
export async function isSessionActive(db: DbOrTx, sid: string, now = new Date()): Promise<boolean> {
  if (!UUID_PATTERN.test(sid)) return false;
  const [row] = await db
    .select({ id: idpSessions.id })
    .from(idpSessions)
    .innerJoin(users, eq(users.id, idpSessions.userId))
    .where(
      and(
        eq(idpSessions.id, sid),
        isNull(idpSessions.endedAt),
        gt(idpSessions.expiresAt, now),
        eq(users.isActive, true),
      ),
    )
    .limit(1);
  return Boolean(row);
}
