import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createFreelancer } from '../db/factories/freelancer.ts';
import { FACTORY_PASSWORD } from '../db/factories/user.ts';

let t: TestApp;
let freelancer: Record<string, string>;
const webDistDir = mkdtempSync(path.join(tmpdir(), 'fm-web-cache-'));
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, index) => `"row ${index}"`).join(',')}];\n`;
const PAGE = `<!doctype html><title>Marketplace</title>${'<meta name="x" content="padding">'.repeat(60)}<div id="root"></div>`;

beforeAll(async () => {
  writeFileSync(path.join(webDistDir, 'index.html'), PAGE);
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'assets', 'index-4f2a9c1b.js'), SCRIPT);
  t = await createTestApp({ webDistDir });
  await createFreelancer(t.db, { email: 'etag-fl@test.test' });
  freelancer = await t.signIn('etag-fl@test.test', 'freelancer', { password: FACTORY_PASSWORD });
});
afterAll(() => t.close());

describe('compression', () => {
  test('a hashed asset comes brotli-compressed to a browser that accepts it, gzip to one that does not', async () => {
    const br = await t.app.inject({ url: '/assets/index-4f2a9c1b.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
    const gzip = await t.app.inject({ url: '/assets/index-4f2a9c1b.js', headers: { 'accept-encoding': 'gzip' } });
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(gunzipSync(gzip.rawPayload).toString()).toBe(SCRIPT);
    const plain = await t.app.inject({ url: '/assets/index-4f2a9c1b.js' });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(SCRIPT);
  });

  test('a JSON answer above 1 KiB is compressed; a tiny one is not', async () => {
    const docs = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(docs.headers['content-encoding']).toBe('br');
    const document = JSON.parse(brotliDecompressSync(docs.rawPayload).toString());
    expect(document.paths['/api/freelancer/vat']).toBeDefined();
    const health = await t.app.inject({ url: '/healthz', headers: { 'accept-encoding': 'br' } });
    expect(health.headers['content-encoding']).toBeUndefined();
    expect(health.json()).toEqual({ status: 'ok' });
  });
});

describe('cache headers of the web app', () => {
  test('hashed assets are cached for a year as immutable; index.html and page paths are revalidated', async () => {
    const asset = await t.app.inject({ url: '/assets/index-4f2a9c1b.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    for (const url of ['/', '/index.html', '/login', '/projects/42']) {
      const page = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(gunzipSync(page.rawPayload).toString(), url).toBe(PAGE);
    }
  });
});

describe('ETag of the profile read', () => {
  test('an unchanged profile is a 304 without a body; a changed one a 200 with a new tag', async () => {
    const first = await t.app.inject({ url: '/api/freelancer/profile', headers: freelancer });
    expect(first.statusCode).toBe(200);
    const etag = first.headers.etag as string;
    expect(etag).toMatch(/^"[\w-]+"$/);
    expect(first.headers['cache-control']).toBe('private, no-cache');

    const unchanged = await t.app.inject({
      url: '/api/freelancer/profile',
      headers: { ...freelancer, 'if-none-match': etag, 'accept-encoding': 'br' },
    });
    expect(unchanged.statusCode).toBe(304);
    expect(unchanged.body).toBe('');
    expect(unchanged.headers.etag).toBe(etag);

    const saved = await t.app.inject({
      method: 'PUT',
      url: '/api/freelancer/settings',
      headers: freelancer,
      payload: { theme: 'dark', account_language: 'de' },
    });
    expect(saved.statusCode).toBe(200);
    const changed = await t.app.inject({
      url: '/api/freelancer/profile',
      headers: { ...freelancer, 'if-none-match': etag },
    });
    expect(changed.statusCode).toBe(200);
    expect(changed.headers.etag).not.toBe(etag);
    expect(changed.json().data.settings).toEqual({ theme: 'dark', account_language: 'de' });
  });

  test('another user’s tag does not match; calls other than the profile read carry none', async () => {
    const own = await t.app.inject({ url: '/api/freelancer/profile', headers: freelancer });
    const foreign = await t.app.inject({
      url: '/api/freelancer/profile',
      headers: { ...freelancer, 'if-none-match': '"not-this-profile"' },
    });
    expect(foreign.statusCode).toBe(200);
    expect(foreign.json()).toEqual(own.json());
    const vat = await t.app.inject({ url: '/api/freelancer/vat', headers: freelancer });
    expect(vat.statusCode).toBe(200);
    expect(vat.headers.etag).toBeUndefined();
  });
});
