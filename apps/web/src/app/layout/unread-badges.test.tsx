import { LIST_COUNT_CAP } from '@fm/contract/envelope';
import type { Notification } from '@fm/contract/schemas/activity';
import { fireEvent, getDefaultNormalizer, screen, waitFor, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { agencyProfile } from '../../test/agency-profile-fixture.ts';
import { type ApiRequest, ok, renderScreen, signInAs, stubApi } from '../../test/screen.tsx';
import { ProfileUnreadBadges } from './unread-badges.tsx';

const PROFILE = '/api/agency/profile';
const NOTIFICATIONS = '/api/activity/notifications';

/** The top bar's badges as the layout shows them: the counts of the profile query. */
function TopBar() {
  return (
    <>
      <ProfileUnreadBadges />
      <p>page</p>
    </>
  );
}

function notification(overrides: Partial<Notification> = {}): Notification {
  return {
    notification_id: 11,
    category: 'to_do',
    type: 'booking.approve_requested',
    title: 'Approve booking B-2026-0042',
    body: 'Lena Fischer asks for your approval.\nStart 01.12.2026',
    link: '/bookings?id=42',
    is_read: false,
    is_deleted: false,
    actor: { id: 4, first_name: 'Lena', last_name: 'Fischer' },
    created_at: '2026-11-24T09:05:00.000Z',
    ...overrides,
  };
}

const counts = (toDo: number, info: number, message = 0) => ({
  unread_to_do_count: toDo,
  unread_info_count: info,
  unread_message_count: message,
});

const notificationsPage = (data: Notification[], toDo: number, info: number) =>
  ok({ data, total: data.length, page: 1, items: 100, last_page: 1, ...counts(toDo, info) });

type State = { toDos: Notification[]; infos: Notification[] };

/** A small notifications server: lists by category, read and delete change the state and answer the counts. */
function stubNotifications(state: State) {
  const countsNow = () =>
    counts(state.toDos.filter((item) => !item.is_read).length, state.infos.filter((item) => !item.is_read).length, 2);
  return stubApi((request: ApiRequest) => {
    if (request.path === PROFILE) return ok(agencyProfile(countsNow()));
    if (request.path === NOTIFICATIONS && request.method === 'GET') {
      const list = request.query.get('category') === 'info' ? state.infos : state.toDos;
      const now = countsNow();
      return notificationsPage(list, now.unread_to_do_count, now.unread_info_count);
    }
    if (request.path === NOTIFICATIONS && request.method === 'DELETE') {
      const category = request.query.get('category');
      const deleted = category === 'info' ? state.infos.length : state.toDos.length;
      if (category === 'info') state.infos = [];
      else state.toDos = [];
      return ok({ deleted, ...countsNow() });
    }
    const read = request.path.match(/^\/api\/activity\/notifications\/read\/(\d+)$/);
    if (read && request.method === 'PATCH') {
      const id = Number(read[1]);
      for (const item of [...state.toDos, ...state.infos]) if (item.notification_id === id) item.is_read = true;
      return ok({ id, ...countsNow() });
    }
    const remove = request.path.match(/^\/api\/activity\/notification\/(\d+)$/);
    if (remove && request.method === 'DELETE') {
      const id = Number(remove[1]);
      state.toDos = state.toDos.filter((item) => item.notification_id !== id);
      state.infos = state.infos.filter((item) => item.notification_id !== id);
      return ok({ id, ...countsNow() });
    }
  });
}

describe('UnreadBadges', () => {
  it('shows the three counts as labelled buttons, none left out on phones', async () => {
    signInAs('agency', ['managing-director']);
    stubNotifications({ toDos: [notification()], infos: [notification({ notification_id: 12, category: 'info' })] });
    renderScreen(<TopBar />);
    expect(await screen.findByRole('button', { name: 'Open to-dos: 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unread notifications: 1' })).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Unread messages: 2' })).toBeTruthy();
  });

  it('reads a count at the server’s cap as “10,000+”, in the badge’s label and the tab, in both languages', async () => {
    signInAs('agency', ['managing-director']);
    stubApi((request: ApiRequest) => {
      const capped = counts(LIST_COUNT_CAP, 3, LIST_COUNT_CAP);
      if (request.path === PROFILE) return ok(agencyProfile(capped));
      if (request.path === NOTIFICATIONS) {
        return ok({ data: [notification()], total: 1, page: 1, items: 100, last_page: 1, ...capped });
      }
      return undefined;
    });
    const { unmount } = renderScreen(<TopBar />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open to-dos: 10,000+' }));
    expect(screen.getByRole('button', { name: 'Unread messages: 10,000+', hidden: true })).toBeTruthy();
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByRole('tab', { name: 'To do (10,000+)', selected: true })).toBeTruthy();
    expect(within(dialog).getByRole('tab', { name: 'Info (3)' })).toBeTruthy();
    unmount();
    renderScreen(<TopBar />, { language: 'de' });
    expect(await screen.findByRole('button', { name: 'Offene Aufgaben: 10.000+' })).toBeTruthy();
  });

  it('opens the notifications on the to-do tab; a click marks the entry read, lowers the badge and follows its link', async () => {
    signInAs('agency', ['managing-director']);
    const requests = stubNotifications({ toDos: [notification()], infos: [] });
    renderScreen(<TopBar />, { route: '/', path: '/' });
    fireEvent.click(await screen.findByRole('button', { name: 'Open to-dos: 1' }));

    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(within(dialog).getByRole('tab', { name: 'To do (1)', selected: true })).toBeTruthy();
    const entry = await within(dialog).findByRole('button', { name: 'Unread: Approve booking B-2026-0042' });
    // The body keeps its line break and shows the date as DD.MM.YYYY HH:mm.
    const body = within(dialog).getByText('Lena Fischer asks for your approval.\nStart 01.12.2026', {
      normalizer: getDefaultNormalizer({ collapseWhitespace: false }),
    });
    expect(getComputedStyle(body).whiteSpace).toBe('pre-wrap');
    expect(within(dialog).getByText(/24\.11\.2026 \d\d:05 · From Lena Fischer/)).toBeTruthy();

    fireEvent.click(entry);
    await waitFor(() =>
      expect(requests.some((r) => r.method === 'PATCH' && r.path === '/api/activity/notifications/read/11')).toBe(true),
    );
    // Following the link left this page for the booking.
    expect(await screen.findByText('left the page')).toBeTruthy();
  });

  it('reads a click without a link in place and the counts fall', async () => {
    signInAs('agency', ['managing-director']);
    stubNotifications({ toDos: [notification({ link: null })], infos: [] });
    renderScreen(<TopBar />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open to-dos: 1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    fireEvent.click(await within(dialog).findByRole('button', { name: 'Unread: Approve booking B-2026-0042' }));
    expect(await within(dialog).findByRole('tab', { name: 'To do (0)' })).toBeTruthy();
    expect(await screen.findByRole('button', { name: 'Open to-dos: 0', hidden: true })).toBeTruthy();
    await waitFor(() => expect(within(dialog).queryByText('Unread:', { exact: false })).toBeNull());
  });

  it('opens the info tab from the info badge, deletes one entry, then all of the tab after asking (German)', async () => {
    signInAs('agency', ['managing-director']);
    const infos = [
      notification({ notification_id: 21, category: 'info', title: 'Buchung bestätigt', link: null }),
      notification({ notification_id: 22, category: 'info', title: 'Zeiterfassung freigegeben', link: null }),
      notification({ notification_id: 23, category: 'info', title: 'Zahlung freigegeben', link: null }),
    ];
    const requests = stubNotifications({ toDos: [notification()], infos });
    renderScreen(<TopBar />, { language: 'de' });
    fireEvent.click(await screen.findByRole('button', { name: 'Ungelesene Benachrichtigungen: 3' }));
    const dialog = await screen.findByRole('dialog', { name: 'Benachrichtigungen' });
    expect(within(dialog).getByRole('tab', { name: 'Info (3)', selected: true })).toBeTruthy();
    expect(await within(dialog).findByText('Buchung bestätigt')).toBeTruthy();
    expect(requests.find((r) => r.path === NOTIFICATIONS)?.query.get('category')).toBe('info');

    fireEvent.click(within(dialog).getByRole('button', { name: 'Benachrichtigung löschen: Buchung bestätigt' }));
    await waitFor(() => expect(within(dialog).queryByText('Buchung bestätigt')).toBeNull());
    expect(await screen.findByRole('button', { name: 'Ungelesene Benachrichtigungen: 2', hidden: true })).toBeTruthy();

    fireEvent.click(within(dialog).getByRole('button', { name: 'Alle löschen' }));
    const confirm = await screen.findByRole('dialog', { name: 'Alle Informationen löschen?' });
    fireEvent.click(within(confirm).getByRole('button', { name: 'Löschen' }));
    expect(await within(dialog).findByText('Keine Informationen für Sie.')).toBeTruthy();
    expect((await within(dialog).findByRole('button', { name: 'Alle löschen' })).hasAttribute('disabled')).toBe(true);
    expect(requests.find((r) => r.method === 'DELETE' && r.path === NOTIFICATIONS)?.query.get('category')).toBe('info');
    expect(await screen.findByRole('button', { name: 'Ungelesene Benachrichtigungen: 0', hidden: true })).toBeTruthy();
    // The to-dos were left alone.
    expect(screen.getByRole('button', { name: 'Offene Aufgaben: 1', hidden: true })).toBeTruthy();

    // Switching tabs reads the other category.
    fireEvent.click(await within(dialog).findByRole('tab', { name: 'Zu erledigen (1)' }));
    expect(await within(dialog).findByText('Approve booking B-2026-0042')).toBeTruthy();
  });

  it('closes with Escape and with its labelled close button', async () => {
    signInAs('agency', ['managing-director']);
    stubNotifications({ toDos: [], infos: [] });
    renderScreen(<TopBar />);
    fireEvent.click(await screen.findByRole('button', { name: 'Open to-dos: 0' }));
    const dialog = await screen.findByRole('dialog', { name: 'Notifications' });
    expect(await within(dialog).findByText('Nothing to do right now.')).toBeTruthy();
    fireEvent.keyDown(dialog, { key: 'Escape' });
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());

    fireEvent.click(screen.getByRole('button', { name: 'Unread notifications: 0' }));
    fireEvent.click(await screen.findByRole('button', { name: 'Close notifications' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
  });
});
