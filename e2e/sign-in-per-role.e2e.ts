import { SIDE_NAV } from '@fm/contract/routes';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { DE } from '../apps/web/src/i18n/locales/de.ts';
import { EN } from '../apps/web/src/i18n/locales/en.ts';
import {
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
