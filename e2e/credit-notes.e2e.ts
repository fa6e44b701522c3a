import { readFile } from 'node:fs/promises';
import { extractText, getDocumentProxy } from 'unpdf';
import { describe, expect, test } from 'vitest';
import { CREDIT_NOTE_MESSAGES } from '../apps/web/src/features/credit-notes/messages.ts';
import { TIME_RECORDING_MESSAGES } from '../apps/web/src/features/time-recording/messages.ts';
import { AM, api, bookLena, FINANCE, FREELANCER, unique } from './support/arrange.ts';
import {
  type DemoAccount,
  expectNoHorizontalOverflow,
  expectVisible,
  fillText,
  HAS_BROWSER,
  screenshotOnFailure,
} from './support/browser.ts';
import { PHONE, signedInPage, useBrowser, type Viewport } from './support/journey.ts';

/**
 * Credit notes from finance approval to cancellation: finance approves a time record on the review screen, the
 * freelancer finds the note on /credit-notes (in German, on a phone) and downloads its PDF, finance cancels it
 * with a reason, and the freelancer sees it under "Storniert". The journey books its own booking first.
 */

const en = CREDIT_NOTE_MESSAGES.en;
const de = CREDIT_NOTE_MESSAGES.de;
const tr = TIME_RECORDING_MESSAGES.en;
const fill = fillText;

const browser = useBrowser();

async function open(account: DemoAccount, path: string, language: 'en' | 'de', viewport?: Viewport) {
  const { context, page } = await signedInPage(browser(), account, { language, viewport });
  await page.goto(path);
  return { context, page };
}

const withScreenshot = screenshotOnFailure('credit-notes');

type NoteRow = { id: number; number: string; status: string; booking: { title: string } };

describe.runIf(HAS_BROWSER())('credit notes', () => {
  test('finance approves, the freelancer downloads the note, finance cancels it, the freelancer sees it cancelled', async () => {
    const title = unique('E2E Gutschrift');
    const booking = await bookLena({ title, rate: { HOURLY: { hours: 10, perHour: 95 } } });
    const record = await api<{ id: number; time_record_id: string }>(FREELANCER, '/api/freelancer/time-record', {
      method: 'POST',
      body: { booking_id: booking.id, date: '2026-11-03', hours: 4, description: 'Kreativkonzept' },
    });
    await api(AM, '/api/agency/update-time-record', { method: 'POST', body: { id: record.id, status: 'APPROVED' } });

    const finance = await open(FINANCE, '/time-recording', 'en');
    await withScreenshot('approve', finance.page, async () => {
      const button = finance.page.getByRole('button', {
        name: `${tr.actions.financeApprove} ${record.time_record_id}`,
      });
      await button.click();
      await expectVisible(finance.page.getByText(tr.done.FINANCE_APPROVED));
    });
    const notes = await api<{ data: NoteRow[] }>(FINANCE, '/api/freelancer/credit-note', {
      query: { keyword: [title] },
    });
    const note = notes.data[0]!;
    expect(note.status).toBe('REVIEWED');

    const freelancer = await open(FREELANCER, '/credit-notes', 'de', PHONE);
    await withScreenshot('download', freelancer.page, async () => {
      const { page } = freelancer;
      await expectVisible(page.getByRole('tab', { name: de.tabs.REVIEWED, selected: true }));
      await expectVisible(page.getByText(note.number));
      await expectNoHorizontalOverflow(page);
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: fill(de.downloadLabel, { document: 'PDF', number: note.number }) }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`${note.number}.pdf`);
      const bytes = new Uint8Array(await readFile((await download.path())!));
      const { text } = await extractText(await getDocumentProxy(bytes), { mergePages: true });
      expect(text).toContain('Gutschrift');
      expect(text).toContain(note.number);
      expect(text).toContain(title);
    });

    await finance.page.goto('/credit-notes');
    await withScreenshot('cancel', finance.page, async () => {
      const { page } = finance;
      await page.getByRole('button', { name: fill(en.cancelLabel, { number: note.number }) }).click();
      const dialog = page.getByRole('dialog', { name: fill(en.cancelDialog.title, { number: note.number }) });
      await dialog.getByRole('button', { name: en.cancelDialog.confirm }).click();
      await expectVisible(dialog.getByText(en.cancelDialog.reasonRequired));
      await dialog.getByLabel(en.cancelDialog.reason).fill('Falscher Leistungszeitraum');
      await dialog.getByRole('button', { name: en.cancelDialog.confirm }).click();
      await expectVisible(page.getByText(fill(en.cancelDialog.done, { number: note.number })));
    });
    await finance.context.close();

    await withScreenshot('cancelled', freelancer.page, async () => {
      const { page } = freelancer;
      await page.getByRole('tab', { name: de.tabs.CANCELLED }).click();
      await expectVisible(page.getByText(`Storniert (${note.number}-S): Falscher Leistungszeitraum`));
      await expectVisible(
        page.getByRole('button', {
          name: fill(de.downloadLabel, { document: de.documents['cancellation-pdf'], number: note.number }),
        }),
      );
      await expectNoHorizontalOverflow(page);
    });
    await freelancer.context.close();
  }, 240_000);
});
