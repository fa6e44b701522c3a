import { mkdtempSync, writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import path from 'node:path';
import type { Realm } from '@fm/contract/enums';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { AM, FINANCE } from './support/arrange.ts';
import {
  BASE_URL,
  chooseLanguage,
  expectNoHorizontalOverflow,
  expectPath,
  expectVisible,
  HAS_BROWSER,
  newPage,
  requestTokens,
  signInThroughPage,
} from './support/browser.ts';
import { asSignedIn, useBrowser } from './support/journey.ts';
import { mailedLinkPath } from './support/organisation.ts';

const DEMO_PASSWORD = 'demo1234!';
const NEW_PASSWORD = 'Freelance#2026';

const browser = useBrowser();

/** A name part no other journey (or earlier run) uses. */
const stamp = () => `${Date.now().toString(36)}${Math.floor(Math.random() * 1000)}`;

type Session = { token: string; realm: string; group: string | null };

/** A password grant at the embedded identity provider, as the web app makes it. */
async function signInByApi(email: string, realm: Realm, password = DEMO_PASSWORD): Promise<Session> {
  const response = await requestTokens({ email, realm }, password);
  expect(response.status).toBe(200);
  const token = ((await response.json()) as { access_token: string }).access_token;
  const claims = JSON.parse(Buffer.from(token.split('.')[1] ?? '', 'base64url').toString()) as { groups?: string[] };
  return { token, realm, group: claims.groups?.[0] ?? null };
}

async function callApi(session: Session | null, method: string, apiPath: string, body?: unknown) {
  const headers: Record<string, string> = { 'content-type': 'application/json', 'x-country-code': 'DE' };
  if (session) {
    headers.authorization = `Bearer ${session.token}`;
    headers['x-realm'] = session.realm;
    if (session.group) headers['x-group'] = session.group;
  }
  const response = await fetch(`${BASE_URL()}${apiPath}`, { method, headers, body: JSON.stringify(body) });
  const envelope = (await response.json()) as { data?: unknown; message?: string };
  expect(response.status, `${method} ${apiPath}: ${envelope.message ?? ''}`).toBe(200);
  return envelope.data;
}

/** The account manager invites a freelancer (POST /api/agency/users/invite, as the invite dialog does). */
async function inviteFreelancer(email: string, firstName: string, lastName: string) {
  const manager = await signInByApi(AM.email, 'agency');
  await callApi(manager, 'POST', '/api/agency/users/invite', {
    email,
    role: 'freelancer',
    first_name: firstName,
    last_name: lastName,
  });
}

/** The registration link of the newest mail to `email`, as the path the invited freelancer opens. */
const registrationPath = (email: string) => mailedLinkPath(email, '/register');

/** A small real PNG (1×1) in a temporary folder, for the file chooser. */
function writePng(): string {
  const file = path.join(mkdtempSync(path.join(tmpdir(), 'fm-e2e-image-')), 'portrait.png');
  const png = 'iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg==';
  writeFileSync(file, Buffer.from(png, 'base64'));
  return file;
}

async function next(page: Page, nextStep: string) {
  await page.getByRole('button', { name: 'Next' }).click();
  await expectVisible(page.getByRole('region', { name: nextStep })).catch(async (error) => {
    console.log('Page at failure:', page.url(), await page.locator('body').innerText());
    throw error;
  });
}

describe.runIf(HAS_BROWSER())('freelancers', () => {
  test('an invited freelancer registers from the mailed link, completes onboarding and lands on the dashboard', async () => {
    const id = stamp();
    const email = `journey.freelancer.${id}@example.test`;
    await inviteFreelancer(email, 'Jana', `Journey ${id}`);
    const { context, page } = await newPage(browser());
    try {
      await page.goto(await registrationPath(email));
      await page.getByLabel(/^New password/).fill('short');
      await page.getByLabel(/^Confirm password/).fill('short');
      await page.getByRole('button', { name: 'Create password' }).click();
      await expectVisible(page.getByText('New password is too short'));
      await page.getByLabel(/^New password/).fill(NEW_PASSWORD);
      await page.getByLabel(/^Confirm password/).fill(NEW_PASSWORD);
      await page.getByRole('button', { name: 'Create password' }).click();

      await expectPath(page, /^\/create-profile\/welcome$/);
      await page.getByRole('link', { name: 'Set up my profile' }).click();
      await expectPath(page, /^\/create-profile$/);

      await page.getByRole('radio', { name: 'Yes, I am taxable in Germany' }).check();
      await next(page, 'About you');
      await expect.poll(() => page.getByLabel(/^First name/).inputValue()).toBe('Jana');
      await page.locator('input[type="file"]').setInputFiles(writePng());
      await expectVisible(page.getByRole('img', { name: 'Preview of the profile image' }));
      await next(page, 'Addresses');

      await page.getByLabel('Residential address: Street and number').fill('Schanzenstraße 7');
      await page.getByLabel('Residential address: Postal code').fill('20357');
      await page.getByLabel('Residential address: City').fill('Hamburg');
      await page.getByLabel('Residential address: Country').fill('Germany');
      await next(page, 'Rates and company');

      await page.getByLabel(/^Day rate/).fill('650');
      await page.getByLabel(/^Hourly rate/).fill('82.50');
      await page.getByLabel(/^Working as a freelancer since/).fill('2015');
      const noVat = page.getByRole('checkbox', { name: /I do not charge VAT/ });
      if (!(await noVat.isChecked())) await noVat.check();
      await page.getByLabel(/^Company ID/).fill('12345');
      await page.getByRole('button', { name: 'Next' }).click();
      await expectVisible(page.getByText('The company ID must consist of four digits'));
      await page.getByLabel(/^Company ID/).fill('1234');
      await next(page, 'Tax and bank details');

      await page.getByLabel(/^Tax number/).fill('12/345/67890');
      await page.getByLabel(/^IBAN/).fill('DE89 3704 0044 0532 0130 01');
      await page.getByLabel(/^BIC/).fill('COBADEFFXXX');
      await page.getByRole('button', { name: 'Next' }).click();
      await expectVisible(page.getByText('Invalid IBAN'));
      await page.getByLabel(/^IBAN/).fill('DE89 3704 0044 0532 0130 00');
      await next(page, 'Portfolio and skills');

      await page.getByRole('button', { name: 'Add link' }).click();
      await page.getByLabel(/^Portfolio link 1/).fill('https://portfolio.example');
      await next(page, 'Confirm');

      await page.getByRole('checkbox', { name: /I accept the credit memo procedure/ }).check();
      await page.getByRole('button', { name: 'Finish profile' }).click();
      await expectPath(page, /^\/dashboard$/);
      await expectVisible(page.getByRole('heading', { name: 'My income' }));
    } finally {
      await context.close();
    }
  });

  test('an account manager searches with several filters, bookmarks two freelancers and compares them', async () => {
    await asSignedIn(browser(), AM, { language: 'en' }, async (page) => {
      await page.goto('/freelancers');
      await page.getByRole('tab', { name: /^All/ }).click();

      await page.getByRole('combobox', { name: 'Skills' }).fill('React');
      await page.getByRole('option', { name: 'React', exact: true }).click();
      await page.getByLabel('Day rate from (€)').fill('450');
      await page.getByLabel('Day rate to (€)').fill('800');
      await page.getByRole('combobox', { name: /^Experience/ }).click();
      await page.getByRole('option', { name: 'At least 5 years' }).click();
      await page.getByRole('button', { name: 'Available only' }).click();

      const cards = page.getByRole('list', { name: 'Freelancers' }).getByRole('article');
      await expect.poll(() => cards.count(), { timeout: 15_000 }).toBeGreaterThanOrEqual(2);
      const names = (
        await cards.evaluateAll((items) => items.map((item) => item.getAttribute('aria-label') ?? ''))
      ).slice(0, 2);
      for (const name of names) {
        const card = page.getByRole('article', { name });
        await expectVisible(card.getByText('React'));
        // A freelancer the account manager bookmarked before stays bookmarked.
        const bookmark = card.getByRole('button', { name: `Bookmark ${name}` });
        if (await bookmark.count()) await bookmark.click();
        await expectVisible(card.getByRole('button', { name: `Remove bookmark of ${name}` }));
        await card.getByRole('checkbox', { name: `Compare ${name}` }).check();
      }

      await page.getByRole('tab', { name: /^Bookmarked/ }).click();
      for (const name of names) await expectVisible(page.getByRole('article', { name }));

      await page.getByRole('tab', { name: /^Compare/ }).click();
      const table = page.getByRole('table', { name: 'Compare' });
      await expectVisible(table);
      expect(await table.getByRole('columnheader').getByRole('link').allInnerTexts()).toEqual(names);
      await expectVisible(table.getByRole('rowheader', { name: 'Day rate' }));

      // At 360 px the comparison scrolls inside its frame; the page itself does not overflow.
      await page.setViewportSize({ width: 360, height: 740 });
      await expectVisible(table.getByRole('link', { name: names[0] }));
      await expectNoHorizontalOverflow(page);
      await page.getByRole('tab', { name: /^All/ }).click();
      await expectVisible(page.getByRole('article', { name: names[0] }));
      await expectNoHorizontalOverflow(page);
    });
  });

  test('finance sets the vendor number of a freelancer', async () => {
    const id = stamp();
    const email = `journey.vendor.${id}@example.test`;
    const lastName = `Vendor${id}`;
    await inviteFreelancer(email, 'Vera', lastName);
    const token = new URL(`${BASE_URL()}${await registrationPath(email)}`).searchParams.get('t');
    await callApi(null, 'POST', '/api/freelancer/create-password', { expiryToken: token, newPassword: NEW_PASSWORD });
    const freelancer = await signInByApi(email, 'freelancer', NEW_PASSWORD);
    await callApi(freelancer, 'PUT', '/api/freelancer/profile', {
      is_taxable_in_germany: true,
      residential_address: { street: 'Ring 1', postal_code: '50667', city: 'Köln', country: 'Germany' },
      is_invoice_address_same_residential: true,
      rate: 600,
      hourly_rate: 75,
      tax_number: '21/815/08150',
      iban: 'DE89370400440532013000',
      bic: 'COBADEFFXXX',
    });

    const { context, page } = await newPage(browser());
    try {
      // This journey reads the German texts.
      await signInThroughPage(page, FINANCE);
      await expectPath(page, /^\/dashboard$/);
      await chooseLanguage(page, 'de');
      await page.goto('/freelancers');
      await page.getByRole('tab', { name: /^Alle/ }).click();
      await page.getByRole('button', { name: 'Nur verfügbare' }).click();
      await page.getByRole('searchbox', { name: 'Suchen' }).fill(lastName);
      await page.getByRole('searchbox', { name: 'Suchen' }).press('Enter');
      await page.getByRole('link', { name: `Vera ${lastName}` }).click();
      await expectPath(page, /^\/freelancers\/\d+$/);

      await expectVisible(page.getByText(/Noch keine Kreditorennummer hinterlegt/));
      const field = page.getByRole('textbox', { name: /^Kreditorennummer/ });
      await field.fill('not valid!');
      await page.getByRole('button', { name: 'Kreditorennummer speichern' }).click();
      await expectVisible(page.getByText('Ungültige Kreditorennummer'));
      await field.fill(`K-${id.slice(0, 8)}`);
      await page.getByRole('button', { name: 'Kreditorennummer speichern' }).click();
      await expectVisible(page.getByText('Kreditorennummer gespeichert'));

      await page.reload();
      await expect
        .poll(() => page.getByRole('textbox', { name: /^Kreditorennummer/ }).inputValue())
        .toBe(`K-${id.slice(0, 8)}`);
      expect(await page.getByText(/Noch keine Kreditorennummer hinterlegt/).count()).toBe(0);
    } finally {
      await context.close();
    }
  });
});
