import type { Locator } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { CFO, MD2 } from './support/arrange.ts';
import { expectNoHorizontalOverflow, expectVisible, HAS_BROWSER } from './support/browser.ts';
import { asSignedIn, useBrowser } from './support/journey.ts';

/**
 * Budgets as their users live them (issue 12): the CFO increases an agency's budget from the agency detail and
 * sees the widget move; a managing director reads the consumption charts on the dashboard and drills into a
 * month; once in German on a 360 px phone in the dark theme.
 */

/** An agency of the CFO's agency group (Cluster Nord) that no other journey changes. */
const AGENCY = 'Havelstern Events';

/** The current financial year's label (July–June), as the server names it. */
function currentYear(today = new Date()) {
  const start = today.getMonth() >= 6 ? today.getFullYear() : today.getFullYear() - 1;
  return `${start}/${String((start + 1) % 100).padStart(2, '0')}`;
}

/** Euros as an English page shows them: €95,000.00 → 95000. */
const eurosOf = (text: string) => Number(text.replace(/[^\d.-]/g, ''));

/** The value shown beside a term of the budget widget. */
const figure = (widget: Locator, term: string) =>
  widget
    .getByRole('term')
    .filter({ hasText: new RegExp(`^${term}$`) })
    .locator('xpath=following-sibling::dd[1]');

const browser = useBrowser({ warmUp: true });

describe.runIf(HAS_BROWSER())('budget', () => {
  test('cfo@demo.test increases an agency’s budget and sees the widget move', async () => {
    await asSignedIn(browser(), CFO, {}, async (page) => {
      await expectVisible(page.getByRole('heading', { name: new RegExp(`^Finance dashboard ${currentYear()}`) }));
      await expectVisible(page.getByRole('table', { name: 'Budget use per agency' }).getByText(AGENCY));

      await page.goto('/agencies');
      await page.getByRole('searchbox', { name: 'Search' }).fill(AGENCY);
      await page.keyboard.press('Enter');
      await page.getByRole('link', { name: AGENCY }).first().click();
      const widget = page.getByRole('region', { name: `Budget of ${AGENCY}, ${currentYear()}` });
      await expectVisible(widget);
      const before = eurosOf(await figure(widget, 'Budget').innerText());
      expect(before).toBeGreaterThan(0);

      await page.getByRole('button', { name: 'Increase budget' }).click();
      const dialog = page.getByRole('dialog', { name: `Increase the budget of ${AGENCY}` });
      await dialog.getByLabel(/^Amount to add/).fill('1234.50');
      await dialog.getByRole('button', { name: 'Increase' }).click();
      await expectVisible(page.getByText('The budget was increased.'));

      await expect.poll(async () => eurosOf(await figure(widget, 'Budget').innerText())).toBe(before + 1_234.5);
      const commissioned = eurosOf(await figure(widget, 'Commissioned').innerText());
      await expect
        .poll(async () => eurosOf(await figure(widget, 'Remaining').innerText()))
        .toBeCloseTo(before + 1_234.5 - commissioned, 2);
    });
  });

  test('md2@demo.test sees the agency charts and drills into a month', async () => {
    await asSignedIn(browser(), MD2, {}, async (page) => {
      const charts = page.getByRole('region', { name: `Consumption ${currentYear()}` });
      await expectVisible(charts);
      await expectVisible(page.getByRole('region', { name: `Budget ${currentYear()}` }));
      await expectVisible(page.getByRole('region', { name: 'Top consumptions' }));
      await expectVisible(charts.locator('svg').first());

      await charts.getByRole('button', { name: 'Figures of the chart' }).click();
      const start = Number(currentYear().slice(0, 4));
      await charts.getByRole('button', { name: `October ${start}` }).click();
      const month = page.getByRole('region', { name: `Consumption in October ${start}` });
      await expectVisible(month);
      // One row per day plus the header.
      await expect.poll(() => month.getByRole('table').getByRole('row').count()).toBe(32);
      await month.getByRole('button', { name: 'Back to the year' }).click();
      await expectVisible(page.getByRole('region', { name: `Consumption ${currentYear()}` }));
    });
  });

  test('in German on a 360 px phone: euros as 1.234,56 €, nothing sticks out', async () => {
    await asSignedIn(
      browser(),
      MD2,
      { settings: { language: 'de', theme: 'dark' }, viewport: { width: 360, height: 740 } },
      async (page) => {
        const widget = page.getByRole('region', { name: `Budget ${currentYear()}` });
        await expectVisible(widget);
        await expect.poll(() => figure(widget, 'Budget').innerText()).toMatch(/^\d{1,3}(\.\d{3})*,\d{2}\s€$/);
        await expectVisible(page.getByRole('progressbar', { name: 'Budgetverbrauch' }));
        await expectVisible(page.getByRole('region', { name: `Verbrauch ${currentYear()}` }));
        await expectVisible(page.getByRole('tab', { name: 'Projekte' }));
        await expectNoHorizontalOverflow(page, 'dashboard at 360 px');
      },
    );
  });
});
