import { expect, test } from 'vitest';
import { getRuntimeConfig, loadRuntimeConfig } from './runtime-config.ts';

const answer =
  (data: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify({ status: 'success', data }), { status });

test('an external identity provider from the server replaces the embedded one', async () => {
  expect(getRuntimeConfig()).toEqual({ idpBase: '/idp', clientId: 'marketplace-web' });
  await loadRuntimeConfig(answer({ idpUrl: 'https://sso.example.com', clientId: 'web' }));
  expect(getRuntimeConfig()).toEqual({ idpBase: 'https://sso.example.com', clientId: 'web' });
  await loadRuntimeConfig(answer({ idpUrl: null, clientId: 'marketplace-web' }));
  expect(getRuntimeConfig()).toEqual({ idpBase: '/idp', clientId: 'marketplace-web' });
});

test('without an answer the defaults stay', async () => {
  await loadRuntimeConfig(async () => {
    throw new TypeError('offline');
  });
  expect(getRuntimeConfig().idpBase).toBe('/idp');
});
