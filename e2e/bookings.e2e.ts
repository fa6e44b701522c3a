import type { Page } from 'playwright-core';
import { describe, test } from 'vitest';
import { BOOKINGS_MESSAGES } from '../apps/web/src/features/bookings/messages.ts';
import { PROJECTS_MESSAGES } from '../apps/web/src/features/projects/messages.ts';
import { DE } from '../apps/web/src/i18n/locales/de.ts';
import { EN } from '../apps/web/src/i18n/locales/en.ts';
import { AM, FREELANCER, MD2, SEEDED_PROJECT, unique } from './support/arrange.ts';
import { type DemoAccount, expectPath, expectVisible, HAS_BROWSER, screenshotOnFailure } from './support/browser.ts';
import { fillDate, labelled, signedInPage, useBrowser, type Viewport } from './support/journey.ts';

/**
 * Projects and bookings as their users live them (issue 5): an account manager plans a project and books a
 * freelancer, a managing director approves from the dashboard, the freelancer accepts, the account manager extends
 * and closes; plus a decline path (in German) and a cancel path. Each journey makes its own project or booking.
 */

type Language = 'en' | 'de';
const texts = (language: Language) => ({
  shell: language === 'de' ? DE : EN,
  bookings: BOOKINGS_MESSAGES[language],
  projects: PROJECTS_MESSAGES[language],
});

const browser = useBrowser({ warmUp: true });

/** Signs in on a fresh profile, waits for the dashboard and sets the interface language. */
async function session(account: DemoAccount, language: Language, viewport?: Viewport) {
  const { context, page } = await signedInPage(browser(), account, { language, viewport });
  await expectVisible(page.getByRole('heading', { level: 1, name: texts(language).shell.pages.dashboard }));
  return { context, page };
}

async function chooseOption(page: Page, label: string, search: string, option: string | RegExp) {
  const input = page.getByRole('combobox', { name: label });
  await input.fill(search);
  await page.getByRole('option', { name: option }).first().click();
}

/** Fills and sends the booking dialog; lands on the new booking's page. */
async function sendBookingRequest(
  page: Page,
  language: Language,
  booking: { title: string; project?: string; start: string; end: string },
) {
  const { dialog: words } = texts(language).bookings;
  const dialog = page.getByRole('dialog', { name: words.createTitle });
  await expectVisible(dialog);
  await dialog.getByLabel(labelled(words.bookingTitle)).fill(booking.title);
  await chooseOption(page, words.freelancer, 'Lena', /Lena Fischer/);
  await fillDate(page, words.startDate, booking.start);
  await fillDate(page, words.endDate, booking.end);
  if (booking.project) await chooseOption(page, words.project, booking.project, booking.project);
  await expectVisible(dialog.getByRole('group', { name: words.allocations }).getByRole('button', { pressed: true }));
  await dialog.getByLabel(labelled(words.ratePerHour)).fill('90');
  await dialog.getByLabel(labelled(words.hours)).fill('12');
  await dialog.getByRole('button', { name: texts(language).bookings.it.ENTRY_CARD }).click();
  await dialog.getByRole('button', { name: words.submit }).click();
  await expectPath(page, /^\/bookings\/\d+$/);
  await expectVisible(page.getByRole('heading', { level: 2, name: booking.title }));
  return page.url();
}

async function expectStatus(page: Page, language: Language, status: keyof typeof BOOKINGS_MESSAGES.en.status) {
  await expectVisible(page.getByText(texts(language).bookings.status[status], { exact: true }));
}

const withScreenshot = screenshotOnFailure('bookings');

