import type { Realm, Role } from '@fm/contract/enums';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium.ts';

export const BASE_URL = () => inject('baseUrl');
export const HAS_BROWSER = () => inject('chromium') !== null;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromium') ?? undefined, args: CHROMIUM_ARGS, headless: true });
}

/** A fresh browser profile (no stored session) at the given viewport. */
export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({ baseURL: BASE_URL(), viewport, locale: 'en-GB', colorScheme: 'light' });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

export type DemoAccount = { email: string; realm: Realm; role: Role };

/** Where each realm signs in (document 1 §2): freelancers /login, agencies /sso, staff /admin-login. */
export async function signInThroughPage(page: Page, account: DemoAccount, password = 'demo1234!') {
  if (account.realm === 'freelancer') await page.goto('/login');
  else if (account.realm === 'agency') await page.goto('/sso?type=login');
  else {
    await page.goto('/admin-login');
    await page.getByRole('button', { name: account.realm === 'admin' ? 'Admin' : 'Finance', exact: true }).click();
  }
  await page.getByLabel('E-mail').fill(account.email);
  await page.getByLabel(/^Password/).fill(password);
  await page.getByRole('button', { name: 'Sign in', exact: true }).click();
}

/** Waits, as a user would, until the visible texts of the locator's elements are exactly these. */
export async function expectTexts(locator: Locator, texts: string[]) {
  await expect
    .poll(() => locator.allInnerTexts().then((all) => all.map((text) => text.trim())), { timeout: 15_000 })
    .toEqual(texts);
}

export async function expectVisible(locator: Locator) {
  await locator.first().waitFor({ state: 'visible' });
}

export async function expectPath(page: Page, path: RegExp) {
  await page.waitForURL((url) => path.test(url.pathname + url.search));
}
