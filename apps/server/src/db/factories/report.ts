import type { DbOrTx } from '../client.ts';
import { reports } from '../schema/reports.ts';
import { firstRow, nextSequence } from './sequence.ts';
import { createUser } from './user.ts';

export type Report = typeof reports.$inferSelect;

export async function createReport(db: DbOrTx, overrides: Partial<typeof reports.$inferInsert> = {}): Promise<Report> {
  const createdBy = overrides.createdBy ?? (await createUser(db, { role: 'admin' })).id;
  return firstRow(
    await db
      .insert(reports)
      .values({
        topic: 'BOOKING_DETAILS',
        title: `Report ${nextSequence()}`,
        timeframeStart: '2026-07-01',
        timeframeEnd: '2027-06-30',
        ...overrides,
        createdBy,
      })
      .returning(),
  );
}
