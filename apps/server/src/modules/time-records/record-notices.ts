import type { ActivityActionOf } from '@fm/contract/activity-texts';
import { mailText } from '@fm/contract/mail-texts';
import { translate } from '@fm/contract/messages';
import { NOTIFICATION_MESSAGES, type NotificationMessageKey } from '@fm/contract/notifications';
import { and, eq } from 'drizzle-orm';
import type { DbOrTx } from '../../db/client.ts';
import { users } from '../../db/schema/identity.ts';
import { logActivity } from '../../platform/activity.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import { notify } from '../../platform/notify.ts';
import * as bookingsRepo from '../bookings/bookings.repo.ts';
import type { CreditNoteContext } from '../credit-notes/credit-note-issue.ts';

/**
 * What every time-record or payment state change leaves behind, in the transaction of the change (docs/product.md §14):
 * one activity entry, a to_do notification and an e-mail for whoever acts next, info notifications for the
 * others. The notification texts (`notifications.*`) are translated by the web app.
 */

/**
 * What a record's change needs beyond the database: mail, files (its credit note's documents), links, and the
 * domain events it announces after its commit.
 */
export type NoticeContext = CreditNoteContext & { events: DomainEvents };
/** The notification's type and text key; its text (also the mail's subject) is the contract's. */
export type Notice = { type: string; key: NotificationMessageKey };

type RecordEntity = 'time_record' | 'flat_rate_payment';

export type RecordChange = {
  entityType: RecordEntity;
  entityId: number;
  agencyId: number;
  actorId: number;
  action: ActivityActionOf<RecordEntity>;
  before: string | null;
  after: string;
  details: Record<string, unknown>;
  params: Record<string, string>;
  toDoIds: number[];
  infoIds: number[];
  toDoNotice?: Notice | undefined;
  infoNotice: Notice;
  /** Page the e-mail links to. */
  path: string;
};

/** Active finance users (and admins): whoever reviews for finance. */
export async function financeReviewerIds(db: DbOrTx): Promise<number[]> {
  const rows = await db
    .select({ id: users.id })
    .from(users)
    .where(and(eq(users.realm, 'finance'), eq(users.isActive, true)));
  return rows.map((row) => row.id);
}

export async function recordChange(db: DbOrTx, context: NoticeContext, change: RecordChange) {
  await logActivity(db, {
    actorId: change.actorId,
    agencyId: change.agencyId,
    action: change.action,
    entityType: change.entityType,
    entityId: change.entityId,
    beforeStatus: change.before,
    afterStatus: change.after,
    details: change.details,
  });
  const excluded = new Set([change.actorId]);
  const toDoIds = change.toDoNotice ? [...new Set(change.toDoIds)].filter((id) => !excluded.has(id)) : [];
  const infoIds = [...new Set(change.infoIds)].filter((id) => !excluded.has(id) && !toDoIds.includes(id));
  const base = {
    entityType: change.entityType,
    entityId: change.entityId,
    agencyId: change.agencyId,
    params: change.params,
  };
  if (change.toDoNotice) {
    await notify(db, {
      ...base,
      userIds: toDoIds,
      category: 'to_do',
      type: change.toDoNotice.type,
      messageKey: change.toDoNotice.key,
    });
  }
  await notify(db, {
    ...base,
    userIds: infoIds,
    category: 'info',
    type: change.infoNotice.type,
    messageKey: change.infoNotice.key,
  });
  if (!change.toDoNotice) return;
  const recipients = await bookingsRepo.listUsers(db, toDoIds);
  for (const recipient of recipients.filter((user) => user.isActive)) {
    const subject = translate(NOTIFICATION_MESSAGES, change.toDoNotice.key, recipient.language, change.params);
    const text = mailText('mail.recordNoticeBody', recipient.language, {
      subject,
      link: `${context.publicUrl}${change.path}`,
    });
    await context.mailer.send(db, { to: recipient.email, subject, text });
  }
}
