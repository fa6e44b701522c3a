import type { Realm, Role } from '@fm/contract/enums';
import { createTheme } from '@mui/material';
import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { Route, Routes } from 'react-router';
import { vi } from 'vitest';
import { i18n } from '../i18n/i18n.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { createTestQueryClient, TestProviders } from './render.tsx';

/**
 * Component-test support for the organisation screens. The screens' texts live in their features'
 * registerMessages bundles on the app's i18n instance, so these tests render with that instance inside the
 * shared TestProviders (render.tsx), plus notistack's provider to see the snackbars.
 */
// These tests click through whole forms; on a machine shared by many runs they need more than vitest's 5 s.
vi.setConfig({ testTimeout: 20_000 });

export function renderScreen(
  ui: ReactElement,
  { route = '/', path, language = 'en' }: { route?: string; path?: string; language?: 'en' | 'de' } = {},
) {
  void i18n.changeLanguage(language);
  const queryClient = createTestQueryClient();
  return {
    queryClient,
    ...render(
      <TestProviders i18n={i18n} queryClient={queryClient} theme={createTheme()} language={language} route={route}>
        <SnackbarProvider>
          {path ? (
            <Routes>
              <Route path={path} element={ui} />
              <Route path="*" element={<p>left the page</p>} />
            </Routes>
          ) : (
            ui
          )}
        </SnackbarProvider>
      </TestProviders>,
    ),
  };
}

/** A signed-in session without a network round trip. */
export function signInAs(realm: Realm, roles: Role[], groups: string[] = []) {
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

export type ApiCall = { method: string; path: string; query: URLSearchParams; body: unknown };

/** `{status:'success', data}` or the error envelope of DESIGN §5. */
export const ok = (data: unknown) => Response.json({ status: 'success', data });
export const fail = (status: number, code: string, message: string, errors?: Record<string, string[]>) =>
  Response.json({ status: 'error', code, message, errors }, { status });

function readBody(init: RequestInit): unknown {
  const body = init.body;
  if (body === undefined || body === null) return undefined;
  if (typeof body === 'string') {
    try {
      return JSON.parse(body);
    } catch {
      return new URLSearchParams(body);
    }
  }
  if (body instanceof URLSearchParams) return body;
  if (body instanceof FormData) return body;
  return body;
}

/** Answers every fetch with `answer` (network-level mock) and records the calls. */
export function mockApi(answer: (call: ApiCall) => Response | Promise<Response>) {
  const calls: ApiCall[] = [];
  vi.stubGlobal('fetch', async (input: RequestInfo | URL, init: RequestInit = {}) => {
    const url = new URL(String(input), 'http://localhost');
    const call = { method: init.method ?? 'GET', path: url.pathname, query: url.searchParams, body: readBody(init) };
    calls.push(call);
    return answer(call);
  });
  return calls;
}
