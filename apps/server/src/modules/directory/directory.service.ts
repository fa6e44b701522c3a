import { and, asc, eq, ilike, inArray, or } from 'drizzle-orm';
import type { FastifyBaseLogger } from 'fastify';
import type { GraphSettings } from '../../config/config.ts';
import type { Db } from '../../db/client.ts';
import { likePattern } from '../../db/like-pattern.ts';
import { users, usersFullName } from '../../db/schema/identity.ts';
import { AppError } from '../../platform/app-error.ts';

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
              ilike(usersFullName, pattern),
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

type GraphUser = {
  id: string;
  mail: string | null;
  userPrincipalName: string;
  givenName: string | null;
  surname: string | null;
  displayName: string | null;
  jobTitle: string | null;
};

/** Graph could not be reached or refused the call; the caller gets a 502 without the details. */
export class DirectoryUnavailableError extends Error {
  constructor(message: string, options?: { cause?: unknown }) {
    super(message, options);
    this.name = 'DirectoryUnavailableError';
  }
}

const trimSlash = (url: string) => url.replace(/\/+$/, '');

/** Sends a Graph request; a network failure becomes a DirectoryUnavailableError. */
async function reach(step: string, send: () => Promise<Response>) {
  try {
    return await send();
  } catch (error) {
    if (error instanceof DirectoryUnavailableError) throw error;
    throw new DirectoryUnavailableError(`Graph ${step} failed: ${(error as Error).message}`, { cause: error });
  }
}

function assertOk(step: string, response: Response) {
  if (!response.ok) throw new DirectoryUnavailableError(`Graph ${step} failed: HTTP ${response.status}`);
  return response;
}

/**
 * Microsoft Graph (Azure AD) with an app registration's client credentials (User.Read.All). The token is cached
 * until shortly before it expires. Only enabled accounts are searched, as in the local directory.
 */
export function createGraphDirectory(config: GraphSettings): Directory {
  const loginUrl = trimSlash(config.loginUrl);
  const apiUrl = trimSlash(config.apiUrl);
  let cached: { token: string; expiresAt: number } | null = null;
  async function accessToken() {
    if (cached && cached.expiresAt > Date.now()) return cached.token;
    const response = await reach('token request', () =>
      fetch(`${loginUrl}/${encodeURIComponent(config.tenantId)}/oauth2/v2.0/token`, {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: new URLSearchParams({
          client_id: config.clientId,
          client_secret: config.clientSecret,
          // The Graph host is the resource; national clouds (graph.microsoft.us, …) have their own.
          scope: `${apiUrl}/.default`,
          grant_type: 'client_credentials',
        }),
      }),
    );
    assertOk('token request', response);
    const body = (await response.json()) as { access_token: string; expires_in: number };
    cached = { token: body.access_token, expiresAt: Date.now() + (body.expires_in - 60) * 1000 };
    return body.access_token;
  }
  return {
    async search(keyword, limit) {
      const term = keyword.replace(/"/g, '');
      const url = new URL(`${apiUrl}/v1.0/users`);
      url.searchParams.set('$search', `"displayName:${term}" OR "mail:${term}"`);
      url.searchParams.set('$filter', 'accountEnabled eq true');
      // $search with $filter is an advanced query: it needs ConsistencyLevel: eventual and $count=true.
      url.searchParams.set('$count', 'true');
      url.searchParams.set('$select', 'id,mail,userPrincipalName,givenName,surname,displayName,jobTitle');
      url.searchParams.set('$top', String(limit));
      const send = async () =>
        fetch(url, { headers: { authorization: `Bearer ${await accessToken()}`, consistencylevel: 'eventual' } });
      let response = await reach('user search', send);
      if (response.status === 401) {
        // The cached token was revoked or expired early: fetch a new one, once.
        cached = null;
        response = await reach('user search', send);
      }
      assertOk('user search', response);
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

/** Graph when the app is configured for it (MS_GRAPH_*), else the organisation's own users. */
export function createDirectory(db: Db, graph: GraphSettings | null): Directory {
  return graph ? createGraphDirectory(graph) : createLocalDirectory(db);
}

/** azure/search: an unreachable or refusing directory is a 502 "Error loading employees"; the cause is logged. */
export async function searchDirectory(directory: Directory, keyword: string, log: FastifyBaseLogger) {
  try {
    return await directory.search(keyword, DIRECTORY_RESULT_LIMIT);
  } catch (error) {
    if (!(error instanceof DirectoryUnavailableError)) throw error;
    log.warn({ err: error }, 'directory search failed');
    throw new AppError(502, 'catalogue.errorLoadingEmployees');
  }
}
