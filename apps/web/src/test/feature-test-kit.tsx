import { render } from '@testing-library/react';
import { SnackbarProvider } from 'notistack';
import type { ReactElement } from 'react';
import { vi } from 'vitest';
import { i18n as appI18n } from '../i18n/i18n.ts';
import { createTestWrapper, type ProvidersOptions } from './render.tsx';

/**
 * renderWithProviders with every text the app knows: the test i18n gets the app's resources, including the
 * features' registerMessages texts (registered on import of their messages.ts), and the snackbar host.
 */
export function renderFeature(ui: ReactElement, options: ProvidersOptions = {}) {
  const { wrapper, i18n, queryClient } = createTestWrapper(options);
  for (const language of ['en', 'de'])
    i18n.addResourceBundle(language, 'translation', appI18n.getResourceBundle(language, 'translation'), true, true);
  return { ...render(<SnackbarProvider>{ui}</SnackbarProvider>, { wrapper }), i18n, queryClient };
}

export type StubRequest = { method: string; path: string; query: URLSearchParams; body: unknown };
export type StubReply =
  | { status?: 200; data: unknown }
  | { status: number; code?: string; message?: string; errors?: Record<string, string[]> };

/** Answers the app's fetches from `reply` (the API's envelope) and records every request. */
export function stubApi(reply: (request: StubRequest) => StubReply) {
  const requests: StubRequest[] = [];
  vi.stubGlobal(
    'fetch',
    vi.fn(async (input: RequestInfo | URL, init?: RequestInit) => {
      const url = new URL(String(input), 'http://localhost');
      const text = typeof init?.body === 'string' ? init.body : undefined;
      const request = {
        method: init?.method ?? 'GET',
        path: url.pathname,
        query: url.searchParams,
        body: text ? JSON.parse(text) : undefined,
      };
      requests.push(request);
      const answer = reply(request);
      const status = answer.status ?? 200;
      const payload =
        'data' in answer
          ? { status: 'success', data: answer.data }
          : {
              status: 'error',
              code: answer.code ?? 'error.validation',
              message: answer.message ?? 'Error',
              errors: answer.errors,
            };
      return new Response(JSON.stringify(payload), { status, headers: { 'Content-Type': 'application/json' } });
    }),
  );
  return requests;
}
