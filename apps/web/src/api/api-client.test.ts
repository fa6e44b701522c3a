import { defineEndpoint } from '@fm/contract/endpoint';
import type { TokenOutput } from '@fm/contract/endpoints/idp';
import { agencySettingsUpdate, freelancerProfileGet } from '@fm/contract/endpoints/shell';
import { describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { type ApiSession, createApiClient } from './api-client.ts';
import { ApiError } from './api-error.ts';

const listEndpoint = defineEndpoint({
  method: 'GET',
  base: 'agency',
  path: 'items/:kind',
  summary: 'test list',
  roles: ['admin'],
  output: z.object({ ok: z.boolean() }),
});

const formEndpoint = defineEndpoint({
  method: 'POST',
  base: 'agency',
  path: 'admin/user-list',
  summary: 'test form',
  roles: ['admin'],
  encoding: 'form',
  output: z.object({ ok: z.boolean() }),
});

type Recorded = { url: string; method: string; headers: Headers; body: BodyInit | null | undefined };

const ok = (data: unknown) => Response.json({ status: 'success', data });
const tokens = (access: string): TokenOutput => ({
  access_token: access,
  expires_in: 300,
  refresh_token: `refresh-${access}`,
  refresh_expires_in: 1800,
  token_type: 'Bearer',
  'not-before-policy': 0,
  session_state: 's',
  scope: 'openid',
});

/** A scripted server: `respond` decides each answer; every request is recorded. */
function setUp(respond: (request: Recorded) => Response | Promise<Response>, session: Partial<ApiSession> = {}) {
  const requests: Recorded[] = [];
  const state: ApiSession = {
    accessToken: 'old',
    refreshToken: 'refresh-old',
    tokenExpiry: Date.now() + 300_000,
    realm: 'agency',
    activeGroup: '7',
    ...session,
  };
  const deps = {
    fetch: vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const request = {
        url: String(input),
        method: init?.method ?? 'GET',
        headers: new Headers(init?.headers),
        body: init?.body,
      };
      requests.push(request);
      return respond(request);
    }) as unknown as typeof fetch,
    getSession: () => state,
    getLanguage: () => 'de' as const,
    onTokens: vi.fn((next: TokenOutput) => {
      state.accessToken = next.access_token;
      state.refreshToken = next.refresh_token;
      state.tokenExpiry = Date.now() + next.expires_in * 1000;
    }),
    onSessionExpired: vi.fn(),
    onUnknownError: vi.fn(),
  };
  return { client: createApiClient(deps), requests, deps, state };
}

const isTokenCall = (request: Recorded) => request.url.endsWith('/protocol/openid-connect/token');

