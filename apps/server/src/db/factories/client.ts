import type { DbOrTx } from '../client.ts';
import { clients } from '../schema/organisation.ts';
import { createAgency } from './agency.ts';
import { firstRow, nextSequence } from './sequence.ts';

export type Client = typeof clients.$inferSelect;

/** A client of an agency (a new agency when agencyId is not given). */
export async function createClient(db: DbOrTx, overrides: Partial<typeof clients.$inferInsert> = {}): Promise<Client> {
  const agencyId = overrides.agencyId ?? (await createAgency(db)).id;
  return firstRow(
    await db
      .insert(clients)
      .values({ name: `Client ${nextSequence()}`, ...overrides, agencyId })
      .returning(),
  );
}
