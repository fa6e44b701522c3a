import { type ChildProcess, spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { fullPath } from '@fm/contract/endpoint';
import { bookingGet } from '@fm/contract/endpoints/bookings';
import { timeRecordCreate, timeRecordsList } from '@fm/contract/endpoints/time-records';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { SERVER_ROOT } from '../src/config/config.ts';
import { type Database, openDatabase } from '../src/db/client.ts';
import { createAgency } from '../src/db/factories/agency.ts';
import { createBooking } from '../src/db/factories/booking.ts';
import { createClient } from '../src/db/factories/client.ts';
import { createFreelancer } from '../src/db/factories/freelancer.ts';
import { createProject } from '../src/db/factories/project.ts';
import { createUser, FACTORY_PASSWORD } from '../src/db/factories/user.ts';
import { freePort } from './free-port.ts';
import { passwordGrantToken } from './password-grant.ts';
import { createTestDatabase } from './test-database.ts';

/**
 * The real server process, killed with SIGKILL while it takes writes and started again on the same data: every
 * time record whose 200 the client saw is still there, and the booking's hours left match the records kept.
 * Runs on the embedded database (a data directory on disk) and on PostgreSQL, like every server suite.
 */

const BOOKED_HOURS = 400;
const RECORD_HOURS = 0.25;
const KILL_AFTER_ACKNOWLEDGED = 40;
const WRITERS = 4;

type Arranged = { bookingId: number; freelancerEmail: string; env: Record<string, string> };

async function arrangeBooking(database: Database) {
  const agency = await createAgency(database.db);
  const am = await createUser(database.db, { role: 'agency-manager', agencyIds: [agency.id] });
  const { user: freelancer } = await createFreelancer(database.db);
  const client = await createClient(database.db, { agencyId: agency.id });
  const project = await createProject(database.db, { agencyId: agency.id, clientId: client.id, createdBy: am.id });
  const booking = await createBooking(database.db, {
    projectId: project.id,
    createdBy: am.id,
    freelancerId: freelancer.id,
    status: 'BOOKED',
    approvedAt: new Date(),
    rateType: 'HOURLY',
    hours: BOOKED_HOURS,
    startDate: '2026-01-01',
    endDate: '2026-12-31',
  });
  return { bookingId: booking.id, freelancerEmail: freelancer.email };
}

/** `node src/main.ts` as an operator starts it; resolves once /healthz answers. */
async function startServer(env: Record<string, string>): Promise<{ child: ChildProcess; baseUrl: string }> {
  const port = await freePort();
  const baseUrl = `http://127.0.0.1:${port}`;
  const child = spawn(process.execPath, ['--import', 'tsx', 'src/main.ts'], {
    cwd: SERVER_ROOT,
    env: { ...process.env, ...env, PORT: String(port), HOST: '127.0.0.1', PUBLIC_URL: baseUrl },
    stdio: ['ignore', 'ignore', 'pipe'],
  });
  let stderr = '';
  child.stderr?.on('data', (chunk) => {
    stderr += String(chunk);
  });
  const deadline = Date.now() + 60_000;
  while (Date.now() < deadline) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}: ${stderr}`);
    const isUp = await fetch(`${baseUrl}/healthz`).then(
      (response) => response.ok,
      () => false,
    );
    if (isUp) return { child, baseUrl };
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  child.kill('SIGKILL');
  throw new Error(`server did not answer /healthz within 60 s: ${stderr}`);
}

function killHard(child: ChildProcess): Promise<void> {
  return new Promise((resolve) => {
    if (child.exitCode !== null || child.signalCode !== null) return resolve();
    child.once('exit', () => resolve());
    child.kill('SIGKILL');
  });
}

async function signIn(baseUrl: string, email: string) {
  const token = await passwordGrantToken(baseUrl, 'freelancer', email, FACTORY_PASSWORD);
  return { authorization: `Bearer ${token}`, 'x-realm': 'freelancer', 'accept-language': 'en', 'x-country-code': 'DE' };
}

/** Writers record time until the server dies under them; returns the ids whose 200 arrived. */
async function writeUntilKilled(
  baseUrl: string,
  headers: Record<string, string>,
  arranged: Arranged,
  kill: () => void,
) {
  const acknowledged: number[] = [];
  let day = 0;
  let isKilled = false;
  const writer = async () => {
    while (!isKilled) {
      day += 1;
      const date = new Date(Date.UTC(2026, 0, 1 + (day % 360))).toISOString().slice(0, 10);
      try {
        const response = await fetch(`${baseUrl}${fullPath(timeRecordCreate)}`, {
          method: 'POST',
          headers: { ...headers, 'content-type': 'application/json' },
          body: JSON.stringify({
            booking_id: arranged.bookingId,
            date,
            hours: RECORD_HOURS,
            description: `Day ${day}`,
          }),
        });
        if (response.status !== 200) throw new Error(`write answered ${response.status}: ${await response.text()}`);
        const { data } = (await response.json()) as { data: { id: number } };
        acknowledged.push(data.id);
        if (acknowledged.length === KILL_AFTER_ACKNOWLEDGED) {
          isKilled = true;
          kill();
        }
      } catch (error) {
        // A request cut off by the kill has no answer: it may or may not have been kept, and that is allowed.
        if (!isKilled) throw error;
      }
    }
  };
  await Promise.all(Array.from({ length: WRITERS }, writer));
  return acknowledged;
}

describe('a server killed with SIGKILL while it takes writes', () => {
  let arranged: Arranged;
  let cleanup: () => Promise<void>;

  beforeAll(async () => {
    if (process.env.TEST_DB === 'postgres') {
      const database = await createTestDatabase();
      const booking = await arrangeBooking(database);
      arranged = { ...booking, env: { DATABASE_URL: database.url ?? '', SEED_DEMO: '0' } };
      cleanup = () => database.close();
    } else {
      const dataDir = mkdtempSync(path.join(tmpdir(), 'fm-durability-'));
      const database = await openDatabase({ kind: 'pglite', dataDir: path.join(dataDir, 'pglite') });
      await database.migrate();
      const booking = await arrangeBooking(database);
      await database.close();
      arranged = { ...booking, env: { DATA_DIR: dataDir, SEED_DEMO: '0' } };
      cleanup = async () => rmSync(dataDir, { recursive: true, force: true });
    }
    arranged.env = {
      ...arranged.env,
      FILES_DIR: mkdtempSync(path.join(tmpdir(), 'fm-durability-files-')),
      LOG_LEVEL: 'silent',
      // Four writers as one user as fast as the server answers; the API limit has its own test.
      API_RATE_LIMIT: '1000000',
    };
  }, 60_000);

  afterAll(async () => {
    await cleanup?.();
  });

  test('keeps every acknowledged time record, and hours left match the records kept', async () => {
    const first = await startServer(arranged.env);
    let acknowledged: number[];
    try {
      const headers = await signIn(first.baseUrl, arranged.freelancerEmail);
      acknowledged = await writeUntilKilled(first.baseUrl, headers, arranged, () => void killHard(first.child));
    } finally {
      await killHard(first.child);
    }
    // A writer's answer already on its way when the kill was sent may still arrive: it counts as acknowledged.
    expect(acknowledged.length).toBeGreaterThanOrEqual(KILL_AFTER_ACKNOWLEDGED);
    expect(acknowledged.length).toBeLessThan(KILL_AFTER_ACKNOWLEDGED + WRITERS);

    const second = await startServer(arranged.env);
    try {
      const headers = await signIn(second.baseUrl, arranged.freelancerEmail);
      const list = await fetch(
        `${second.baseUrl}${fullPath(timeRecordsList)}?booking_id=${arranged.bookingId}&items=200&status[]=PENDING`,
        { headers },
      );
      expect(list.status).toBe(200);
      const { data: page } = (await list.json()) as { data: { data: { id: number; hours: number }[]; total: number } };
      const keptIds = page.data.map((record) => record.id);
      expect(keptIds).toEqual(expect.arrayContaining(acknowledged));
      // Requests in flight at the kill may have been kept too, never more than were sent.
      expect(page.total).toBeGreaterThanOrEqual(acknowledged.length);
      expect(page.total).toBeLessThanOrEqual(KILL_AFTER_ACKNOWLEDGED + WRITERS);

      const detail = await fetch(`${second.baseUrl}${fullPath(bookingGet)}?id=${arranged.bookingId}`, { headers });
      expect(detail.status).toBe(200);
      const { data: booking } = (await detail.json()) as { data: { hours_left: number } };
      expect(booking.hours_left).toBeCloseTo(BOOKED_HOURS - page.total * RECORD_HOURS, 2);
    } finally {
      await killHard(second.child);
    }
  }, 180_000);
});
