import { and, asc, eq, ilike, inArray, or, sql } from 'drizzle-orm';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { users } from '../../db/schema/identity.ts';

/** The company directory behind azure/search: Microsoft Graph when configured, else our own users table. */

export type DirectoryUser = {
  external_id: string;
  email: string;
  first_name: string;
  last_name: string;
  display_name: string;
  job_title: string | null;
};

export interface Directory {
  /** At most `limit` people whose name or e-mail contains the keyword. */
  search(keyword: string, limit: number): Promise<DirectoryUser[]>;
}

export const DIRECTORY_RESULT_LIMIT = 50;

/** Escapes % and _ so a keyword matches literally in ILIKE. */
/** The organisation's own directory: active agency, admin and finance users (not freelancers). */
export function createLocalDirectory(db: Db): Directory {
  return {
    async search(keyword, limit) {
      const pattern = likePattern(keyword.trim());
      const rows = await db
        .select()
        .from(users)
        .where(
          and(
            eq(users.isActive, true),
            inArray(users.realm, ['agency', 'admin', 'finance']),
            or(
              ilike(users.email, pattern),
              ilike(users.firstName, pattern),
              ilike(users.lastName, pattern),
              ilike(sql`${users.firstName} || ' ' || ${users.lastName}`, pattern),
            ),
          ),
        )
        .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id))
        .limit(limit);
      return rows.map((user) => ({
        external_id: `local:${user.id}`,
        email: user.email,
        first_name: user.firstName,
        last_name: user.lastName,
        display_name: `${user.firstName} ${user.lastName}`.trim() || user.email,
        job_title: null,
      }));
    },
  };
}

export type GraphConfig = { tenantId: string; clientId: string; clientSecret: string; fetch?: typeof fetch };

type GraphUser = {
  id: string;
  mail: string | null;
  userPrincipalName: string;
  givenName: string | null;
  surname: string | null;
  displayName: string | null;
  jobTitle: string | null;
};

/**
 * Microsoft Graph (Azure AD) with an app registration's client credentials (User.Read.All). The token is cached
 * until shortly before it expires. Not exercised against a real tenant in the tests.
 */
export function createGraphDirectory(config: GraphConfig): Directory {
  const doFetch = config.fetch ?? fetch;
  let cached: { token: string; expiresAt: number } | null = null;
  async function accessToken() {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const response = await doFetch(
      `https://login.microsoftonline.com/${encodeURIComponent(config.tenantId)}/oauth2/v2.0/token`,
      {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          scope: 'https://graph.microsoft.com/.default',
          grant_type: 'client_credentials',
        }),
      },
    );
    if (!response.ok) throw new Error(`Graph token request failed: ${response.status}`);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    cached = { token: body.access_token, expiresAt: Date.now() + (body.expires_in - 60) * 1000 };
    return body.access_token;
  }
  return {
    async search(keyword, limit) {
      const term = keyword.replace(/"/g, '');
      const url = new URL('https://graph.microsoft.com/v1.0/users');
      url.searchParams.set('$search', `"displayName:${term}" OR "mail:${term}"`);
      url.searchParams.set('$select', 'id,mail,userPrincipalName,givenName,surname,displayName,jobTitle');
      url.searchParams.set('$top', String(limit));
      const response = await doFetch(url, {
        headers: { authorization: `Bearer ${await accessToken()}`, consistencylevel: 'eventual' },
      });
      if (!response.ok) throw new Error(`Graph user search failed: ${response.status}`);
      const body = (await response.json()) as { value: GraphUser[] };
      return body.value.slice(0, limit).map((user) => ({
        external_id: user.id,
        email: (user.mail ?? user.userPrincipalName).toLowerCase(),
        first_name: user.givenName ?? '',
        last_name: user.surname ?? '',
        display_name: user.displayName ?? user.mail ?? user.userPrincipalName,
        job_title: user.jobTitle,
      }));
    },
  };
}

/** Graph when MS_GRAPH_TENANT_ID, MS_GRAPH_CLIENT_ID and MS_GRAPH_CLIENT_SECRET are all set. */
export function createDirectory(db: Db, env: NodeJS.ProcessEnv = process.env): Directory {
  const { MS_GRAPH_TENANT_ID: tenantId, MS_GRAPH_CLIENT_ID: clientId, MS_GRAPH_CLIENT_SECRET: clientSecret } = env;
  if (tenantId && clientId && clientSecret) return createGraphDirectory({ tenantId, clientId, clientSecret });
  return createLocalDirectory(db);
}
