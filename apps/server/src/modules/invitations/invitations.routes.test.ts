import { and, eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { type SmtpPeer, startSmtpPeer } from '../../../test/smtp-peer.ts';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createInvitation } from '../../db/factories/invitation.ts';
import { createUser } from '../../db/factories/user.ts';
import { activityLog } from '../../db/schema/activity.ts';
import { agencies, agencyUsers, idpSessions, users } from '../../db/schema/identity.ts';
import { invitations } from '../../db/schema/invitations.ts';
import { outboxMails } from '../../db/schema/mail.ts';
import { arrangeOrganisation, type Cast, EVERY_ROLE, type Organisation } from '../agencies/organisation.fixtures.ts';

let t: TestApp;
let org: Organisation;
let smtp: SmtpPeer;

beforeAll(async () => {
  smtp = await startSmtpPeer();
  t = await createTestApp({ smtpUrl: smtp.url });
  org = await arrangeOrganisation(t, 'inv');
});
afterAll(async () => {
  await t.close();
  await smtp.close();
});

const call = (...args: Parameters<Organisation['call']>) => org.call(...args);
const publicPost = (url: string, payload: object) => t.app.inject({ method: 'POST', url, payload });
const invite = (who: Cast, body: Record<string, unknown>) => call(who, 'POST', '/api/agency/users/invite', body);

/** The token of the last link mailed to an address (quoted-printable soft breaks undone). */
async function tokenFromMail(to: string, page: string) {
  const mail = await smtp.waitForMail(to);
  const body = mail.raw.replace(/=\r?\n/g, '').replace(/=3D/g, '=');
  const match = body.match(new RegExp(`/${page}\\?t=([A-Za-z0-9_-]+)`));
  if (!match?.[1]) throw new Error(`no ${page} link in the mail to ${to}`);
  return match[1];
}

describe('the invitation journey with a real SMTP peer', () => {
  test('a managing director invites an account manager, who sets a password, signs in and reads the profile', async () => {
    const response = await invite('md', {
      email: 'Neu.Manager@Example.test',
      role: 'agency-manager',
      first_name: 'Nina',
    });
    expect(response.statusCode, response.body).toBe(200);
    expect(response.json().data).toMatchObject({
      email: 'neu.manager@example.test',
      role: 'agency-manager',
      agency_id: org.own.id,
    });
    const token = await tokenFromMail('neu.manager@example.test', 'sso-register');
    const list = await call('admin', 'POST', '/api/agency/admin/user-list', { keyword: 'neu.manager' });
    expect(list.json().data.data[0]).toMatchObject({ status: 'INVITED', firstName: 'Nina' });

    const weak = await publicPost('/api/agency/create-password', { expiryToken: token, newPassword: 'password1' });
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.newPassword).toBeDefined();

    const created = await publicPost('/api/agency/create-password', {
      expiryToken: token,
      newPassword: 'Sonnen8lume!',
    });
    expect(created.statusCode, created.body).toBe(200);
    expect(created.json().data).toEqual({ email: 'neu.manager@example.test', realm: 'agency' });

    const headers = await t.signIn('neu.manager@example.test', 'agency', { password: 'Sonnen8lume!' });
    const profile = await t.app.inject({ method: 'GET', url: '/api/agency/profile', headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data).toMatchObject({
      id: org.own.id,
      user: { email: 'neu.manager@example.test', role: 'agency-manager', first_name: 'Nina' },
    });

    const reused = await publicPost('/api/agency/create-password', { expiryToken: token, newPassword: 'Another9pass' });
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This invitation has already been used. Please log in.');
  });

  test('an admin invites a freelancer: the link goes to /register and the account gets a freelancer profile', async () => {
    const response = await invite('admin', { email: 'new.fl@example.test', role: 'freelancer' });
    expect(response.statusCode).toBe(200);
    const exists = await call('am', 'GET', '/api/agency/freelancer/email/new.fl@example.test/exists');
    expect(exists.json().data).toEqual({ is_existing: false, is_invited: true });
    const token = await tokenFromMail('new.fl@example.test', 'register');
    expect(
      (await publicPost('/api/agency/create-password', { expiryToken: token, newPassword: 'Frei!zeit7' })).statusCode,
    ).toBe(200);
    const headers = await t.signIn('new.fl@example.test', 'freelancer', { password: 'Frei!zeit7' });
    const profile = await t.app.inject({ method: 'GET', url: '/api/freelancer/profile', headers });
    expect(profile.statusCode).toBe(200);
    expect(profile.json().data.is_profile_complete).toBe(false);
    const after = await call('am', 'GET', '/api/agency/freelancer/email/new.fl@example.test/exists');
    expect(after.json().data).toEqual({ is_existing: true, is_invited: false });
  });
});

