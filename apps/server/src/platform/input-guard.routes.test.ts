import type { Endpoint } from '@fm/contract/endpoint';
import { fullPath } from '@fm/contract/endpoint';
import { ALL_ENDPOINTS } from '@fm/contract/endpoints/all';
import { MONEY_MAX } from '@fm/contract/schemas/validation';
import { eq } from 'drizzle-orm';
import fc from 'fast-check';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { agencyBudgets } from '../db/schema/budget.ts';
import { agencies } from '../db/schema/identity.ts';
import { arrangeOrganisation, type Cast } from '../modules/agencies/organisation.fixtures.ts';
import { findUnstorableText } from './input-guard.ts';

/** Bad and heavy input gets a clear 400 naming the field and changes nothing; nothing a client sends is a 500. */

let t: TestApp;
let org: Awaited<ReturnType<typeof arrangeOrganisation>>;

beforeAll(async () => {
  t = await createTestApp();
  org = await arrangeOrganisation(t, 'guard');
});
afterAll(() => t.close());

async function call(who: Cast, method: string, url: string, body?: string, contentType = 'application/json') {
  return t.app.inject({
    method: method as 'GET',
    url,
    headers: { ...(await org.as(who)), ...(body === undefined ? {} : { 'content-type': contentType }) },
    ...(body === undefined ? {} : { payload: body }),
  });
}

describe('input bounds', () => {
  test('an id beyond the database integer range is a 400, not a 500', async () => {
    const response = await call('md', 'GET', '/api/agency/booking?id=2147483648');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.id).toEqual(['Please choose a valid value']);
    expect((await call('md', 'GET', '/api/agency/booking?id=2147483647')).statusCode).toBe(404);
  });

  test('a NUL character in search text is refused with the field named (en and de)', async () => {
    const response = await call('md', 'GET', '/api/agency/clients?keyword=a%00b');
    expect(response.statusCode).toBe(400);
    expect(response.json().errors).toEqual({ keyword: ['Search contains characters that cannot be stored'] });
  });

  test('a body that is not UTF-8, or holds a lone surrogate, is refused and the agency keeps its name', async () => {
    const [before] = await t.db.select().from(agencies).where(eq(agencies.id, org.own.id));
    const raw = Buffer.concat([Buffer.from('{"name":"'), Buffer.from([0xff, 0xfe, 0xc3]), Buffer.from('"}')]);
    const bytes = await t.app.inject({
      method: 'PUT',
      url: '/api/agency/profile',
      headers: { ...(await org.as('md')), 'content-type': 'application/json' },
      payload: raw,
    });
    expect(bytes.statusCode).toBe(400);
    expect(bytes.json().message).toBe('The request is not valid UTF-8 text');
    const surrogate = await call('md', 'PUT', '/api/agency/profile', '{"name":"Nord\\ud800licht"}');
    expect(surrogate.statusCode).toBe(400);
    expect(surrogate.json().errors.name).toBeDefined();
    const [after] = await t.db.select().from(agencies).where(eq(agencies.id, org.own.id));
    expect(after!.name).toBe(before!.name);
  });

  test('list inputs are bounded: 800 keywords, 10 000 ids and page 10^12 are refused at once', async () => {
    const keywords = Array.from({ length: 800 }, () => 'keyword[]=a').join('&');
    const many = await call('am', 'GET', `/api/freelancer/list?${keywords}`);
    expect(many.statusCode).toBe(400);
    expect(many.json().errors.keyword).toEqual(['Search may have at most 50 entries']);
    const ids = Array.from({ length: 10_000 }, (_, index) => `agencies[]=${index + 1}`).join('&');
    expect((await call('admin', 'GET', `/api/agency/bookings?${ids}`)).statusCode).toBe(400);
    expect((await call('admin', 'GET', '/api/agency/bookings?page=1000000000000')).statusCode).toBe(400);
  });

  test('an amount above the largest storable one is refused by the contract, naming the maximum', async () => {
    const response = await call(
      'admin',
      'POST',
      '/api/agency/increase/budget',
      JSON.stringify({ agency_id: org.own.id, amount: MONEY_MAX + 1 }),
    );
    expect(response.statusCode).toBe(400);
    expect(response.json().errors.amount).toEqual([expect.stringContaining('20')]);
  });

  test('increases whose sum would exceed the budget column are a 400 and the budget stays as it was', async () => {
    const read = () => t.db.select().from(agencyBudgets).where(eq(agencyBudgets.agencyId, org.own.id));
    const increase = () =>
      call(
        'admin',
        'POST',
        '/api/agency/increase/budget',
        JSON.stringify({ agency_id: org.own.id, amount: MONEY_MAX }),
      );
    expect((await increase()).statusCode).toBe(200);
    const before = await read();
    const response = await increase();
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ status: 'error', message: 'Please check your input.' });
    expect(await read()).toEqual(before);
  });

  test('finds unstorable text at any depth and names its path', () => {
    expect(findUnstorableText({ a: [{ b: 'x\u0000' }] })).toEqual(['a', 'b']);
    expect(findUnstorableText({ name: 'Straße 😀' })).toBeNull();
    expect(findUnstorableText({ name: 'lone \uDC00' })).toEqual(['name']);
  });
});

/** Every GET call of document 2 without path parameters, as an admin and as a freelancer. */
const LIST_CALLS = (ALL_ENDPOINTS as readonly Endpoint[]).filter(
  (endpoint) => endpoint.method === 'GET' && !endpoint.path.includes(':') && !endpoint.isDownload,
);
const PARAMS = ['id', 'page', 'items', 'keyword', 'keyword[]', 'status[]', 'agencies[]', 'freelancers[]', 'start_date'];
const hostile = fc.oneof(
  fc.string({ maxLength: 300 }),
  fc.constantFrom('\u0000', '\uD800', '%', "' or 1=1 --", '<script>alert(1)</script>', '9'.repeat(40), '-1', '1e309'),
  fc.integer().map(String),
  fc.double().map(String),
);

describe('malformed queries on every list call never answer 5xx', () => {
  test.each(LIST_CALLS.map((endpoint) => [fullPath(endpoint), endpoint] as const))('%s', async (path) => {
    await fc.assert(
      fc.asyncProperty(fc.dictionary(fc.constantFrom(...PARAMS), hostile, { maxKeys: 4 }), async (query) => {
        const search = new URLSearchParams(query).toString();
        for (const who of ['admin', 'freelancer'] as const) {
          const response = await call(who, 'GET', `${path}?${search}`);
          expect(response.statusCode, `${who} ${path}?${search}: ${response.body}`).toBeLessThan(500);
        }
      }),
      { numRuns: 15 },
    );
  });
});

describe('field error texts', () => {
  test('name the field as the form does, in the caller’s language, never by its wire name or a raw placeholder', async () => {
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/agency/project/bookmark/add',
      headers: { ...(await org.as('md')), 'content-type': 'application/json', 'accept-language': 'de' },
      payload: '{}',
    });
    expect(german.statusCode).toBe(400);
    expect(german.json().errors.project_id).toEqual(['Projekt ist ein Pflichtfeld']);
    const english = await call('md', 'POST', '/api/agency/project/bookmark/add', '{}');
    expect(english.json().errors.project_id).toEqual(['Project is required']);
    expect(JSON.stringify(english.json())).not.toMatch(/project_id is|\{field\}/);
  });
});
