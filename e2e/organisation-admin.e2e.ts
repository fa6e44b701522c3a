import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import type { Locator, Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN, MD2, unique } from './support/arrange.ts';
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

// Nordlicht Media as seeded: md2@demo.test is its only agency's managing director.
const NORDLICHT_SERVICES = ['Corporate Design', 'Kampagnen', 'Public Relations'];
const NORDLICHT_RECIPIENTS = ['Miriam Köhler', 'Andreas Müller'];
const PASSWORD = 'Journey#2026';
/** How long a poll waits for what the user should see, as long as a locator's own wait. */
const WAIT = { timeout: 15_000 };

const browser = useBrowser();

/** An invited agency user opens the mailed link and sets a password; the app signs them in at `landing`. */
async function registerFromInvitation(email: string, landing: RegExp) {
  const { context, page } = await newPage(browser());
  try {
    await page.goto(await invitationPath(email));
    await page.getByLabel(/^New password/).fill(PASSWORD);
    await page.getByLabel(/^Confirm password/).fill(PASSWORD);
    await page.getByRole('button', { name: 'Create password' }).click();
    await expectPath(page, landing);
  } finally {
    await context.close();
  }
}

/** Waits until the services shown as chosen on the profile form are these (in any order). */
async function expectChosenServices(page: Page, names: string[]) {
  const chosen = page.getByRole('group', { name: 'Services' }).getByRole('button', { pressed: true });
  await expect
    .poll(async () => (await chosen.allInnerTexts()).map((text) => text.trim()).sort(), WAIT)
    .toEqual([...names].sort());
}

async function saveProfile(page: Page) {
  await page.getByRole('button', { name: 'Save', exact: true }).click();
  await expectVisible(page.getByText('The agency profile has been saved.'));
}

/** The role picker of the user page: opens it and picks `role`. */
async function pickRole(page: Page, role: string) {
  await page.getByRole('combobox', { name: /^Role/ }).click();
  await page.getByRole('option', { name: role, exact: true }).click();
}

/** Filters an admin list by a keyword, as typed into its search field. */
async function search(page: Page, keyword: string) {
  await page.getByRole('searchbox', { name: 'Search' }).fill(keyword);
  await page.keyboard.press('Enter');
}

/** The panel lists exactly these recipients, each with its own remove button. */
async function expectRecipients(panel: Locator, names: string[]) {
  const list = panel.getByRole('list', { name: 'Recipients of budget notifications' });
  await expect.poll(() => list.getByRole('button', { name: /^Remove / }).count(), WAIT).toBe(names.length);
  for (const name of names) await expectVisible(list.getByText(name, { exact: true }));
}

