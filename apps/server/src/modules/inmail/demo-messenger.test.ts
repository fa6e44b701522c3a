import { afterAll, beforeAll, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import { DEMO_PASSWORD, seedDemo } from '../../db/seed/demo-seed.ts';

/** The demo accounts show the messenger and the notification badges at once. */
let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
  await seedDemo(t.db, t.app.platform.files);
});
afterAll(() => t.close());

const get = async (headers: Record<string, string>, url: string) => {
  const response = await t.app.inject({ method: 'GET', url, headers });
  expect(response.statusCode, response.body).toBe(200);
  return response.json().data;
};

test('am@demo.test and freelancer@demo.test may write to each other and already have a conversation', async () => {
  const am = await t.signIn('am@demo.test', 'agency', { password: DEMO_PASSWORD });
  const freelancer = await t.signIn('freelancer@demo.test', 'freelancer', { password: DEMO_PASSWORD });
  const found = await get(am, '/api/inmail/users/search?keyword=freelancer%40demo.test');
  expect(found.map((user: { email: string }) => user.email)).toEqual(['freelancer@demo.test']);
  const back = await get(freelancer, '/api/inmail/users/search?keyword=am%40demo.test');
  expect(back.map((user: { email: string }) => user.email)).toContain('am@demo.test');
  const conversations = await get(freelancer, '/api/inmail/conversation/user_list');
  expect(conversations.map((c: { user: { email: string } }) => c.user.email)).toContain('am@demo.test');
});

test('md2@demo.test has unread to-do and info notifications', async () => {
  const md2 = await t.signIn('md2@demo.test', 'agency', { password: DEMO_PASSWORD });
  const page = await get(md2, '/api/activity/notifications');
  expect(page.unread_to_do_count).toBeGreaterThan(0);
  expect(page.unread_info_count).toBeGreaterThan(0);
  expect(page.data.map((n: { category: string }) => n.category)).toEqual(expect.arrayContaining(['to_do', 'info']));
});
