import type { Role } from '@fm/contract/enums';
import { act } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { i18n as appI18n } from '../i18n/i18n.ts';
import { useAuthStore } from '../stores/auth-store.ts';
import { type ProvidersOptions, renderWithProviders } from './render.tsx';

/**
 * renderWithProviders plus the app's full texts (contract catalogue and every registered feature), which the
 * shared test i18n does not carry.
 */
export function renderWithMessages(ui: ReactElement, options: ProvidersOptions = {}) {
  const result = renderWithProviders(<SnackbarProvider>{ui}</SnackbarProvider>, options);
  act(() => {
    for (const language of ['en', 'de'])
      result.i18n.addResourceBundle(
        language,
        'translation',
        appI18n.getResourceBundle(language, 'translation'),
        true,
        true,
      );
    void result.i18n.changeLanguage(options.language ?? 'en');
  });
  return result;
}

/** A signed-in session with these roles (the token itself is never read by the server stub). */
export function signInAs(roles: Role[], realm: 'agency' | 'freelancer' | 'admin' = 'agency') {
  useAuthStore.setState({
    accessToken: 'access-1',
    refreshToken: 'refresh-1',
    tokenExpiry: Date.now() + 300_000,
    realm,
    activeGroup: realm === 'agency' ? '1' : null,
    user: { id: 'u1', email: 'x@demo.test', username: 'x', roles, resourceAccess: {}, groups: ['1'] },
  });
}

export type StubRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
type Answer = {
  status?: number;
  data?: unknown;
  error?: { message: string; code?: string; errors?: Record<string, string[]> };
};

/** A fetch-level server stub: `respond` answers each request; every request is recorded. */
export function stubServer(respond: (request: StubRequest) => Answer | undefined) {
  const requests: StubRequest[] = [];
  const fetchStub = vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
    const url = new URL(String(input), 'http://localhost');
    const body = typeof init?.body === 'string' ? JSON.parse(init.body) : (init?.body ?? null);
    const request = { method: init?.method ?? 'GET', path: url.pathname, query: url.searchParams, body };
    requests.push(request);
    const answer = respond(request) ?? { status: 404, error: { message: 'Not found', code: 'error.notFound' } };
    const status = answer.status ?? 200;
    if (answer.error) return Response.json({ status: 'error', code: 'error', ...answer.error }, { status });
    return Response.json({ status: 'success', data: answer.data }, { status });
  });
  vi.stubGlobal('fetch', fetchStub);
  return { requests, fetchStub };
}

export const listOf = <T,>(data: T[]) => ({ data, total: data.length, page: 1, items: 25, last_page: 1 });
