import { expect, test } from 'vitest';
import { loadRuntimeConfig, readyRuntimeConfig } from './runtime-config.ts';

const answer =
  (data: unknown, status = 200) =>
  async () =>
    new Response(JSON.stringify({ status: 'success', data }), { status });

test('an external identity provider from the server replaces the embedded one', async () => {
  expect(await readyRuntimeConfig()).toEqual({ idpBase: '/idp', clientId: 'marketplace-web' });
  await loadRuntimeConfig(answer({ idpUrl: 'https://sso.example.com', clientId: 'web' }));
  expect(await readyRuntimeConfig()).toEqual({ idpBase: 'https://sso.example.com', clientId: 'web' });
  await loadRuntimeConfig(answer({ idpUrl: null, clientId: 'marketplace-web' }));
  expect(await readyRuntimeConfig()).toEqual({ idpBase: '/idp', clientId: 'marketplace-web' });
});

test('without an answer the defaults stay', async () => {
  await loadRuntimeConfig(async () => {
    throw new TypeError('offline');
  });
  expect((await readyRuntimeConfig()).idpBase).toBe('/idp');
});

test('a call made while the configuration loads waits for the answer', async () => {
  let respond: (response: Response) => void = () => undefined;
  void loadRuntimeConfig(() => new Promise<Response>((resolve) => (respond = resolve)));
  const ready = readyRuntimeConfig();
  respond(
    new Response(JSON.stringify({ status: 'success', data: { idpUrl: 'https://sso.example.com', clientId: 'web' } })),
  );
  expect((await ready).idpBase).toBe('https://sso.example.com');
});
