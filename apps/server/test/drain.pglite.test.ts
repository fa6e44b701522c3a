import { type ChildProcess, spawn, spawnSync } from 'node:child_process';
import { existsSync, mkdtempSync, rmSync } from 'node:fs';
import http from 'node:http';
import { createConnection } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fullPath } from '@fm/contract/endpoint';
import { forgotPassword } from '@fm/contract/endpoints/freelancers';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SERVER_ROOT } from '../src/config/config.ts';
import { freePort } from './free-port.ts';

/**
 * The compiled server (`npm run build`, then `node dist/main.js`, as `npm start` and the Docker image run it)
 * stops gracefully on SIGTERM: /readyz answers 503 at once, a request whose body is still uploading when the
 * signal comes is answered 200 after the listener has closed, and the process exits 0. Drain does not depend on
 * the database, so this runs on the embedded one only.
 */

const MAIN = path.join(SERVER_ROOT, 'dist', 'main.js');
const dataDir = mkdtempSync(path.join(tmpdir(), 'fm-drain-'));
let child: ChildProcess | null = null;
let stderr = '';

/** Polls `check` every 50 ms until it is true; fails after `withinMs`. */
async function until(what: string, withinMs: number, check: () => Promise<boolean> | boolean) {
  const deadline = Date.now() + withinMs;
  while (Date.now() < deadline) {
    if (await check()) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${what}: not within ${withinMs} ms. Server log: ${stderr}`);
}

const statusOf = (url: string) =>
  fetch(url).then(
    (response) => response.status,
    () => 0,
  );

/** True once nothing accepts connections on the port any more. */
const isRefused = (port: number) =>
  new Promise<boolean>((resolve) => {
    const socket = createConnection({ host: '127.0.0.1', port });
    socket.once('connect', () => {
      socket.destroy();
      resolve(false);
    });
    socket.once('error', () => resolve(true));
  });

beforeAll(() => {
  // The build takes about a second; it runs here only when dist/ is missing or older than the sources.
  const build = spawnSync(process.execPath, [path.join(SERVER_ROOT, 'scripts/build.mjs'), '--if-needed'], {
    encoding: 'utf8',
    timeout: 60_000,
  });
  if (build.status !== 0 || !existsSync(MAIN)) throw new Error(`server build failed: ${build.stderr}`);
});

afterAll(() => {
  if (child && child.exitCode === null && child.signalCode === null) child.kill('SIGKILL');
  rmSync(dataDir, { recursive: true, force: true });
});

describe('the compiled server on SIGTERM', () => {
  test('answers /readyz 503 at once, finishes the request in flight, then exits 0', async () => {
    const port = await freePort();
    const baseUrl = `http://127.0.0.1:${port}`;
    child = spawn(process.execPath, ['--enable-source-maps', MAIN], {
      cwd: SERVER_ROOT,
      env: {
        PATH: process.env.PATH ?? '',
        PORT: String(port),
        HOST: '127.0.0.1',
        PUBLIC_URL: baseUrl,
        DATA_DIR: dataDir,
        SEED_DEMO: '0',
        LOG_LEVEL: 'warn',
        DRAIN_DELAY_SECONDS: '3',
        DRAIN_TIMEOUT_SECONDS: '20',
      },
      stdio: ['ignore', 'ignore', 'pipe'],
    });
    child.stderr?.on('data', (chunk) => {
      stderr += String(chunk);
    });
    const exited = new Promise<number | null>((resolve) => child?.once('exit', (code) => resolve(code)));
    await until('/readyz answers 200', 60_000, async () => (await statusOf(`${baseUrl}/readyz`)) === 200);

    // A public call whose body is only half sent: in flight until the rest arrives.
    const body = JSON.stringify({ email: 'nobody@example.com' });
    const agent = new http.Agent({ keepAlive: true });
    const request = http.request(`${baseUrl}${fullPath(forgotPassword)}`, {
      method: 'POST',
      agent,
      headers: { 'content-type': 'application/json', 'content-length': Buffer.byteLength(body) },
    });
    const answered = new Promise<{ status: number; text: string }>((resolve, reject) => {
      request.once('response', (response) => {
        let text = '';
        response.on('data', (chunk) => {
          text += String(chunk);
        });
        response.once('end', () => resolve({ status: response.statusCode ?? 0, text }));
      });
      request.once('error', reject);
    });
    request.write(body.slice(0, 10));
    await new Promise((resolve) => request.once('socket', (socket) => socket.once('connect', resolve)));

    child.kill('SIGTERM');
    // "At once": polled (no fixed wait) within the delay, while the listener is still open.
    await until('/readyz answers 503', 3_000, async () => (await statusOf(`${baseUrl}/readyz`)) === 503);
    expect(await statusOf(`${baseUrl}/healthz`)).toBe(200);

    // After the delay the listener closes while the upload is still open...
    await until('the listener closes', 10_000, () => isRefused(port));
    expect(child.exitCode).toBeNull();
    // ...and the request in flight still gets its answer.
    request.end(body.slice(10));
    const answer = await answered;
    expect(answer.status).toBe(200);
    expect(JSON.parse(answer.text)).toMatchObject({ status: 'success' });

    const exitCode = await Promise.race([
      exited,
      new Promise<'timeout'>((resolve) => setTimeout(() => resolve('timeout'), 10_000)),
    ]);
    agent.destroy();
    expect(exitCode, stderr).toBe(0);
    // The server's start (the embedded database's migrations) may take most of a minute on a loaded machine: the
    // test allows its waits' sum, not the suite's 30 s.
  }, 120_000);
});
