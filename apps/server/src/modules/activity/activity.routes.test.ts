import { LIST_COUNT_CAP } from '@fm/contract/envelope';
import { and, desc, eq, sql } from 'drizzle-orm';
import { beforeAll, describe, expect, test } from 'vitest';
import { createAgency } from '../../db/factories/agency.ts';
import { createBooking } from '../../db/factories/booking.ts';
import { createMessage } from '../../db/factories/conversation.ts';
import { createNotification } from '../../db/factories/notification.ts';
import { createUser, type User } from '../../db/factories/user.ts';
import { activityLog } from '../../db/schema/activity.ts';
import { notifications } from '../../db/schema/notifications.ts';
import { logActivity } from '../../platform/activity.ts';
import { t, useBookingWorld, w } from '../bookings/booking-test-world.ts';
import { api } from '../time-records/record-test-world.ts';

useBookingWorld();

type Counts = { unread_to_do_count: number; unread_info_count: number; unread_message_count: number };
const countsOf = (data: Counts): Counts => ({
  unread_to_do_count: data.unread_to_do_count,
  unread_info_count: data.unread_info_count,
  unread_message_count: data.unread_message_count,
});
const list = (user: User, query: Record<string, unknown> = {}, language: 'en' | 'de' = 'en') =>
  api(t, w, user, 'GET', 'activity/notifications', query, language);
const counts = async (user: User) => countsOf((await list(user)).json().data);
const read = (user: User, id: number) => api(t, w, user, 'PATCH', `activity/notifications/read/${id}`);
const remove = (user: User, id: number) => api(t, w, user, 'DELETE', `activity/notification/${id}`);
const removeAll = (user: User, category?: string) =>
  api(t, w, user, 'DELETE', 'activity/notifications', category ? { category } : {});

/** A fresh reader with 3 unread to-dos, 2 unread infos, 1 read info, 1 deleted to-do and 2 unread messages. */
async function reader() {
  const user = await createUser(t.db, { role: 'managing-director', agencyIds: [w.nordlicht.id] });
  const booking = await createBooking(t.db, { projectId: w.project.id, createdBy: w.am.id });
  const base = { userId: user.id, entityType: 'booking', entityId: booking.id, agencyId: w.nordlicht.id };
  const params = { booking: booking.bookingCode, title: booking.title };
  const toDos = [];
  for (let index = 0; index < 3; index++) {
    toDos.push(
      await createNotification(t.db, {
        ...base,
        category: 'to_do',
        type: 'BOOKING_APPROVAL_REQUESTED',
        messageKey: 'notifications.bookingApprovalRequested',
        params,
        createdAt: new Date(Date.parse('2026-03-01T08:00:00Z') + index * 60_000),
      }),
    );
  }
  const infos = [];
  for (let index = 0; index < 2; index++) {
    infos.push(await createNotification(t.db, { ...base, category: 'info', params }));
  }
  const readInfo = await createNotification(t.db, { ...base, category: 'info', isRead: true, params });
  const deleted = await createNotification(t.db, { ...base, category: 'to_do', isDeleted: true, params });
  await createMessage(t.db, { senderId: w.am.id, receiverId: user.id });
  await createMessage(t.db, { senderId: w.am.id, receiverId: user.id });
  return { user, booking, toDos, infos, readInfo, deleted };
}

