import { and, asc, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createUser, type User } from '../../db/factories/user.ts';
import { activityLog } from '../../db/schema/activity.ts';
import { agencyGroups } from '../../db/schema/organisation.ts';
import { arrangeOrganisation, EVERY_ROLE, type Organisation } from '../agencies/organisation.fixtures.ts';

let t: TestApp;
let org: Organisation;
let globalCfo: User;

beforeAll(async () => {
  t = await createTestApp();
  org = await arrangeOrganisation(t, 'grp');
  globalCfo = await createUser(t.db, { email: 'grp-global-cfo@test.test', role: 'finance-cfo-global' });
});
afterAll(() => t.close());

const call = (...args: Parameters<Organisation['call']>) => org.call(...args);
const notAdmin = EVERY_ROLE.filter((role) => role !== 'admin');
const groupCount = async () => (await t.db.select().from(agencyGroups)).length;

describe('agency groups (clusters)', () => {
  test('a description is kept and cleared; a rename alone keeps the agencies', async () => {
    const created = await call('admin', 'POST', '/api/agency/cluster', {
      name: 'Mitte',
      description: 'Agenturen in Hessen',
      agency_ids: [org.own.id],
    });
    expect(created.json().data).toMatchObject({ description: 'Agenturen in Hessen', agencies: [{ id: org.own.id }] });
    const id = created.json().data.id;
    const renamed = await call('admin', 'PUT', '/api/agency/cluster', { id, name: 'Mitte-West' });
    expect(renamed.json().data).toMatchObject({
      name: 'Mitte-West',
      description: 'Agenturen in Hessen',
      agencies: [{ id: org.own.id }],
    });
    const cleared = await call('admin', 'PUT', '/api/agency/cluster', { id, description: '' });
    expect(cleared.json().data).toMatchObject({ name: 'Mitte-West', description: null });
    await call('admin', 'DELETE', `/api/agency/cluster?id=${id}`);
  });

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
    expect(assigned.json().data).toEqual({ user_id: org.people.cfo.id, cluster_id: id, is_assigned: true });
    const withCfo = await call('admin', 'GET', '/api/agency/cluster?keyword[]=nord');
    expect(withCfo.json().data.data[0].cfos.map((c: { id: number }) => c.id)).toEqual([org.people.cfo.id]);

    expect((await call('admin', 'DELETE', `/api/agency/cluster?id=${id}`)).json().data).toEqual({ id });
    expect((await call('admin', 'GET', '/api/agency/cluster?keyword[]=nord')).json().data.total).toBe(0);
    const logged = await t.db.select().from(activityLog).where(eq(activityLog.entityId, id));
    expect(logged.map((row) => row.action)).toEqual(
      expect.arrayContaining([
        'AGENCY_GROUP_CREATED',
        'AGENCY_GROUP_UPDATED',
        'AGENCY_GROUP_CFO_ASSIGNED',
        'AGENCY_GROUP_DELETED',
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

  test('admin assigns and unassigns CFOs (finance-cfo and finance-cfo-global); only real changes are logged', async () => {
    const group = (await call('admin', 'POST', '/api/agency/cluster', { name: 'CFO Wechsel' })).json().data;
    const cfoIds = async () =>
      (await call('admin', 'GET', '/api/agency/cluster?keyword[]=cfo%20wechsel'))
        .json()
        .data.data[0].cfos.map((cfo: { id: number }) => cfo.id);
    const assign = (userId: number, isAssigned?: boolean) =>
      call('admin', 'POST', '/api/agency/cfo-agency-group', {
        user_id: userId,
        cluster_id: group.id,
        ...(isAssigned === undefined ? {} : { is_assigned: isAssigned }),
      });
    expect((await assign(org.people.cfo.id)).json().data).toEqual({
      user_id: org.people.cfo.id,
      cluster_id: group.id,
      is_assigned: true,
    });
    expect((await assign(globalCfo.id, true)).statusCode).toBe(200);
    expect((await cfoIds()).sort()).toEqual([org.people.cfo.id, globalCfo.id].sort());
    await assign(org.people.cfo.id, true);

    const removed = await assign(org.people.cfo.id, false);
    expect(removed.statusCode, removed.body).toBe(200);
    expect(removed.json().data).toEqual({ user_id: org.people.cfo.id, cluster_id: group.id, is_assigned: false });
    expect(await cfoIds()).toEqual([globalCfo.id]);
    expect((await assign(org.people.cfo.id, false)).json().data.is_assigned).toBe(false);

    const logged = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.entityType, 'agency_group'), eq(activityLog.entityId, group.id)))
      .orderBy(asc(activityLog.id));
    const cfoEntries = logged
      .filter((row) => row.action.startsWith('AGENCY_GROUP_CFO_'))
      .map((row) => [row.action, (row.details as { user_id: number }).user_id]);
    expect(cfoEntries).toEqual([
      ['AGENCY_GROUP_CFO_ASSIGNED', org.people.cfo.id],
      ['AGENCY_GROUP_CFO_ASSIGNED', globalCfo.id],
      ['AGENCY_GROUP_CFO_REMOVED', org.people.cfo.id],
    ]);
  });

  test('a user who is not a CFO is refused with a clear message; unknown ids are 404; nothing changes', async () => {
    const group = (await call('admin', 'POST', '/api/agency/cluster', { name: 'CFO Test' })).json().data;
    for (const who of ['finance', 'md', 'admin', 'freelancer'] as const) {
      for (const isAssigned of [true, false]) {
        const refused = await call('admin', 'POST', '/api/agency/cfo-agency-group', {
          user_id: org.people[who].id,
          cluster_id: group.id,
          is_assigned: isAssigned,
        });
        expect(refused.statusCode, who).toBe(400);
        expect(refused.json()).toMatchObject({
          code: 'rule.userNotCfo',
          message: 'Only a CFO can be assigned to an agency group.',
        });
      }
    }
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/agency/cfo-agency-group',
      headers: { ...(await org.as('admin')), 'accept-language': 'de' },
      payload: { user_id: org.people.finance.id, cluster_id: group.id },
    });
    expect(german.json().message).toBe('Nur ein CFO kann einer Agenturgruppe zugeordnet werden.');
    for (const payload of [
      { user_id: org.people.cfo.id, cluster_id: 999999 },
      { user_id: 999999, cluster_id: group.id },
      { user_id: org.people.cfo.id, cluster_id: 999999, is_assigned: false },
    ]) {
      expect((await call('admin', 'POST', '/api/agency/cfo-agency-group', payload)).statusCode).toBe(404);
    }
    expect((await call('admin', 'POST', '/api/agency/cfo-agency-group', {})).statusCode).toBe(400);
    const notBoolean = await call('admin', 'POST', '/api/agency/cfo-agency-group', {
      user_id: org.people.cfo.id,
      cluster_id: group.id,
      is_assigned: 'no',
    });
    expect(notBoolean.statusCode).toBe(400);
    expect(notBoolean.json().errors.is_assigned).toBeDefined();
    const listed = await call('admin', 'GET', '/api/agency/cluster?keyword[]=cfo%20test');
    expect(listed.json().data.data[0].cfos).toEqual([]);
  });

  test('every other role gets 403 on every call', async () => {
    const before = await groupCount();
    for (const who of notAdmin) {
      expect((await call(who, 'GET', '/api/agency/cluster')).statusCode, who).toBe(403);
      expect((await call(who, 'POST', '/api/agency/cluster', { name: `By ${who}` })).statusCode, who).toBe(403);
      expect((await call(who, 'PUT', '/api/agency/cluster', { id: 1, name: 'X' })).statusCode, who).toBe(403);
      expect((await call(who, 'DELETE', '/api/agency/cluster?id=1')).statusCode, who).toBe(403);
      for (const isAssigned of [true, false]) {
        const cfo = await call(who, 'POST', '/api/agency/cfo-agency-group', {
          user_id: org.people.cfo.id,
          cluster_id: 1,
          is_assigned: isAssigned,
        });
        expect(cfo.statusCode, who).toBe(403);
      }
    }
    expect(await groupCount()).toBe(before);
  });
});
