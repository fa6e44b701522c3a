import type { Conversation, Message } from '@fm/contract/schemas/inmail';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { stubIntersectionObserver } from '../../../test/browser-stubs.ts';
import { type ApiRequest, listPage, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { ChatDetailDialog } from './chat-detail-dialog.tsx';
import { InmailDialog } from './inmail-dialog.tsx';

const CONVERSATIONS = '/api/inmail/conversation/user_list';
const MESSAGES = '/api/inmail/conversation/messages';
const SEND = '/api/inmail/send/message';
const SEARCH = '/api/inmail/users/search';

const ME = 1;
const LENA = {
  id: 4,
  first_name: 'Lena',
  last_name: 'Fischer',
  email: 'lena@example.test',
  role: 'freelancer' as const,
  image_url: null,
  agency_name: null,
};

function message(id: number, overrides: Partial<Message> = {}): Message {
  return {
    id,
    conversation_id: 9,
    sender_id: LENA.id,
    receiver_id: ME,
    message: `Message ${id}`,
    is_read: true,
    created_at: '2026-11-24T09:00:00.000Z',
    created_date: '2026-11-24',
    created_time: '10:00',
    ...overrides,
  };
}

const conversation: Conversation = {
  conversation_id: 9,
  user: LENA,
  last_message: 'See you Monday',
  last_message_at: '2026-11-20T15:30:00.000Z',
  unread_count: 2,
};

describe('InmailDialog', () => {
  it('lists the conversations with their unread marker and date, and opens one in the chat detail dialog', async () => {
    signInAs('agency', ['agency-manager']);
    const requests = stubApi((request) => {
      if (request.path === CONVERSATIONS) return ok([conversation]);
      if (request.path === MESSAGES)
        return listPage(
          [
            message(2, { is_read: false, message: 'Are you free?' }),
            message(1, { sender_id: ME, receiver_id: LENA.id, message: 'Hello Lena' }),
          ],
          { items: 100 },
        );
    });
    renderScreen(<InmailDialog isOpen onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    const row = await within(dialog).findByRole('button', { name: /Lena Fischer/ });
    expect(within(row).getByText('20.11.2026')).toBeTruthy();
    expect(within(row).getByText('See you Monday')).toBeTruthy();
    expect(within(row).getByText('2 unread messages')).toBeTruthy();

    fireEvent.click(row);
    const chat = await screen.findByRole('dialog', { name: 'Lena Fischer' });
    const thread = within(chat).getByRole('log', { name: 'Messages with Lena Fischer' });
    expect(await within(thread).findByText('Are you free?')).toBeTruthy();
    // Oldest first; the unread one carries the "New" marker; the day and the times show.
    const texts = within(thread)
      .getAllByText(/Hello Lena|Are you free\?/)
      .map((node) => node.textContent);
    expect(texts).toEqual(['Hello Lena', 'Are you free?']);
    expect(within(thread).getByText('New')).toBeTruthy();
    expect(within(thread).getByText('24.11.2026')).toBeTruthy();
    expect(within(thread).getByText('Sent at 10:00')).toBeTruthy();
    expect(within(thread).getByText('Received at 10:00')).toBeTruthy();
    const read = requests.find((request) => request.path === MESSAGES);
    expect(read?.body).toEqual({ conversation_id: 9, page: 1, items: 100 });
    // The composer has the focus.
    const composer = within(chat).getByRole('textbox', { name: 'Message to Lena Fischer' });
    await waitFor(() => expect(document.activeElement).toBe(composer));
  });

  it('shows an empty list with a hint in German', async () => {
    signInAs('freelancer', ['freelancer']);
    stubApi((request) => (request.path === CONVERSATIONS ? ok([]) : undefined));
    renderScreen(<InmailDialog isOpen onClose={() => undefined} />, { language: 'de' });
    const dialog = await screen.findByRole('dialog', { name: 'Nachrichten' });
    expect(await within(dialog).findByText('Noch keine Unterhaltungen')).toBeTruthy();
    expect(within(dialog).getByRole('button', { name: 'Nachrichten schließen' })).toBeTruthy();
  });

  it('finds a person by keyword and starts a conversation with the first message', async () => {
    signInAs('agency', ['agency-manager']);
    const requests = stubApi((request: ApiRequest) => {
      if (request.path === CONVERSATIONS) return ok([]);
      if (request.path === SEARCH) return ok(request.query.get('keyword') === 'lena' ? [LENA] : []);
      if (request.path === SEND) {
        const body = request.body as { message: string };
        return ok(message(30, { conversation_id: 12, sender_id: ME, receiver_id: LENA.id, message: body.message }));
      }
    });
    renderScreen(<InmailDialog isOpen onClose={() => undefined} />);
    const dialog = await screen.findByRole('dialog', { name: 'Messages' });
    const search = within(dialog).getByRole('combobox', { name: 'Start a conversation' });
    await userEvent.type(search, 'lena');
    const option = await screen.findByRole('option', { name: /Lena Fischer/ });
    expect(
      requests
        .filter((request) => request.path === SEARCH)
        .at(-1)
        ?.query.get('keyword'),
    ).toBe('lena');
    fireEvent.click(option);

    const chat = await screen.findByRole('dialog', { name: 'Lena Fischer' });
    expect(within(chat).getByText('No messages yet')).toBeTruthy();
    const composer = within(chat).getByRole('textbox', { name: 'Message to Lena Fischer' });
    await userEvent.type(composer, 'Hi Lena{Enter}');
    await waitFor(() =>
      expect(requests.find((request) => request.path === SEND)?.body).toEqual({
        message: 'Hi Lena',
        receiver_id: LENA.id,
      }),
    );
    await waitFor(() => expect((composer as HTMLTextAreaElement).value).toBe(''));
  });
});

describe('ChatDetailDialog', () => {
  it('sends with Enter, adds a line with Shift+Enter, and shows a message with markup as plain text', async () => {
    signInAs('freelancer', ['freelancer']);
    const requests = stubApi((request) => {
      if (request.path === MESSAGES)
        return listPage([message(5, { message: '<script>alert("x")</script>\n<b>bold?</b>' })], { items: 100 });
      if (request.path === SEND) {
        const body = request.body as { message: string };
        return ok(message(6, { sender_id: ME, receiver_id: LENA.id, message: body.message, created_time: '10:05' }));
      }
      if (request.path === CONVERSATIONS) return ok([conversation]);
    });
    renderScreen(<ChatDetailDialog partner={LENA} conversationId={9} onClose={() => undefined} />);
    const chat = await screen.findByRole('dialog', { name: 'Lena Fischer' });
    const thread = within(chat).getByRole('log');
    const shown = await within(thread).findByText(/<script>alert\("x"\)<\/script>/);
    expect(shown.textContent).toBe('<script>alert("x")</script>\n<b>bold?</b>');
    expect(thread.querySelector('script, b')).toBeNull();

    const composer = within(chat).getByRole('textbox', { name: 'Message to Lena Fischer' });
    await userEvent.type(composer, 'First line{Shift>}{Enter}{/Shift}Second line');
    expect((composer as HTMLTextAreaElement).value).toBe('First line\nSecond line');
    expect(requests.some((request) => request.path === SEND)).toBe(false);

    await userEvent.keyboard('{Enter}');
    await waitFor(() =>
      expect(requests.find((request) => request.path === SEND)?.body).toEqual({
        message: 'First line\nSecond line',
        conversation_id: 9,
      }),
    );
    // The sent message joins the thread at once and the composer empties.
    expect(await within(thread).findByText('First line\nSecond line', { normalizer: (text) => text })).toBeTruthy();
    expect((composer as HTMLTextAreaElement).value).toBe('');
  });

  it('loads the older page when the reader scrolls up to the top of the thread', async () => {
    signInAs('freelancer', ['freelancer']);
    const observer = stubIntersectionObserver();
    const requests = stubApi((request) => {
      if (request.path !== MESSAGES) return undefined;
      const page = (request.body as { page: number }).page;
      return page === 1
        ? listPage([message(4, { message: 'Newest' }), message(3, { message: 'Newer' })], {
            page: 1,
            lastPage: 2,
            items: 2,
          })
        : listPage(
            [
              message(2, { message: 'Older', created_date: '2026-11-23' }),
              message(1, { message: 'Oldest', created_date: '2026-11-23' }),
            ],
            { page: 2, lastPage: 2, items: 2 },
          );
    });
    renderScreen(<ChatDetailDialog partner={LENA} conversationId={9} onClose={() => undefined} />);
    const chat = await screen.findByRole('dialog', { name: 'Lena Fischer' });
    const thread = within(chat).getByRole('log');
    expect(await within(thread).findByText('Newest')).toBeTruthy();
    expect(within(thread).queryByText('Oldest')).toBeNull();
    expect(within(thread).getByRole('button', { name: 'Load older messages' })).toBeTruthy();

    observer.intersect();
    expect(await within(thread).findByText('Oldest')).toBeTruthy();
    expect(
      requests.filter((request) => request.path === MESSAGES).map((request) => (request.body as { page: number }).page),
    ).toEqual([1, 2]);
    const order = within(thread)
      .getAllByText(/^(Oldest|Older|Newer|Newest)$/)
      .map((node) => node.textContent);
    expect(order).toEqual(['Oldest', 'Older', 'Newer', 'Newest']);
    expect(within(thread).getByText('23.11.2026')).toBeTruthy();
    expect(within(thread).queryByRole('button', { name: 'Load older messages' })).toBeNull();
  });

  it('closes with Escape', async () => {
    signInAs('freelancer', ['freelancer']);
    stubApi((request) => (request.path === MESSAGES ? listPage([], { items: 100 }) : undefined));
    let isClosed = false;
    renderScreen(
      <ChatDetailDialog
        partner={LENA}
        conversationId={9}
        onClose={() => {
          isClosed = true;
        }}
      />,
    );
    const chat = await screen.findByRole('dialog', { name: 'Lena Fischer' });
    fireEvent.keyDown(chat, { key: 'Escape' });
    expect(isClosed).toBe(true);
  });
});
