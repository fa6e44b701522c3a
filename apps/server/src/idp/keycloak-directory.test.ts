import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type KeycloakDouble, type KeycloakUser, startKeycloakDouble } from '../../test/keycloak-double.ts';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createAgency } from '../db/factories/agency.ts';
import { createFreelancer } from '../db/factories/freelancer.ts';
import { createUser, type User } from '../db/factories/user.ts';
import { users } from '../db/schema/identity.ts';
import { outboxMails } from '../db/schema/mail.ts';

/**
 * With IDP_URL the server manages the users of a real Keycloak through its admin REST API (decision 021). The
 * double speaks Keycloak's HTTP API; the product is driven through its own HTTP API with tokens the double signs.
 */

const ADMIN = { realm: 'master', clientId: 'marketplace-admin', clientSecret: 'service-account-secret' };

let kc: KeycloakDouble;
let t: TestApp;
let agencyId: number;
let admin: { row: User; kc: KeycloakUser };
let md: { row: User; kc: KeycloakUser };

beforeAll(async () => {
  kc = await startKeycloakDouble(ADMIN);
  t = await createTestApp({ idpUrl: kc.url, idpAdmin: ADMIN });
  agencyId = (await createAgency(t.db)).id;
  const adminRow = await createUser(t.db, { realm: 'admin', role: 'admin', password: null });
  admin = { row: adminRow, kc: kc.addUser('admin', { email: adminRow.email, realmRoles: ['admin'] }) };
  const mdRow = await createUser(t.db, { role: 'managing-director', agencyIds: [agencyId], password: null });
  md = { row: mdRow, kc: kc.addUser('agency', { email: mdRow.email, realmRoles: ['managing-director'] }) };
});
afterAll(async () => {
  await t?.close();
  await kc?.close();
});

async function headersOf(realm: string, user: KeycloakUser, options: { email?: string; group?: number } = {}) {
  return {
    authorization: `Bearer ${await kc.accessToken(realm, user, options)}`,
    'x-realm': realm,
    'accept-language': 'en',
    'x-country-code': 'DE',
    ...(options.group ? { 'x-group': String(options.group) } : {}),
  };
}
const asMd = () => headersOf('agency', md.kc, { group: agencyId });
const asAdmin = () => headersOf('admin', admin.kc);

