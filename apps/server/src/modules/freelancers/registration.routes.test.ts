import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { createFreelancer } from '../../db/factories/freelancer.ts';
import { createInvitation } from '../../db/factories/invitation.ts';
import { FACTORY_PASSWORD } from '../../db/factories/user.ts';
import { freelancers } from '../../db/schema/freelancers.ts';
import { invitations } from '../../db/schema/invitations.ts';
import { outboxMails } from '../../db/schema/mail.ts';

let t: TestApp;
const NEW_PASSWORD = 'Sonnenblume-42';

beforeAll(async () => {
  t = await createTestApp({ smtpUrl: null });
});
afterAll(() => t.close());

const createPassword = (expiryToken: string, newPassword = NEW_PASSWORD, language = 'en') =>
  t.app.inject({
    method: 'POST',
    url: '/api/freelancer/create-password',
    headers: { 'accept-language': language },
    payload: { expiryToken, newPassword },
  });

describe('registration from an invitation link', () => {
  test('an invited freelancer sets a password, signs in through the IdP and lands on an empty profile', async () => {
    const invitation = await createInvitation(t.db, { email: 'neu@register.test', token: 'register-token-1' });
    const response = await createPassword(invitation.token);
    expect(response.statusCode).toBe(200);
    expect(response.json().data).toEqual({ email: 'neu@register.test', realm: 'freelancer' });

    const headers = await t.signIn('neu@register.test', 'freelancer', { password: NEW_PASSWORD });
    const profile = await t.app.inject({ method: 'GET', url: '/api/freelancer/profile', headers });
    expect(profile.json().data).toMatchObject({ email: 'neu@register.test', is_profile_complete: false });

    const reused = await createPassword(invitation.token, 'Another-pass-9');
    expect(reused.statusCode).toBe(400);
    expect(reused.json().message).toBe('This invitation has already been used. Please log in.');
    await expect(t.signIn('neu@register.test', 'freelancer', { password: 'Another-pass-9' })).rejects.toThrow();
    const [row] = await t.db.select().from(invitations).where(eq(invitations.id, invitation.id));
    expect(row!.acceptedAt).not.toBeNull();
    expect(row!.tokenHash).not.toContain('register-token-1');
  });

  test('an expired link says so and creates nothing', async () => {
    const invitation = await createInvitation(t.db, {
      email: 'late@register.test',
      expiresAt: new Date(Date.now() - 1000),
    });
    const response = await createPassword(invitation.token, NEW_PASSWORD, 'de');
    expect(response.statusCode).toBe(400);
    expect(response.json().message).toBe(
      'Ihr Registrierungslink ist abgelaufen. Bitte melden Sie sich an oder setzen Sie Ihr Passwort zurück.',
    );
    await expect(t.signIn('late@register.test', 'freelancer', { password: NEW_PASSWORD })).rejects.toThrow();
  });

  test('a weak password or an unknown token is refused with a clear message', async () => {
    const invitation = await createInvitation(t.db, { email: 'weak@register.test' });
    const weak = await createPassword(invitation.token, 'password1');
    expect(weak.statusCode).toBe(400);
    expect(weak.json().errors.newPassword).toEqual(['This password is too common, please choose another one']);
    const short = await createPassword(invitation.token, 'ab1');
    expect(short.json().errors.newPassword[0]).toContain('too short');
    expect((await createPassword('no-such-token')).statusCode).toBe(400);
    expect((await createPassword(invitation.token)).statusCode).toBe(200);
  });
});

describe('forgot password', () => {
  test('mails a single-use reset link; the new password works and the old one no longer does', async () => {
    const { user } = await createFreelancer(t.db, { email: 'forgetful@register.test' });
    const sent = await t.app.inject({
      method: 'POST',
      url: '/api/freelancer/forgot-password',
      payload: { email: 'Forgetful@Register.test ' },
    });
    expect(sent.json()).toEqual({ status: 'success', data: { done: true } });
    const [mail] = await t.db.select().from(outboxMails).where(eq(outboxMails.to, 'forgetful@register.test'));
    const token = decodeURIComponent(/reset-password\?t=([^\s]+)/.exec(mail!.text)![1]!);

    expect((await createPassword(token)).json().data).toEqual({ email: user.email, realm: 'freelancer' });
    expect(await t.signIn('forgetful@register.test', 'freelancer', { password: NEW_PASSWORD })).toHaveProperty(
      'authorization',
    );
    await expect(t.signIn('forgetful@register.test', 'freelancer', { password: FACTORY_PASSWORD })).rejects.toThrow();
    expect((await createPassword(token, 'Third-pass-77')).statusCode).toBe(400);
    const [profile] = await t.db.select().from(freelancers).where(eq(freelancers.id, user.id));
    expect(profile!.isProfileComplete).toBe(true);
  });

  test('answers the same for an unknown address and sends nothing', async () => {
    const before = await t.db.select().from(outboxMails);
    const response = await t.app.inject({
      method: 'POST',
      url: '/api/freelancer/forgot-password',
      payload: { email: 'nobody@register.test' },
    });
    expect(response.json()).toEqual({ status: 'success', data: { done: true } });
    expect(await t.db.select().from(outboxMails)).toHaveLength(before.length);
    const invalid = await t.app.inject({
      method: 'POST',
      url: '/api/freelancer/forgot-password',
      payload: { email: 'x' },
    });
    expect(invalid.json().errors.email).toEqual(['Should be a valid e-mail address']);
  });
});
