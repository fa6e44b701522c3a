import { eq, sql } from 'drizzle-orm';
import { afterAll, beforeAll, describe, expect, test } from 'vitest';
import { createTestApp, type TestApp } from '../../../test/test-app.ts';
import type { RequestAuth } from '../../auth/request-auth.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { createMessage } from '../../db/factories/conversation.ts';
import { createFreelancer } from '../../db/factories/freelancer.ts';
import type { User } from '../../db/factories/user.ts';
import { users } from '../../db/schema/identity.ts';
import { conversations, messages } from '../../db/schema/messaging.ts';
import { type BookingWorld, createBookingWorld } from '../bookings/booking-test-world.ts';
import { api } from '../time-records/record-test-world.ts';
import { candidatesToRead, searchUsers } from './inmail.repo.ts';
import { reachableCandidates, writableBy } from './who-may-write.ts';

let t: TestApp;
let w: BookingWorld;

beforeAll(async () => {
  t = await createTestApp();
  w = await createBookingWorld(t);
  // Nordlicht booked the world's freelancer; the other freelancer has no booking at all.
  await createBooking(t.db, { projectId: w.project.id, createdBy: w.am.id, freelancerId: w.freelancer.id });
});
afterAll(() => t.close());

const search = (user: User, keyword?: string) =>
  api(t, w, user, 'GET', 'inmail/users/search', keyword === undefined ? {} : { keyword });
const send = (user: User, body: Record<string, unknown>) => api(t, w, user, 'POST', 'inmail/send/message', body);
const conversationsOf = (user: User) => api(t, w, user, 'GET', 'inmail/conversation/user_list');
const messagesOf = (user: User, body: Record<string, unknown>) =>
  api(t, w, user, 'POST', 'inmail/conversation/messages', body);
const messageCount = async () => (await t.db.select({ n: sql<number>`count(*)::int` }).from(messages))[0]!.n;
const unreadMessages = async (user: User) =>
  (await api(t, w, user, 'GET', 'activity/notifications')).json().data.unread_message_count as number;

async function reachable(user: User): Promise<number[]> {
  const response = await search(user);
  expect(response.statusCode, response.body).toBe(200);
  return (response.json().data as { id: number }[]).map((person) => person.id);
}