describe.runIf(HAS_BROWSER())('organisation administration', () => {
  test('a managing director edits the agency profile and its budget notification recipients', async () => {
    await asSignedIn(browser(), MD2, {}, async (page) => {
      await page.goto('/edit-agency-profile');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Edit agency profile' }));
      await expect.poll(() => page.getByLabel(/^Website/).inputValue(), WAIT).toBe('https://www.nordlicht.example');
      await expectChosenServices(page, NORDLICHT_SERVICES);

      await page.getByRole('button', { name: 'Bewegtbild', pressed: false }).click();
      await saveProfile(page);
      await page.reload();
      await expectChosenServices(page, [...NORDLICHT_SERVICES, 'Bewegtbild']);

      const panel = page.getByRole('region', { name: 'Budget notifications' });
      await expectRecipients(panel, NORDLICHT_RECIPIENTS);
      const email = panel.getByLabel('E-mail');
      const add = panel.getByRole('button', { name: 'Add', exact: true });
      await email.fill('md@demo');
      await add.click();
      await expectVisible(panel.getByText('Should be a valid e-mail address'));
      await email.fill(`${unique('nobody').replace(' ', '.')}@journey.test`);
      await add.click();
      await expectVisible(panel.getByText('No user account was found for this e-mail address.'));
      await expectRecipients(panel, NORDLICHT_RECIPIENTS);

      await email.fill('md@demo.test');
      await add.click();
      await expectVisible(page.getByText('Martin Dietrich now receives budget notifications.'));
      await expectRecipients(panel, [...NORDLICHT_RECIPIENTS, 'Martin Dietrich']);

      await panel.getByRole('button', { name: 'Remove Martin Dietrich' }).click();
      await page
        .getByRole('dialog', { name: 'Remove Martin Dietrich from the budget notifications?' })
        .getByRole('button', { name: 'Remove', exact: true })
        .click();
      await expectVisible(page.getByText('Martin Dietrich no longer receives budget notifications.'));
      await expectRecipients(panel, NORDLICHT_RECIPIENTS);

      // Put the seeded services back for the other journeys.
      await page.getByRole('button', { name: 'Bewegtbild', pressed: true }).click();
      await saveProfile(page);
      await page.reload();
      await expectChosenServices(page, NORDLICHT_SERVICES);
    });
  });

  test('an admin creates an agency group, assigns and removes its CFO and deletes it', async () => {
    const name = unique('Journey Group');
    await asSignedIn(browser(), ADMIN, {}, async (page) => {
      await page.goto('/agency-groups');
      await page.getByRole('button', { name: 'Create agency group' }).click();
      const dialog = page.getByRole('dialog', { name: 'Create agency group' });
      await dialog.getByLabel(/^Name/).fill(name);
      await dialog.getByRole('button', { name: 'Save' }).click();
      await expectVisible(page.getByText('The agency group has been saved.'));

      await search(page, name);
      const row = page.getByRole('row', { name: new RegExp(name) });
      await expectVisible(row.getByText('No CFO yet'));
      await row.getByRole('combobox', { name: `Add a CFO to ${name}` }).fill('Claudia');
      await page.getByRole('option', { name: /Claudia Neumann/ }).click();
      await expectVisible(page.getByText(`Claudia Neumann now reports across ${name}.`));
      const chip = row.getByRole('button', { name: `Remove Claudia Neumann from ${name}` });
      await expectVisible(chip);

      await page.reload();
      await search(page, name);
      await expectVisible(chip);
      await chip.press('Delete');
      await expectVisible(page.getByText(`Claudia Neumann no longer reports across ${name}.`));
      await expectVisible(row.getByText('No CFO yet'));
      await expect.poll(() => chip.count(), WAIT).toBe(0);

      await row.getByRole('button', { name: `Delete ${name}` }).click();
      await page
        .getByRole('dialog', { name: `Delete the agency group ${name}?` })
        .getByRole('button', { name: `Delete ${name}` })
        .click();
      await expectVisible(page.getByText('The agency group has been deleted.'));
      await expect.poll(() => row.count(), WAIT).toBe(0);
    });
  });

  test('an admin changes the roles of an agency’s users and deactivates one with a stand-in', async () => {
    const agencyName = unique('Journey Staff');
    const stamp = agencyName.split(' ').at(-1);
    const director = { email: `md.${stamp}@journey.test`, first: 'Dora', last: 'Direktor' };
    const manager = { email: `am.${stamp}@journey.test`, first: 'Arne', last: 'Manager' };

    await asSignedIn(browser(), ADMIN, {}, async (page) => {
      await createAgency(page, agencyName, director);
      const agencyPath = new URL(page.url()).pathname;
      await page.getByRole('button', { name: 'Invite user' }).click();
      const invite = page.getByRole('dialog', { name: 'Invite a person' });
      await invite.getByLabel(/^E-mail/).fill(manager.email);
      await invite.getByLabel(/^First name/).fill(manager.first);
      await invite.getByLabel(/^Last name/).fill(manager.last);
      await invite.getByRole('combobox', { name: /^Role/ }).click();
      await page.getByRole('option', { name: 'Account manager' }).click();
      await invite.getByRole('button', { name: 'Send invitation' }).click();
      await expectVisible(page.getByText('The invitation has been sent.'));

      // The managing director is asked to set up the agency profile; the account manager is not.
      await registerFromInvitation(director.email, /^\/onboarding\/welcome$/);
      await registerFromInvitation(manager.email, /^\/dashboard$/);

      // The only managing director cannot become an account manager.
      await page.reload();
      await page.getByRole('link', { name: `${director.first} ${director.last}` }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: `${director.first} ${director.last}` }));
      const directorPath = new URL(page.url()).pathname;
      await pickRole(page, 'Account manager');
      await expectVisible(page.getByRole('alert').getByText('An agency needs at least one managing director.'));
      await expect
        .poll(() => page.getByRole('combobox', { name: /^Role/ }).innerText(), WAIT)
        .toBe('Managing director');

      await page.goto(agencyPath);
      await page.getByRole('link', { name: `${manager.first} ${manager.last}` }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: `${manager.first} ${manager.last}` }));
      await pickRole(page, 'Managing director');
      await expectVisible(page.getByText('The role has been changed.'));
      await expect
        .poll(() => page.getByRole('combobox', { name: /^Role/ }).innerText(), WAIT)
        .toBe('Managing director');

      await page.goto(directorPath);
      await page.getByRole('button', { name: 'Deactivate user' }).click();
      const deactivate = page.getByRole('dialog', { name: `Deactivate ${director.first} ${director.last}?` });
      await deactivate.getByRole('combobox', { name: /^Stand-in/ }).click();
      await page.getByRole('option', { name: `${manager.first} ${manager.last} · Managing director` }).click();
      await deactivate.getByRole('button', { name: 'Deactivate', exact: true }).click();
      await expectVisible(page.getByText(`${director.first} ${director.last} has been deactivated.`));
      await expectVisible(page.getByText('Inactive', { exact: true }));
      await expectVisible(page.getByText('This user is deactivated.'));
    });

    const signIn = await newPage(browser());
    try {
      await signInThroughPage(
        signIn.page,
        { email: director.email, realm: 'agency', role: 'managing-director' },
        PASSWORD,
      );
      await expectVisible(signIn.page.getByRole('alert').getByText('Login failed'));
      await expectPath(signIn.page, /^\/sso\?type=login$/);
    } finally {
      await signIn.context.close();
    }
  });

  test('an admin downloads exactly the filtered users as a spreadsheet and as CSV', async () => {
    await asSignedIn(browser(), ADMIN, {}, async (page) => {
      await page.goto('/users');
      await search(page, 'cfo');
      const rows = page.getByRole('table', { name: 'Users' }).getByRole('row');
      await expect.poll(() => rows.count(), WAIT).toBe(3);
      const shown = (await rows.allInnerTexts()).slice(1);

      await page.getByRole('button', { name: 'Download' }).click();
      const [xlsx] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: 'Excel (XLSX)' }).click(),
      ]);
      expect(xlsx.suggestedFilename()).toBe('users.xlsx');
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.readFile(await xlsx.path());
      const sheet = workbook.worksheets[0];
      // A title row, the headers, then one row per user shown (the German spreadsheet layout of decision 015).
      expect(sheet?.getRow(2).getCell(3).value).toBe('E-mail');
      const emails = (sheet?.getColumn(3).values ?? []).slice(3).map(String);
      expect(emails.sort()).toEqual(['cfo.global@demo.test', 'cfo@demo.test']);
      for (const email of emails) expect(shown.some((row) => row.includes(email))).toBe(true);

      await page.getByRole('button', { name: 'Download' }).click();
      const [csv] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('menuitem', { name: 'CSV' }).click(),
      ]);
      const text = await readFile(await csv.path(), 'utf8');
      expect(text.trim().split(/\r?\n/)).toHaveLength(3);
      expect(text).toContain('cfo.global@demo.test');
    });
  });

  test('the user page and the agency groups fit a 360 px phone in German and dark', async () => {
    await asSignedIn(browser(), ADMIN, { viewport: { width: 360, height: 740 } }, async (page) => {
      await storeBrowserPreferences(page, { language: 'de', theme: 'dark' });

      await page.goto('/users');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Benutzer' }));
      await page.getByRole('searchbox', { name: 'Suchen' }).fill('am@demo.test');
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: 'Andreas', exact: true }).click();
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Andreas Müller' }));
      const background = await page.evaluate(() => getComputedStyle(document.body).backgroundColor);
      const [red = 255, green = 255, blue = 255] = background.match(/\d+/g)?.map(Number) ?? [];
      expect(red + green + blue, `dark background, got ${background}`).toBeLessThan(150);
      for (const text of ['Verwaltung', 'Agenturzugehörigkeiten', 'Vertretungen']) {
        await expectVisible(page.getByRole('heading', { name: text }));
      }
      await expect.poll(() => page.getByRole('combobox', { name: /^Rolle/ }).innerText(), WAIT).toBe('Account-Manager');
      await expectVisible(page.getByText('Aktiv', { exact: true }));
      await expectNoHorizontalOverflow(page, '/users/{id}');
      await page.getByRole('button', { name: 'Benutzer deaktivieren' }).click();
      const dialog = page.getByRole('dialog', { name: 'Andreas Müller deaktivieren?' });
      await expectVisible(dialog.getByRole('combobox', { name: /^Vertretung/ }));
      await expectNoHorizontalOverflow(page, 'deactivate dialog');
      await dialog.getByRole('button', { name: 'Abbrechen' }).click();
      await expect.poll(() => dialog.count(), WAIT).toBe(0);

      await page.goto('/agency-groups');
      await expectVisible(page.getByRole('heading', { level: 1, name: 'Agenturgruppen' }));
      await expectVisible(page.getByRole('button', { name: 'Agenturgruppe anlegen' }));
      await expectVisible(page.getByRole('combobox', { name: 'CFO zu Cluster Nord hinzufügen' }));
      await expectVisible(page.getByRole('button', { name: 'Claudia Neumann aus Cluster Nord entfernen' }));
      await expectVisible(page.getByText('Noch kein CFO'));
      await expectNoHorizontalOverflow(page, '/agency-groups');
      await page.getByRole('button', { name: 'Agenturgruppe anlegen' }).click();
      const create = page.getByRole('dialog', { name: 'Agenturgruppe anlegen' });
      await expectVisible(create.getByLabel(/^Agenturen/));
      await expectNoHorizontalOverflow(page, 'create agency group dialog');
      await create.getByRole('button', { name: 'Abbrechen' }).click();
    });
  });
});
