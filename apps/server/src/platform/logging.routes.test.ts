import { mkdtempSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { FastifyInstance } from 'fastify';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestDatabase } from '../../test/test-database.ts';
import { buildApp } from '../app.ts';
import { type AppConfig, loadConfig } from '../config/config.ts';
import type { Database } from '../db/client.ts';
import { DEMO_PASSWORD } from '../db/seed/demo-seed.ts';
import { seedDemoData } from './demo-seeding.ts';

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-4[0-9a-f]{3}-[89ab][0-9a-f]{3}-[0-9a-f]{12}$/;

let database: Database;
let app: FastifyInstance;
let config: AppConfig;
const lines: string[] = [];
const entries = () => lines.map((line) => JSON.parse(line) as Record<string, unknown>);

beforeAll(async () => {
  database = await createTestDatabase();
  config = {
    ...loadConfig({}),
    logLevel: 'info',
    publicUrl: 'http://localhost:3000',
    webDistDir: null,
    filesDir: mkdtempSync(path.join(tmpdir(), 'fm-files-')),
  };
  app = await buildApp({ config, database, logDestination: { write: (line) => void lines.push(line) } });
  await app.ready();
});
afterAll(async () => {
  await app?.close();
  await database?.close();
});

describe('request ids', () => {
  it("echoes a caller's X-Request-Id and puts it in every line of that request", async () => {
    const response = await app.inject({
      method: 'POST',
      url: '/idp/realms/freelancer/protocol/openid-connect/token',
      headers: { 'content-type': 'application/x-www-form-urlencoded', 'x-request-id': 'edge-7f3a.42' },
      payload: 'grant_type=password&client_id=marketplace-web&username=nobody%40log.test&password=wrong-one',
    });
    expect(response.statusCode).toBe(401);
    expect(response.headers['x-request-id']).toBe('edge-7f3a.42');
    const ofRequest = entries().filter((entry) => entry.reqId === 'edge-7f3a.42');
    const messages = ofRequest.map((entry) => entry.msg);
    expect(messages).toEqual(expect.arrayContaining(['incoming request', 'login failed', 'request completed']));
  });

  it('generates a UUID per request when none (or an unusable one) is given, also on errors', async () => {
    const first = await app.inject({ method: 'GET', url: '/healthz' });
    const second = await app.inject({ method: 'GET', url: '/api/nowhere' });
    const unusable = await app.inject({ method: 'GET', url: '/healthz', headers: { 'x-request-id': 'a b\tc' } });
    const ids = [first, second, unusable].map((response) => String(response.headers['x-request-id']));
    for (const id of ids) expect(id).toMatch(UUID);
    expect(new Set(ids).size).toBe(3);
    expect(second.statusCode).toBe(404);
    expect(entries().filter((entry) => entry.reqId === ids[1]).length).toBeGreaterThan(0);
  });

  it('writes only JSON lines', () => {
    expect(lines.length).toBeGreaterThan(0);
    for (const line of lines) expect(() => JSON.parse(line)).not.toThrow();
  });
});

describe('demo seed', () => {
  it('announces the demo accounts and their password in the log', { timeout: 120_000 }, async () => {
    const warnings: { details: Record<string, unknown>; message: string }[] = [];
    const log = {
      warn: (details: object, message: string) => void warnings.push({ details: { ...details }, message }),
    };
    expect(await seedDemoData(database.db, config, log)).toEqual({ seeded: true });
    expect(warnings).toEqual([
      {
        details: expect.objectContaining({
          event: 'demo_seeded',
          demoPassword: DEMO_PASSWORD,
          demoAccounts: expect.arrayContaining(['admin@demo.test (admin)', 'freelancer@demo.test (freelancer)']),
        }),
        message: expect.stringContaining('demo password'),
      },
    ]);
  });

  it('is refused in production', async () => {
    const production = { ...config, isProduction: true };
    await expect(seedDemoData(database.db, production, { warn: () => undefined })).rejects.toThrow(/production/);
  });
});