describe('who may write to whom (decision 017)', () => {
  test('a freelancer: staff of the agencies that booked them, finance reaching those agencies, admins', async () => {
    const ids = await reachable(w.freelancer);
    expect(ids).toEqual(
      expect.arrayContaining([
        w.md.id,
        w.md2.id,
        w.am.id,
        w.am2.id,
        w.financeUser.id,
        w.cfo.id,
        w.groupCfo.id,
        w.admin.id,
      ]),
    );
    for (const id of [w.otherMd.id, w.otherAm.id, w.otherFreelancer.id, w.freelancer.id]) expect(ids).not.toContain(id);
  });

  test('a freelancer nobody booked: finance users and admins only', async () => {
    const ids = await reachable(w.otherFreelancer);
    expect(ids).toEqual(expect.arrayContaining([w.financeUser.id, w.admin.id]));
    for (const id of [w.md.id, w.am.id, w.otherAm.id, w.cfo.id, w.groupCfo.id, w.freelancer.id]) {
      expect(ids).not.toContain(id);
    }
  });

  test('agency staff: their agency, finance, the freelancers they booked, admins', async () => {
    const ids = await reachable(w.am);
    expect(ids).toEqual(
      expect.arrayContaining([
        w.md.id,
        w.md2.id,
        w.am2.id,
        w.freelancer.id,
        w.financeUser.id,
        w.cfo.id,
        w.groupCfo.id,
        w.admin.id,
      ]),
    );
    for (const id of [w.otherMd.id, w.otherAm.id, w.otherFreelancer.id, w.am.id]) expect(ids).not.toContain(id);
    const other = await reachable(w.otherAm);
    expect(other).toEqual(expect.arrayContaining([w.otherMd.id, w.financeUser.id, w.cfo.id, w.admin.id]));
    for (const id of [w.groupCfo.id, w.freelancer.id, w.am.id, w.md.id]) expect(other).not.toContain(id);
  });

  test('where a caller reaches many people the search walks every user, and finds whom reading their few finds', async () => {
    const callers: [User, RequestAuth][] = [
      [w.am, { userId: w.am.id, realm: 'agency', groups: [w.nordlicht.id] } as RequestAuth],
      [w.freelancer, { userId: w.freelancer.id, realm: 'freelancer', groups: [] as number[] } as RequestAuth],
    ];
    for (const [user, auth] of callers) {
      const parts = reachableCandidates(auth);
      const few = await candidatesToRead(t.db, parts);
      expect(few).not.toBeNull();
      // Above the cap (here one row) there is nothing to read first.
      expect(await candidatesToRead(t.db, parts, 1)).toBeNull();
      const read = await searchUsers(t.db, writableBy(auth), few, undefined, 50);
      const walked = await searchUsers(t.db, writableBy(auth), null, undefined, 50);
      expect(walked.map((person) => person.id)).toEqual(await reachable(user));
      expect(walked).toEqual(read);
    }
  });

  test('a CFO: admins, finance, staff and booked freelancers of their agency groups', async () => {
    const ids = await reachable(w.groupCfo);
    expect(ids).toEqual(
      expect.arrayContaining([w.admin.id, w.cfo.id, w.financeUser.id, w.md.id, w.am.id, w.freelancer.id]),
    );
    for (const id of [w.otherMd.id, w.otherAm.id, w.otherFreelancer.id]) expect(ids).not.toContain(id);
  });

  test('admins and finance users reach everyone but themselves; deactivated users nobody reaches', async () => {
    const everyone = [w.md.id, w.otherAm.id, w.freelancer.id, w.otherFreelancer.id, w.cfo.id, w.financeUser.id];
    expect(await reachable(w.admin)).toEqual(expect.arrayContaining(everyone));
    expect(await reachable(w.admin)).not.toContain(w.admin.id);
    expect(await reachable(w.financeUser)).toEqual(expect.arrayContaining([w.admin.id, ...everyone.slice(0, 5)]));
    const { user: gone } = await createFreelancer(t.db, { isActive: false, firstName: 'Gone' });
    expect(await reachable(w.admin)).not.toContain(gone.id);
  });

  test('the keyword matches first name, last name, full name or e-mail, at most 50 results', async () => {
    await t.db.update(users).set({ firstName: 'Ronja', lastName: 'Räuber' }).where(eq(users.id, w.am2.id));
    const response = await search(w.freelancer, 'ronja räu');
    expect(response.json().data).toEqual([
      expect.objectContaining({ id: w.am2.id, first_name: 'Ronja', last_name: 'Räuber', role: 'agency-manager' }),
    ]);
    expect((await search(w.freelancer, w.am2.email.toUpperCase())).json().data).toHaveLength(1);
    expect((await search(w.freelancer, 'nobody-matches-this')).json().data).toEqual([]);
    const [first] = (await search(w.freelancer, 'ronja')).json().data;
    expect(first.agency_name).toBe(w.nordlicht.name);
    expect((await search(w.admin)).json().data.length).toBeLessThanOrEqual(50);
  });
  test("each person found shows their own agency's name, and a freelancer none", async () => {
    const found = (await search(w.admin)).json().data as { id: number; agency_name: string | null }[];
    const agencyOf = (user: User) => found.find((person) => person.id === user.id)?.agency_name;
    expect(agencyOf(w.am)).toBe(w.nordlicht.name);
    expect(agencyOf(w.otherAm)).toBe(w.suedwind.name);
    expect(agencyOf(w.freelancer)).toBeNull();
  });
});

