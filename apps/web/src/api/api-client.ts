import { COUNTRY_CODE } from '@fm/contract/constants';
import { type Endpoint, fillPath } from '@fm/contract/endpoint';
import type { TokenOutput } from '@fm/contract/endpoints/idp';
import type { Language, Realm } from '@fm/contract/enums';
import type { z } from 'zod';
import { ApiError, type FieldErrors } from './api-error.ts';
import { buildQueryString, encodeBody } from './encode-request.ts';
import { requestRefreshedToken } from './idp-client.ts';

/** What the client needs to know about the session; the app wires it to the auth store. */
export type ApiSession = {
  accessToken: string | null;
  refreshToken: string | null;
  /** Epoch milliseconds. */
  tokenExpiry: number | null;
  realm: Realm | null;
  activeGroup: string | null;
};

export type ApiClientDeps = {
  fetch?: typeof fetch;
  getSession: () => ApiSession;
  getLanguage: () => Language;
  onTokens: (tokens: TokenOutput) => void;
  /** Missing refresh token or failed refresh: reset, reload, "Session expired!". */
  onSessionExpired: () => void;
  /** 5xx or network failure: the unknown-error snackbar. */
  onUnknownError: () => void;
  now?: () => number;
};

type Input<S> = S extends z.ZodType ? z.input<S> : never;
type MaybeRecord = Record<string, unknown>;

export type CallOptions<E extends Endpoint> = {
  params?: Record<string, string | number>;
  query?: E['query'] extends z.ZodType ? Input<E['query']> : MaybeRecord;
  body?: E['body'] extends z.ZodType ? Input<E['body']> : unknown;
  signal?: AbortSignal;
  /** Leave out X-Group (the agency list is read before a group is chosen). */
  isWithoutGroup?: boolean;
  /** Downloads: bytes received so far and the total when the server sent Content-Length. */
  onProgress?: (received: number, total: number | null) => void;
};

/** The envelope's `data`, typed by the endpoint's output schema; downloads give a Blob. */
export type EndpointData<E extends Endpoint> = E['isDownload'] extends true
  ? Blob
  : E['output'] extends z.ZodType
    ? z.output<E['output']>
    : unknown;

/** Refresh this long before the access token's expiry, so no request leaves with a dying token. */
const EXPIRY_SKEW_MS = 10_000;

class SessionExpiredError extends ApiError {
  constructor() {
    super({ status: 401, code: 'error.sessionExpired', message: 'Session expired!' });
  }
}

