import type { z } from 'zod';
import type { Role } from './enums.ts';
import { hasPermission, type Permission } from './roles.ts';

/** The base paths of docs/product.md §10.1. */
export const API_BASES = {
  freelancer: '/api/freelancer',
  agency: '/api/agency',
  inmail: '/api/inmail',
  activity: '/api/activity',
  /** Stored images (not a call of document 2; the profile outputs name these URLs). */
  files: '/api/files',
} as const;
export type ApiBase = keyof typeof API_BASES;

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'PATCH' | 'DELETE';

/**
 * One call of docs/product.md §10: everything server and web need to agree on.
 * `roles` lists who may call it ('public' needs no token); `permission` narrows it further.
 */
export type Endpoint = {
  method: HttpMethod;
  base: ApiBase;
  /** Below the base, with `:name` parameters, exactly as document 2 names it. */
  path: string;
  summary: string;
  roles: readonly Role[] | 'public';
  permission?: Permission;
  params?: z.ZodType;
  query?: z.ZodType;
  body?: z.ZodType;
  /** The `data` of the success envelope; absent for binary downloads. */
  output?: z.ZodType;
  /** Request body encoding; json by default. */
  encoding?: 'json' | 'form' | 'multipart';
  /** A file download instead of an envelope. */
  isDownload?: boolean;
  /** The content types a download answers with (API docs); application/octet-stream when absent. */
  downloadTypes?: readonly string[];
  /**
   * A POST that changes nothing: a read whose input travels in the body, as document 2 has it. The server treats it
   * as a GET: what it knows (checked sessions, counts above the cap) is kept across it, not dropped as after a change.
   */
  readsOnly?: true;
  /** Catalogue key of the error the web app shows when the call fails. */
  errorKey?: string;
};

/** The media types of a spreadsheet download (`format=xlsx|csv`). */
export const SPREADSHEET_TYPES = [
  'application/vnd.openxmlformats-officedocument.spreadsheetml.sheet',
  'text/csv',
] as const;

export function defineEndpoint<const E extends Endpoint>(endpoint: E): E {
  return endpoint;
}

/**
 * One shape of a call whose answer depends on its query (a page, or with `id` one item), typed for callers.
 * It is the same wire call as `endpoint`, which the server registers and the API docs list; `viewOf` names it,
 * so a view is never counted as a call of its own.
 */
export function endpointView<const E extends Endpoint, Q extends z.ZodType, O extends z.ZodType>(
  endpoint: E,
  shape: { query: Q; output: O },
): Omit<E, 'query' | 'output'> & { query: Q; output: O; viewOf: E } {
  return { ...endpoint, ...shape, viewOf: endpoint };
}

/** The route guard's rule: one of the endpoint's roles, and its permission when it names one. */
export function mayCall(roles: readonly Role[], endpoint: Pick<Endpoint, 'roles' | 'permission'>): boolean {
  if (endpoint.roles === 'public') return true;
  const allowed: readonly Role[] = endpoint.roles;
  if (!roles.some((role) => allowed.includes(role))) return false;
  return endpoint.permission === undefined || hasPermission(roles, endpoint.permission);
}

export function fullPath(endpoint: Pick<Endpoint, 'base' | 'path'>): string {
  return `${API_BASES[endpoint.base]}/${endpoint.path}`;
}

/** `agency-details/:id` with { id: 3 } → `agency-details/3`. */
export function fillPath(
  endpoint: Pick<Endpoint, 'base' | 'path'>,
  params: Record<string, string | number> = {},
): string {
  return fullPath(endpoint).replace(/:([A-Za-z_]+)/g, (_, name: string) => {
    const value = params[name];
    if (value === undefined) throw new Error(`Missing path parameter ${name}`);
    return encodeURIComponent(String(value));
  });
}