describe('sending', () => {
  test('a new conversation by receiver_id, an answer by conversation_id; counts follow', async () => {
    const before = await unreadMessages(w.freelancer);
    const first = await send(w.am, { receiver_id: w.freelancer.id, message: 'Hallo, passt der 1.12.?' });
    expect(first.statusCode, first.body).toBe(200);
    const sent = first.json().data;
    expect(sent).toMatchObject({ sender_id: w.am.id, receiver_id: w.freelancer.id, is_read: false });
    expect(sent.created_date).toMatch(/^\d{4}-\d{2}-\d{2}$/);
    expect(sent.created_time).toMatch(/^\d{2}:\d{2}$/);
    expect(await unreadMessages(w.freelancer)).toBe(before + 1);

    const answer = await send(w.freelancer, { conversation_id: sent.conversation_id, message: 'Ja, passt.' });
    expect(answer.statusCode, answer.body).toBe(200);
    expect(answer.json().data).toMatchObject({ conversation_id: sent.conversation_id, receiver_id: w.am.id });
    const again = await send(w.am, { receiver_id: w.freelancer.id, message: 'Super.' });
    expect(again.json().data.conversation_id).toBe(sent.conversation_id);

    const list = (await conversationsOf(w.freelancer)).json().data;
    expect(list[0]).toMatchObject({
      conversation_id: sent.conversation_id,
      user: { id: w.am.id, role: 'agency-manager', agency_name: w.nordlicht.name },
      last_message: 'Super.',
      unread_count: 2,
    });
    // The other side's list, read right after by the same statement, shows the freelancer as the other person.
    const amList = (await conversationsOf(w.am)).json().data;
    expect(amList.find((c: { conversation_id: number }) => c.conversation_id === sent.conversation_id)).toMatchObject({
      user: { id: w.freelancer.id, role: 'freelancer' },
      last_message: 'Super.',
    });
    expect(await unreadMessages(w.freelancer)).toBe(before + 2);

    const page = await messagesOf(w.freelancer, { conversation_id: sent.conversation_id });
    expect(page.statusCode, page.body).toBe(200);
    expect(page.json().data.data.map((m: { message: string }) => m.message)).toEqual([
      'Super.',
      'Ja, passt.',
      'Hallo, passt der 1.12.?',
    ]);
    expect(await unreadMessages(w.freelancer)).toBe(before);
    expect((await conversationsOf(w.freelancer)).json().data[0].unread_count).toBe(0);
    // The sender sees that the freelancer read them; the freelancer's own answer is unread by am.
    const amView = (await messagesOf(w.am, { conversation_id: sent.conversation_id })).json().data.data;
    expect(amView.map((m: { is_read: boolean }) => m.is_read)).toEqual([true, true, true]);
  });

  test('10 000 characters and script tags are stored and returned exactly as text', async () => {
    const long = `${'x'.repeat(9_990)} Ende Ende`;
    const script = '<script>alert("x")</script><b>fett</b> & <img src=x onerror=alert(1)>';
    for (const text of [long, script]) {
      const response = await send(w.md, { receiver_id: w.freelancer.id, message: text });
      expect(response.statusCode, response.body).toBe(200);
      const [row] = await t.db.select().from(messages).where(eq(messages.id, response.json().data.id));
      expect(row!.message).toBe(text);
      const page = await messagesOf(w.freelancer, { conversation_id: response.json().data.conversation_id });
      expect(page.json().data.data[0].message).toBe(text);
    }
    expect(long).toHaveLength(10_000);
  });

  test('bad input is refused with a clear message and stores nothing', async () => {
    const before = await messageCount();
    const conversationsBefore = (await t.db.select().from(conversations)).length;
    const cases: [Record<string, unknown>, number, string][] = [
      [{ receiver_id: w.freelancer.id, message: '' }, 400, 'error.validation'],
      [{ receiver_id: w.freelancer.id, message: '   \n ' }, 400, 'error.validation'],
      [{ receiver_id: w.freelancer.id }, 400, 'error.validation'],
      [{ receiver_id: w.freelancer.id, message: 'x'.repeat(10_001) }, 400, 'error.validation'],
      [{ receiver_id: w.freelancer.id, message: 'x'.repeat(1024 * 1024) }, 400, 'error.validation'],
      [{ message: 'Hallo' }, 400, 'error.validation'],
      [{ receiver_id: 999_999, message: 'Hallo' }, 404, 'rule.receiverUnknown'],
      [{ receiver_id: w.am.id, message: 'Selbstgespräch' }, 404, 'rule.receiverUnknown'],
      [{ receiver_id: w.otherAm.id, message: 'Hallo Südwind' }, 403, 'rule.mayNotWriteTo'],
      [{ receiver_id: w.otherFreelancer.id, message: 'Hallo' }, 403, 'rule.mayNotWriteTo'],
    ];
    for (const [body, status, code] of cases) {
      const response = await send(w.am, body);
      expect(response.statusCode, JSON.stringify(body).slice(0, 80)).toBe(status);
      expect(response.json()).toMatchObject({ status: 'error', code });
      expect(response.json().message).not.toBe('');
    }
    const refused = await send(w.am, { receiver_id: w.otherAm.id, message: 'Hallo' });
    expect(refused.json().message).toBe('You cannot write to this person.');
    const german = await api(t, w, w.am, 'POST', 'inmail/send/message', { receiver_id: 999_999, message: 'x' }, 'de');
    expect(german.json().message).toBe('Diesen Empfänger gibt es nicht.');
    expect(await messageCount()).toBe(before);
    expect((await t.db.select().from(conversations)).length).toBe(conversationsBefore);
  });

  test('another user’s conversation answers 404 to reading and to sending into it', async () => {
    const foreign = await createMessage(t.db, { senderId: w.otherAm.id, receiverId: w.otherMd.id, message: 'Intern' });
    const before = await messageCount();
    const read = await messagesOf(w.am, { conversation_id: foreign.conversationId });
    expect(read.statusCode).toBe(404);
    const write = await send(w.am, { conversation_id: foreign.conversationId, message: 'Darf ich?' });
    expect(write.statusCode).toBe(404);
    expect((await messagesOf(w.am, { conversation_id: 999_999 })).statusCode).toBe(404);
    expect(await messageCount()).toBe(before);
    expect(
      (await conversationsOf(w.am)).json().data.map((c: { conversation_id: number }) => c.conversation_id),
    ).not.toContain(foreign.conversationId);
  });

  test('messages come 100 per page, newest page first', async () => {
    const start = Date.parse('2026-01-01T08:00:00Z');
    let conversationId = 0;
    for (let index = 0; index < 105; index++) {
      const message = await createMessage(t.db, {
        senderId: w.admin.id,
        receiverId: w.md2.id,
        message: `Nachricht ${index}`,
        createdAt: new Date(start + index * 60_000),
      });
      conversationId = message.conversationId;
    }
    const first = (await messagesOf(w.md2, { conversation_id: conversationId })).json().data;
    expect(first).toMatchObject({ total: 105, page: 1, items: 100, last_page: 2 });
    expect(first.data).toHaveLength(100);
    expect(first.data[0].message).toBe('Nachricht 104');
    const second = (await messagesOf(w.md2, { conversation_id: conversationId, page: 2 })).json().data;
    expect(second.data.map((m: { message: string }) => m.message)).toEqual([
      'Nachricht 4',
      'Nachricht 3',
      'Nachricht 2',
      'Nachricht 1',
      'Nachricht 0',
    ]);
  });
});

