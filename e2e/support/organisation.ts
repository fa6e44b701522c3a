import type { Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { expectPath, expectVisible } from './browser.ts';
import { readNewestMail } from './outbox.ts';

/** The link to `route` (with its token) in the newest mail to `email`, as the path the recipient opens. */
export async function mailedLinkPath(email: string, route: '/sso-register' | '/register'): Promise<string> {
  let text = '';
  await expect
    .poll(async () => {
      text = (await readNewestMail(inject('outboxUrl'), email))?.text ?? '';
      return text;
    })
    .toContain(`${route}?t=`);
  const link = new URL(text.match(new RegExp(`https?://\\S+${route}\\?t=\\S+`))?.[0] ?? '');
  return `${link.pathname}${link.search}`;
}

/** The invitation link of the newest mail to `email` (agency and staff users register through /sso-register). */
export const invitationPath = (email: string) => mailedLinkPath(email, '/sso-register');

/** As admin: /agencies → "Create agency" → the agency's detail page. */
export async function createAgency(page: Page, name: string, director: { email: string; first: string; last: string }) {
  await page.goto('/agencies');
  await page.getByRole('button', { name: 'Create agency' }).click();
  const dialog = page.getByRole('dialog', { name: 'Create agency' });
  await dialog.getByLabel(/^Agency name/).fill(name);
  await dialog.getByLabel(/^Website/).fill('https://journey.example');
  await dialog.getByLabel(/^E-mail of the managing director/).fill(director.email);
  await dialog.getByLabel(/^First name/).fill(director.first);
  await dialog.getByLabel(/^Last name/).fill(director.last);
  await dialog.getByRole('button', { name: 'Create and invite' }).click();
  await expectPath(page, /^\/agencies\/\d+$/);
  await expectVisible(page.getByRole('heading', { level: 1, name }));
}
