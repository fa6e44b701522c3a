import { mailText } from '@fm/contract/mail-texts';
import { translate } from '@fm/contract/messages';
import { NOTIFICATION_MESSAGES } from '@fm/contract/notifications';
import { BUDGET_THRESHOLDS } from '@fm/contract/schemas/budget';
import type { Db, DbOrTx } from '../../db/client.ts';
import type { DomainEvents } from '../../platform/domain-events.ts';
import type { Mailer } from '../../platform/mail.ts';
import { notify } from '../../platform/notify.ts';
import * as repo from './budget.repo.ts';
import { budgetFigures, yearLabelOf } from './budget.service.ts';

export type BudgetContext = { mailer: Mailer; publicUrl: string };

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
    const subject = translate(
      NOTIFICATION_MESSAGES,
      'notifications.budgetThresholdCrossed',
      member.language,
      notice.params,
    );
    const text = mailText('mail.budgetNoticeBody', member.language, {
      subject,
      link: `${context.publicUrl}/dashboard`,
    });
    await context.mailer.send(tx, { to: member.email, subject, text });
  }
}

/**
 * Checks the thresholds of the agency whose cost changed, once that change has committed and before its answer
 * leaves, so a caller who reads notifications next already finds them.
 */
export function watchBudgetThresholds(events: DomainEvents, db: Db, context: BudgetContext) {
  events.subscribe('costChanged', ({ agencyId }) => checkBudgetThresholds(db, context, agencyId));
}
