import { fullPath } from '@fm/contract/endpoint';
import * as bookingEndpoints from '@fm/contract/endpoints/bookings';
import * as paymentEndpoints from '@fm/contract/endpoints/flat-rate-payments';
import * as timeEndpoints from '@fm/contract/endpoints/time-records';
import type { Language } from '@fm/contract/enums';
import { NOTIFICATION_MESSAGES } from '@fm/contract/notifications';
import { BUDGET_THRESHOLDS } from '@fm/contract/schemas/budget';
import { eq } from 'drizzle-orm';
import type { FastifyInstance, FastifyRequest } from 'fastify';
import type { Db, DbOrTx } from '../../db/client.ts';
import { bookings } from '../../db/schema/bookings.ts';
import { flatRatePayments } from '../../db/schema/flat-rate-payments.ts';
import { projects } from '../../db/schema/projects.ts';
import { timeRecords } from '../../db/schema/time-records.ts';
import type { Mailer } from '../../platform/mail.ts';
import { notify } from '../../platform/notify.ts';
import * as repo from './budget.repo.ts';
import { budgetFigures, yearLabelOf } from './budget.service.ts';

export type BudgetContext = { mailer: Mailer; publicUrl: string };

const fill = (text: string, params: Record<string, string | number>) =>
  text.replace(/\{(\w+)\}/g, (match, name: string) => String(params[name] ?? match));

const MAIL_BODY: Record<Language, string> = {
  en: '{subject}.\n\nSee the budget on the dashboard: {link}',
  de: '{subject}.\n\nDas Budget sehen Sie im Dashboard: {link}',
};

/**
 * Tells the agency's budget notification members when commissioned or projected spend of an open year
 * reaches 80 % or 100 % of its budget: one in-app notification and one mail per threshold and year. Runs after
 * the change committed, so the last of many concurrent approvals sees all of them; the threshold's row in
 * budget_threshold_notices lets exactly one request tell.
 */
export async function checkBudgetThresholds(db: Db, context: BudgetContext, agencyId: number) {
  const agency = await repo.findAgency(db, agencyId);
  if (!agency) return;
  for (const budget of await repo.listOpenBudgets(db, agencyId)) {
    const figures = await budgetFigures(db, agency, budget.financialYearStart);
    const spent = Math.max(figures.commissionedCents, figures.projectedCents ?? 0);
    for (const threshold of BUDGET_THRESHOLDS) {
      if (spent * 100 < budget.amountCents * threshold) continue;
      await db.transaction(async (tx) => {
        if (!(await repo.claimThresholdNotice(tx, agencyId, budget.financialYearStart, threshold))) return;
        await tellMembers(tx, context, {
          agencyId,
          params: { agency: agency.name, year: yearLabelOf(budget.financialYearStart), percent: threshold },
        });
      });
    }
  }
}

async function tellMembers(
  tx: DbOrTx,
  context: BudgetContext,
  notice: { agencyId: number; params: { agency: string; year: string; percent: number } },
) {
  const members = await repo.listNotificationMembers(tx, notice.agencyId);
  await notify(tx, {
    userIds: members.map((member) => member.id),
    category: 'info',
    type: 'BUDGET_THRESHOLD',
    messageKey: 'notifications.budgetThresholdCrossed',
    params: notice.params,
    entityType: 'agency',
    entityId: notice.agencyId,
    agencyId: notice.agencyId,
  });
  for (const member of members) {
    const subject = fill(NOTIFICATION_MESSAGES['notifications.budgetThresholdCrossed'][member.language], notice.params);
    const text = fill(MAIL_BODY[member.language], { subject, link: `${context.publicUrl}/dashboard` });
    await context.mailer.send(tx, { to: member.email, subject, text });
  }
}

type Body = Record<string, unknown> | undefined;
const idIn = (body: Body, field: string) => (typeof body?.[field] === 'number' ? (body[field] as number) : undefined);

async function agencyOf(db: Db, table: 'booking' | 'project' | 'timeRecord' | 'payment', id: number | undefined) {
  if (id === undefined) return undefined;
  const source = {
    booking: { table: bookings, id: bookings.id, agencyId: bookings.agencyId },
    project: { table: projects, id: projects.id, agencyId: projects.agencyId },
    timeRecord: { table: timeRecords, id: timeRecords.id, agencyId: timeRecords.agencyId },
    payment: { table: flatRatePayments, id: flatRatePayments.id, agencyId: flatRatePayments.agencyId },
  }[table];
  const [row] = await db.select({ agencyId: source.agencyId }).from(source.table).where(eq(source.id, id)).limit(1);
  return row?.agencyId;
}

/**
 * The calls that add commissioned or cleared cost (a booking created, resubmitted or approved; a time record or
 * payment recorded or reviewed), each with the agency it touched.
 */
const WATCHED: { method: string; url: string; agencyOf: (db: Db, body: Body) => Promise<number | undefined> }[] = [
  {
    ...route(bookingEndpoints.bookingCreate),
    agencyOf: (db, body) => agencyOf(db, 'project', idIn(body, 'project_id')),
  },
  { ...route(bookingEndpoints.bookingUpdate), agencyOf: (db, body) => agencyOf(db, 'booking', idIn(body, 'id')) },
  {
    ...route(bookingEndpoints.bookingApprove),
    agencyOf: (db, body) => agencyOf(db, 'booking', idIn(body, 'booking_id')),
  },
  {
    ...route(timeEndpoints.timeRecordCreate),
    agencyOf: (db, body) => agencyOf(db, 'booking', idIn(body, 'booking_id')),
  },
  {
    ...route(timeEndpoints.timeRecordStatusUpdate),
    agencyOf: (db, body) => agencyOf(db, 'timeRecord', idIn(body, 'id')),
  },
  {
    ...route(paymentEndpoints.flatRatePaymentSplit),
    agencyOf: (db, body) => agencyOf(db, 'booking', idIn(body, 'booking_id')),
  },
  {
    ...route(paymentEndpoints.flatRatePaymentUpdate),
    agencyOf: (db, body) => agencyOf(db, 'payment', idIn(body, 'id')),
  },
];

function route(endpoint: { method: string; base: string; path: string }) {
  return { method: endpoint.method, url: fullPath(endpoint as Parameters<typeof fullPath>[0]) };
}

/**
 * After a successful call of WATCHED (its transaction has committed), checks the thresholds of the agency it
 * touched before the answer leaves, so a caller who reads notifications next already finds them.
 */
export function watchBudgetThresholds(app: FastifyInstance, db: Db, context: BudgetContext) {
  app.addHook('onSend', async (request: FastifyRequest, reply, payload) => {
    if (reply.statusCode !== 200) return payload;
    const watched = WATCHED.find((entry) => entry.method === request.method && entry.url === request.routeOptions.url);
    if (!watched) return payload;
    try {
      const agencyId = await watched.agencyOf(db, request.body as Body);
      if (agencyId !== undefined) await checkBudgetThresholds(db, context, agencyId);
    } catch (error) {
      // The change itself has committed; a failed notice must not turn its answer into an error.
      request.log.error({ err: error }, 'budget threshold check failed');
    }
    return payload;
  });
}
