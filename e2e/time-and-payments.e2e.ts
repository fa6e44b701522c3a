import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { FLAT_RATE_MESSAGES } from '../apps/web/src/features/flat-rate-payments/messages.ts';
import { TIME_RECORDING_MESSAGES } from '../apps/web/src/features/time-recording/messages.ts';
import { EN } from '../apps/web/src/i18n/locales/en.ts';
import { AM, api, bookLena, FINANCE, FREELANCER, unique } from './support/arrange.ts';
import { type DemoAccount, expectPath, expectVisible, HAS_BROWSER, screenshotOnFailure } from './support/browser.ts';
import { fillDate, labelled, signedInPage, useBrowser, type Viewport } from './support/journey.ts';

/**
 * Time recording and flat-rate payments with their two-stage review (issue 6). Each journey books its own
 * freelancer through the API first (so no other journey's data is touched), then walks the screens as its users.
 */

const tr = TIME_RECORDING_MESSAGES.en;
const fr = FLAT_RATE_MESSAGES.en;

// --- the browser ------------------------------------------------------------------------------------------------

const browser = useBrowser({ warmUp: true });

async function session(account: DemoAccount, path: 'time-recording' | 'flat-rate-payments', viewport?: Viewport) {
  // Demo users speak German; these journeys read the English texts.
  const { context, page } = await signedInPage(browser(), account, { language: 'en', viewport });
  await expectVisible(page.getByRole('heading', { level: 1, name: EN.pages.dashboard }));
  // The side navigation holds the link; on a phone it sits behind the menu button.
  await withScreenshot(`session-${account.role}`, page, async () => {
    if ((viewport?.width ?? 1280) < 900) await page.getByRole('button', { name: EN.layout.openMenu }).click();
    await page.getByRole('link', { name: EN.nav[path] }).filter({ visible: true }).first().click();
  });
  await expectPath(page, new RegExp(`^/${path}$`));
  return { context, page };
}

const withScreenshot = screenshotOnFailure('time-and-payments');

async function choose(page: Page, label: string, option: string) {
  await page.getByRole('combobox', { name: labelled(label) }).click();
  await page.getByRole('option', { name: option }).click();
}

/** The record's table row, or its card on a phone. */
const rowOf = (page: Page, text: string) =>
  page.getByRole('row').or(page.getByRole('listitem')).filter({ hasText: text });

type TimeRecordRow = { id: number; time_record_id: string; date: string; status: string; hours: number };
const recordsOf = (bookingId: number) =>
  api<{ data: TimeRecordRow[] }>(FREELANCER, '/api/freelancer/time-record', { query: { booking_id: bookingId } }).then(
    (page) => page.data,
  );

