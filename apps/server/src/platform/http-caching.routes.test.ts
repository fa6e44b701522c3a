import { mkdirSync, mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, constants, gunzipSync } from 'node:zlib';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createFreelancer } from '../db/factories/freelancer.ts';
import { FACTORY_PASSWORD } from '../db/factories/user.ts';
import { SYNC_COMPRESSION_MAX_BYTES } from './http-caching.ts';

let t: TestApp;
let freelancer: Record<string, string>;
const webDistDir = mkdtempSync(path.join(tmpdir(), 'fm-web-cache-'));
const SCRIPT = `export const rows = [${Array.from({ length: 400 }, (_, index) => `"row ${index}"`).join(',')}];\n`;
const PAGE = `<!doctype html><title>Marketplace</title>${'<meta name="x" content="padding">'.repeat(60)}<div id="root"></div>`;
/** What the build writes beside an asset (apps/web/vite.config.ts): brotli at quality 11. */
const PRECOMPRESSED = brotliCompressSync(SCRIPT, { params: { [constants.BROTLI_PARAM_QUALITY]: 11 } });
const SIGN_IN_PAGE = PAGE.replace('<title>Marketplace</title>', '<title>Sign in</title>');

beforeAll(async () => {
  writeFileSync(path.join(webDistDir, 'index.html'), PAGE);
  writeFileSync(path.join(webDistDir, 'login.html'), SIGN_IN_PAGE);
  mkdirSync(path.join(webDistDir, 'assets'));
  writeFileSync(path.join(webDistDir, 'assets', 'index-4f2a9c1b.js'), SCRIPT);
  writeFileSync(path.join(webDistDir, 'assets', 'index-4f2a9c1b.js.br'), PRECOMPRESSED);
  writeFileSync(path.join(webDistDir, 'assets', 'other-77aa01ce.js'), SCRIPT);
  t = await createTestApp({ webDistDir });
  await createFreelancer(t.db, { email: 'etag-fl@test.test' });
  freelancer = await t.signIn('etag-fl@test.test', 'freelancer', { password: FACTORY_PASSWORD });
});
afterAll(() => t.close());

describe('compression', () => {
  test('a hashed asset comes brotli-compressed to a browser that accepts it, gzip to one that does not', async () => {
    const br = await t.app.inject({ url: '/assets/other-77aa01ce.js', headers: { 'accept-encoding': 'gzip, br' } });
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

  test('an asset the build compressed is sent as the build wrote it, not compressed again', async () => {
    const br = await t.app.inject({ url: '/assets/index-4f2a9c1b.js', headers: { 'accept-encoding': 'gzip, br' } });
    expect(br.statusCode).toBe(200);
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    expect(br.rawPayload.equals(PRECOMPRESSED)).toBe(true);
    expect(brotliDecompressSync(br.rawPayload).toString()).toBe(SCRIPT);
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

  test('a page-sized answer is compressed in one piece and sent with its length; a larger one is streamed', async () => {
    const absentDates = Array.from({ length: 500 }, (_, day) =>
      new Date(Date.UTC(2027, 0, 1 + day)).toISOString().slice(0, 10),
    );
    await createFreelancer(t.db, { email: 'absent-fl@test.test', absentDates });
    const absent = await t.signIn('absent-fl@test.test', 'freelancer', { password: FACTORY_PASSWORD });
    const profile = await t.app.inject({
      url: '/api/freelancer/profile',
      headers: { ...absent, 'accept-encoding': 'br' },
    });
    const json = brotliDecompressSync(profile.rawPayload);
    expect(json.length).toBeGreaterThan(8 * 1024);
    expect(json.length).toBeLessThan(SYNC_COMPRESSION_MAX_BYTES);
    expect(JSON.parse(json.toString()).data.absence).toHaveLength(500);
    expect(profile.headers['content-encoding']).toBe('br');
    expect(Number(profile.headers['content-length'])).toBe(profile.rawPayload.length);
    expect(profile.headers['transfer-encoding']).toBeUndefined();

    const docs = await t.app.inject({ url: '/api/docs/json', headers: { 'accept-encoding': 'br' } });
    expect(brotliDecompressSync(docs.rawPayload).length).toBeGreaterThan(SYNC_COMPRESSION_MAX_BYTES);
    expect(docs.headers['content-length']).toBeUndefined();
    expect(docs.headers['transfer-encoding']).toBe('chunked');
  });
});

describe('pages and cache headers of the web app', () => {
  test('hashed assets are cached for a year as immutable; index.html and page paths (the sign-in page its own) are revalidated', async () => {
    const asset = await t.app.inject({ url: '/assets/index-4f2a9c1b.js' });
    expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    const pages = {
      '/': PAGE,
      '/index.html': PAGE,
      '/projects/42': PAGE,
      '/login': SIGN_IN_PAGE,
      '/login?x=1': SIGN_IN_PAGE,
    };
    for (const [url, html] of Object.entries(pages)) {
      const page = await t.app.inject({ url, headers: { 'accept-encoding': 'gzip' } });
      expect(page.statusCode, url).toBe(200);
      expect(page.headers['cache-control'], url).toBe('no-cache');
      expect(gunzipSync(page.rawPayload).toString(), url).toBe(html);
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
