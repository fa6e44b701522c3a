import { and, eq } from 'drizzle-orm';
import ExcelJS from 'exceljs';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createAgencyGroup } from '../../db/factories/agency-group.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { createNotification } from '../../db/factories/notification.ts';
import { createUser, FACTORY_PASSWORD } from '../../db/factories/user.ts';
import { activityLog } from '../../db/schema/activity.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { agencyUsers, users } from '../../db/schema/identity.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { agencyGroups } from '../../db/schema/organisation.ts';
import { arrangeOrganisation, type Cast, EVERY_ROLE, type Organisation } from '../agencies/organisation.fixtures.ts';
import { effectiveApprovers } from './replacements.service.ts';

let t: TestApp;
let org: Organisation;

beforeAll(async () => {
  t = await createTestApp();
  org = await arrangeOrganisation(t, 'usr');
});
afterAll(() => t.close());

const call = (...args: Parameters<Organisation['call']>) => org.call(...args);
const others = (allowed: Cast[]) => EVERY_ROLE.filter((role) => !allowed.includes(role));
const roleOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!.role;

describe('agency members', () => {
  test('agency users list the members of their agency only', async () => {
    const response = await call('am', 'GET', '/api/agency/user/agency/members');
    expect(response.statusCode).toBe(200);
    const emails = response.json().data.map((m: { email: string }) => m.email);
    expect(emails).toEqual(expect.arrayContaining([org.people.md.email, org.people.am.email, org.people.md2.email]));
    expect(emails).not.toContain(org.people.otherMd.email);
    expect((await call('freelancer', 'GET', '/api/agency/user/agency/members')).statusCode).toBe(403);
  });

  test('admin and finance list the users of the agencies they oversee, a CFO only those of her groups', async () => {
    const emailsOf = async (who: Cast) => {
      const response = await call(who, 'GET', '/api/agency/user/agency/members');
      expect(response.statusCode, who).toBe(200);
      return response.json().data.map((member: { email: string }) => member.email) as string[];
    };
    const everyone = [org.people.md.email, org.people.am.email, org.people.otherMd.email, org.people.otherAm.email];
    expect(await emailsOf('admin')).toEqual(expect.arrayContaining(everyone));
    expect(await emailsOf('finance')).toEqual(expect.arrayContaining(everyone));
    expect(await emailsOf('cfo')).toEqual([]);

    const group = await createAgencyGroup(t.db, { agencyIds: [org.own.id], cfoUserIds: [org.people.cfo.id] });
    org.forget('cfo');
    const ofGroup = await emailsOf('cfo');
    expect(ofGroup).toEqual(expect.arrayContaining([org.people.md.email, org.people.am.email]));
    expect(ofGroup).not.toContain(org.people.otherMd.email);
    expect(new Set(ofGroup).size).toBe(ofGroup.length);
    await t.db.delete(agencyGroups).where(eq(agencyGroups.id, group.id));
    org.forget('cfo');
  });
});