describe.runIf(HAS_BROWSER())('time recording and flat-rate payments', () => {
  test('two days recorded, one approved twice, one declined, corrected and resubmitted', async () => {
    const title = unique('E2E Stunden');
    const booking = await bookLena({ title, rate: { HOURLY: { hours: 20, perHour: 90 } } });

    const freelancer = await session(FREELANCER, 'time-recording', { width: 360, height: 760 });
    await withScreenshot('record', freelancer.page, async () => {
      const { page } = freelancer;
      for (const [date, hours, description] of [
        ['16.11.2026', '6', 'Moodboards'],
        ['17.11.2026', '7.5', 'Layouts'],
      ] as const) {
        await page.getByRole('button', { name: tr.add }).click();
        const dialog = page.getByRole('dialog', { name: tr.dialog.createTitle });
        await choose(page, tr.dialog.booking, `${booking.code} · ${title}`);
        await expectVisible(dialog.getByText(/^Hours left on this booking: /));
        await fillDate(page, tr.dialog.date, date);
        await dialog.getByLabel(labelled(tr.dialog.hours)).fill(hours);
        await dialog.getByLabel(labelled(tr.dialog.description)).fill(description);
        await dialog.getByRole('button', { name: tr.dialog.submit }).click();
        await dialog.waitFor({ state: 'hidden' });
      }
      // Hours over what is left are refused at the field and nothing is saved.
      await page.getByRole('button', { name: tr.add }).click();
      const dialog = page.getByRole('dialog', { name: tr.dialog.createTitle });
      await choose(page, tr.dialog.booking, `${booking.code} · ${title}`);
      await expectVisible(dialog.getByText('Hours left on this booking: 6.5'));
      await fillDate(page, tr.dialog.date, '18.11.2026');
      await dialog.getByLabel(labelled(tr.dialog.hours)).fill('7');
      await dialog.getByLabel(labelled(tr.dialog.description)).fill('Too much');
      await dialog.getByRole('button', { name: tr.dialog.submit }).click();
      await expectVisible(dialog.getByText('Booking hours exceeded'));
      await dialog.getByRole('button', { name: tr.dialog.close }).click();
    });
    await freelancer.context.close();

    const records = (await recordsOf(booking.id)).sort((a, b) => a.date.localeCompare(b.date));
    expect(records.map((record) => [record.date, record.status])).toEqual([
      ['2026-11-16', 'PENDING'],
      ['2026-11-17', 'PENDING'],
    ]);
    const [first, second] = records as [TimeRecordRow, TimeRecordRow];

    const am = await session(AM, 'time-recording');
    await withScreenshot('am-review', am.page, async () => {
      const { page } = am;
      await expectVisible(page.getByRole('tab', { name: tr.tabs.pending, selected: true }));
      await page.getByRole('button', { name: `${tr.actions.approve} ${first.time_record_id}` }).click();
      await expectVisible(page.getByText(tr.done.APPROVED));
      await page.getByRole('button', { name: `${tr.actions.decline} ${second.time_record_id}` }).click();
      const dialog = page.getByRole('dialog', { name: `Decline time record ${second.time_record_id}` });
      await dialog.getByLabel(tr.reviewDialog.comment).fill('Please split by task');
      await dialog.getByRole('button', { name: tr.reviewDialog.confirm }).click();
      await expectVisible(page.getByText(tr.done.DECLINED));
    });
    await am.context.close();

    const finance = await session(FINANCE, 'time-recording');
    await withScreenshot('finance-review', finance.page, async () => {
      const { page } = finance;
      await expectVisible(page.getByRole('tab', { name: tr.reviewTabs.pending, selected: true }));
      await page.getByRole('button', { name: `${tr.actions.financeApprove} ${first.time_record_id}` }).click();
      await expectVisible(page.getByText(tr.done.FINANCE_APPROVED));
      await page.getByRole('tab', { name: tr.reviewTabs.approved }).click();
      await expectVisible(rowOf(page, first.time_record_id).getByText(tr.status.FINANCE_APPROVED));
    });
    await finance.context.close();

    const again = await session(FREELANCER, 'time-recording');
    await withScreenshot('correct', again.page, async () => {
      const { page } = again;
      await page.getByRole('tab', { name: tr.tabs.declined }).click();
      await expectVisible(rowOf(page, second.time_record_id).getByText(tr.status.DECLINED));
      await page.getByRole('button', { name: `${tr.actions.correct} ${second.time_record_id}` }).click();
      const dialog = page.getByRole('dialog', { name: `Correct time record ${second.time_record_id}` });
      await expectVisible(dialog.getByText('Reason given: Please split by task'));
      await dialog.getByLabel(labelled(tr.dialog.hours)).fill('5');
      await dialog.getByLabel(labelled(tr.dialog.description)).fill('Layouts: 3 h grid, 2 h type');
      await dialog.getByRole('button', { name: tr.dialog.resubmit }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('tab', { name: tr.tabs.pending }).click();
      await expectVisible(rowOf(page, second.time_record_id).getByText(tr.status.PENDING));
    });
    await again.context.close();

    const after = await recordsOf(booking.id);
    expect(after.map((record) => [record.time_record_id, record.status, record.hours]).sort()).toEqual(
      [
        [first.time_record_id, 'FINANCE_APPROVED', 6],
        [second.time_record_id, 'PENDING', 5],
      ].sort(),
    );
  }, 240_000);

  test('a flat-rate payment recorded, rejected by finance, corrected and approved', async () => {
    const title = unique('E2E Pauschale');
    const booking = await bookLena({ title, rate: { FLAT: 3000 } });
    const paymentRow = (page: Page) => rowOf(page, title);

    const am = await session(AM, 'flat-rate-payments');
    await withScreenshot('am-pay', am.page, async () => {
      const { page } = am;
      await page.getByRole('button', { name: fr.add }).click();
      const dialog = page.getByRole('dialog', { name: fr.dialog.createTitle });
      await choose(page, fr.dialog.booking, `${booking.code} · ${title}`);
      await expectVisible(dialog.getByText('Amount left on this booking: €3,000.00'));
      await dialog.getByLabel(labelled(fr.dialog.amount)).fill('3000.01');
      await fillDate(page, fr.dialog.paymentDate, '20.11.2026');
      await dialog.getByLabel(labelled(fr.dialog.description)).fill('First instalment');
      await dialog.getByRole('button', { name: fr.dialog.submit }).click();
      await expectVisible(dialog.getByText('Booking amount exceeded'));
      await dialog.getByLabel(labelled(fr.dialog.amount)).fill('1200');
      await dialog.getByRole('button', { name: fr.dialog.submit }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('tab', { name: fr.tabs.pending }).click();
      await expectVisible(paymentRow(page).getByText(fr.status.FINANCE_PENDING));
    });
    await am.context.close();

    const finance = await session(FINANCE, 'flat-rate-payments');
    await withScreenshot('finance-reject', finance.page, async () => {
      const { page } = finance;
      await page.getByRole('button', { name: `${fr.actions.review} ${title} 20.11.2026` }).click();
      const dialog = page.getByRole('dialog', { name: fr.reviewDialog.title });
      await dialog.getByLabel(fr.reviewDialog.comment).fill('Invoice number missing');
      await dialog.getByRole('button', { name: fr.reviewDialog.reject }).click();
      await expectVisible(page.getByText(fr.reviewDialog.rejected));
    });
    await finance.context.close();

    const correcting = await session(AM, 'flat-rate-payments');
    await withScreenshot('am-correct', correcting.page, async () => {
      const { page } = correcting;
      await page.getByRole('tab', { name: fr.tabs.rejected }).click();
      await page.getByRole('button', { name: `${fr.actions.correct} ${title} 20.11.2026` }).click();
      const dialog = page.getByRole('dialog', { name: fr.dialog.editTitle });
      await expectVisible(dialog.getByText('Reason given by finance: Invoice number missing'));
      await dialog.getByLabel(labelled(fr.dialog.description)).fill('First instalment, invoice 2026-118');
      await dialog.getByRole('button', { name: fr.dialog.resubmit }).click();
      await dialog.waitFor({ state: 'hidden' });
      await page.getByRole('tab', { name: fr.tabs.pending }).click();
      await expectVisible(paymentRow(page).getByText(fr.status.FINANCE_PENDING));
    });
    await correcting.context.close();

    const approving = await session(FINANCE, 'flat-rate-payments', { width: 360, height: 760 });
    await withScreenshot('finance-approve', approving.page, async () => {
      const { page } = approving;
      await page.getByRole('button', { name: `${fr.actions.review} ${title} 20.11.2026` }).click();
      const dialog = page.getByRole('dialog', { name: fr.reviewDialog.title });
      await expectVisible(dialog.getByText('First instalment, invoice 2026-118'));
      await dialog.getByRole('button', { name: fr.reviewDialog.approve }).click();
      await expectVisible(page.getByText(fr.reviewDialog.approved));
      await page.getByRole('tab', { name: fr.tabs.approved }).click();
      await expectVisible(paymentRow(page).getByText(fr.status.FINANCE_APPROVED));
    });
    await approving.context.close();

    const left = await api<{ amount_left: number }>(AM, '/api/agency/booking', { query: { id: booking.id } });
    expect(left.amount_left).toBe(1800);
  }, 240_000);
});
