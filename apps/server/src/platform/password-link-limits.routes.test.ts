import { eq } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createUser } from '../db/factories/user.ts';
import { outboxMails } from '../db/schema/mail.ts';
import { setClock } from './clock.ts';

let t: TestApp;
let clockNow = new Date();

beforeAll(async () => {
  setClock({ now: () => clockNow });
  t = await createTestApp({ smtpUrl: null, passwordMailLimitPerEmail: 3, passwordLimitPerAddress: 10 });
});
afterAll(async () => {
  setClock(null);
  await t.close();
});

const post = (url: string, payload: object, remoteAddress: string) =>
  t.app.inject({ method: 'POST', url, payload, remoteAddress, headers: { 'accept-language': 'en' } });
const forgotFreelancer = (email: string, address: string) =>
  post('/api/freelancer/forgot-password', { email }, address);
const forgotAgency = (email: string, address: string) => post('/api/agency/forgot-password', { email }, address);
const mailsTo = async (email: string) =>
  (await t.db.select({ id: outboxMails.id }).from(outboxMails).where(eq(outboxMails.to, email))).length;

describe('forgot-password limits', () => {
  test('mails one address at most 3 times an hour across both variants, and answers alike for unknown ones', async () => {
    const known = await createUser(t.db, { realm: 'freelancer', email: 'limited@limits.test' });
    const answer = async (email: string, address: string) => {
      const statuses = [];
      for (let index = 0; index < 3; index += 1) statuses.push((await forgotFreelancer(email, address)).statusCode);
      const over = await forgotAgency(email, address);
      statuses.push(over.statusCode, (await forgotFreelancer(email, address)).statusCode);
      return { statuses, over };
    };

    const forKnown = await answer(known.email, '198.51.100.1');
    const forUnknown = await answer('nobody@limits.test', '198.51.100.2');
    expect(forKnown.statuses).toEqual([200, 200, 200, 429, 429]);
    expect(forUnknown.statuses).toEqual(forKnown.statuses);
    expect(forUnknown.over.json()).toEqual(forKnown.over.json());
    expect(forKnown.over.json()).toMatchObject({ status: 'error', code: 'error.rateLimited' });
    const retryAfter = Number(forKnown.over.headers['retry-after']);
    expect(retryAfter).toBeGreaterThan(0);
    expect(retryAfter).toBeLessThanOrEqual(3600);
    expect(await mailsTo(known.email)).toBe(3);

    // Case and spaces do not make another address.
    expect((await forgotFreelancer(' LIMITED@limits.test ', '198.51.100.3')).statusCode).toBe(429);

    clockNow = new Date(clockNow.getTime() + retryAfter * 1000);
    expect((await forgotFreelancer(known.email, '198.51.100.1')).statusCode).toBe(200);
    expect(await mailsTo(known.email)).toBe(4);
  });

  test('limits the calls of one client address to 10 an hour; other addresses go on', async () => {
    const statuses = [];
    for (let index = 0; index < 11; index += 1) {
      statuses.push((await forgotAgency(`spray-${index}@limits.test`, '198.51.100.10')).statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(200), 429]);
    expect((await forgotAgency('spray-0@limits.test', '198.51.100.11')).statusCode).toBe(200);
  });
});

describe('create-password limits', () => {
  test('one client address tries at most 10 link tokens an hour', async () => {
    const statuses = [];
    for (let index = 0; index < 11; index += 1) {
      const url = index % 2 === 0 ? '/api/freelancer/create-password' : '/api/agency/create-password';
      const response = await post(
        url,
        { expiryToken: `guess-${index}`, newPassword: 'Sonnenblume-42' },
        '198.51.100.20',
      );
      statuses.push(response.statusCode);
    }
    expect(statuses).toEqual([...Array(10).fill(400), 429]);
    const other = await post(
      '/api/freelancer/create-password',
      { expiryToken: 'guess', newPassword: 'Sonnenblume-42' },
      '198.51.100.21',
    );
    expect(other.statusCode).toBe(400);
  });
});
