import type { Page } from 'playwright-core';
import { describe, expect, inject, test } from 'vitest';
import { EN } from '../apps/web/src/i18n/locales/en.ts';
import { ADMIN, MD, unique } from './support/arrange.ts';
import {
  expectNoHorizontalOverflow,
  expectPath,
  expectVisible,
  HAS_BROWSER,
  newPage,
  signInThroughPage,
  storeBrowserPreferences,
} from './support/browser.ts';
import { asSignedIn, useBrowser } from './support/journey.ts';
import { createAgency, invitationPath } from './support/organisation.ts';
import { readNewestMail } from './support/outbox.ts';

const PASSWORD = 'Journey#2026';

const browser = useBrowser();

/** Opens the account menu and picks an entry, again if a re-render of the top bar closed the menu meanwhile. */
async function chooseFromUserMenu(page: Page, entry: string) {
  await expect
    .poll(
      async () => {
        await page.getByRole('button', { name: EN.layout.userMenu }).click();
        try {
          await page.getByRole('menuitem', { name: entry }).click({ timeout: 3000 });
          return true;
        } catch {
          await page.keyboard.press('Escape');
          return false;
        }
      },
      { timeout: 20_000 },
    )
    .toBe(true);
}

describe.runIf(HAS_BROWSER())('organisation', () => {
  test('an admin creates an agency and invites its managing director, who onboards it and invites an account manager', async () => {
    const agencyName = unique('Journey Agency');
    const stamp = agencyName.split(' ').at(-1);
    const director = { email: `md.${stamp}@journey.test`, first: 'Mara', last: 'Direktor' };
    const manager = `am.${stamp}@journey.test`;

    const admin = await newPage(browser());
    try {
      await signInThroughPage(admin.page, ADMIN);
      await expectPath(admin.page, /^\/dashboard$/);
      await createAgency(admin.page, agencyName, director);
      await expectVisible(admin.page.getByText('The agency has been invited.'));
    } finally {
      await admin.context.close();
    }

    const { context, page } = await newPage(browser());
    try {
      await page.goto(await invitationPath(director.email));
      await expectVisible(page.getByRole('heading', { name: 'Set your password' }));
      // Bad input first: a commonly used password is refused at the field and nothing is sent.
      await page.getByLabel(/^New password/).fill('password');
      await page.getByLabel(/^Confirm password/).fill('password');
      await page.getByRole('button', { name: 'Create password' }).click();
      await expectVisible(page.getByText(/commonly used|too short|at least/i));
      await page.getByLabel(/^New password/).fill(PASSWORD);
      await page.getByLabel(/^Confirm password/).fill(PASSWORD);
      await page.getByRole('button', { name: 'Create password' }).click();

      await expectPath(page, /^\/onboarding\/welcome$/);
      await page.getByRole('link', { name: 'Set up the agency profile' }).click();
      await expectPath(page, /^\/onboarding$/);
      await expect.poll(() => page.getByLabel(/^Agency name/).inputValue()).toBe(agencyName);
      await page.getByLabel(/^Website/).fill('not a website');
      await page.getByRole('button', { name: 'Next' }).click();
      await expectVisible(page.getByText('Invalid website'));
      await page.getByLabel(/^Website/).fill('https://journey.example');
      await page.getByRole('button', { name: 'Next' }).click();

      await expectVisible(page.getByRole('heading', { name: 'Services and clients' }));
      await page.getByRole('button', { name: 'Next' }).click();
      await expectVisible(page.getByText('At least one service should be selected'));
      await page.getByRole('button', { name: 'Kampagnen' }).click();
      await page.getByLabel(/^Clients/).fill('Journey Client');
      await page.getByRole('option', { name: 'Add “Journey Client”' }).click();
      await expectVisible(page.getByText('Journey Client', { exact: true }));
      await page.getByRole('button', { name: 'Next' }).click();

      await expectVisible(page.getByRole('heading', { name: 'Bookings and credit notes' }));
      await page.getByLabel('Bookings need the approval of a managing director').check();
      await page.getByRole('button', { name: 'Save and continue' }).click();

      await expectVisible(page.getByRole('heading', { name: 'Team', exact: true }));
      await page.getByRole('button', { name: 'Invite a colleague' }).click();
      const dialog = page.getByRole('dialog', { name: 'Invite a person' });
      await dialog.getByLabel(/^E-mail/).fill(manager);
      await dialog.getByRole('combobox', { name: /^Role/ }).click();
      await page.getByRole('option', { name: 'Account manager' }).click();
      await dialog.getByRole('button', { name: 'Send invitation' }).click();
      await expectVisible(page.getByText('The invitation has been sent.'));
      await expect.poll(() => dialog.isVisible()).toBe(false);
      await expect
        .poll(async () => (await readNewestMail(inject('outboxUrl'), manager))?.text ?? '')
        .toContain('/sso-register?t=');

      await page.getByRole('button', { name: 'Go to the dashboard' }).click();
      await expectPath(page, /^\/dashboard$/);
      // The profile is complete now: the onboarding bounces back to the dashboard.
      await page.goto('/onboarding');
      await expectPath(page, /^\/dashboard$/);
    } finally {
      await context.close();
    }
  });

  test('an admin deactivates and reactivates an agency and freezes its booking', async () => {
    const agencyName = unique('Journey Freeze');
    const stamp = agencyName.split(' ').at(-1);
    await asSignedIn(browser(), ADMIN, {}, async (page) => {
      await createAgency(page, agencyName, { email: `md.${stamp}@journey.test`, first: 'Frida', last: 'Frost' });

      await page.getByRole('button', { name: 'Deactivate', exact: true }).click();
      const deactivate = page.getByRole('dialog', { name: `Deactivate ${agencyName}?` });
      await deactivate.getByRole('button', { name: 'Deactivate' }).click();
      await expectVisible(page.getByText('The agency has been deactivated.'));
      await expectVisible(page.getByRole('button', { name: 'Reactivate', exact: true }));

      await page.reload();
      await page.getByRole('button', { name: 'Reactivate', exact: true }).click();
      await page
        .getByRole('dialog', { name: `Reactivate ${agencyName}?` })
        .getByRole('button', { name: 'Reactivate' })
        .click();
      await expectVisible(page.getByText('The agency has been reactivated.'));
      await expectVisible(page.getByRole('button', { name: 'Deactivate', exact: true }));

      await page.getByRole('button', { name: 'Freeze booking', exact: true }).click();
      await page
        .getByRole('dialog', { name: `Freeze booking of ${agencyName}?` })
        .getByRole('button', { name: 'Freeze booking' })
        .click();
      await expectVisible(page.getByText('Booking frozen'));
      await expectVisible(page.getByRole('button', { name: 'Unfreeze booking', exact: true }));

      // The list shows the same state after a reload.
      await page.goto('/agencies');
      await page.getByRole('searchbox', { name: 'Search' }).fill(agencyName);
      await page.keyboard.press('Enter');
      const row = page.getByRole('row', { name: new RegExp(agencyName) });
      await expectVisible(row.getByText('Booking frozen'));
      await expectVisible(row.getByText('Active', { exact: true }));
    });
  });

  test('md@demo.test chooses between its agencies and switches from the layout', async () => {
    const { context, page } = await newPage(browser());
    try {
      await signInThroughPage(page, MD);
      await expectPath(page, /^\/choose-agency$/);
      await page.getByRole('button', { name: /Nordlicht Media/ }).click();
      await expectPath(page, /^\/dashboard$/);
      await expectVisible(page.getByTitle(EN.layout.activeAgency).getByText('Nordlicht Media'));

      await chooseFromUserMenu(page, EN.layout.switchAgency);
      await expectPath(page, /^\/choose-agency$/);
      await page.getByRole('button', { name: /Südwind Digital/ }).click();
      await expectPath(page, /^\/dashboard$/);
      await expectVisible(page.getByTitle(EN.layout.activeAgency).getByText('Südwind Digital'));

      // The profile page now reads the chosen agency.
      await page.goto('/profile');
      await expectVisible(page.getByRole('heading', { name: 'Your agency' }));
      await expectVisible(page.getByText('Südwind Digital', { exact: true }).first());
    } finally {
      await context.close();
    }
  });

  test('the admin screens fit a 360 px phone in German and dark', async () => {
    await asSignedIn(browser(), ADMIN, { viewport: { width: 360, height: 740 } }, async (page) => {
      await storeBrowserPreferences(page, { language: 'de', theme: 'dark' });
      for (const [path, heading] of [
        ['/agencies', 'Agenturen'],
        ['/users', 'Benutzer'],
        ['/agency-groups', 'Agenturgruppen'],
        ['/settings', 'Einstellungen'],
      ] as const) {
        await page.goto(path);
        await expectVisible(page.getByRole('heading', { level: 1, name: heading }));
        await expectNoHorizontalOverflow(page, path);
      }
    });
  });
});
