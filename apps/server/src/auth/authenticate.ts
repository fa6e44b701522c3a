import { HEADER_GROUP, HEADER_REALM } from '@fm/contract/constants';
import type { AccessTokenClaims } from '@fm/contract/endpoints/idp';
import { type Realm, type Role, realmSchema } from '@fm/contract/enums';
import { ROLE_REALM, rolesFromClaims } from '@fm/contract/roles';
import { and, desc, eq, gt, isNull, or, sql } from 'drizzle-orm';
import type { FastifyRequest } from 'fastify';
import type { Db } from '../db/client.ts';
import { agencies, agencyUsers, idpSessions, users } from '../db/schema/identity.ts';
import { agencyGroupMembers, cfoAgencyGroups } from '../db/schema/organisation.ts';
import { AppError, unauthenticated } from '../platform/app-error.ts';
import { languageOf } from '../platform/messages.ts';
import type { RequestAuth } from './request-auth.ts';
import type { SessionCheckCache } from './session-check-cache.ts';
import type { TokenVerifier } from './token-verifier.ts';

const UUID_PATTERN = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/** A token that passed the check: its claims and the row of user, session and memberships it was checked with. */
export type CheckedToken = { claims: AccessTokenClaims; row: SessionCheckRow };

type Deps = {
  db: Db;
  verifyToken: TokenVerifier;
  isEmbeddedIdp: boolean;
  /** Reuses a token's check for a few seconds (AUTH_CACHE_SECONDS); without it every request checks. */
  cache?: SessionCheckCache<CheckedToken>;
};

function bearerToken(request: FastifyRequest): string {
  const header = request.headers.authorization;
  const match = header?.match(/^Bearer\s+(\S+)$/i);
  if (!match?.[1]) throw unauthenticated();
  return match[1];
}

function parseGroupHeader(value: string | string[] | undefined): number | null {
  if (value === undefined || value === '') return null;
  const id = Number(value);
  if (!Number.isInteger(id) || id <= 0) throw new AppError(403, 'error.groupNotMember');
  return id;
}

/** Links a users row to the external provider's `sub` (once: a row already linked keeps its subject). */
async function linkSubject(db: Db, userId: number, subject: string): Promise<void> {
  await db
    .update(users)
    .set({ externalSubject: subject })
    .where(and(eq(users.id, userId), isNull(users.externalSubject)));
}

/**
 * Establishes `request.auth`: a valid token of the realm named in X-Realm, a live server-side session (so
 * logout and deactivation take effect at once), an active user, and X-Group among the user's current
 * memberships. One query checks user, session and membership together; with a cache, a token that passed is
 * not verified or queried again within the cache's window (until it expires or a session ends in-process).
 */
export async function authenticate(
  request: FastifyRequest,
  { db, verifyToken, isEmbeddedIdp, cache }: Deps,
): Promise<RequestAuth> {
  const token = bearerToken(request);
  const realmHeader = realmSchema.safeParse(request.headers[HEADER_REALM]);
  if (!realmHeader.success) throw unauthenticated('error.realmMismatch');
  const realm = realmHeader.data;
  const requestedGroup = parseGroupHeader(request.headers[HEADER_GROUP] as string | undefined);

  const key = `${realm} ${token}`;
  let checked = cache?.get(key);
  if (checked && checked.claims.exp * 1000 <= Date.now()) checked = undefined;
  if (!checked) {
    const startedAt = cache?.generation ?? 0;
    checked = await checkToken(db, verifyToken, isEmbeddedIdp, token, realm);
    cache?.set(key, checked, startedAt);
  }
  const { claims, row } = checked;
  const sessionId = claims.sid && UUID_PATTERN.test(claims.sid) ? claims.sid : null;
  const roles = rolesFromClaims(claims.realm_access?.roles ?? []).filter((role: Role) => ROLE_REALM[role] === realm);
  if (roles.length === 0) throw unauthenticated('error.realmMismatch');

  const memberships = row.memberships.map(Number);
  if (requestedGroup !== null && !memberships.includes(requestedGroup)) throw new AppError(403, 'error.groupNotMember');
  const activeGroup = requestedGroup ?? (memberships.length === 1 ? (memberships[0] ?? null) : null);

  return {
    userId: row.id,
    email: row.email,
    realm,
    role: row.role,
    roles,
    groups: memberships,
    activeGroup,
    sessionId,
    language: languageOf(request.headers['accept-language']),
    cfoAgencyIds: row.role === 'finance-cfo' ? row.cfoAgencies.map(Number) : null,
  };
}

type SessionCheckRow = NonNullable<Awaited<ReturnType<typeof findSessionCheckRow>>>;

/** Verifies the token and finds its active user with an open session (embedded provider); throws otherwise. */
async function checkToken(
  db: Db,
  verifyToken: TokenVerifier,
  isEmbeddedIdp: boolean,
  token: string,
  realm: Realm,
): Promise<CheckedToken> {
  const claims = await verifyToken(token, realm);
  const row = await findSessionCheckRow(db, claims, realm, isEmbeddedIdp);
  if (!row?.isActive) throw unauthenticated('error.invalidToken');
  if (!isEmbeddedIdp && row.externalSubject === null) await linkSubject(db, row.id, claims.sub);
  if (isEmbeddedIdp && (row.sessionUserId === null || row.sessionEndedAt !== null)) {
    throw unauthenticated('error.invalidToken');
  }
  return { claims, row };
}

async function findSessionCheckRow(db: Db, claims: AccessTokenClaims, realm: Realm, isEmbeddedIdp: boolean) {
  const sessionId = claims.sid && UUID_PATTERN.test(claims.sid) ? claims.sid : null;
  // The embedded provider's `sub` is the users row's id. Keycloak's is linked to the row at the first sign-in,
  // found by e-mail once (a row not linked yet); from then on the `sub` finds it, whatever the e-mail became.
  const isSubject = sql<boolean>`${users.externalSubject} is not distinct from ${claims.sub}`;
  const userMatch = isEmbeddedIdp
    ? eq(users.id, Number(claims.sub))
    : or(
        eq(users.externalSubject, claims.sub),
        and(isNull(users.externalSubject), eq(sql`lower(${users.email})`, (claims.email ?? '').toLowerCase())),
      );
  const [row] = await db
    .select({
      id: users.id,
      email: users.email,
      realm: users.realm,
      role: users.role,
      isActive: users.isActive,
      externalSubject: users.externalSubject,
      sessionEndedAt: idpSessions.endedAt,
      sessionUserId: idpSessions.userId,
      memberships: sql<number[]>`coalesce((select array_agg(${agencyUsers.agencyId} order by ${agencyUsers.agencyId})
        from ${agencyUsers} join ${agencies} on ${agencies.id} = ${agencyUsers.agencyId}
        where ${agencyUsers.userId} = ${users.id} and ${agencies.isActive}), '{}')`,
      cfoAgencies: sql<number[]>`coalesce((select array_agg(distinct ${agencyGroupMembers.agencyId})
        from ${cfoAgencyGroups} join ${agencyGroupMembers}
          on ${agencyGroupMembers.agencyGroupId} = ${cfoAgencyGroups.agencyGroupId}
        where ${cfoAgencyGroups.userId} = ${users.id}), '{}')`,
    })
    .from(users)
    .leftJoin(
      idpSessions,
      and(
        eq(idpSessions.id, sql`${sessionId}::uuid`),
        eq(idpSessions.userId, users.id),
        gt(idpSessions.expiresAt, sql`now()`),
      ),
    )
    .where(and(userMatch, eq(users.realm, realm)))
    .orderBy(desc(isSubject))
    .limit(1);
  return row;
}
