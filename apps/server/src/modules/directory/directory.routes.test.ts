import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { loadConfig } from '../../config/config.ts';
import { createUser } from '../../db/factories/user.ts';
import { arrangeOrganisation, type Cast, EVERY_ROLE } from '../agencies/organisation.fixtures.ts';
import { createDirectory } from './directory.service.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof arrangeOrganisation>>;

beforeAll(async () => {
  t = await createTestApp();
  org = await arrangeOrganisation(t, 'dir');
  await createUser(t.db, {
    email: 'greta.gruen@nordlicht.test',
    firstName: 'Greta',
    lastName: 'Grün',
    role: 'agency-manager',
  });
});
afterAll(() => t.close());

const search = async (who: Cast, payload: unknown) =>
  t.app.inject({
    method: 'POST',
    url: '/api/agency/azure/search',
    headers: await org.as(who),
    payload: payload as object,
  });

describe('azure/search over the organisation’s own directory', () => {
  test('finds colleagues by name or e-mail, never freelancers', async () => {
    const byName = await search('md', { keyword: ' greta grün ' });
    expect(byName.statusCode).toBe(200);
    expect(byName.json().data).toEqual([
      {
        external_id: expect.stringMatching(/^local:\d+$/),
        email: 'greta.gruen@nordlicht.test',
        first_name: 'Greta',
        last_name: 'Grün',
        display_name: 'Greta Grün',
        job_title: null,
      },
    ]);
    expect((await search('admin', { keyword: 'nordlicht.test' })).json().data).toHaveLength(1);
    expect((await search('am', { keyword: org.people.freelancer.email })).json().data).toEqual([]);
    expect((await search('am', { keyword: '%' })).json().data).toEqual([]);
  });

  test('admin and agency roles only; empty or too long keywords are 400', async () => {
    for (const who of EVERY_ROLE) {
      const allowed = ['admin', 'md', 'am'].includes(who);
      expect((await search(who, { keyword: 'greta' })).statusCode, who).toBe(allowed ? 200 : 403);
    }
    expect((await search('md', { keyword: '  ' })).statusCode).toBe(400);
    expect((await search('md', { keyword: 'x'.repeat(500) })).statusCode).toBe(400);
  });
});

describe('choosing the directory', () => {
  test('without the three MS_GRAPH_* credentials the organisation’s own users are searched', async () => {
    const partial = createDirectory(t.db, loadConfig({ MS_GRAPH_TENANT_ID: 't', MS_GRAPH_CLIENT_ID: 'c' }).graph);
    expect((await partial.search('greta', 50)).map((user) => user.email)).toEqual(['greta.gruen@nordlicht.test']);
  });
});
