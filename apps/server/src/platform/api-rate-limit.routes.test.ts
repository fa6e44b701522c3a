import { fullPath } from '@fm/contract/endpoint';
import { freelancerProfileGet } from '@fm/contract/endpoints/shell';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../test/test-app.ts';
import { createFreelancer } from '../db/factories/freelancer.ts';
import { FACTORY_PASSWORD } from '../db/factories/user.ts';
import { createTokenBuckets } from './api-rate-limit.ts';

const LIMIT = 3;
let t: TestApp;

beforeAll(async () => {
  t = await createTestApp({ apiRateLimit: LIMIT });
});
afterAll(() => t.close());

const profile = (headers: Record<string, string>) =>
  t.app.inject({ method: 'GET', url: fullPath(freelancerProfileGet), headers });

describe('API rate limit (API_RATE_LIMIT per minute)', () => {
  test('a user over the limit gets 429 with Retry-After; another user from the same address does not', async () => {
    const { user: first } = await createFreelancer(t.db);
    const { user: second } = await createFreelancer(t.db);
    const firstHeaders = await t.signIn(first.email, 'freelancer', { password: FACTORY_PASSWORD });
    const secondHeaders = await t.signIn(second.email, 'freelancer', { password: FACTORY_PASSWORD });

    for (let call = 0; call < LIMIT; call += 1) expect((await profile(firstHeaders)).statusCode).toBe(200);
    const over = await profile(firstHeaders);
    expect(over.statusCode).toBe(429);
    expect(over.json()).toMatchObject({ status: 'error', code: 'error.rateLimited' });
    // One request back after a third of a minute (3 a minute).
    expect(Number(over.headers['retry-after'])).toBe(20);

    expect((await profile(secondHeaders)).statusCode).toBe(200);
  });

  test('calls without a verified user count against the address, not against signed-in users', async () => {
    const { user } = await createFreelancer(t.db);
    const headers = await t.signIn(user.email, 'freelancer', { password: FACTORY_PASSWORD });
    expect((await t.app.inject('/api/agency/nothing-here')).statusCode).toBe(404);
    expect((await t.app.inject('/api/agency/nothing-here')).statusCode).toBe(404);
    const refusedToken = { ...headers, authorization: 'Bearer not-a-token' };
    expect((await profile(refusedToken)).statusCode).toBe(401);
    const over = await t.app.inject('/api/agency/nothing-here');
    expect(over.statusCode).toBe(429);
    expect(over.headers['retry-after']).toBe('20');
    expect((await profile(refusedToken)).statusCode).toBe(429);

    expect((await profile(headers)).statusCode).toBe(200);
    // Outside /api/ nothing is counted.
    expect((await t.app.inject('/healthz')).statusCode).toBe(200);
  });
});

describe('token buckets', () => {
  test('refill at the limit per minute and forget full buckets', () => {
    let at = 0;
    const buckets = createTokenBuckets(60, () => at);
    for (let call = 0; call < 60; call += 1) expect(buckets.take('k').isAllowed).toBe(true);
    expect(buckets.take('k')).toEqual({ isAllowed: false, retryAfterSeconds: 1 });
    at += 1000;
    expect(buckets.take('k').isAllowed).toBe(true);
    expect(buckets.take('k').isAllowed).toBe(false);
    at += 60_000;
    buckets.prune();
    expect(buckets.size).toBe(0);
  });
});
