import { readFile } from 'node:fs/promises';
import ExcelJS from 'exceljs';
import { describe, expect, test } from 'vitest';
import { CREDIT_NOTE_MESSAGES } from '../apps/web/src/features/credit-notes/messages.ts';
import { REPORT_MESSAGES } from '../apps/web/src/features/reports/messages.ts';
import { FINANCE, unique } from './support/arrange.ts';
import {
  expectNoHorizontalOverflow,
  expectVisible,
  fillText,
  HAS_BROWSER,
  screenshotOnFailure,
} from './support/browser.ts';
import { fillDate, signedInPage, useBrowser } from './support/journey.ts';

/**
 * Reports and accounting exports: finance saves a credit-note report for last month on /reports, downloads it
 * as XLSX (opened with exceljs: German title row and headers), and exports last month's DATEV Buchungsstapel
 * on /credit-notes (decoded from Windows-1252: the EXTF header).
 */

const de = REPORT_MESSAGES.de;
const notes = CREDIT_NOTE_MESSAGES.de;
const fill = fillText;
const pad = (n: number) => String(n).padStart(2, '0');

/** Last month's first and last day, as the browser's clock sees it. */
function lastMonth() {
  const now = new Date();
  const first = new Date(Date.UTC(now.getFullYear(), now.getMonth() - 1, 1));
  const last = new Date(Date.UTC(now.getFullYear(), now.getMonth(), 0));
  const iso = (date: Date) => date.toISOString().slice(0, 10);
  const german = (date: Date) => `${pad(date.getUTCDate())}.${pad(date.getUTCMonth() + 1)}.${date.getUTCFullYear()}`;
  return { start: iso(first), end: iso(last), startDe: german(first), endDe: german(last) };
}

const browser = useBrowser();

const withScreenshot = screenshotOnFailure('reports');

describe.runIf(HAS_BROWSER())('reports', () => {
  test('finance creates a credit-note report for last month, downloads it, and exports DATEV', async () => {
    const title = unique('Gutschriften Vormonat');
    const month = lastMonth();
    const { context, page } = await signedInPage(browser(), FINANCE, { language: 'de' });
    await page.goto('/reports');

    await withScreenshot('create', page, async () => {
      await page.getByRole('button', { name: de.create }).click();
      const dialog = page.getByRole('dialog', { name: de.dialog.createTitle });
      await expectVisible(dialog.getByText(de.dialog.topicHints.CREDIT_NOTE));
      await dialog.getByRole('textbox', { name: new RegExp(`^${de.dialog.reportTitle}`) }).fill(title);
      await fillDate(page, de.dialog.start, month.startDe, dialog);
      await fillDate(page, de.dialog.end, month.endDe, dialog);
      await dialog.getByRole('button', { name: de.dialog.save }).click();
      await expectVisible(page.getByText(fill(de.dialog.saved, { title })));
      await expectVisible(page.getByRole('cell', { name: title }));
    });

    await withScreenshot('download', page, async () => {
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: fill(de.downloadLabel, { title, format: 'XLSX' }) }).click(),
      ]);
      expect(download.suggestedFilename()).toMatch(/^gutschriften-vormonat-.+-\d{4}-\d{2}-\d{2}\.xlsx$/);
      const workbook = new ExcelJS.Workbook();
      await workbook.xlsx.load((await readFile((await download.path())!)).buffer as ArrayBuffer);
      const sheet = workbook.worksheets[0]!;
      expect(sheet.getRow(1).getCell(1).value).toBe(`${title} · Gutschriften · ${month.startDe} – ${month.endDe}`);
      expect(sheet.getRow(2).getCell(1).value).toBe('Gutschrift-Nr.');
      expect(sheet.getRow(2).getCell(11).value).toBe('Netto');
    });

    await page.goto('/credit-notes');
    await withScreenshot('datev', page, async () => {
      await expectVisible(page.getByRole('heading', { name: notes.exports.title }));
      const [download] = await Promise.all([
        page.waitForEvent('download'),
        page.getByRole('button', { name: notes.exports.datev }).click(),
      ]);
      expect(download.suggestedFilename()).toBe(`EXTF_Buchungsstapel_${month.start}_${month.end}.csv`);
      const bytes = await readFile((await download.path())!);
      const text = new TextDecoder('windows-1252').decode(bytes);
      const [header, columns] = text.split('\r\n');
      expect(header!.startsWith('"EXTF";700;21;"Buchungsstapel";13;')).toBe(true);
      expect(header!.split(';').slice(14, 16)).toEqual([
        month.start.replaceAll('-', ''),
        month.end.replaceAll('-', ''),
      ]);
      expect(columns!.split(';')).toHaveLength(125);
      expect(columns).toContain('Gegenkonto (ohne BU-Schlüssel)');
    });

    // On a 360 px phone both screens fit: the saved report is a card with its buttons, the exports wrap.
    await page.setViewportSize({ width: 360, height: 760 });
    await withScreenshot('phone', page, async () => {
      await expectNoHorizontalOverflow(page);
      await page.goto('/reports');
      await expectVisible(page.getByRole('heading', { name: title }));
      await expectVisible(page.getByRole('button', { name: fill(de.downloadLabel, { title, format: 'CSV' }) }));
      await expectNoHorizontalOverflow(page);
    });
    await context.close();
  }, 240_000);
});
