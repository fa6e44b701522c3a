import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../test/test-app.ts';
import { createUser, FACTORY_PASSWORD } from './db/factories/user.ts';

let t: TestApp;
const webDistDir = mkdtempSync(path.join(tmpdir(), 'fm-web-'));

beforeAll(async () => {
  writeFileSync(path.join(webDistDir, 'index.html'), '<!doctype html><title>Marketplace</title><div id="root"></div>');
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'assets', 'app.js'), 'console.log(1)');
  t = await createTestApp({ webDistDir });
});
afterAll(() => t.close());

describe('platform', () => {
  test('health and readiness', async () => {
    expect((await t.app.inject('/healthz')).json()).toEqual({ status: 'ok' });
    expect((await t.app.inject('/readyz')).json()).toEqual({ status: 'ready' });
  });

  test('the OpenAPI document lists the contract’s calls at /api/docs', async () => {
    const response = await t.app.inject('/api/docs/json');
    expect(response.statusCode).toBe(200);
    const document = response.json();
    expect(document.paths['/api/agency/profile'].get.summary).toBeTruthy();
    expect(document.paths['/api/freelancer/settings'].put.requestBody).toBeTruthy();
    expect((await t.app.inject('/api/docs')).statusCode).toBeLessThan(400);
  });

  test('an unknown API path answers the error envelope, a page path the web app', async () => {
    const api = await t.app.inject('/api/agency/nothing-here');
    expect(api.statusCode).toBe(404);
    expect(api.json()).toMatchObject({ status: 'error', code: 'error.notFound', message: 'Not found.' });
    const page = await t.app.inject('/projects/42');
    expect(page.statusCode).toBe(200);
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('<div id="root">');
    const asset = await t.app.inject('/assets/app.js');
    expect(asset.statusCode).toBe(200);
    expect((await t.app.inject('/assets/missing.js')).statusCode).toBe(404);
  });

  test('a web app rebuilt while the server runs is served without a restart', async () => {
    writeFileSync(path.join(webDistDir, 'assets', 'rebuilt-chunk.js'), 'console.log(2)');
    const asset = await t.app.inject('/assets/rebuilt-chunk.js');
    expect(asset.statusCode).toBe(200);
    expect(asset.body).toBe('console.log(2)');
  });

  test('security headers are set; no origin, the app’s own or another, is granted cross-origin reads', async () => {
    const response = await t.app.inject({ url: '/healthz', headers: { origin: 'https://evil.example' } });
    expect(response.headers['x-content-type-options']).toBe('nosniff');
    expect(response.headers['content-security-policy']).toContain("default-src 'self'");
    // The web app calls its own origin, which needs no CORS headers; any other origin's script may not read answers.
    for (const origin of ['https://evil.example', 'http://localhost:3000']) {
      const answer = await t.app.inject({ url: '/api/config', headers: { origin } });
      expect(answer.statusCode).toBe(200);
      expect(answer.headers['access-control-allow-origin']).toBeUndefined();
      expect(answer.headers['access-control-allow-credentials']).toBeUndefined();
      const preflight = await t.app.inject({
        method: 'OPTIONS',
        url: '/api/agency/settings/admin',
        headers: { origin, 'access-control-request-method': 'PUT' },
      });
      expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
      expect(preflight.headers['access-control-allow-methods']).toBeUndefined();
    }
  });

  test('malformed JSON is a 400 in the envelope, without internals', async () => {
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/agency/settings/admin',
      headers: { ...(await adminHeaders()), 'content-type': 'application/json' },
      payload: '{"theme":',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', message: 'Please check your input.' });
    expect(response.body).not.toMatch(/SyntaxError|node_modules/);
  });
});

async function adminHeaders() {
  await createUser(t.db, { email: 'admin@platform.test', role: 'admin' });
  return t.signIn('admin@platform.test', 'admin', { password: FACTORY_PASSWORD });
}
