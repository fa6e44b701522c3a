import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { LIVE_STREAM_PATH } from '@fm/contract/schemas/live';
import { describe, expect, test } from 'vitest';
import { parse } from 'yaml';
import { CONFIG_VARIABLES, REPO_ROOT } from '../src/config/config.ts';

/**
 * The deployment files cannot be run on the machines the tests run on (no container runtime): this checks what
 * can be checked without one. The compose file parses and wires PostgreSQL, two app instances and the proxy;
 * the proxy takes draining instances out by /readyz and passes the live stream on unbuffered; the image is
 * multi-stage, runs the compiled server as a non-root user and copies only files that exist.
 */

type Service = {
  build?: { context: string; dockerfile: string };
  image?: string;
  environment?: Record<string, string>;
  volumes?: string[];
  depends_on?: Record<string, { condition: string }>;
  healthcheck?: { test: string[] };
  ports?: string[];
};
const deployDir = path.join(REPO_ROOT, 'deploy');
const compose = parse(readFileSync(path.join(deployDir, 'compose.yaml'), 'utf8'), { merge: true }) as {
  services: Record<string, Service>;
  volumes: Record<string, unknown>;
};
const dockerfile = readFileSync(path.join(REPO_ROOT, 'Dockerfile'), 'utf8');
const caddyfile = readFileSync(path.join(deployDir, 'Caddyfile'), 'utf8');
/** Dockerfile instructions, continuation lines joined, comments dropped. */
const instructions = dockerfile
  .replace(/\\\n/g, ' ')
  .split('\n')
  .map((line) => line.trim())
  .filter((line) => line !== '' && !line.startsWith('#'));

describe('deploy/compose.yaml', () => {
  const { services } = compose;

  test('PostgreSQL, two app instances of the Dockerfile, and the proxy in front of them', () => {
    expect(Object.keys(services).sort()).toEqual(['app1', 'app2', 'db', 'proxy']);
    expect(services.db?.healthcheck?.test.join(' ')).toContain('pg_isready');
    for (const name of ['app1', 'app2']) {
      const app = services[name]!;
      const context = path.resolve(deployDir, app.build!.context);
      expect(existsSync(path.join(context, app.build!.dockerfile))).toBe(true);
      expect(new URL(app.environment!.DATABASE_URL!.replace(/\$\{[^}]+\}/g, 'x')).host).toBe('db:5432');
      expect(app.environment!.TRUST_PROXY).toBe('1');
      expect(app.volumes).toContain('files:/var/lib/marketplace/files');
    }
    // The second instance starts on a migrated database.
    expect(services.app2?.depends_on).toEqual({ app1: { condition: 'service_healthy' } });
    expect(Object.keys(services.proxy?.depends_on ?? {}).sort()).toEqual(['app1', 'app2']);
    const [caddyfileMount] = services.proxy?.volumes ?? [];
    expect(existsSync(path.resolve(deployDir, caddyfileMount!.split(':')[0]!))).toBe(true);
    for (const service of Object.values(services)) {
      for (const volume of service.volumes ?? []) {
        const source = volume.split(':')[0]!;
        if (!source.startsWith('.')) expect(compose.volumes).toHaveProperty(source);
      }
    }
  });

  test('the instances are configured only with variables the server reads', () => {
    for (const name of Object.keys(services.app1?.environment ?? {})) expect(CONFIG_VARIABLES).toContain(name);
  });
});

describe('deploy/Caddyfile', () => {
  test('balances both instances by /readyz and passes the live stream on unbuffered', () => {
    expect(caddyfile.match(/reverse_proxy app1:3000 app2:3000/g)).toHaveLength(2);
    expect(caddyfile.match(/health_uri \/readyz/g)).toHaveLength(2);
    const stream = caddyfile.slice(caddyfile.indexOf('@stream'), caddyfile.indexOf('\thandle {'));
    expect(stream).toContain(`path ${LIVE_STREAM_PATH}`);
    expect(stream).toContain('flush_interval -1');
    expect(stream).not.toContain('encode');
  });
});

describe('Dockerfile', () => {
  test('multi-stage, non-root, with a health check, starting the compiled server', () => {
    expect(instructions.filter((line) => line.startsWith('FROM ')).length).toBeGreaterThanOrEqual(2);
    const user = instructions.filter((line) => line.startsWith('USER ')).at(-1);
    expect(user).toBeDefined();
    expect(user).not.toMatch(/USER (root|0)\b/);
    expect(instructions.some((line) => line.startsWith('HEALTHCHECK ') && line.includes('/healthz'))).toBe(true);
    const cmd = instructions.filter((line) => line.startsWith('CMD ')).at(-1)!;
    expect(JSON.parse(cmd.slice(4))).toEqual(['node', '--enable-source-maps', 'apps/server/dist/main.js']);
    expect(dockerfile).not.toContain('tsx');
  });

  test('copies only files that exist in the repository', () => {
    const copies = instructions.filter((line) => line.startsWith('COPY ') && !line.includes('--from='));
    expect(copies.length).toBeGreaterThan(0);
    for (const copy of copies) {
      const sources = copy.split(/\s+/).slice(1, -1);
      for (const source of sources) expect(existsSync(path.join(REPO_ROOT, source)), source).toBe(true);
    }
  });
});