export function createApiClient(deps: ApiClientDeps) {
  const fetchImpl = deps.fetch ?? ((...args: Parameters<typeof fetch>) => fetch(...args));
  const now = deps.now ?? Date.now;
  let refreshing: Promise<string> | null = null;

  function expire(): never {
    deps.onSessionExpired();
    throw new SessionExpiredError();
  }

  /** One refresh at a time: everyone who needs a token while it runs awaits the same promise. */
  function refreshSession(): Promise<string> {
    refreshing ??= (async () => {
      const { realm, refreshToken } = deps.getSession();
      if (!realm || !refreshToken) return expire();
      let tokens: TokenOutput;
      try {
        tokens = await requestRefreshedToken(realm, refreshToken, fetchImpl);
      } catch (error) {
        // Offline, or a page left while the refresh was on its way: the session is not over, only unanswered.
        if (error instanceof ApiError && error.code === 'error.unknown') {
          deps.onUnknownError();
          throw error;
        }
        return expire();
      }
      deps.onTokens(tokens);
      return tokens.access_token;
    })().finally(() => {
      refreshing = null;
    });
    return refreshing;
  }

  /** Before each request, on window focus and on every route change (docs/product.md §10.3). */
  async function ensureFreshSession(): Promise<void> {
    if (refreshing) {
      await refreshing;
      return;
    }
    const { accessToken, refreshToken, tokenExpiry } = deps.getSession();
    if (!accessToken) return;
    if (!refreshToken) expire();
    if (tokenExpiry !== null && now() >= tokenExpiry - EXPIRY_SKEW_MS) await refreshSession();
  }

  /** The headers every call carries: language, country, realm, token and (unless left out) the active group. */
  function sessionHeaders(accept: string, isWithoutGroup = false): Headers {
    const session = deps.getSession();
    const headers = new Headers({
      Accept: accept,
      'Accept-Language': deps.getLanguage(),
      'X-Country-Code': COUNTRY_CODE,
    });
    if (session.realm) headers.set('X-Realm', session.realm);
    if (session.accessToken) headers.set('Authorization', `Bearer ${session.accessToken}`);
    if (session.activeGroup && !isWithoutGroup) headers.set('X-Group', session.activeGroup);
    return headers;
  }

  function headersFor(endpoint: Endpoint, options: CallOptions<Endpoint>): Headers {
    const headers = sessionHeaders('application/json', options.isWithoutGroup);
    if (options.body !== undefined && (endpoint.encoding ?? 'json') === 'json')
      headers.set('Content-Type', 'application/json');
    return headers;
  }

  async function send(endpoint: Endpoint, options: CallOptions<Endpoint>): Promise<Response> {
    const url = fillPath(endpoint, options.params) + buildQueryString(options.query as MaybeRecord | undefined);
    try {
      return await fetchImpl(url, {
        method: endpoint.method,
        headers: headersFor(endpoint, options),
        body: encodeBody(options.body, endpoint.encoding ?? 'json'),
        signal: options.signal,
      });
    } catch (error) {
      if (error instanceof DOMException && error.name === 'AbortError') throw error;
      deps.onUnknownError();
      throw new ApiError({ status: 0, code: 'error.unknown', message: 'Network error' });
    }
  }

  async function callEndpoint<E extends Endpoint>(endpoint: E, options: CallOptions<E> = {}): Promise<EndpointData<E>> {
    const isPublic = endpoint.roles === 'public';
    if (!isPublic) await ensureFreshSession();
    const sentWith = deps.getSession().accessToken;
    let response = await send(endpoint, options as CallOptions<Endpoint>);
    if (response.status === 401 && !isPublic && sentWith) {
      // Someone else may have refreshed while this request was in flight; then just retry with that token.
      if (refreshing) await refreshing;
      else if (deps.getSession().accessToken === sentWith) await refreshSession();
      response = await send(endpoint, options as CallOptions<Endpoint>);
      if (response.status === 401) expire();
    }
    return readResponse(endpoint, response, options.onProgress) as Promise<EndpointData<E>>;
  }

  /**
   * Opens a long-lived stream (server-sent events) with the same headers and token handling as every call: a
   * fresh token first, one refresh and retry on 401. Gives the raw response; the caller reads its body.
   */
  async function openStream(path: string, signal: AbortSignal): Promise<Response> {
    await ensureFreshSession();
    const sentWith = deps.getSession().accessToken;
    const request = () => fetchImpl(path, { method: 'GET', headers: sessionHeaders('text/event-stream'), signal });
    let response = await request();
    if (response.status === 401 && sentWith) {
      if (refreshing) await refreshing;
      else if (deps.getSession().accessToken === sentWith) await refreshSession();
      response = await request();
      if (response.status === 401) expire();
    }
    return response;
  }

  /** Reads a download chunk by chunk, telling `onProgress` how far it is. */
  async function readBlob(response: Response, onProgress: NonNullable<CallOptions<Endpoint>['onProgress']>) {
    const length = Number(response.headers.get('Content-Length'));
    const total = Number.isFinite(length) && length > 0 ? length : null;
    const type = response.headers.get('Content-Type') ?? '';
    if (!response.body) return response.blob();
    const reader = response.body.getReader();
    const chunks: Uint8Array[] = [];
    let received = 0;
    onProgress(0, total);
    for (;;) {
      const { done, value } = await reader.read();
      if (done) break;
      chunks.push(value);
      received += value.byteLength;
      onProgress(received, total);
    }
    return new Blob(chunks as BlobPart[], { type });
  }

  async function readResponse(
    endpoint: Endpoint,
    response: Response,
    onProgress?: CallOptions<Endpoint>['onProgress'],
  ): Promise<unknown> {
    if (response.status >= 500) {
      deps.onUnknownError();
      throw new ApiError({
        status: response.status,
        code: 'error.unknown',
        message: response.statusText || 'Server error',
      });
    }
    if (response.ok && endpoint.isDownload) return onProgress ? readBlob(response, onProgress) : response.blob();
    const envelope = (await response.json().catch(() => null)) as {
      status?: string;
      data?: unknown;
      message?: string;
      code?: string;
      errors?: FieldErrors;
    } | null;
    if (!response.ok || envelope?.status !== 'success') {
      throw new ApiError({
        status: response.status,
        code: envelope?.code ?? 'error.unknown',
        message: envelope?.message ?? response.statusText,
        fieldErrors: envelope?.errors,
      });
    }
    if (!endpoint.output) return envelope.data;
    const parsed = endpoint.output.safeParse(envelope.data);
    if (parsed.success) return parsed.data;
    // A contract drift must not blank a screen: report it and pass the data on unparsed.
    const fields = parsed.error.issues.map((issue) => issue.path.join('.') || '(root)');
    console.warn(
      `Response of ${endpoint.method} ${endpoint.path} does not match the contract at: ${fields.join(', ')}`,
    );
    return envelope.data;
  }

  return { callEndpoint, ensureFreshSession, refreshSession, openStream };
}

export type ApiClient = ReturnType<typeof createApiClient>;