async function linkFromMail(to: string, page: string) {
  const mails = await t.db.select().from(outboxMails).where(eq(outboxMails.to, to));
  const match = mails.at(-1)?.text.match(new RegExp(`/${page}\\?t=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${page} link mailed to ${to}`);
  return match[1];
}
const rowOf = async (id: number) => (await t.db.select().from(users).where(eq(users.id, id)))[0]!;
const kcUserByEmail = (email: string) => [...kc.users.values()].find((user) => user.email === email);

describe('the server manages Keycloak users through the admin REST API', () => {
  test('an accepted invitation creates the user in Keycloak with its realm role and links it by sub', async () => {
    const invited = await t.app.inject({
      method: 'POST',
      url: '/api/agency/users/invite',
      headers: await asMd(),
      payload: { email: 'Neu.Manager@Example.test', role: 'agency-manager', first_name: 'Nina', last_name: 'Neu' },
    });
    expect(invited.statusCode, invited.body).toBe(200);
    expect(kc.callsTo('POST', /\/users$/)).toHaveLength(0);

    const token = await linkFromMail('neu.manager@example.test', 'sso-register');
    const created = await t.app.inject({
      method: 'POST',
      url: '/api/agency/create-password',
      payload: { expiryToken: token, newPassword: 'Sonnen8lume!' },
    });
    expect(created.statusCode, created.body).toBe(200);

    const tokenCalls = kc.calls.filter((call) => call.path === '/realms/master/protocol/openid-connect/token');
    expect(tokenCalls[0]?.body).toMatchObject({
      grant_type: 'client_credentials',
      client_id: ADMIN.clientId,
      client_secret: ADMIN.clientSecret,
    });
    const [create] = kc.callsTo('POST', /^\/admin\/realms\/agency\/users$/);
    expect(create?.body).toMatchObject({
      username: 'neu.manager@example.test',
      email: 'neu.manager@example.test',
      firstName: 'Nina',
      lastName: 'Neu',
      enabled: true,
      credentials: [{ type: 'password', value: 'Sonnen8lume!', temporary: false }],
    });
    const kcUser = kcUserByEmail('neu.manager@example.test');
    expect(kcUser?.realmRoles).toContain('agency-manager');
    expect(kc.callsTo('GET', /^\/admin\/realms\/agency\/roles\/agency-manager$/)).toHaveLength(1);
    const [mapping] = kc.callsTo('POST', new RegExp(`/users/${kcUser?.id}/role-mappings/realm$`));
    expect(mapping?.body).toEqual([{ id: expect.any(String), name: 'agency-manager' }]);

    const [row] = await t.db.select().from(users).where(eq(users.email, 'neu.manager@example.test'));
    expect(row?.externalSubject).toBe(kcUser?.id);
    expect(row?.passwordHash).toBeNull();
    const list = await t.app.inject({
      method: 'POST',
      url: '/api/agency/admin/user-list',
      headers: await asAdmin(),
      payload: { keyword: 'neu.manager' },
    });
    expect(list.json().data.data[0]).toMatchObject({ status: 'ACTIVE' });

    const profile = await t.app.inject({
      method: 'GET',
      url: '/api/agency/profile',
      headers: await headersOf('agency', kcUser!, { group: agencyId }),
    });
    expect(profile.statusCode, profile.body).toBe(200);
    expect(profile.json().data.user).toMatchObject({ id: row?.id, role: 'agency-manager', first_name: 'Nina' });
  });

  test('a role switch moves the realm role mapping and ends the user’s Keycloak sessions', async () => {
    const amRow = await createUser(t.db, { role: 'agency-manager', agencyIds: [agencyId], password: null });
    const am = kc.addUser('agency', { email: amRow.email, realmRoles: ['default-roles-agency', 'agency-manager'] });
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/agency/role/switch',
      headers: await asMd(),
      payload: { user_id: amRow.id, role: 'managing-director' },
    });
    expect(switched.statusCode, switched.body).toBe(200);

    // Not signed in yet: found once by e-mail, linked from then on.
    expect(
      kc
        .callsTo('GET', /^\/admin\/realms\/agency\/users$/)
        .at(-1)
        ?.query.get('email'),
    ).toBe(amRow.email);
    expect((await rowOf(amRow.id)).externalSubject).toBe(am.id);
    expect(kc.callsTo('DELETE', new RegExp(`/users/${am.id}/role-mappings/realm$`))[0]?.body).toEqual([
      { id: expect.any(String), name: 'agency-manager' },
    ]);
    expect(kc.callsTo('POST', new RegExp(`/users/${am.id}/role-mappings/realm$`))[0]?.body).toEqual([
      { id: expect.any(String), name: 'managing-director' },
    ]);
    expect(am.realmRoles).toEqual(['default-roles-agency', 'managing-director']);
    expect(kc.callsTo('POST', new RegExp(`/users/${am.id}/logout$`))).toHaveLength(1);
  });

  test('deactivation disables the Keycloak user and logs it out; reactivation enables it again', async () => {
    const amRow = await createUser(t.db, { role: 'agency-manager', agencyIds: [agencyId], password: null });
    const am = kc.addUser('agency', { email: amRow.email, realmRoles: ['agency-manager'] });
    const asAm = await headersOf('agency', am, { group: agencyId });
    expect((await t.app.inject({ method: 'GET', url: '/api/agency/profile', headers: asAm })).statusCode).toBe(200);

    const deactivated = await t.app.inject({
      method: 'POST',
      url: '/api/agency/users/replace',
      headers: await asAdmin(),
      payload: { user_id: amRow.id, replacement_id: md.row.id, type: 'DEACTIVATION', agency_id: agencyId },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(kc.callsTo('PUT', new RegExp(`^/admin/realms/agency/users/${am.id}$`))[0]?.body).toEqual({ enabled: false });
    expect(kc.callsTo('POST', new RegExp(`/users/${am.id}/logout$`))).toHaveLength(1);
    expect(am.enabled).toBe(false);
    // A token Keycloak issued before is refused at once by the server too.
    expect((await t.app.inject({ method: 'GET', url: '/api/agency/profile', headers: asAm })).statusCode).toBe(401);

    const reactivated = await t.app.inject({
      method: 'PATCH',
      url: `/api/agency/admin/reactivate-user/${amRow.id}`,
      headers: await asAdmin(),
    });
    expect(reactivated.statusCode, reactivated.body).toBe(200);
    expect(kc.callsTo('PUT', new RegExp(`^/admin/realms/agency/users/${am.id}$`))[1]?.body).toEqual({ enabled: true });
    expect(am.enabled).toBe(true);
  });

  test('an agency deactivated logs its members out of Keycloak; a deleted freelancer is disabled there', async () => {
    const closing = await createAgency(t.db);
    const memberRow = await createUser(t.db, { role: 'agency-manager', agencyIds: [closing.id], password: null });
    const member = kc.addUser('agency', { email: memberRow.email, realmRoles: ['agency-manager'] });
    const deactivated = await t.app.inject({
      method: 'PATCH',
      url: `/api/agency/admin/deactivate-agency/${closing.id}`,
      headers: await asAdmin(),
      payload: { is_active: false },
    });
    expect(deactivated.statusCode, deactivated.body).toBe(200);
    expect(kc.callsTo('POST', new RegExp(`/users/${member.id}/logout$`))).toHaveLength(1);
    // Still enabled: the member may belong to other agencies and signs in again without this one.
    expect(member.enabled).toBe(true);

    const { user: freelancerRow } = await createFreelancer(t.db, { password: null });
    const freelancer = kc.addUser('freelancer', { email: freelancerRow.email, realmRoles: ['freelancer'] });
    const deleted = await t.app.inject({
      method: 'DELETE',
      url: `/api/freelancer/delete-user?id=${freelancerRow.id}`,
      headers: await asAdmin(),
    });
    expect(deleted.statusCode, deleted.body).toBe(200);
    expect(kc.callsTo('PUT', new RegExp(`^/admin/realms/freelancer/users/${freelancer.id}$`))[0]?.body).toEqual({
      enabled: false,
    });
    expect(kc.callsTo('POST', new RegExp(`/users/${freelancer.id}/logout$`))).toHaveLength(1);
    expect(freelancer.enabled).toBe(false);
  });

  test('a password reset from the mailed link sets the Keycloak password and ends its sessions', async () => {
    // The managing director has signed in (the tests above), so the row is linked and the account registered.
    expect((await rowOf(md.row.id)).externalSubject).toBe(md.kc.id);
    const forgot = await t.app.inject({
      method: 'POST',
      url: '/api/agency/forgot-password',
      payload: { email: md.row.email, realm: 'agency' },
    });
    expect(forgot.statusCode, forgot.body).toBe(200);
    const token = await linkFromMail(md.row.email, 'reset-password');
    const reset = await t.app.inject({
      method: 'POST',
      url: '/api/agency/create-password',
      payload: { expiryToken: token, newPassword: 'Neues-Passw0rt' },
    });
    expect(reset.statusCode, reset.body).toBe(200);
    expect(kc.callsTo('PUT', new RegExp(`/users/${md.kc.id}/reset-password$`))[0]?.body).toEqual({
      type: 'password',
      value: 'Neues-Passw0rt',
      temporary: false,
    });
    expect(md.kc.password).toBe('Neues-Passw0rt');
    expect(kc.callsTo('POST', new RegExp(`/users/${md.kc.id}/logout$`))).toHaveLength(1);
  });

  test('a Keycloak error rolls the change back', async () => {
    const amRow = await createUser(t.db, { role: 'agency-manager', agencyIds: [agencyId], password: null });
    // No such user in Keycloak: the role switch cannot be made there, so it is not made here either.
    const switched = await t.app.inject({
      method: 'POST',
      url: '/api/agency/role/switch',
      headers: await asMd(),
      payload: { user_id: amRow.id, role: 'managing-director' },
    });
    expect(switched.statusCode).toBe(500);
    expect((await rowOf(amRow.id)).role).toBe('agency-manager');
  });
});

describe('tokens are linked to users by sub', () => {
  test('the first sign-in links by e-mail once; then the sub finds the user whatever its e-mail became', async () => {
    const row = await createUser(t.db, { role: 'agency-manager', agencyIds: [agencyId], password: null });
    const person = kc.addUser('agency', { email: row.email, realmRoles: ['agency-manager'] });
    expect(row.externalSubject).toBeNull();

    const first = await t.app.inject({
      method: 'GET',
      url: '/api/agency/profile',
      headers: await headersOf('agency', person, { group: agencyId }),
    });
    expect(first.statusCode, first.body).toBe(200);
    expect((await rowOf(row.id)).externalSubject).toBe(person.id);
    expect(await t.app.platform.directory.findBySub(t.db, 'agency', person.id)).toBe(row.id);

    // The e-mail was changed in Keycloak: the sub still finds the same user.
    const renamed = await t.app.inject({
      method: 'GET',
      url: '/api/agency/profile',
      headers: await headersOf('agency', person, { group: agencyId, email: 'renamed@example.test' }),
    });
    expect(renamed.statusCode, renamed.body).toBe(200);
    expect(renamed.json().data.user.id).toBe(row.id);

    // Another Keycloak user carrying the old e-mail does not take over the linked row.
    const impostor = kc.addUser('agency', { email: 'someone@example.test', realmRoles: ['agency-manager'] });
    const taken = await t.app.inject({
      method: 'GET',
      url: '/api/agency/profile',
      headers: await headersOf('agency', impostor, { group: agencyId, email: row.email }),
    });
    expect(taken.statusCode).toBe(401);
    expect((await rowOf(row.id)).externalSubject).toBe(person.id);
  });
});