describe('role switch', () => {
  test('a managing director makes an account manager a managing director and back', async () => {
    const user = await createUser(t.db, { role: 'agency-manager', agencyIds: [org.own.id] });
    const up = await call('md', 'POST', '/api/agency/role/switch', { user_id: user.id, role: 'managing-director' });
    expect(up.json().data).toEqual({ user_id: user.id, role: 'managing-director' });
    expect(await roleOf(user.id)).toBe('managing-director');
    await call('md', 'POST', '/api/agency/role/switch', { user_id: user.id, role: 'agency-manager' });
    expect(await roleOf(user.id)).toBe('agency-manager');
    const logged = await t.db
      .select()
      .from(activityLog)
      .where(and(eq(activityLog.action, 'USER_ROLE_CHANGED'), eq(activityLog.entityId, user.id)));
    expect(logged.map((row) => row.afterStatus)).toEqual(['managing-director', 'agency-manager']);
  });

  test('refused while booking approvals are pending, with the catalogue text', async () => {
    const agency = org.own;
    const director = await createUser(t.db, { role: 'managing-director', agencyIds: [agency.id] });
    const booking = await createBooking(t.db, { agencyId: agency.id, status: 'PENDING' });
    const refused = await call('md', 'POST', '/api/agency/role/switch', {
      user_id: director.id,
      role: 'agency-manager',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('The role cannot be changed because booking approvals are pending.');
    expect(await roleOf(director.id)).toBe('managing-director');
    await t.db.update(bookings).set({ status: 'APPROVED' }).where(eq(bookings.id, booking.id));
    expect(
      (await call('md', 'POST', '/api/agency/role/switch', { user_id: director.id, role: 'agency-manager' }))
        .statusCode,
    ).toBe(200);
  });

  test('the last managing director of an agency keeps the role', async () => {
    const refused = await call('admin', 'POST', '/api/agency/role/switch', {
      user_id: org.people.otherMd.id,
      role: 'agency-manager',
    });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().code).toBe('rule.lastManagingDirector');
  });

  test('another agency’s user is 404, unknown input 400, other roles 403', async () => {
    const foreign = await call('md', 'POST', '/api/agency/role/switch', {
      user_id: org.people.otherAm.id,
      role: 'managing-director',
    });
    expect(foreign.statusCode).toBe(404);
    expect(await roleOf(org.people.otherAm.id)).toBe('agency-manager');
    expect(
      (await call('md', 'POST', '/api/agency/role/switch', { user_id: org.people.am.id, role: 'admin' })).statusCode,
    ).toBe(400);
    expect((await call('md', 'POST', '/api/agency/role/switch', {})).statusCode).toBe(400);
    for (const who of others(['admin', 'md'])) {
      const refused = await call(who, 'POST', '/api/agency/role/switch', {
        user_id: org.people.am.id,
        role: 'managing-director',
      });
      expect(refused.statusCode, who).toBe(403);
    }
    expect(await roleOf(org.people.am.id)).toBe('agency-manager');
  });
});

describe('replacements', () => {
  test('a vacation replacement routes approvals and open to-dos to the stand-in until it ends', async () => {
    const before = await effectiveApprovers(t.db, org.own.id);
    expect(before.sort()).toEqual([org.people.md.id, org.people.md2.id].sort());
    await createNotification(t.db, {
      userId: org.people.md2.id,
      agencyId: org.own.id,
      category: 'to_do',
      type: 'booking_approval',
      messageKey: 'notification.bookingApproval',
    });
    const created = await call('md', 'POST', '/api/agency/users/replace', {
      user_id: org.people.md2.id,
      replacement_id: org.people.am.id,
      type: 'VACATION',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toMatchObject({
      user_id: org.people.md2.id,
      replacement_id: org.people.am.id,
      type: 'VACATION',
    });
    expect((await effectiveApprovers(t.db, org.own.id)).sort()).toEqual([org.people.md.id, org.people.am.id].sort());
    const standInToDos = await t.db
      .select()
      .from(notifications)
      .where(and(eq(notifications.userId, org.people.am.id), eq(notifications.category, 'to_do')));
    expect(standInToDos).toHaveLength(1);
    const members = await call('md', 'GET', '/api/agency/user/agency/members');
    expect(members.json().data.find((m: { id: number }) => m.id === org.people.md2.id).is_on_vacation).toBe(true);

    const ended = await call('md', 'DELETE', `/api/agency/users/replace?id=${created.json().data.id}`);
    expect(ended.json().data).toEqual({ id: created.json().data.id });
    expect((await effectiveApprovers(t.db, org.own.id)).sort()).toEqual([org.people.md.id, org.people.md2.id].sort());
  });

  test('on leaving the agency, the user is removed and the stand-in approves', async () => {
    const leaving = await createUser(t.db, { role: 'managing-director', agencyIds: [org.own.id] });
    const response = await call('admin', 'POST', '/api/agency/users/replace', {
      user_id: leaving.id,
      replacement_id: org.people.md.id,
      type: 'AGENCY_MEMBERSHIP_REMOVAL',
    });
    expect(response.statusCode).toBe(200);
    const membership = await t.db.select().from(agencyUsers).where(eq(agencyUsers.userId, leaving.id));
    expect(membership).toHaveLength(0);
    expect(await effectiveApprovers(t.db, org.own.id)).not.toContain(leaving.id);
  });

  test('a deactivated user is signed out and cannot sign in until an admin reactivates them', async () => {
    const leaving = await createUser(t.db, {
      email: 'leaving-for-good@test.test',
      role: 'agency-manager',
      agencyIds: [org.own.id],
    });
    const signIn = () => t.signIn(leaving.email, 'agency', { password: FACTORY_PASSWORD });
    const session = await signIn();
    const deactivated = await call('md', 'POST', '/api/agency/users/replace', {
      user_id: leaving.id,
      replacement_id: org.people.am.id,
      type: 'DEACTIVATION',
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    const profile = () => t.app.inject({ method: 'GET', url: '/api/agency/profile', headers: session });
    expect((await profile()).statusCode).toBe(401);
    await expect(signIn()).rejects.toThrow(/sign-in of/);

    const url = `/api/agency/admin/reactivate-user/${leaving.id}`;
    for (const who of others(['admin'])) expect((await call(who, 'PATCH', url)).statusCode, who).toBe(403);
    expect(
      (await call('admin', 'PATCH', `/api/agency/admin/reactivate-user/${org.people.freelancer.id}`)).statusCode,
    ).toBe(404);
    const reactivated = await call('admin', 'PATCH', url);
    expect(reactivated.json().data).toEqual({ id: leaving.id, is_active: true });
    const again = await signIn();
    expect((await t.app.inject({ method: 'GET', url: '/api/agency/profile', headers: again })).statusCode).toBe(200);
    const logged = await t.db.select().from(activityLog).where(eq(activityLog.action, 'USER_REACTIVATED'));
    expect(logged.map((row) => row.entityId)).toEqual([leaving.id]);
  });

  test('an admin names the agency of a deactivation; one the two do not share is 404', async () => {
    const both = [org.own.id, org.other.id];
    const leaving = await createUser(t.db, {
      email: 'two-agencies@test.test',
      role: 'agency-manager',
      agencyIds: both,
    });
    const standIn = await createUser(t.db, {
      email: 'stand-in-two@test.test',
      role: 'agency-manager',
      agencyIds: both,
    });
    const onlyOwn = await createUser(t.db, {
      email: 'stand-in-own@test.test',
      role: 'agency-manager',
      agencyIds: [org.own.id],
    });
    const notShared = await call('admin', 'POST', '/api/agency/users/replace', {
      user_id: leaving.id,
      replacement_id: onlyOwn.id,
      type: 'AGENCY_MEMBERSHIP_REMOVAL',
      agency_id: org.other.id,
    });
    expect(notShared.statusCode).toBe(404);
    const removed = await call('admin', 'POST', '/api/agency/users/replace', {
      user_id: leaving.id,
      replacement_id: standIn.id,
      type: 'AGENCY_MEMBERSHIP_REMOVAL',
      agency_id: org.other.id,
    });
    expect(removed.statusCode, removed.body).toBe(200);
    const memberships = await t.db.select().from(agencyUsers).where(eq(agencyUsers.userId, leaving.id));
    expect(memberships.map((row) => row.agencyId)).toEqual([org.own.id]);
  });

  test('another agency is 404, self-replacement 400, other roles 403', async () => {
    const foreign = await call('md', 'POST', '/api/agency/users/replace', {
      user_id: org.people.otherAm.id,
      replacement_id: org.people.otherMd.id,
      type: 'VACATION',
    });
    expect(foreign.statusCode).toBe(404);
    const self = await call('md', 'POST', '/api/agency/users/replace', {
      replacement_id: org.people.md.id,
      type: 'VACATION',
    });
    expect(self.statusCode).toBe(400);
    expect(
      (await call('md', 'POST', '/api/agency/users/replace', { replacement_id: org.people.am.id, type: 'HOLIDAY' }))
        .statusCode,
    ).toBe(400);
    const otherAgencies = await call('admin', 'POST', '/api/agency/users/replace', {
      user_id: org.people.otherMd.id,
      replacement_id: org.people.otherAm.id,
      type: 'VACATION',
    });
    expect(
      (await call('md', 'DELETE', `/api/agency/users/replace?id=${otherAgencies.json().data.id}`)).statusCode,
    ).toBe(404);
    for (const who of others(['admin', 'md'])) {
      const refused = await call(who, 'POST', '/api/agency/users/replace', {
        replacement_id: org.people.md.id,
        type: 'VACATION',
      });
      expect(refused.statusCode, who).toBe(403);
      expect((await call(who, 'DELETE', '/api/agency/users/replace?id=1')).statusCode, who).toBe(403);
    }
  });
});

describe('user administration (admin)', () => {
  const form = (fields: Record<string, string | string[]>) => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(fields)) for (const item of [value].flat()) params.append(key, item);
    return params.toString();
  };
  const listForm = async (who: Cast, fields: Record<string, string | string[]>) =>
    t.app.inject({
      method: 'POST',
      url: '/api/agency/admin/user-list',
      headers: { ...(await org.as(who)), 'content-type': 'application/x-www-form-urlencoded' },
      payload: form(fields),
    });

  test('the form-encoded list pages, sorts by first name and filters', async () => {
    const page = await listForm('admin', { items: '25', page: '1' });
    expect(page.statusCode, page.body).toBe(200);
    const names = page.json().data.data.map((u: { firstName: string }) => u.firstName);
    expect(names).toEqual([...names].sort((a: string, b: string) => a.localeCompare(b)));
    const managers = await listForm('admin', { 'roles[]': ['agency-manager'], 'keyword[]': ['usr-'] });
    expect(
      managers
        .json()
        .data.data.map((u: { email: string }) => u.email)
        .sort(),
    ).toEqual([org.people.am.email, org.people.otherAm.email].sort());
    const anton = await listForm('admin', { keyword: 'anton', 'status[]': ['ACTIVE'] });
    expect(anton.json().data).toMatchObject({
      total: 1,
      data: [{ email: org.people.am.email, agencies: [{ id: org.own.id }] }],
    });
    const bad = await listForm('admin', { sortBy: 'password', 'roles[]': ['king'] });
    expect(bad.statusCode).toBe(400);
    for (const who of others(['admin'])) expect((await listForm(who, {})).statusCode, who).toBe(403);
  });

  test('the download is a German XLSX of exactly the filtered rows, and a CSV that German Excel opens', async () => {
    const query = 'roles[]=managing-director&keyword[]=usr-&sortBy=email&sort=asc';
    const listed = await listForm('admin', {
      'roles[]': ['managing-director'],
      'keyword[]': ['usr-'],
      sortBy: 'email',
      sort: 'asc',
      items: '200',
    });
    const expected = listed.json().data.data.map((u: { email: string }) => u.email);
    expect(expected.length).toBeGreaterThan(1);
    const download = async (suffix: string, language: 'en' | 'de') =>
      t.app.inject({
        method: 'GET',
        url: `/api/agency/admin/user-list-download?${query}${suffix}`,
        headers: { ...(await org.as('admin')), 'accept-language': language },
      });

    const xlsx = await download('', 'de');
    expect(xlsx.statusCode).toBe(200);
    expect(xlsx.headers['content-type']).toContain('spreadsheetml');
    expect(xlsx.headers['content-disposition']).toMatch(/filename="benutzer-\d{4}-\d{2}-\d{2}\.xlsx"/);
    const workbook = new ExcelJS.Workbook();
    await workbook.xlsx.load(new Uint8Array(xlsx.rawPayload).buffer);
    const sheet = workbook.getWorksheet('Benutzer')!;
    expect(String(sheet.getRow(1).getCell(1).value)).toMatch(/^Benutzerliste · Stand \d{2}\.\d{2}\.\d{4}$/);
    expect((sheet.getRow(2).values as unknown[]).slice(1)).toEqual([
      'Vorname',
      'Nachname',
      'E-Mail',
      'Rolle',
      'Sprache',
      'Status',
      'Agenturen',
      'Registriert am',
      'Letzte Anmeldung',
    ]);
    const emails: string[] = [];
    sheet.eachRow((row, index) => {
      if (index > 2) emails.push(String(row.getCell(3).value));
    });
    expect(emails).toEqual(expected);
    expect(sheet.getRow(3).getCell(4).value).toBe('Geschäftsführung');
    expect(sheet.getRow(3).getCell(6).value).toBe('Aktiv');
    expect(sheet.getRow(3).getCell(8).value).toBeInstanceOf(Date);
    expect(sheet.getRow(3).getCell(8).numFmt).toBe('DD.MM.YYYY');

    const csv = await download('&format=csv', 'de');
    expect(csv.headers['content-type']).toContain('text/csv');
    expect([...csv.rawPayload.subarray(0, 3)]).toEqual([0xef, 0xbb, 0xbf]);
    const lines = csv.rawPayload.subarray(3).toString('utf8').trimEnd().split('\r\n');
    expect(lines[0]).toBe('Vorname;Nachname;E-Mail;Rolle;Sprache;Status;Agenturen;Registriert am;Letzte Anmeldung');
    expect(lines.slice(1).map((line) => line.split(';')[2])).toEqual(expected);
    expect(lines[1]!.split(';')[7]).toMatch(/^\d{2}\.\d{2}\.\d{4}$/);
    const english = await download('&format=csv', 'en');
    expect(english.rawPayload.subarray(3).toString('utf8').split('\r\n')[0]).toContain('First name;Last name;E-mail');

    for (const who of others(['admin'])) {
      expect((await call(who, 'GET', `/api/agency/admin/user-list-download?${query}`)).statusCode, who).toBe(403);
    }
    expect((await call('admin', 'GET', '/api/agency/admin/user-list-download?format=pdf')).statusCode).toBe(400);
  });

  test('admin reads one user; unknown is 404; others 403', async () => {
    const response = await call('admin', 'GET', `/api/agency/user?user_id=${org.people.md.id}`);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toMatchObject({
      email: org.people.md.email,
      status: 'ACTIVE',
      memberships: [{ agency: { id: org.own.id }, role: 'managing-director', is_active: true }],
      freelancer_id: null,
    });
    const freelancer = await call('admin', 'GET', `/api/agency/user?user_id=${org.people.freelancer.id}`);
    expect(freelancer.json().data.freelancer_id).toBe(org.people.freelancer.id);
    expect((await call('admin', 'GET', '/api/agency/user?user_id=999999')).statusCode).toBe(404);
    for (const who of others(['admin'])) {
      expect((await call(who, 'GET', `/api/agency/user?user_id=${org.people.md.id}`)).statusCode, who).toBe(403);
    }
  });
});