describe('notifications', () => {
  test('a page lists the reader’s notifications newest first, in their language, with the exact counts', async () => {
    const r = await reader();
    const response = await list(r.user);
    expect(response.statusCode, response.body).toBe(200);
    const data = response.json().data;
    expect(countsOf(data)).toEqual({ unread_to_do_count: 3, unread_info_count: 2, unread_message_count: 2 });
    expect(data).toMatchObject({ total: 6, page: 1, items: 100, last_page: 1 });
    expect(data.data.map((n: { notification_id: number }) => n.notification_id)).not.toContain(r.deleted.id);
    const toDo = data.data.find((n: { notification_id: number }) => n.notification_id === r.toDos[2]!.id);
    expect(toDo).toMatchObject({
      category: 'to_do',
      type: 'BOOKING_APPROVAL_REQUESTED',
      title: `Booking ${r.booking.bookingCode} awaits your approval`,
      body: r.booking.title,
      link: `/bookings/${r.booking.id}`,
      is_read: false,
      is_deleted: false,
    });
    const german = (await list(r.user, { category: 'to_do' }, 'de')).json().data;
    expect(german.data.map((n: { title: string }) => n.title)).toEqual(
      Array(3).fill(`Buchung ${r.booking.bookingCode} wartet auf Ihre Freigabe`),
    );
    expect(german.data.map((n: { notification_id: number }) => n.notification_id)).toEqual(
      [...r.toDos].reverse().map((n) => n.id),
    );
    expect((await list(r.user, { category: 'info' })).json().data.total).toBe(3);
    expect((await list(r.user, { category: 'later' })).statusCode).toBe(400);
  });

  test('100 per page by default', async () => {
    const user = await createUser(t.db, { role: 'freelancer' });
    for (let index = 0; index < 105; index++) await createNotification(t.db, { userId: user.id });
    const first = (await list(user)).json().data;
    expect(first).toMatchObject({ total: 105, items: 100, last_page: 2 });
    expect(first.data).toHaveLength(100);
    expect((await list(user, { page: 2 })).json().data.data).toHaveLength(5);
  });

  test('two readers page through their own notifications, by category and all together, one after the other', async () => {
    const idsOf = (response: Awaited<ReturnType<typeof list>>) =>
      response.json().data.data.map((n: { notification_id: number }) => n.notification_id);
    const readers = [];
    for (let index = 0; index < 2; index++) {
      const user = await createUser(t.db, { role: 'freelancer' });
      const sent = [];
      for (let minute = 0; minute < 5; minute++) {
        sent.push(
          await createNotification(t.db, {
            userId: user.id,
            category: minute % 2 === 0 ? 'to_do' : 'info',
            createdAt: new Date(Date.parse('2026-04-01T08:00:00Z') + minute * 60_000),
          }),
        );
      }
      readers.push({ user, newestFirst: sent.reverse() });
    }
    // The same statements answer both readers in turn: each page holds the caller's rows only, at its own offset.
    for (const { user, newestFirst } of readers) {
      const ids = newestFirst.map((n) => n.id);
      const toDos = newestFirst.filter((n) => n.category === 'to_do').map((n) => n.id);
      expect(idsOf(await list(user, { items: 2 }))).toEqual(ids.slice(0, 2));
      expect(idsOf(await list(user, { items: 2, page: 2 }))).toEqual(ids.slice(2, 4));
      expect(idsOf(await list(user, { items: 2, page: 3 }))).toEqual(ids.slice(4));
      expect(idsOf(await list(user, { items: 2, page: 2, category: 'to_do' }))).toEqual(toDos.slice(2));
      expect((await list(user, { items: 2, category: 'info' })).json().data).toMatchObject({ total: 2, last_page: 1 });
    }
  });

  test('reading lowers exactly its category’s count, once', async () => {
    const r = await reader();
    const first = await read(r.user, r.toDos[0]!.id);
    expect(first.statusCode, first.body).toBe(200);
    expect(first.json().data).toEqual({
      id: r.toDos[0]!.id,
      unread_to_do_count: 2,
      unread_info_count: 2,
      unread_message_count: 2,
    });
    expect(countsOf((await read(r.user, r.toDos[0]!.id)).json().data)).toEqual(countsOf(first.json().data));
    expect(countsOf((await read(r.user, r.infos[0]!.id)).json().data)).toEqual({
      unread_to_do_count: 2,
      unread_info_count: 1,
      unread_message_count: 2,
    });
    expect(await counts(r.user)).toEqual({ unread_to_do_count: 2, unread_info_count: 1, unread_message_count: 2 });
    const [row] = await t.db.select().from(notifications).where(eq(notifications.id, r.toDos[0]!.id));
    expect(row).toMatchObject({ isRead: true });
    expect(row!.readAt).not.toBeNull();
  });

  test('deleting one lowers its count if unread; all of a category, or all', async () => {
    const r = await reader();
    expect(countsOf((await remove(r.user, r.readInfo.id)).json().data)).toEqual({
      unread_to_do_count: 3,
      unread_info_count: 2,
      unread_message_count: 2,
    });
    const one = await remove(r.user, r.toDos[1]!.id);
    expect(one.statusCode, one.body).toBe(200);
    expect(one.json().data).toEqual({
      id: r.toDos[1]!.id,
      unread_to_do_count: 2,
      unread_info_count: 2,
      unread_message_count: 2,
    });
    expect((await remove(r.user, r.toDos[1]!.id)).statusCode).toBe(404);
    const toDos = await removeAll(r.user, 'to_do');
    expect(toDos.statusCode, toDos.body).toBe(200);
    expect(toDos.json().data).toEqual({
      deleted: 2,
      unread_to_do_count: 0,
      unread_info_count: 2,
      unread_message_count: 2,
    });
    expect((await list(r.user)).json().data.total).toBe(2);
    const all = await removeAll(r.user);
    expect(all.json().data).toEqual({
      deleted: 2,
      unread_to_do_count: 0,
      unread_info_count: 0,
      unread_message_count: 2,
    });
    expect((await list(r.user)).json().data.total).toBe(0);
  });

  test('reading the conversation lowers the message count', async () => {
    const r = await reader();
    const [conversation] = (await api(t, w, r.user, 'GET', 'inmail/conversation/user_list')).json().data;
    await api(t, w, r.user, 'POST', 'inmail/conversation/messages', { conversation_id: conversation.conversation_id });
    expect(await counts(r.user)).toEqual({ unread_to_do_count: 3, unread_info_count: 2, unread_message_count: 0 });
  });

  test('another user’s notification answers 404 and stays as it was', async () => {
    const r = await reader();
    const other = await reader();
    for (const response of [
      await read(other.user, r.toDos[0]!.id),
      await remove(other.user, r.toDos[0]!.id),
      await read(r.user, r.deleted.id),
      await read(r.user, 999_999),
    ]) {
      expect(response.statusCode).toBe(404);
      expect(response.json()).toMatchObject({ status: 'error', code: 'error.notFound' });
    }
    expect(await counts(r.user)).toEqual({ unread_to_do_count: 3, unread_info_count: 2, unread_message_count: 2 });
    expect(await counts(other.user)).toEqual({ unread_to_do_count: 3, unread_info_count: 2, unread_message_count: 2 });
    expect((await removeAll(other.user)).json().data.deleted).toBe(6);
    expect(await counts(r.user)).toEqual({ unread_to_do_count: 3, unread_info_count: 2, unread_message_count: 2 });
  });

  test('a reader sent more than the cap: the total and the unread counts stop at it, the page is the newest', async () => {
    const user = await createUser(t.db, { role: 'finance-user' });
    // One more unread to-do and message than the cap, some at the same instant (the id breaks the tie).
    await t.db.execute(sql`
      insert into notifications (user_id, category, type, message_key, created_at)
      select ${user.id}, 'to_do', 'TIME_RECORD_FINANCE_REVIEW_REQUESTED',
        'notifications.timeRecordFinanceReviewRequested', timestamptz '2026-03-01' + (g / 3) * interval '1 minute'
      from generate_series(1, ${LIST_COUNT_CAP + 1}) g`);
    const { conversationId } = await createMessage(t.db, { senderId: w.am.id, receiverId: user.id });
    await t.db.execute(sql`
      insert into messages (conversation_id, sender_id, receiver_id, message)
      select ${conversationId}, ${w.am.id}, ${user.id}, 'Noch eine Frage' from generate_series(1, ${LIST_COUNT_CAP})`);
    const newest = () =>
      t.db
        .select({ id: notifications.id })
        .from(notifications)
        .where(and(eq(notifications.userId, user.id), eq(notifications.isDeleted, false)))
        .orderBy(desc(notifications.createdAt), desc(notifications.id))
        .limit(20);

    const capped = (await list(user, { items: 20 })).json().data;
    expect(capped).toMatchObject({ total: LIST_COUNT_CAP, is_total_capped: true, last_page: LIST_COUNT_CAP / 20 });
    expect(countsOf(capped)).toEqual({
      unread_to_do_count: LIST_COUNT_CAP,
      unread_info_count: 0,
      unread_message_count: LIST_COUNT_CAP,
    });
    expect(capped.data.map((n: { notification_id: number }) => n.notification_id)).toEqual(
      (await newest()).map((row) => row.id),
    );
    expect((await list(user, { items: 20, category: 'to_do' })).json().data).toMatchObject({
      total: LIST_COUNT_CAP,
      is_total_capped: true,
    });

    // Deleting the newest leaves exactly the cap: an exact count again, and the next newest leads the page.
    const [first] = capped.data;
    expect((await remove(user, first.notification_id)).json().data.unread_to_do_count).toBe(LIST_COUNT_CAP);
    const exact = (await list(user, { items: 20 })).json().data;
    expect(exact.total).toBe(LIST_COUNT_CAP);
    expect(exact).not.toHaveProperty('is_total_capped');
    expect(exact.data.map((n: { notification_id: number }) => n.notification_id)).toEqual(
      (await newest()).map((row) => row.id),
    );
  });

  test('a reader above the cap is not counted again within the window; a change through the product counts afresh', async () => {
    const user = await createUser(t.db, { role: 'finance-user' });
    await t.db.execute(sql`
      insert into notifications (user_id, category, type, message_key, created_at)
      select ${user.id}, 'to_do', 'TIME_RECORD_FINANCE_REVIEW_REQUESTED',
        'notifications.timeRecordFinanceReviewRequested', timestamptz '2026-03-01' + g * interval '1 second'
      from generate_series(1, ${LIST_COUNT_CAP + 1}) g`);
    expect((await list(user, { items: 20 })).json().data).toMatchObject({
      total: LIST_COUNT_CAP,
      is_total_capped: true,
      unread_to_do_count: LIST_COUNT_CAP,
    });

    // All but three go outside the product (another instance, say): within the window the total and the badge still
    // read capped, the page read afresh shows the three.
    await t.db.execute(sql`delete from notifications where user_id = ${user.id}
      and id not in (select id from notifications where user_id = ${user.id} order by id desc limit 3)`);
    const stale = (await list(user, { items: 20 })).json().data;
    expect(stale).toMatchObject({ total: LIST_COUNT_CAP, is_total_capped: true, unread_to_do_count: LIST_COUNT_CAP });
    expect(stale.data).toHaveLength(3);
    expect((await list(user, { items: 20, category: 'to_do' })).json().data).toMatchObject({ is_total_capped: true });

    // Reading one through the product forgets what was known: its answer and the next page count exactly.
    const reading = await read(user, stale.data[0].notification_id);
    expect(reading.json().data.unread_to_do_count).toBe(2);
    const exact = (await list(user, { items: 20 })).json().data;
    expect(exact).toMatchObject({ total: 3, unread_to_do_count: 2 });
    expect(exact).not.toHaveProperty('is_total_capped');
  });

  test('deleting all of a category clears it whatever its size; what comes after shows, the rest stays', async () => {
    const r = await reader();
    const other = await reader();
    // More to-dos than the cap.
    await t.db.execute(sql`
      insert into notifications (user_id, category, type, message_key, created_at)
      select ${r.user.id}, 'to_do', 'TIME_RECORD_FINANCE_REVIEW_REQUESTED',
        'notifications.timeRecordFinanceReviewRequested', timestamptz '2026-03-02' + g * interval '1 second'
      from generate_series(1, ${LIST_COUNT_CAP}) g`);
    const [newestToDo] = await t.db
      .select({ id: notifications.id })
      .from(notifications)
      .where(eq(notifications.userId, r.user.id))
      .orderBy(desc(notifications.id))
      .limit(1);

    const cleared = await removeAll(r.user, 'to_do');
    expect(cleared.statusCode, cleared.body).toBe(200);
    // Counted like a list's total: up to one past the cap.
    expect(cleared.json().data).toEqual({
      deleted: LIST_COUNT_CAP + 1,
      unread_to_do_count: 0,
      unread_info_count: 2,
      unread_message_count: 2,
    });
    expect((await list(r.user, { category: 'to_do' })).json().data).toMatchObject({ total: 0, data: [] });
    const rest = (await list(r.user)).json().data;
    expect(rest.total).toBe(3);
    expect(rest.data.map((n: { category: string }) => n.category)).toEqual(['info', 'info', 'info']);
    for (const id of [newestToDo!.id, r.toDos[0]!.id]) {
      expect((await read(r.user, id)).statusCode).toBe(404);
      expect((await remove(r.user, id)).statusCode).toBe(404);
    }
    expect((await removeAll(r.user, 'to_do')).json().data.deleted).toBe(0);

    // A to-do sent after the clearance shows and counts; the other reader kept theirs.
    const later = await createNotification(t.db, { userId: r.user.id, category: 'to_do' });
    const after = (await list(r.user, { category: 'to_do' })).json().data;
    expect(after.data.map((n: { notification_id: number }) => n.notification_id)).toEqual([later.id]);
    expect(await counts(r.user)).toEqual({ unread_to_do_count: 1, unread_info_count: 2, unread_message_count: 2 });
    expect(await counts(other.user)).toEqual({ unread_to_do_count: 3, unread_info_count: 2, unread_message_count: 2 });
    expect((await list(other.user)).json().data.total).toBe(6);
  });

  test('every role reads its notifications; without a token 401', async () => {
    for (const user of [w.admin, w.financeUser, w.cfo, w.md, w.am, w.freelancer]) {
      expect((await list(user)).statusCode).toBe(200);
      expect((await removeAll(user, 'info')).statusCode).toBe(200);
    }
    expect((await t.app.inject({ method: 'GET', url: '/api/activity/notifications' })).statusCode).toBe(401);
    expect((await t.app.inject({ method: 'PATCH', url: '/api/activity/notifications/read/1' })).statusCode).toBe(401);
  });
});

