import type { DbOrTx } from '../client.ts';
import { agencies } from '../schema/identity.ts';
import { agencySpecialities } from '../schema/organisation.ts';
import { firstRow, nextSequence } from './sequence.ts';

export type Agency = typeof agencies.$inferSelect;
export type AgencyOverrides = Partial<typeof agencies.$inferInsert> & {
  /** Services the agency offers (catalogue ids). */
  specialityIds?: number[];
};

/** A complete, active agency with credit-note header and footer (so credit notes can be issued). */
export async function createAgency(db: DbOrTx, overrides: AgencyOverrides = {}): Promise<Agency> {
  const { specialityIds = [], ...columns } = overrides;
  const n = nextSequence();
  const agency = firstRow(
    await db
      .insert(agencies)
      .values({
        name: `Agency ${n}`,
        isProfileComplete: true,
        street: `Hauptstraße ${n}`,
        postalCode: '20095',
        city: 'Hamburg',
        creditNoteHeader: `Agency ${n} GmbH · Hauptstraße ${n} · 20095 Hamburg`,
        creditNoteFooter: 'Gutschrift im Gutschriftverfahren gemäß § 14 Abs. 2 UStG.',
        ...columns,
      })
      .returning(),
  );
  if (specialityIds.length > 0) {
    await db
      .insert(agencySpecialities)
      .values(specialityIds.map((specialityId) => ({ agencyId: agency.id, specialityId })));
  }
  return agency;
}
