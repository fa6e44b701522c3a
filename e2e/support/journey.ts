import type { Browser, BrowserContext, Locator, Page } from 'playwright-core';
import { afterAll, beforeAll } from 'vitest';
import {
  chooseLanguage,
  type DemoAccount,
  expectPath,
  HAS_BROWSER,
  launchBrowser,
  newPage,
  signInThroughPage,
} from './browser.ts';

/** The steps every journey file shares: its browser, a signed-in page, and a few form gestures. */

/**
 * Launches one Chromium for the journeys of a file and closes it after them. With `warmUp`, it first waits once
 * for a sign-in page: the first load after the server starts can be slow on a busy machine.
 */
export function useBrowser({ warmUp = false } = {}): () => Browser {
  let browser: Browser | undefined;
  beforeAll(async () => {
    if (!HAS_BROWSER()) return;
    browser = await launchBrowser();
    if (!warmUp) return;
    const { context, page } = await newPage(browser);
    await page.goto('/sso?type=login');
    await page.getByLabel('E-mail').waitFor({ timeout: 90_000 });
    await context.close();
  });
  afterAll(() => browser?.close());
  return () => {
    if (!browser) throw new Error('no browser: the journeys of this file run only with Chromium');
    return browser;
  };
}

export type Viewport = { width: number; height: number };
export const PHONE: Viewport = { width: 360, height: 760 };

export type SessionOptions = {
  /** The interface language chosen in the top bar once signed in (the account's saved one is kept without it). */
  language?: 'en' | 'de';
  viewport?: Viewport;
  /** The account's saved settings before signing in (English and light unless told otherwise). */
  settings?: { language: 'en' | 'de'; theme: 'light' | 'dark' };
};

async function signIn(page: Page, account: DemoAccount, { language, settings }: SessionOptions) {
  await signInThroughPage(page, account, undefined, settings);
  await expectPath(page, /^\/dashboard$/);
  if (language) await chooseLanguage(page, language);
}

/** A fresh browser profile signed in as the account, landed on the dashboard. */
export async function signedInPage(
  browser: Browser,
  account: DemoAccount,
  options: SessionOptions = {},
): Promise<{ context: BrowserContext; page: Page }> {
  const { context, page } = await newPage(browser, options.viewport);
  await signIn(page, account, options);
  return { context, page };
}

/** Runs a journey's steps on a signed-in profile (see signedInPage) and closes the profile, also on a failure. */
export async function asSignedIn(
  browser: Browser,
  account: DemoAccount,
  options: SessionOptions,
  steps: (page: Page, context: BrowserContext) => Promise<void>,
) {
  const { context, page } = await newPage(browser, options.viewport);
  try {
    await signIn(page, account, options);
    await steps(page, context);
  } finally {
    await context.close();
  }
}

/** A form label as shown, with or without the required asterisk. */
export const labelled = (text: string) => new RegExp(`^${text.replace(/[.*+?^${}()|[\]\\]/g, '\\$&')}\\W*$`);

/** Types DD.MM.YYYY into the date picker labelled `label` within `scope` (its sections take the digits in order). */
export async function fillDate(page: Page, label: string, date: string, scope: Page | Locator = page) {
  const field = scope.getByRole('group', { name: label });
  await field.getByRole('spinbutton').first().click();
  await page.keyboard.type(date.replaceAll('.', ''));
}
