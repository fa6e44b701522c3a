import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { INMAIL_MESSAGES } from '../apps/web/src/features/inmail/messages.ts';
import { EN } from '../apps/web/src/i18n/locales/en.ts';
import { AM, api, FREELANCER, unique } from './support/arrange.ts';
import {
  expectNoHorizontalOverflow,
  expectVisible,
  fillText,
  HAS_BROWSER,
  screenshotOnFailure,
} from './support/browser.ts';
import { PHONE, signedInPage, useBrowser } from './support/journey.ts';

/**
 * Inmail with live updates: the account manager (am@demo.test, Andreas Müller) finds Lena Fischer
 * (freelancer@demo.test) through the user search and writes to her; on her phone the message badge rises without a
 * reload, she opens the conversation, reads the message and answers; the answer appears in his open chat, again
 * without a reload. Each run writes its own unique texts.
 */

const en = INMAIL_MESSAGES.en;
const fill = fillText;
const messagesBadge = (page: Page) =>
  page.getByRole('button', { name: new RegExp(`^${fill(EN.layout.messages, { count: '\\d+' })}$`) });

const browser = useBrowser();

async function badgeCount(page: Page): Promise<number> {
  const label = (await messagesBadge(page).getAttribute('aria-label')) ?? '';
  return Number(label.match(/(\d+)$/)?.[1] ?? Number.NaN);
}

const withScreenshot = screenshotOnFailure('inmail');

describe.runIf(HAS_BROWSER())('inmail', () => {
  test('the account manager writes, the freelancer sees the badge rise without a reload and answers', async () => {
    const question = unique('Hätten Sie nächste Woche Zeit?');
    const answer = unique('Ja, ab Dienstag');

    const lena = await signedInPage(browser(), FREELANCER, { language: 'en', viewport: PHONE });
    // Her unread count as the server keeps it; the badge shows it once her counts have loaded.
    const { unread_message_count: before } = await api<{ unread_message_count: number }>(
      FREELANCER,
      '/api/freelancer/profile',
    );
    await expect.poll(() => badgeCount(lena.page), { timeout: 15_000 }).toBe(before);

    const andreas = await signedInPage(browser(), AM, { language: 'en' });
    const chat = andreas.page.getByRole('dialog', { name: 'Lena Fischer' });
    await withScreenshot('write', andreas.page, async () => {
      const { page } = andreas;
      await messagesBadge(page).click();
      const inmail = page.getByRole('dialog', { name: en.title });
      await inmail.getByRole('combobox', { name: en.search.label }).fill('Lena');
      await page.getByRole('option', { name: /Lena Fischer/ }).click();
      const composer = chat.getByRole('textbox', { name: fill(en.chat.composer, { name: 'Lena Fischer' }) });
      // The composer has the focus: typing goes straight in; Shift+Enter adds a line, Enter sends.
      await expect.poll(() => composer.evaluate((element) => element === document.activeElement)).toBe(true);
      await page.keyboard.type(question);
      await page.keyboard.press('Shift+Enter');
      await page.keyboard.type('Gruß, Andreas');
      await page.keyboard.press('Enter');
      await expectVisible(chat.getByRole('log').getByText(question));
      await expect.poll(() => composer.inputValue()).toBe('');
    });

    await withScreenshot('receive', lena.page, async () => {
      const { page } = lena;
      // No reload: the live stream raises the badge.
      await expect.poll(() => badgeCount(page), { timeout: 15_000 }).toBeGreaterThan(before);
      await messagesBadge(page).click();
      const inmail = page.getByRole('dialog', { name: en.title });
      await inmail.getByRole('button', { name: /Andreas Müller/ }).click();
      const thread = page.getByRole('dialog', { name: 'Andreas Müller' });
      await expectVisible(thread.getByRole('log').getByText(question));
      await expectVisible(thread.getByRole('log').getByText('Gruß, Andreas'));
      await expectNoHorizontalOverflow(page);
      await thread.getByRole('textbox', { name: fill(en.chat.composer, { name: 'Andreas Müller' }) }).fill(answer);
      await page.keyboard.press('Enter');
      await expectVisible(thread.getByRole('log').getByText(answer));
      // Reading the conversation lowers the badge again: Escape closes the chat, the close button the messages.
      await page.keyboard.press('Escape');
      await expect.poll(() => thread.isVisible()).toBe(false);
      await inmail.getByRole('button', { name: en.close }).click();
      await expect.poll(() => inmail.isVisible()).toBe(false);
      await expect.poll(() => badgeCount(page), { timeout: 15_000 }).toBeLessThanOrEqual(before);
    });

    // The answer reaches the open chat without a reload.
    await withScreenshot('answer', andreas.page, async () => {
      await expectVisible(chat.getByRole('log').getByText(answer));
    });

    await lena.context.close();
    await andreas.context.close();
  }, 180_000);
});
