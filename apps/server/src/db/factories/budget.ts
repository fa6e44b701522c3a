import type { DbOrTx } from '../client.ts';
import { agencyBudgets } from '../schema/budget.ts';
import { createAgency } from './agency.ts';
import { firstRow } from './sequence.ts';

export type AgencyBudget = typeof agencyBudgets.$inferSelect;

/** An agency's budget for a financial year (default 2026/27, 250 000 €, OPEN; CLOSED sets closed_at). */
export async function createBudget(
  db: DbOrTx,
  overrides: Partial<typeof agencyBudgets.$inferInsert> = {},
): Promise<AgencyBudget> {
  const agencyId = overrides.agencyId ?? (await createAgency(db)).id;
  const status = overrides.status ?? 'OPEN';
  return firstRow(
    await db
      .insert(agencyBudgets)
      .values({
        financialYearStart: 2026,
        amountCents: 25_000_000,
        closedAt: status === 'CLOSED' ? new Date('2026-07-15T10:00:00Z') : null,
        ...overrides,
        agencyId,
        status,
      })
      .returning(),
  );
}