describe('api client', () => {
  it('sends the common headers, fills the path, encodes arrays as name[] and returns the envelope data', async () => {
    const { client, requests } = setUp(() => ok({ ok: true }));
    const data = await client.callEndpoint(listEndpoint, {
      params: { kind: 'open' },
      query: { keyword: ['a b', 'c'], page: 2, empty: '', missing: undefined },
    });
    expect(data).toEqual({ ok: true });
    const [request] = requests;
    expect(request?.url).toBe('/api/agency/items/open?keyword%5B%5D=a+b&keyword%5B%5D=c&page=2');
    expect(Object.fromEntries(request?.headers ?? [])).toMatchObject({
      authorization: 'Bearer old',
      'x-realm': 'agency',
      'accept-language': 'de',
      'x-country-code': 'DE',
      'x-group': '7',
    });
  });

  it('leaves out X-Group without an active group or when asked to', async () => {
    const { client, requests, state } = setUp(() => ok({ ok: true }));
    await client.callEndpoint(listEndpoint, { params: { kind: 'x' }, isWithoutGroup: true });
    state.activeGroup = null;
    await client.callEndpoint(listEndpoint, { params: { kind: 'x' } });
    expect(requests.map((request) => request.headers.has('x-group'))).toEqual([false, false]);
  });

  it('encodes json and form bodies per endpoint', async () => {
    const { client, requests } = setUp(() => ok({ theme: 'dark', account_language: 'de', ok: true }));
    await client.callEndpoint(agencySettingsUpdate, { body: { theme: 'dark' } });
    await client.callEndpoint(formEndpoint, { body: { keyword: ['x'], page: 1 } });
    expect(requests[0]?.headers.get('content-type')).toBe('application/json');
    expect(requests[0]?.body).toBe('{"theme":"dark"}');
    expect(String(requests[1]?.body)).toBe('keyword%5B%5D=x&page=1');
  });

  it('turns a 400 into an ApiError with code and field errors, without a snackbar', async () => {
    const { client, deps } = setUp(() =>
      Response.json(
        {
          status: 'error',
          message: 'Please check your input.',
          code: 'error.validation',
          errors: { theme: ['Invalid'] },
        },
        { status: 400 },
      ),
    );
    const error = await client
      .callEndpoint(agencySettingsUpdate, { body: { theme: 'dark' } })
      .catch((caught) => caught);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 400, code: 'error.validation', message: 'Please check your input.' });
    expect((error as ApiError).fieldErrors).toEqual({ theme: ['Invalid'] });
    expect(deps.onUnknownError).not.toHaveBeenCalled();
  });

  it('shows the unknown-error snackbar on 5xx and on network failures', async () => {
    let isDown = false;
    const { client, deps } = setUp(() => {
      if (isDown) throw new TypeError('Failed to fetch');
      return new Response('boom', { status: 502 });
    });
    await expect(client.callEndpoint(freelancerProfileGet)).rejects.toMatchObject({
      status: 502,
      code: 'error.unknown',
    });
    isDown = true;
    await expect(client.callEndpoint(freelancerProfileGet)).rejects.toMatchObject({ status: 0, code: 'error.unknown' });
    expect(deps.onUnknownError).toHaveBeenCalledTimes(2);
  });

  it('on 401 refreshes once while the other requests wait, then retries all with the new token', async () => {
    let releaseRefresh: () => void = () => undefined;
    const refreshGate = new Promise<void>((resolve) => {
      releaseRefresh = resolve;
    });
    const { client, requests, deps } = setUp(async (request) => {
      if (isTokenCall(request)) {
        await refreshGate;
        return Response.json(tokens('new'));
      }
      return request.headers.get('authorization') === 'Bearer new'
        ? ok({ ok: true })
        : new Response(null, { status: 401 });
    });

    const first = [1, 2, 3].map((n) => client.callEndpoint(listEndpoint, { params: { kind: String(n) } }));
    await vi.waitFor(() => expect(requests.filter(isTokenCall)).toHaveLength(1));
    // A request made while the refresh runs waits for it instead of going out with the old token.
    const late = client.callEndpoint(listEndpoint, { params: { kind: 'late' } });
    releaseRefresh();
    await expect(Promise.all([...first, late])).resolves.toEqual(Array(4).fill({ ok: true }));

    const tokenCalls = requests.filter(isTokenCall);
    expect(tokenCalls).toHaveLength(1);
    expect(tokenCalls[0]?.url).toBe('/idp/realms/agency/protocol/openid-connect/token');
    expect(Object.fromEntries(new URLSearchParams(String(tokenCalls[0]?.body)))).toEqual({
      grant_type: 'refresh_token',
      client_id: 'marketplace-web',
      refresh_token: 'refresh-old',
    });
    const apiCalls = requests.filter((request) => !isTokenCall(request));
    expect(apiCalls.filter((request) => request.headers.get('authorization') === 'Bearer old')).toHaveLength(3);
    expect(apiCalls.filter((request) => request.headers.get('authorization') === 'Bearer new')).toHaveLength(4);
    expect(apiCalls.find((request) => request.url.endsWith('/late'))?.headers.get('authorization')).toBe('Bearer new');
    expect(deps.onTokens).toHaveBeenCalledTimes(1);
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
  });

  it('refreshes before the request when the access token has expired', async () => {
    const { client, requests } = setUp(
      (request) => (isTokenCall(request) ? Response.json(tokens('fresh')) : ok({ ok: true })),
      { tokenExpiry: Date.now() - 1000 },
    );
    await client.callEndpoint(listEndpoint, { params: { kind: 'a' } });
    expect(requests.map((request) => (isTokenCall(request) ? 'token' : request.headers.get('authorization')))).toEqual([
      'token',
      'Bearer fresh',
    ]);
  });

  it('expires the session when the refresh fails', async () => {
    const { client, deps } = setUp((request) =>
      isTokenCall(request)
        ? Response.json({ error: 'invalid_grant' }, { status: 400 })
        : new Response(null, { status: 401 }),
    );
    const results = await Promise.allSettled([
      client.callEndpoint(listEndpoint, { params: { kind: 'a' } }),
      client.callEndpoint(listEndpoint, { params: { kind: 'b' } }),
    ]);
    expect(results.map((result) => result.status)).toEqual(['rejected', 'rejected']);
    expect(deps.onSessionExpired).toHaveBeenCalledTimes(1);
  });

  it('keeps the session when the refresh gets no answer, says so and refreshes on the next call', async () => {
    let refreshAnswer: 'offline' | 502 | 429 | 'tokens' = 'offline';
    const { client, deps, state } = setUp(
      (request) => {
        if (!isTokenCall(request)) return ok({ ok: true });
        if (refreshAnswer === 'offline') throw new TypeError('Failed to fetch');
        if (refreshAnswer === 'tokens') return Response.json(tokens('fresh'));
        return new Response(null, { status: refreshAnswer });
      },
      { tokenExpiry: Date.now() - 1000 },
    );
    for (const answer of ['offline', 502, 429] as const) {
      refreshAnswer = answer;
      await expect(client.callEndpoint(listEndpoint, { params: { kind: 'a' } })).rejects.toMatchObject({
        code: 'error.unknown',
      });
    }
    expect(deps.onUnknownError).toHaveBeenCalledTimes(3);
    expect(deps.onSessionExpired).not.toHaveBeenCalled();
    expect(state).toMatchObject({ accessToken: 'old', refreshToken: 'refresh-old' });
    refreshAnswer = 'tokens';
    await expect(client.callEndpoint(listEndpoint, { params: { kind: 'a' } })).resolves.toEqual({ ok: true });
    expect(state.accessToken).toBe('fresh');
  });

  it('expires the session when the refresh token is missing', async () => {
    const { client, deps, requests } = setUp(() => ok({ ok: true }), { refreshToken: null });
    await expect(client.callEndpoint(listEndpoint, { params: { kind: 'a' } })).rejects.toMatchObject({
      code: 'error.sessionExpired',
    });
    expect(deps.onSessionExpired).toHaveBeenCalledTimes(1);
    expect(requests).toHaveLength(0);
  });
});