describe.runIf(HAS_BROWSER())('projects and bookings', () => {
  test('plan a project, book, approve from the dashboard, accept, extend and close', async () => {
    const en = texts('en');
    const projectName = unique('E2E Projekt');
    const title = unique('E2E Buchung');
    let bookingUrl = '';

    const am = await session(AM, 'en');
    await withScreenshot('am-create', am.page, async () => {
      const { page } = am;
      await page.getByRole('link', { name: EN.nav.projects }).click();
      await page.getByRole('button', { name: en.projects.create }).click();
      const dialog = page.getByRole('dialog', { name: en.projects.dialog.title });
      await dialog.getByLabel(labelled(en.projects.dialog.name)).fill(projectName);
      const client = `Client ${projectName}`;
      await page.getByRole('combobox', { name: en.projects.dialog.client }).fill(client);
      await page.getByRole('option', { name: en.projects.dialog.createClient.replace('{{name}}', client) }).click();
      await fillDate(page, en.projects.dialog.dueDate, '30.04.2027');
      // Nordlicht Media exchanges project data with the accounting system: the link is required.
      await chooseOption(page, en.projects.dialog.maconomy, 'NM-26-1011', /NM-26-1011/);
      await dialog.getByRole('button', { name: en.projects.dialog.addAllocation }).click();
      await dialog.getByLabel(labelled(en.projects.dialog.allocationNumber.replace('{{number}}', '1'))).fill('E2E-01');
      await dialog.getByRole('button', { name: en.projects.dialog.submit }).click();
      await expectPath(page, /^\/projects\/\d+$/);
      await expectVisible(page.getByRole('heading', { level: 1, name: projectName }));
      await expectVisible(page.getByText('E2E-01 (active)'));

      await page.getByRole('button', { name: en.projects.detail.bookFreelancer }).click();
      bookingUrl = await sendBookingRequest(page, 'en', { title, start: '11.01.2027', end: '29.01.2027' });
      await expectStatus(page, 'en', 'PENDING');
    });
    await am.context.close();

    const md2 = await session(MD2, 'en');
    await withScreenshot('md2-approve', md2.page, async () => {
      const widget = md2.page.getByRole('region', { name: en.bookings.widgets.pendingTitle });
      await widget.getByRole('button', { name: en.bookings.widgets.approve.replace('{{title}}', title) }).click();
      await expectVisible(md2.page.getByText(en.bookings.widgets.approved.replace('{{title}}', title)));
      await md2.page.goto(bookingUrl);
      await expectStatus(md2.page, 'en', 'APPROVED');
    });
    await md2.context.close();

    const freelancer = await session(FREELANCER, 'en');
    await withScreenshot('freelancer-accept', freelancer.page, async () => {
      await freelancer.page.goto(bookingUrl);
      await freelancer.page.getByRole('button', { name: en.bookings.actions.accept, exact: true }).click();
      await expectStatus(freelancer.page, 'en', 'BOOKED');
    });
    await freelancer.context.close();

    const amAgain = await session(AM, 'en');
    await withScreenshot('am-extend-close', amAgain.page, async () => {
      const { page } = amAgain;
      await page.goto(bookingUrl);
      await page.getByRole('button', { name: en.bookings.actions.extend, exact: true }).click();
      const extend = page.getByRole('dialog', { name: en.bookings.actions.extendTitle });
      await fillDate(page, en.bookings.actions.newEndDate, '26.02.2027');
      await extend.getByRole('button', { name: en.bookings.actions.extend }).click();
      await expectVisible(page.getByText('11.01.2027 – 26.02.2027'));

      await page.getByRole('button', { name: en.bookings.actions.close, exact: true }).click();
      const confirm = page.getByRole('dialog', { name: en.bookings.actions.closeTitle });
      await expectVisible(confirm.getByText(en.bookings.actions.closeText));
      await confirm.getByRole('button', { name: en.bookings.actions.close }).click();
      await expectStatus(page, 'en', 'FINISHED');
      await expectVisible(page.getByText(en.bookings.status.FINISHED));
    });
    await amAgain.context.close();
  });

  test('auf Deutsch: eine Buchungsanfrage wird von der Geschäftsführung abgelehnt', async () => {
    const de = texts('de');
    const title = unique('E2E Abgelehnt');
    let bookingUrl = '';

    const am = await session(AM, 'de', { width: 360, height: 780 });
    await withScreenshot('de-am', am.page, async () => {
      await am.page.goto('/bookings');
      await am.page.getByRole('button', { name: de.bookings.newBooking }).click();
      bookingUrl = await sendBookingRequest(am.page, 'de', {
        title,
        project: SEEDED_PROJECT,
        start: '01.02.2027',
        end: '12.02.2027',
      });
      await expectStatus(am.page, 'de', 'PENDING');
    });
    await am.context.close();

    const md2 = await session(MD2, 'de');
    await withScreenshot('de-md2', md2.page, async () => {
      const { page } = md2;
      await page.goto(bookingUrl);
      await page.getByRole('button', { name: de.bookings.actions.decline, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: de.bookings.actions.declineTitle });
      await dialog.getByLabel(de.bookings.actions.reason).fill('Budget ist ausgeschöpft.');
      await dialog.getByRole('button', { name: de.bookings.actions.decline }).click();
      await expectStatus(page, 'de', 'APPROVER_DECLINED');
      await expectVisible(page.getByText('Budget ist ausgeschöpft.'));
      // A declined booking can no longer be approved.
      await expectVisible(page.getByRole('heading', { level: 2, name: title }));
      if (await page.getByRole('button', { name: de.bookings.actions.approve, exact: true }).isVisible())
        throw new Error('approve is still offered on a declined booking');
    });
    await md2.context.close();
  });

  test('an account manager cancels an open booking request', async () => {
    const en = texts('en');
    const title = unique('E2E Storno');
    const am = await session(AM, 'en');
    await withScreenshot('cancel', am.page, async () => {
      const { page } = am;
      await page.goto('/bookings');
      await page.getByRole('button', { name: en.bookings.newBooking }).click();
      await sendBookingRequest(page, 'en', { title, project: SEEDED_PROJECT, start: '01.03.2027', end: '05.03.2027' });
      await page.getByRole('button', { name: en.bookings.actions.cancel, exact: true }).click();
      const dialog = page.getByRole('dialog', { name: en.bookings.actions.cancelTitle });
      await dialog.getByRole('button', { name: en.bookings.actions.cancel }).click();
      await expectStatus(page, 'en', 'CANCELLED');
      await page.goto('/bookings');
      await page.getByRole('tab', { name: en.bookings.tabs.CLOSED }).click();
      await page
        .getByRole('button', { name: /Period/ })
        .first()
        .click();
      await page.getByRole('button', { name: 'Clear date range' }).click();
      await expectVisible(page.getByRole('link', { name: title }));
    });
    await am.context.close();
  });
});
