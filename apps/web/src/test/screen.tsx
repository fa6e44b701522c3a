import type { Realm, Role } from '@fm/contract/enums';
import { createTheme, type PaletteMode } from '@mui/material';
import { cleanup, render } from '@testing-library/react';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { afterEach, vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { Snackbars } from '../ui/snackbar.tsx';
import { createTestQueryClient, type TestLanguage, TestProviders } from './render.tsx';

/**
 * Component-test support for screens, dialogs and feature widgets: render with the app's own i18n instance (the
 * contract catalogue plus every feature's registerMessages texts) inside the shell's providers and the snackbar
 * host, sign in without a round trip, and answer the app's fetches from a stub that records each request.
 * The shared ui/ widgets are tested with the lean i18n of render.tsx instead.
 */

// These tests click through whole forms; on a machine shared by many runs they need more than vitest's 5 s.
vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  // Unmount first: a screen still mounted would re-render signed out.
  cleanup();
  vi.unstubAllGlobals();
  useAuthStore.getState().reset();
});

export type ScreenOptions = {
  /** The URL the router starts at. */
  route?: string;
  /** A route pattern for `ui` (for useParams); any other URL renders "left the page". */
  path?: string;
  language?: TestLanguage;
  mode?: PaletteMode;
};

export function renderScreen(
  ui: ReactElement,
  { route = '/', path, language = 'en', mode = 'light' }: ScreenOptions = {},
) {
  void i18n.changeLanguage(language);
  const queryClient = createTestQueryClient();
  const theme = createTheme({ palette: { mode } });
  const view = render(
    <TestProviders i18n={i18n} queryClient={queryClient} theme={theme} language={language} route={route}>
      <Snackbars />
      {path ? (
        <Routes>
          <Route path={path} element={ui} />
          <Route path="*" element={<p>left the page</p>} />
        </Routes>
      ) : (
        ui
      )}
    </TestProviders>,
  );
  return { ...view, queryClient };
}

/** A signed-in session without a network round trip; an agency user belongs to agency '1' unless told otherwise. */
export function signInAs(realm: Realm, roles: Role[], groups: string[] = realm === 'agency' ? ['1'] : []) {
  useAuthStore.setState({
    accessToken: 'test-token',
    refreshToken: 'test-refresh',
    tokenExpiry: Date.now() + 60 * 60 * 1000,
    realm,
    user: { id: '1', email: 'me@example.test', username: 'me@example.test', roles, resourceAccess: {}, groups },
    activeGroup: groups[0] ?? null,
    firstName: 'Mia',
    lastName: 'Muster',
    isProfileComplete: true,
  });
}

export type ApiRequest = { method: string; path: string; query: URLSearchParams; headers: Headers; body: unknown };

/** The success envelope of docs/product.md §10.1. */
export const ok = (data: unknown) => Response.json({ status: 'success', data });

/** The error envelope of docs/product.md §10.1. */
export const fail = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
  Response.json({ status: 'error', code, message, errors }, { status });

type ListPageOptions = { page?: number; lastPage?: number; items?: number; total?: number };

/** One page of a list call's answer; `total` counts every page's rows (this page's times lastPage by default). */
export function listPage(data: unknown[], { page = 1, lastPage = 1, items = 25, total }: ListPageOptions = {}) {
  return ok({ data, total: total ?? data.length * lastPage, page, items, last_page: lastPage });
}

/** JSON as its value, a form-encoded string as URLSearchParams, FormData and URLSearchParams as they are. */
function readBody(body: RequestInit['body']): unknown {
  if (body === undefined || body === null) return undefined;
  if (typeof body !== 'string') return body;
  try {
    return JSON.parse(body);
  } catch {
    return new URLSearchParams(body);
  }
}

/**
 * Answers every fetch with `answer` and records the requests in the returned array (in order). An answer of
 * undefined is the server's 404, as for an id the caller may not see; an `answer` that throws is a network failure.
 */
export function stubApi(answer: (request: ApiRequest) => Response | undefined | Promise<Response | undefined>) {
  const requests: ApiRequest[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const request = {
      method: init.method ?? 'GET',
      path: url.pathname,
      query: url.searchParams,
      headers: new Headers(init.headers),
      body: readBody(init.body),
    };
    requests.push(request);
    return (await answer(request)) ?? fail(404, 'error.notFound', 'Not found');
  });
  return requests;
}

/** The latest request to `path`. */
export const lastRequestTo = (requests: ApiRequest[], path: string) =>
  requests.filter((request) => request.path === path).at(-1);
