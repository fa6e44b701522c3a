import { idpRealmPath } from '@fm/contract/endpoints/idp';
import type { Realm, Role } from '@fm/contract/enums';
import { type Browser, type BrowserContext, chromium, type Locator, type Page } from 'playwright-core';
import { expect, inject } from 'vitest';
import { CHROMIUM_ARGS } from './chromium.ts';

export const BASE_URL = () => inject('baseUrl');
export const HAS_BROWSER = () => inject('chromium') !== null;

export function launchBrowser(): Promise<Browser> {
  return chromium.launch({ executablePath: inject('chromium') ?? undefined, args: CHROMIUM_ARGS, headless: true });
}

/**
 * A fresh browser profile (no stored session) at the given viewport, whose system asks for reduced motion: the web
 * app then shows dialogs, menus and drawers without animating them (app/theme.ts), and the journeys need not wait
 * for each animation to settle before the next step.
 */
export async function newPage(
  browser: Browser,
  viewport = { width: 1280, height: 800 },
): Promise<{ context: BrowserContext; page: Page }> {
  const context = await browser.newContext({
    baseURL: BASE_URL(),
    viewport,
    locale: 'en-GB',
    colorScheme: 'light',
    reducedMotion: 'reduce',
  });
  context.setDefaultTimeout(15_000);
  return { context, page: await context.newPage() };
}

export type DemoAccount = { email: string; realm: Realm; role: Role };

/** The identity provider's answer to a password sign-in of the account (its tokens when the password is right). */
export function requestTokens(account: Pick<DemoAccount, 'email' | 'realm'>, password: string): Promise<Response> {
  return fetch(`${BASE_URL()}${idpRealmPath(account.realm, 'token')}`, {
    method: 'POST',
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    body: new URLSearchParams({
      grant_type: 'password',
      client_id: 'marketplace-web',
      username: account.email,
      password,
      scope: 'openid',
    }),
  });
}

const SETTINGS_PATHS: Record<Realm, string> = {
  freelancer: '/api/freelancer/settings',
  agency: '/api/agency/settings',
  admin: '/api/agency/settings/admin',
  finance: '/api/agency/settings/finance',
};

/**
 * Saves the account's interface settings through the API (arranging data, not the journey itself): seeded
 * users keep what earlier journeys chose, so each sign-in starts from the same language and theme.
 */
async function saveSettings(
  account: DemoAccount,
  password: string,
  settings: { language: 'en' | 'de'; theme: 'light' | 'dark' },
) {
  const tokenResponse = await requestTokens(account, password);
  if (!tokenResponse.ok) return; // a journey may sign in with a wrong password on purpose
  const { access_token: token } = (await tokenResponse.json()) as { access_token: string };
  const response = await fetch(`${BASE_URL()}${SETTINGS_PATHS[account.realm]}`, {
    method: 'PUT',
    headers: { authorization: `Bearer ${token}`, 'x-realm': account.realm, 'content-type': 'application/json' },
    body: JSON.stringify({ account_language: settings.language, theme: settings.theme }),
  });
  if (!response.ok) throw new Error(`saving the settings of ${account.email} failed: ${response.status}`);
}

/**
 * Signs in through the realm's page (docs/product.md §3: freelancers /login, agencies /sso, staff /admin-login),
 * starting from English and the light theme unless told otherwise.
 */
export async function signInThroughPage(
  page: Page,
  account: DemoAccount,
  password = 'demo1234!',
  settings: { language: 'en' | 'de'; theme: 'light' | 'dark' } = { language: 'en', theme: 'light' },
) {
  await saveSettings(account, password, settings);
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

/**
 * Sets the interface language through the top bar's menu, as a user would. Seeded users keep their own saved
 * language and journeys may change it, so every journey sets the one it reads. The dashboard's widgets may
 * re-render the top bar while it loads, so the menu is reopened until the page's language has switched.
 */
export async function chooseLanguage(page: Page, language: 'en' | 'de') {
  const name = language === 'de' ? 'Deutsch' : 'English';
  // Not 'networkidle': the live stream keeps a connection open for as long as the page is signed in.
  await page.getByRole('button', { name: /^(Language|Sprache)/ }).waitFor();
  for (let attempt = 1; ; attempt += 1) {
    try {
      if ((await page.locator('html').getAttribute('lang')) === language) return;
      await page.getByRole('button', { name: /^(Language|Sprache)/ }).click({ timeout: 5_000 });
      await page.getByRole('menuitem', { name }).click({ timeout: 5_000 });
      await page.waitForFunction((lang) => document.documentElement.lang === lang, language, { timeout: 5_000 });
      return;
    } catch (error) {
      if (attempt >= 3) throw error;
      await page.keyboard.press('Escape');
    }
  }
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

/**
 * Sets the language and theme of this browser profile only (the stored preferences the next page load reads), so
 * the account's saved settings, which other journeys share, stay as they are.
 */
export async function storeBrowserPreferences(
  page: Page,
  preferences: { language: 'en' | 'de'; theme: 'light' | 'dark' },
) {
  await page.evaluate((chosen) => {
    const stored = JSON.parse(localStorage.getItem('fm-preferences') ?? '{"state":{}}');
    stored.state = { ...stored.state, ...chosen };
    localStorage.setItem('fm-preferences', JSON.stringify(stored));
  }, preferences);
}

/** Nothing sticks out sideways: the page is no wider than the viewport (e.g. a 360 px phone). */
export async function expectNoHorizontalOverflow(page: Page, where = page.url()) {
  await expect
    .poll(() => page.evaluate(() => document.documentElement.scrollWidth - window.innerWidth), { message: where })
    .toBeLessThanOrEqual(0);
}

/** Runs the steps of a journey; on a failure it keeps a full-page screenshot at /tmp/e2e-<journey>-<step>.png. */
export function screenshotOnFailure(journey: string) {
  return async (step: string, page: Page, run: () => Promise<void>) => {
    try {
      await run();
    } catch (error) {
      await page.screenshot({ path: `/tmp/e2e-${journey}-${step}.png`, fullPage: true }).catch(() => {});
      throw error;
    }
  };
}

/** A message text with its `{{name}}` (i18next) or `{name}` (catalogue) placeholders filled. */
export const fillText = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{\{?(\w+)\}?\}/g, (_, name: string) => String(params[name] ?? ''));
