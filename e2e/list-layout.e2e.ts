import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { ADMIN, api, FINANCE, MD2 } from './support/arrange.ts';
import { type DemoAccount, expectPath, HAS_BROWSER, storeBrowserPreferences } from './support/browser.ts';
import { asSignedIn, useBrowser, type Viewport } from './support/journey.ts';

/** Every list page of each role (docs/product.md §3). */
const LIST_PAGES: { account: DemoAccount; paths: string[] }[] = [
  {
    account: ADMIN,
    paths: [
      '/bookings',
      '/time-recording',
      '/flat-rate-payments',
      '/agencies',
      '/users',
      '/agency-groups',
      '/projects',
      '/credit-notes',
      '/reports',
    ],
  },
  { account: MD2, paths: ['/bookings', '/time-recording', '/flat-rate-payments', '/projects', '/freelancers'] },
  { account: FINANCE, paths: ['/bookings', '/time-recording', '/flat-rate-payments'] },
];
const WAIT = { timeout: 15_000 };
/** Each test walks every list page of one role. */
const WALK_TIMEOUT_MS = 240_000;

const browser = useBrowser();

/**
 * An agency whose name and director's address are single words longer than their columns, sorted first in the
 * agency and user lists: the walk must not depend on which names earlier journeys happened to leave behind.
 */
async function arrangeLongWords() {
  const stamp = `${Date.now().toString(36)}${Math.floor(Math.random() * 1e4)}`;
  await api(ADMIN, '/api/agency/create-agency', {
    method: 'POST',
    body: {
      name: `AAA-Kommunikationsagenturverbundgesellschaft${stamp}`,
      managing_director: {
        email: `aaron.langername.kommunikationsverbund.${stamp}@sehr-lange-agenturdomain-beispiel.test`,
        first_name: 'Aaron',
        last_name: `Überlangnachnamenträgerfamilie${stamp}`,
      },
    },
  });
}

/** Signs in at the viewport and walks on in German (this browser profile only, the account keeps its settings). */
function inGerman(account: DemoAccount, viewport: Viewport, steps: (page: Page) => Promise<void>) {
  return asSignedIn(browser(), account, { viewport }, async (page) => {
    await storeBrowserPreferences(page, { language: 'de', theme: 'light' });
    await steps(page);
  });
}

/** Opens the list and waits until its rows (or its empty state) replaced the loading skeleton. */
async function openList(page: Page, path: string) {
  await page.goto(path);
  await expectPath(page, new RegExp(`^${path}`));
  await expect.poll(() => page.locator('main h1').count(), WAIT).toBeGreaterThan(0);
  await expect.poll(() => page.locator('[aria-busy="true"]').count(), WAIT).toBe(0);
  // Still there: a page the role may not open sends it to the dashboard, which must not pass for the list.
  expect(new URL(page.url()).pathname, `${path} was left`).toBe(path);
}

/** Widths of the page and of every table's scrolling frame, beside what is shown of them. */
function measure(page: Page) {
  return page.evaluate(() => {
    const root = document.scrollingElement ?? document.documentElement;
    const frames = Array.from(document.querySelectorAll('main table')).map((table) => {
      const frame = table.parentElement as HTMLElement;
      return { scroll: frame.scrollWidth, client: frame.clientWidth };
    });
    const hiddenActions = Array.from(document.querySelectorAll('main tbody tr td:last-child button')).filter(
      (button) => {
        const box = button.getBoundingClientRect();
        return box.width === 0 || box.right > window.innerWidth || box.left < 0;
      },
    ).length;
    return { page: root.scrollWidth - root.clientWidth, frames, hiddenActions };
  });
}

describe.runIf(HAS_BROWSER())('list layout', () => {
  for (const { account, paths } of LIST_PAGES) {
    test(
      `every list of ${account.role} fits 1280 px in German with its row actions visible`,
      () =>
        inGerman(account, { width: 1280, height: 900 }, async (page) => {
          if (account === ADMIN) await arrangeLongWords();
          for (const path of paths) {
            await openList(page, path);
            const widths = await measure(page);
            expect(widths.page, `${path}: page overflow`).toBeLessThanOrEqual(0);
            for (const frame of widths.frames)
              expect(frame.scroll, `${path}: table overflow`).toBeLessThanOrEqual(frame.client);
            expect(widths.hiddenActions, `${path}: row actions out of sight`).toBe(0);
          }
        }),
      WALK_TIMEOUT_MS,
    );

    test(
      `every list of ${account.role} is stacked cards on a 360 px phone`,
      () =>
        inGerman(account, { width: 360, height: 740 }, async (page) => {
          for (const path of paths) {
            await openList(page, path);
            expect(await page.locator('main table').count(), `${path}: a table on a phone`).toBe(0);
            const widths = await measure(page);
            expect(widths.page, `${path}: page overflow`).toBeLessThanOrEqual(0);
          }
          // The notification and message icons of the top bar stay within reach.
          for (const name of [/Benachrichtigungen/, /Nachrichten/]) {
            const box = await page.getByRole('banner').getByRole('button', { name }).first().boundingBox();
            expect(box && box.x >= 0 && box.x + box.width <= 360, `${name} in sight`).toBe(true);
          }
        }),
      WALK_TIMEOUT_MS,
    );
  }
});