describe('role matrix', () => {
  test('every role may use the messenger; without a token it is 401', async () => {
    for (const user of [w.admin, w.financeUser, w.cfo, w.groupCfo, w.md, w.am, w.freelancer]) {
      for (const response of [await conversationsOf(user), await search(user, 'a')]) {
        expect(response.statusCode, `${user.role}: ${response.body}`).toBe(200);
      }
    }
    const anonymous = await t.app.inject({ method: 'GET', url: '/api/inmail/conversation/user_list' });
    expect(anonymous.statusCode).toBe(401);
    const anonymousSend = await t.app.inject({
      method: 'POST',
      url: '/api/inmail/send/message',
      payload: { receiver_id: w.freelancer.id, message: 'Hallo' },
    });
    expect(anonymousSend.statusCode).toBe(401);
  });

  test('admins write to anyone, and anyone answers them', async () => {
    const toFreelancer = await send(w.admin, { receiver_id: w.otherFreelancer.id, message: 'Willkommen!' });
    expect(toFreelancer.statusCode, toFreelancer.body).toBe(200);
    const answer = await send(w.otherFreelancer, {
      conversation_id: toFreelancer.json().data.conversation_id,
      message: 'Danke!',
    });
    expect(answer.statusCode, answer.body).toBe(200);
    const toAdmin = await send(w.otherAm, { receiver_id: w.admin.id, message: 'Support-Frage' });
    expect(toAdmin.statusCode, toAdmin.body).toBe(200);
  });
});
