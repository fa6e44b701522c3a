import { type Endpoint, fillPath, fullPath, mayCall } from '@fm/contract/endpoint';
import { ALL_ENDPOINTS } from '@fm/contract/endpoints/all';
import type { Realm, Role } from '@fm/contract/enums';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { z } from 'zod';
import { type EncodedBody, encodeBody, type JsonSchema, malformed } from '../../test/malformed-input.ts';
import { createTableSnapshot } from '../../test/table-snapshot.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { seedDemo } from '../db/seed/demo-seed.ts';
import { parseQueryString } from './query-string.ts';

/**
 * Every call with a request body, fed malformed bodies generated from its contract schema by a caller the call
 * admits, on the demo world: never a 5xx; a body the schema refuses is the catalogue's 400; and whatever is
 * refused (any 4xx) leaves every table as it was.
 */

/** Runs per call: 58 calls × RUNS took 90–130 s per database on the shared 2-core machine. */
const RUNS = 15;

const PERSONAS: Record<Role, { email: string; realm: Realm }> = {
  admin: { email: 'admin@demo.test', realm: 'admin' },
  'finance-cfo-global': { email: 'cfo.global@demo.test', realm: 'finance' },
  'finance-cfo': { email: 'cfo@demo.test', realm: 'finance' },
  'finance-user': { email: 'finance@demo.test', realm: 'finance' },
  'managing-director': { email: 'md@demo.test', realm: 'agency' },
  'agency-manager': { email: 'am@demo.test', realm: 'agency' },
  freelancer: { email: 'freelancer@demo.test', realm: 'freelancer' },
};
const ROLES = Object.keys(PERSONAS) as Role[];

/**
 * Calls that end the demo personas' access when they succeed (a persona deactivated, removed from its agency,
 * its role changed, its agency deactivated) run last, so that the calls before them are still made by a
 * signed-in caller of an active agency; after such a call succeeds, the next run starts on a fresh demo world.
 */
const LAST = ['admin/deactivate-agency/:id', 'role/switch', 'users/replace'];
const BODY_CALLS = (ALL_ENDPOINTS as readonly Endpoint[])
  .filter((endpoint) => endpoint.body !== undefined)
  .sort((a, b) => Number(LAST.includes(a.path)) - Number(LAST.includes(b.path)));

let t: TestApp;
let snapshot: () => Promise<Record<string, string>>;
const signedIn = new Map<Role, Record<string, string>>();

/** The seeded demo world as a database to start as (PGlite only; PostgreSQL seeds it each time). */
let seededWorld: ArrayBuffer | undefined;

/** The demo world on a fresh app, with no one signed in yet. */
async function openDemoWorld() {
  t = await createTestApp({}, { startAs: seededWorld });
  if (!seededWorld) {
    await seedDemo(t.db);
    seededWorld = await t.database.snapshot?.();
  }
  // The rate-limit windows count every attempt at a password link, refused or not (platform/rate-window.ts).
  snapshot = await createTableSnapshot(t.db, { ignore: ['idp_login_failures'] });
  signedIn.clear();
}

beforeAll(openDemoWorld, 120_000);
afterAll(() => t.close());

/** The caller's API headers; signing in writes its session, so `isFresh` tells to take the snapshot again. */
async function headersOf(role: Role | 'public') {
  if (role === 'public') return { headers: {}, isFresh: false };
  const cached = signedIn.get(role);
  if (cached) return { headers: cached, isFresh: false };
  const headers = await t.signIn(PERSONAS[role].email, PERSONAS[role].realm);
  signedIn.set(role, headers);
  return { headers, isFresh: true };
}

/** The body as the server reads it (JSON, or the form parser), checked against the contract schema. */
function isAccepted(endpoint: Endpoint, encoded: EncodedBody): boolean | null {
  const text = encoded.payload.toString('utf8');
  if (endpoint.encoding === 'multipart') return null;
  const body = endpoint.encoding === 'form' ? parseQueryString(text) : JSON.parse(text);
  return endpoint.body!.safeParse(body).success;
}

describe('malformed bodies on every call with a body: no 5xx, a 400 for what the schema refuses, nothing changed', () => {
  test.each(BODY_CALLS.map((endpoint) => [`${endpoint.method} ${fullPath(endpoint)}`, endpoint] as const))(
    '%s',
    async (_name, endpoint) => {
      const schema = z.toJSONSchema(endpoint.body!, { io: 'input', unrepresentable: 'any' }) as JsonSchema;
      const callers: (Role | 'public')[] =
        endpoint.roles === 'public' ? ['public'] : ROLES.filter((role) => mayCall([role], endpoint));
      const endsAccess = LAST.includes(endpoint.path);
      let before = await snapshot();
      const statuses: number[] = [];
      await fc.assert(
        fc.asyncProperty(
          fc.constantFrom(...callers),
          malformed(schema),
          fc.integer({ min: 1, max: 12 }),
          async (caller, body, pathId) => {
            const encoded = encodeBody(body, endpoint.encoding ?? 'json');
            const send = async () => {
              const { headers, isFresh } = await headersOf(caller);
              if (isFresh) before = await snapshot();
              return t.app.inject({
                method: endpoint.method,
                url: fillPath(endpoint, { id: pathId }),
                headers: { ...headers, 'content-type': encoded.contentType },
                payload: encoded.payload,
              });
            };
            let response = await send();
            // A call before this one may have ended the persona's session (a password set, an agency deactivated).
            if (response.statusCode === 401 && caller !== 'public') {
              signedIn.delete(caller);
              response = await send();
            }
            statuses.push(response.statusCode);
            const shown = `${caller} ${encoded.payload.toString('utf8').slice(0, 400)} → ${response.statusCode} ${response.body.slice(0, 400)}`;
            expect(response.statusCode, shown).toBeLessThan(500);
            if (isAccepted(endpoint, encoded) === false) expect(response.statusCode, shown).toBe(400);
            const after = await snapshot();
            if (response.statusCode >= 400) {
              expect(response.json(), shown).toMatchObject({ status: 'error', message: expect.any(String) });
              expect(after, shown).toEqual(before);
            }
            before = after;
            if (endsAccess && response.statusCode < 400) {
              await t.close();
              await openDemoWorld();
              before = await snapshot();
            }
          },
        ),
        { numRuns: RUNS },
      );
      // The runs were made signed in, and reached the call's validation (a handler may still answer 403).
      expect(statuses.filter((status) => status === 401)).toEqual([]);
      expect(statuses).toContain(400);
    },
    120_000,
  );
});