describe('who may invite whom', () => {
  test.each([
    ['md', 'managing-director', 200],
    ['md', 'agency-manager', 200],
    ['md', 'freelancer', 200],
    ['md', 'admin', 403],
    ['md', 'finance-user', 403],
    ['am', 'freelancer', 200],
    ['am', 'agency-manager', 403],
    ['am', 'managing-director', 403],
    ['admin', 'finance-cfo', 200],
    ['admin', 'admin', 200],
    ['cfo', 'freelancer', 403],
    ['finance', 'freelancer', 403],
    ['freelancer', 'freelancer', 403],
  ] as const)('%s inviting a %s answers %i', async (who, role, status) => {
    const email = `${who}-${role}@matrix.test`;
    const body = { email, role, ...(who === 'admin' && role.startsWith('managing') ? { agency_id: org.own.id } : {}) };
    const response = await invite(who, body);
    expect(response.statusCode, response.body).toBe(status);
    const rows = await t.db.select().from(invitations).where(eq(invitations.email, email));
    expect(rows).toHaveLength(status === 200 ? 1 : 0);
  });

  test('another agency is 404; an admin must name the agency of an agency role', async () => {
    expect(
      (await invite('md', { email: 'x1@ex.test', role: 'agency-manager', agency_id: org.other.id })).statusCode,
    ).toBe(404);
    const unnamed = await invite('admin', { email: 'x2@ex.test', role: 'agency-manager' });
    expect(unnamed.statusCode).toBe(400);
    expect(unnamed.json().errors.agency_id).toBeDefined();
    expect((await invite('admin', { email: 'x3@ex.test', role: 'agency-manager', agency_id: 999999 })).statusCode).toBe(
      404,
    );
  });
});

describe('refused invitations change nothing', () => {
  test('"This email address has already been invited" for an open invitation or a member', async () => {
    await invite('md', { email: 'twice@example.test', role: 'agency-manager' });
    const again = await invite('md2', { email: 'twice@example.test', role: 'agency-manager' });
    expect(again.statusCode).toBe(400);
    expect(again.json()).toMatchObject({
      code: 'catalogue.emailAlreadyInvited',
      message: 'This email address has already been invited',
    });
    const member = await invite('md', { email: org.people.am.email, role: 'agency-manager' });
    expect(member.json().message).toBe('This email address has already been invited');
    const german = await t.app.inject({
      method: 'POST',
      url: '/api/agency/users/invite',
      headers: { ...(await org.as('md')), 'accept-language': 'de' },
      payload: { email: 'twice@example.test', role: 'agency-manager' },
    });
    expect(german.json().message).toBe('Diese E-Mail-Adresse wurde bereits eingeladen');
  });

  test('"This mail address is not allowed!" outside the agency’s e-mail domains', async () => {
    await t.db
      .update(agencies)
      .set({ allowedEmailDomains: ['nordlicht.test'] })
      .where(eq(agencies.id, org.own.id));
    const refused = await invite('md', { email: 'someone@gmail.test', role: 'agency-manager' });
    expect(refused.statusCode).toBe(400);
    expect(refused.json().message).toBe('This mail address is not allowed!');
    expect(await t.db.select().from(users).where(eq(users.email, 'someone@gmail.test'))).toHaveLength(0);
    expect((await invite('md', { email: 'kollege@nordlicht.test', role: 'agency-manager' })).statusCode).toBe(200);
    await t.db.update(agencies).set({ allowedEmailDomains: [] }).where(eq(agencies.id, org.own.id));
  });

  test('empty, too long and malformed e-mails and unknown roles are 400', async () => {
    const before = (await t.db.select().from(invitations)).length;
    for (const body of [
      {},
      { email: '', role: 'freelancer' },
      { email: 'not-an-email', role: 'freelancer' },
      { email: `${'a'.repeat(300)}@example.test`, role: 'freelancer' },
      { email: 'ok@example.test', role: 'emperor' },
    ]) {
      const response = await invite('md', body);
      expect(response.statusCode, JSON.stringify(body)).toBe(400);
      expect(response.json().status).toBe('error');
    }
    expect((await t.db.select().from(invitations)).length).toBe(before);
  });
});

