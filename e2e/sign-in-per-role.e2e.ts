import { SIDE_NAV } from '@fm/contract/routes';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DE } from '../apps/web/src/i18n/locales/de.ts';
import { EN } from '../apps/web/src/i18n/locales/en.ts';
import {
  BASE_URL,
  chooseLanguage,
  type DemoAccount,
  expectPath,
  expectTexts,
  expectVisible,
  HAS_BROWSER,
  newPage,
  signInThroughPage,
} from './support/browser.ts';
import { useBrowser } from './support/journey.ts';

const ACCOUNTS: (DemoAccount & { landing: string })[] = [
  { email: 'admin@demo.test', realm: 'admin', role: 'admin', landing: '/dashboard' },
  { email: 'cfo.global@demo.test', realm: 'finance', role: 'finance-cfo-global', landing: '/dashboard' },
  { email: 'cfo@demo.test', realm: 'finance', role: 'finance-cfo', landing: '/dashboard' },
  { email: 'finance@demo.test', realm: 'finance', role: 'finance-user', landing: '/dashboard' },
  { email: 'md@demo.test', realm: 'agency', role: 'managing-director', landing: '/choose-agency' },
  { email: 'md2@demo.test', realm: 'agency', role: 'managing-director', landing: '/dashboard' },
  { email: 'am@demo.test', realm: 'agency', role: 'agency-manager', landing: '/dashboard' },
  { email: 'freelancer@demo.test', realm: 'freelancer', role: 'freelancer', landing: '/dashboard' },
  { email: 'newfreelancer@demo.test', realm: 'freelancer', role: 'freelancer', landing: '/create-profile/welcome' },
];

const navLabels = (messages: typeof EN, role: DemoAccount['role']) => [
  messages.nav.dashboard,
  ...SIDE_NAV[role].map((item) => messages.nav[item]),
];

async function expectSideNavigation(page: Page, messages: typeof EN, role: DemoAccount['role']) {
  const navigation = page.getByRole('navigation', { name: messages.nav.mainNavigation });
  await expectTexts(navigation.getByRole('link'), navLabels(messages, role));
}

const browser = useBrowser();

describe.runIf(HAS_BROWSER())('every demo account signs in through its page', () => {
  test.each(ACCOUNTS)('$email lands on $landing and sees its navigation', async (account) => {
    const { context, page } = await newPage(browser());
    try {
      await signInThroughPage(page, account);
      await expectPath(page, new RegExp(`^${account.landing}$`));

      if (account.landing === '/create-profile/welcome') {
        await page.goto('/projects');
        await expectPath(page, /^\/create-profile\/welcome$/);
      } else {
        if (account.landing === '/choose-agency') {
          await page.getByRole('button', { name: /Nordlicht Media/ }).click();
          await expectPath(page, /^\/dashboard$/);
        }
        // signInThroughPage starts every account from English and the light theme.
        await expectSideNavigation(page, EN, account.role);
        await expectVisible(page.getByRole('button', { name: EN.layout.switchToDark }));

        await chooseLanguage(page, 'de');
        await expectSideNavigation(page, DE, account.role);
        await page.getByRole('button', { name: DE.layout.switchToDark }).click();
        await expectVisible(page.getByRole('button', { name: DE.layout.switchToLight }));
        const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);

        await page.reload();
        await expectSideNavigation(page, DE, account.role);
        await expectVisible(page.getByRole('button', { name: DE.layout.switchToLight }));
        expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);
        expect(darkBackground).not.toBe('rgb(255, 255, 255)');
      }

      await page.getByRole('button', { name: /Account menu|Kontomenü/ }).click();
      await page.getByRole('menuitem', { name: /Sign out|Abmelden/ }).click();
      await expectPath(page, /^\/login$/);
      await page.goto('/dashboard');
      await expectPath(page, /^\/login$/);
    } catch (error) {
      await page.screenshot({ path: `/tmp/e2e-${account.email}.png` }).catch(() => {});
      throw error;
    } finally {
      await context.close();
    }
  });
});

const FREELANCER: DemoAccount = { email: 'freelancer@demo.test', realm: 'freelancer', role: 'freelancer' };

describe.runIf(HAS_BROWSER())('the freelancers’ sign-in page, a page of its own (/login)', () => {
  test('a forced sign-in returns to the remembered page, and a signed-in visit of /login goes on to the app', async () => {
    const { context, page } = await newPage(browser());
    try {
      await page.goto('/time-recording');
      await expectPath(page, /^\/login$/);
      await expectVisible(page.getByRole('heading', { name: EN.auth.freelancerTitle }));
      await page.getByLabel('E-mail').fill(FREELANCER.email);
      await page.getByLabel(/^Password/).fill('demo1234!');
      await page.getByRole('button', { name: 'Sign in', exact: true }).click();
      await expectPath(page, /^\/time-recording$/);
      // In the account's own language, which the sign-in applied.
      const navigationName = new RegExp(`^(${EN.nav.mainNavigation}|${DE.nav.mainNavigation})$`);
      await expectVisible(page.getByRole('navigation', { name: navigationName }));

      await page.goto('/login');
      await expectPath(page, /^\/dashboard$/);
    } finally {
      await context.close();
    }
  });

  test('keeps the chosen language and theme, and says why after a session has expired', async () => {
    const { context, page } = await newPage(browser(), { width: 390, height: 844 });
    try {
      await page.goto('/login');
      await page.getByRole('combobox', { name: EN.layout.language }).selectOption('de');
      await expectVisible(page.getByRole('heading', { name: DE.auth.freelancerTitle }));
      await page.getByRole('button', { name: DE.layout.switchToDark }).click();
      const darkBackground = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      expect(darkBackground).not.toBe('rgb(245, 246, 250)');
      await page.reload();
      await expectVisible(page.getByRole('button', { name: DE.layout.switchToLight }));
      expect(await page.evaluate(() => getComputedStyle(document.body).backgroundColor)).toBe(darkBackground);
      expect(await page.evaluate(() => document.documentElement.lang)).toBe('de');

      await page.getByLabel(DE.auth.email).fill(FREELANCER.email);
      await page.getByLabel(new RegExp(`^${DE.auth.password}( \\*)?$`)).fill('demo1234!');
      await page.getByRole('button', { name: DE.auth.signIn, exact: true }).click();
      await expectPath(page, /^\/dashboard$/);
      // The identity provider no longer knows the session (revoked, or past its lifetime): the next renewal fails.
      await context.addCookies([{ name: 'fm_refresh_token', value: 'revoked', url: BASE_URL() }]);
      // The stored token is made expired as the reloaded page starts, before the app reads it. Edited beforehand, it
      // could be written back by the dashboard, which stores the whole session again when, say, its profile read returns.
      await context.addInitScript(() => {
        const stored = JSON.parse(localStorage.getItem('fm-auth') ?? '{}');
        if (stored.state?.accessToken) {
          localStorage.setItem('fm-auth', JSON.stringify({ ...stored, state: { ...stored.state, tokenExpiry: 0 } }));
        }
      });
      await page.reload();
      // The app leaves for /login while the reload may still be loading, which aborts that navigation: the address
      // is awaited rather than a load (waiting for the load failed with ERR_ABORTED when the app was quick).
      await expect.poll(() => new URL(page.url()).pathname, { timeout: 15_000 }).toBe('/login');
      // In the account's own language, which the sign-in applied.
      await expectVisible(page.getByRole('alert').filter({ hasText: /^(Session expired!|Sitzung abgelaufen!)$/ }));
    } finally {
      await context.close();
    }
  });
});