describe('activity log', () => {
  let nordlichtEntryId = 0;
  beforeAll(async () => {
    const booking = await createBooking(t.db, { projectId: w.project.id, createdBy: w.am.id });
    await logActivity(t.db, {
      actorId: w.am.id,
      agencyId: w.nordlicht.id,
      action: 'BOOKING_APPROVED',
      entityType: 'booking',
      entityId: booking.id,
      beforeStatus: 'PENDING',
      afterStatus: 'APPROVED',
      details: { bookingCode: booking.bookingCode },
    });
    await logActivity(t.db, {
      actorId: w.otherAm.id,
      agencyId: w.suedwind.id,
      action: 'AGENCY_UPDATED',
      entityType: 'agency',
      entityId: w.suedwind.id,
    });
    await logActivity(t.db, {
      actorId: null,
      agencyId: w.nordlicht.id,
      action: 'USER_LIST_DOWNLOADED',
      entityType: 'user',
      entityId: null,
    });
    const log = (await api(t, w, w.md, 'GET', 'activity/activitylog')).json().data.data;
    nordlichtEntryId = log.find((entry: { action: string }) => entry.action === 'BOOKING_APPROVED').id;
  });
  const log = (user: User, query: Record<string, unknown> = {}, language: 'en' | 'de' = 'en') =>
    api(t, w, user, 'GET', 'activity/activitylog', query, language);

  test('agency users read their own agency’s log: who, what, which object, before and after, when', async () => {
    const response = await log(w.am);
    expect(response.statusCode, response.body).toBe(200);
    const entries = response.json().data.data;
    expect(entries.every((entry: { agency: { id: number } }) => entry.agency.id === w.nordlicht.id)).toBe(true);
    const entry = entries.find((e: { id: number }) => e.id === nordlichtEntryId);
    expect(entry).toMatchObject({
      actor: { id: w.am.id, first_name: w.am.firstName, last_name: w.am.lastName },
      action: 'BOOKING_APPROVED',
      entity_type: 'booking',
      agency: { id: w.nordlicht.id, name: w.nordlicht.name },
      before_status: 'PENDING',
      after_status: 'APPROVED',
    });
    expect(entry.summary).toMatch(/^Booking BK-\d{4}-\d{6}: approved \(PENDING → APPROVED\)$/);
    const german = (await log(w.am, {}, 'de')).json().data.data.find((e: { id: number }) => e.id === nordlichtEntryId);
    expect(german.summary).toMatch(/^Buchung BK-\d{4}-\d{6}: freigegeben \(PENDING → APPROVED\)$/);
    const system = entries.find((e: { action: string }) => e.action === 'USER_LIST_DOWNLOADED');
    expect(system).toMatchObject({ actor: null, entity_id: null, summary: 'User: user list downloaded' });
    expect((await log(w.am, { agency_id: w.suedwind.id })).statusCode).toBe(404);
    expect((await log(w.am, { agency_id: w.nordlicht.id })).statusCode).toBe(200);
  });

  test('admins and finance read any agency, a CFO only their groups’ agencies, freelancers not at all', async () => {
    for (const user of [w.admin, w.financeUser, w.cfo]) {
      const response = await log(user, { agency_id: w.suedwind.id });
      expect(response.statusCode, response.body).toBe(200);
      expect(response.json().data.data.map((e: { action: string }) => e.action)).toEqual(['AGENCY_UPDATED']);
    }
    expect((await log(w.admin)).json().data.total).toBeGreaterThanOrEqual(3);
    expect((await log(w.groupCfo, { agency_id: w.suedwind.id })).statusCode).toBe(404);
    const groupCfo = (await log(w.groupCfo)).json().data.data;
    expect(groupCfo.every((entry: { agency: { id: number } }) => entry.agency.id === w.nordlicht.id)).toBe(true);
    expect((await log(w.admin, { agency_id: 999_999 })).statusCode).toBe(404);
    expect((await log(w.freelancer)).statusCode).toBe(403);
    expect((await t.app.inject({ method: 'GET', url: '/api/activity/activitylog' })).statusCode).toBe(401);
  });

  test('an agency with more entries than the cap: the total stops at it, pages run newest first', async () => {
    const agency = await createAgency(t.db);
    const manager = await createUser(t.db, { role: 'managing-director', agencyIds: [agency.id] });
    // Three entries an instant (the id orders those of one instant), later than any other entry of the log.
    await t.db.execute(sql`
      insert into activity_log (actor_id, agency_id, action, entity_type, entity_id, created_at)
      select ${manager.id}, ${agency.id}, 'BOOKING_CREATED', 'booking', g,
        timestamptz '2030-03-01' + (g / 3) * interval '1 minute'
      from generate_series(1, ${LIST_COUNT_CAP + 1}) g`);
    const expected = async (page: number) =>
      (
        await t.db
          .select({ id: activityLog.id })
          .from(activityLog)
          .where(eq(activityLog.agencyId, agency.id))
          .orderBy(desc(activityLog.createdAt), desc(activityLog.id))
          .limit(25)
          .offset((page - 1) * 25)
      ).map((row) => row.id);

    for (const [user, query] of [
      [manager, {}],
      [w.admin, { agency_id: agency.id }],
    ] as const) {
      const first = (await log(user, { ...query, items: 25 })).json().data;
      expect(first).toMatchObject({ total: LIST_COUNT_CAP, is_total_capped: true, last_page: LIST_COUNT_CAP / 25 });
      expect(first.data.map((entry: { id: number }) => entry.id)).toEqual(await expected(1));
      const later = (await log(user, { ...query, items: 25, page: 300 })).json().data;
      expect(later.data.map((entry: { id: number }) => entry.id)).toEqual(await expected(300));
    }
    // All agencies: this agency's entries are the newest of the whole log.
    const all = (await log(w.admin, { items: 25 })).json().data;
    expect(all).toMatchObject({ total: LIST_COUNT_CAP, is_total_capped: true });
    expect(all.data.map((entry: { id: number }) => entry.id)).toEqual(await expected(1));
  });
});
