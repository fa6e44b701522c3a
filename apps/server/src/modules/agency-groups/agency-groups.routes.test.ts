import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { activityLog } from '../../db/schema/activity.ts';
import { agencyGroups } from '../../db/schema/organisation.ts';
import { arrangeOrganisation, type Cast, EVERY_ROLE } from '../agencies/organisation.fixtures.ts';

let t: TestApp;
let org: Awaited<ReturnType<typeof arrangeOrganisation>>;

beforeAll(async () => {
  t = await createTestApp();
  org = await arrangeOrganisation(t, 'grp');
});
afterAll(() => t.close());

type Method = 'GET' | 'POST' | 'PUT' | 'DELETE';
const call = async (who: Cast, method: Method, url: string, payload?: unknown) =>
  t.app.inject({
    method,
    url,
    headers: await org.as(who),
    ...(payload === undefined ? {} : { payload: payload as object }),
  });
const notAdmin = EVERY_ROLE.filter((role) => role !== 'admin');
const groupCount = async () => (await t.db.select().from(agencyGroups)).length;

describe('agency groups (clusters)', () => {
  test('admin creates, lists, renames, regroups and deletes a group; each change is logged', async () => {
    const created = await call('admin', 'POST', '/api/agency/cluster', { name: 'Nord', agency_ids: [org.own.id] });
    expect(created.statusCode, created.body).toBe(200);
    const id = created.json().data.id;
    expect(created.json().data).toMatchObject({ name: 'Nord', agencies: [{ id: org.own.id }], cfos: [] });
    await call('admin', 'POST', '/api/agency/cluster', { name: 'Alpen' });
    const list = await call('admin', 'GET', '/api/agency/cluster');
    expect(list.json().data.data.map((g: { name: string }) => g.name)).toEqual(['Alpen', 'Nord']);
    const searched = await call('admin', 'GET', '/api/agency/cluster?keyword[]=nor');
    expect(searched.json().data.total).toBe(1);

    const updated = await call('admin', 'PUT', '/api/agency/cluster', {
      id,
      name: 'Nord & Süd',
      agency_ids: [org.own.id, org.other.id],
    });
    expect(updated.json().data.agencies).toHaveLength(2);
    const detail = await call('admin', 'GET', `/api/agency/agency-details/${org.other.id}`);
    expect(detail.json().data.clusters).toEqual([{ id, name: 'Nord & Süd' }]);

    const assigned = await call('admin', 'POST', '/api/agency/cfo-agency-group', {
      user_id: org.people.cfo.id,
      cluster_id: id,
    });
    expect(assigned.json().data).toEqual({ user_id: org.people.cfo.id, cluster_id: id });
    const withCfo = await call('admin', 'GET', '/api/agency/cluster?keyword[]=nord');
    expect(withCfo.json().data.data[0].cfos.map((c: { id: number }) => c.id)).toEqual([org.people.cfo.id]);

    expect((await call('admin', 'DELETE', `/api/agency/cluster?id=${id}`)).json().data).toEqual({ id });
    expect((await call('admin', 'GET', '/api/agency/cluster?keyword[]=nord')).json().data.total).toBe(0);
    const logged = await t.db.select().from(activityLog).where(eq(activityLog.entityId, id));
    expect(logged.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'agency-group.create',
        'agency-group.update',
        'agency-group.assign-cfo',
        'agency-group.delete',
      ]),
    );
  });

  test('bad input changes nothing: empty, too long, duplicate name, unknown agency', async () => {
    await call('admin', 'POST', '/api/agency/cluster', { name: 'Einmalig' });
    const before = await groupCount();
    expect((await call('admin', 'POST', '/api/agency/cluster', { name: '' })).statusCode).toBe(400);
    expect((await call('admin', 'POST', '/api/agency/cluster', { name: 'x'.repeat(1000) })).statusCode).toBe(400);
    const duplicate = await call('admin', 'POST', '/api/agency/cluster', { name: 'einmalig' });
    expect(duplicate.statusCode).toBe(400);
    expect(duplicate.json().message).toBe('einmalig already exists.');
    expect(
      (await call('admin', 'POST', '/api/agency/cluster', { name: 'Ghosts', agency_ids: [999999] })).statusCode,
    ).toBe(404);
    expect(await groupCount()).toBe(before);
    expect((await call('admin', 'PUT', '/api/agency/cluster', { id: 999999, name: 'X' })).statusCode).toBe(404);
    expect((await call('admin', 'DELETE', '/api/agency/cluster?id=999999')).statusCode).toBe(404);
  });

  test('only CFOs can be assigned; unknown ids are 404', async () => {
    const group = (await call('admin', 'POST', '/api/agency/cluster', { name: 'CFO Test' })).json().data;
    const finance = await call('admin', 'POST', '/api/agency/cfo-agency-group', {
      user_id: org.people.finance.id,
      cluster_id: group.id,
    });
    expect(finance.statusCode).toBe(404);
    expect(
      (await call('admin', 'POST', '/api/agency/cfo-agency-group', { user_id: org.people.cfo.id, cluster_id: 999999 }))
        .statusCode,
    ).toBe(404);
    expect((await call('admin', 'POST', '/api/agency/cfo-agency-group', {})).statusCode).toBe(400);
  });

  test('every other role gets 403 on every call', async () => {
    const before = await groupCount();
    for (const who of notAdmin) {
      expect((await call(who, 'GET', '/api/agency/cluster')).statusCode, who).toBe(403);
      expect((await call(who, 'POST', '/api/agency/cluster', { name: `By ${who}` })).statusCode, who).toBe(403);
      expect((await call(who, 'PUT', '/api/agency/cluster', { id: 1, name: 'X' })).statusCode, who).toBe(403);
      expect((await call(who, 'DELETE', '/api/agency/cluster?id=1')).statusCode, who).toBe(403);
      const cfo = await call(who, 'POST', '/api/agency/cfo-agency-group', {
        user_id: org.people.cfo.id,
        cluster_id: 1,
      });
      expect(cfo.statusCode, who).toBe(403);
    }
    expect(await groupCount()).toBe(before);
  });
});