describe('links that expire and the forgot-password flow', () => {
  test('an expired invitation link says so; a new invitation replaces it', async () => {
    const expired = await createInvitation(t.db, {
      email: 'late@example.test',
      realm: 'agency',
      role: 'agency-manager',
      agencyId: org.own.id,
      expiresAt: new Date(Date.now() - 1000),
    });
    const response = await publicPost('/api/agency/create-password', {
      expiryToken: expired.token,
      newPassword: 'Sonnen8lume!',
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe('Your registration link has expired. Please log in or reset your password.');
    expect((await invite('md', { email: 'late@example.test', role: 'agency-manager' })).statusCode).toBe(200);
    const unknown = await publicPost('/api/agency/create-password', {
      expiryToken: 'nope',
      newPassword: 'Sonnen8lume!',
    });
    expect(unknown.json().message).toBe('Invalid link');
  });

  test('an agency user resets the password: mail, new password, old sessions end, sign-in works', async () => {
    const user = await createUser(t.db, {
      email: 'forgetful@example.test',
      role: 'agency-manager',
      agencyIds: [org.own.id],
    });
    const oldHeaders = await t.signIn('forgetful@example.test', 'agency', { password: 'factory-pass-1!' });
    const unknown = await publicPost('/api/agency/forgot-password', { email: 'ghost@example.test' });
    expect(unknown.json()).toEqual({ status: 'success', data: { done: true } });
    const response = await publicPost('/api/agency/forgot-password', {
      email: 'Forgetful@example.test',
      realm: 'agency',
    });
    expect(response.json().data).toEqual({ done: true });
    const token = await tokenFromMail('forgetful@example.test', 'reset-password');
    expect(
      (await publicPost('/api/agency/create-password', { expiryToken: token, newPassword: 'Neues!Pass9' })).statusCode,
    ).toBe(200);
    expect((await t.app.inject({ method: 'GET', url: '/api/agency/profile', headers: oldHeaders })).statusCode).toBe(
      401,
    );
    const sessions = await t.db.select().from(idpSessions).where(eq(idpSessions.userId, user.id));
    expect(sessions.every((session) => session.endedAt !== null)).toBe(true);
    await t.signIn('forgetful@example.test', 'agency', { password: 'Neues!Pass9' });
    const reused = await publicPost('/api/agency/create-password', { expiryToken: token, newPassword: 'Neues!Pass10' });
    expect(reused.json().message).toBe('Invalid link');
    expect((await publicPost('/api/agency/forgot-password', { email: 'bad' })).statusCode).toBe(400);
  });

  test('admin and finance reset through the same calls', async () => {
    for (const [email, role, realm] of [
      ['reset-admin@example.test', 'admin', 'admin'],
      ['reset-cfo@example.test', 'finance-cfo', 'finance'],
    ] as const) {
      await createUser(t.db, { email, role });
      await publicPost('/api/agency/forgot-password', { email });
      const token = await tokenFromMail(email, 'reset-password');
      const created = await publicPost('/api/agency/create-password', {
        expiryToken: token,
        newPassword: 'Finanz!2027',
      });
      expect(created.json().data).toEqual({ email, realm });
      await t.signIn(email, realm, { password: 'Finanz!2027' });
    }
  });
});

test('freelancer/email/exists: inviting roles only; a bad e-mail is 400', async () => {
  for (const who of EVERY_ROLE) {
    const response = await call(who, 'GET', `/api/agency/freelancer/email/${org.people.freelancer.email}/exists`);
    const allowed = ['admin', 'md', 'am'].includes(who);
    expect(response.statusCode, who).toBe(allowed ? 200 : 403);
    if (allowed) expect(response.json().data.is_existing).toBe(true);
  }
  expect((await call('am', 'GET', '/api/agency/freelancer/email/not-an-email/exists')).statusCode).toBe(400);
});

test('freelancer/email/exists: an expired invitation no longer counts, so the person can be invited again', async () => {
  const email = 'expiring.fl@example.test';
  expect((await invite('am', { email, role: 'freelancer' })).statusCode).toBe(200);
  const exists = () => call('am', 'GET', `/api/agency/freelancer/email/${email}/exists`);
  expect((await exists()).json().data).toEqual({ is_existing: false, is_invited: true });
  await t.db
    .update(invitations)
    .set({ expiresAt: new Date(Date.now() - 1000) })
    .where(eq(invitations.email, email));
  expect((await exists()).json().data).toEqual({ is_existing: false, is_invited: false });
  expect((await invite('am', { email, role: 'freelancer' })).statusCode).toBe(200);
  expect((await exists()).json().data).toEqual({ is_existing: false, is_invited: true });
});

test('invitations and registrations are logged; the mail is recorded as sent', async () => {
  const logged = await t.db.select().from(activityLog).where(eq(activityLog.action, 'INVITATION_SENT'));
  expect(logged.length).toBeGreaterThan(3);
  const [mail] = await t.db.select().from(outboxMails).where(eq(outboxMails.to, 'neu.manager@example.test'));
  expect(mail?.sentAt).not.toBeNull();
  const membership = await t.db
    .select()
    .from(agencyUsers)
    .innerJoin(users, eq(users.id, agencyUsers.userId))
    .where(and(eq(users.email, 'neu.manager@example.test'), eq(agencyUsers.agencyId, org.own.id)));
  expect(membership).toHaveLength(1);
});
