import { NOTIFICATION_MESSAGES } from '@fm/contract/notifications';
import type { Page } from 'playwright-core';
import { describe, expect, test } from 'vitest';
import { NOTIFICATION_MESSAGES as DIALOG_MESSAGES } from '../apps/web/src/features/notifications/messages.ts';
import { DE } from '../apps/web/src/i18n/locales/de.ts';
import { api, FREELANCER, MD2, requestLena, unique } from './support/arrange.ts';
import { expectPath, expectVisible, fillText, HAS_BROWSER, screenshotOnFailure } from './support/browser.ts';
import { signedInPage, useBrowser } from './support/journey.ts';

/**
 * Notifications of a managing director (md2@demo.test, in German): the account manager asks her to approve a
 * booking (a to-do) and another booking of hers is accepted by the freelancer (an info). She opens the
 * notifications from the to-do badge, follows the to-do to its booking, then deletes all information entries.
 * The journey books its own bookings (unique titles).
 */

const de = DIALOG_MESSAGES.de;
const fill = fillText;
const badge = (page: Page, label: string) =>
  page.getByRole('button', { name: new RegExp(`^${fill(label, { count: '\\d+' })}$`) });

const browser = useBrowser();

/** The account manager books Lena Fischer on the seeded project and names md2 as the approver: PENDING. */
async function requestBooking(title: string, approverId: number): Promise<{ id: number; code: string }> {
  const booking = await requestLena({ title, rate: { HOURLY: { hours: 8, perHour: 90 } }, approverId });
  expect(booking.status).toBe('PENDING');
  return booking;
}

const withScreenshot = screenshotOnFailure('notifications');

describe.runIf(HAS_BROWSER())('notifications', () => {
  test('a managing director follows a to-do to its booking and deletes her information entries', async () => {
    const md2 = await api<{ user: { id: number } }>(MD2, '/api/agency/profile');
    // An info: a booking she approved is accepted by the freelancer.
    const accepted = await requestBooking(unique('E2E Info'), md2.user.id);
    await api(MD2, '/api/agency/booking/approve', { method: 'PATCH', body: { booking_id: accepted.id } });
    await api(FREELANCER, '/api/agency/booking/accept', { method: 'PATCH', body: { booking_id: accepted.id } });
    // A to-do: a booking waits on her approval.
    const title = unique('E2E Freigabe');
    const pending = await requestBooking(title, md2.user.id);

    const { context, page } = await signedInPage(browser(), MD2, {
      settings: { language: 'de', theme: 'light' },
      language: 'de',
    });

    const toDoTitle = fill(NOTIFICATION_MESSAGES['notifications.bookingApprovalRequested'].de, {
      booking: pending.code,
    });
    await withScreenshot('follow', page, async () => {
      await badge(page, DE.layout.toDos).click();
      const dialog = page.getByRole('dialog', { name: de.title });
      await expectVisible(
        dialog.getByRole('tab', { name: new RegExp(`^${de.tabs.to_do} \\(\\d+\\)$`), selected: true }),
      );
      await dialog.getByRole('button', { name: `${de.unread}: ${toDoTitle}` }).click();
      await expectPath(page, /^\/bookings/);
      await expectVisible(page.getByText(title));
    });

    await withScreenshot('delete', page, async () => {
      await badge(page, DE.layout.infos).click();
      const dialog = page.getByRole('dialog', { name: de.title });
      await expectVisible(
        dialog.getByRole('tab', { name: new RegExp(`^${de.tabs.info} \\(\\d+\\)$`), selected: true }),
      );
      const acceptedTitle = fill(NOTIFICATION_MESSAGES['notifications.bookingAccepted'].de, { booking: accepted.code });
      await expectVisible(dialog.getByText(acceptedTitle));
      await dialog.getByRole('button', { name: de.deleteAll }).click();
      const confirm = page.getByRole('dialog', { name: de.deleteAllTitle.info });
      await confirm.getByRole('button', { name: de.deleteAllConfirm }).click();
      await expectVisible(dialog.getByText(de.empty.info));
      await expectVisible(dialog.getByRole('tab', { name: `${de.tabs.info} (0)` }));
      await page.keyboard.press('Escape');
      await expectVisible(page.getByRole('button', { name: fill(DE.layout.infos, { count: 0 }) }));
    });

    // The to-do she followed is still there, read.
    const toDos = await api<{ data: { title: string; is_read: boolean }[] }>(MD2, '/api/activity/notifications', {
      query: { category: 'to_do' },
    });
    expect(toDos.data.find((entry) => entry.title.includes(pending.code))?.is_read).toBe(true);
    await context.close();
  }, 180_000);
});
