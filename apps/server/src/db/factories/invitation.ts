import { createHash } from 'node:crypto';
import type { DbOrTx } from '../client.ts';
import { invitations } from '../schema/invitations.ts';
import { firstRow, nextSequence } from './sequence.ts';

export type Invitation = typeof invitations.$inferSelect;

/** The stored form of an invitation or reset token: its SHA-256, hex. */
export const hashToken = (token: string) => createHash('sha256').update(token).digest('hex');

/** An open invitation (freelancer by default, 7 days valid); returns the row and the plain token of the link. */
export async function createInvitation(
  db: DbOrTx,
  overrides: Partial<Omit<typeof invitations.$inferInsert, 'tokenHash'>> & { token?: string } = {},
): Promise<Invitation & { token: string }> {
  const { token: givenToken, ...columns } = overrides;
  const n = nextSequence();
  const token = givenToken ?? `invitation-token-${n}`;
  const invitation = firstRow(
    await db
      .insert(invitations)
      .values({
        email: `invitee${n}@factory.test`,
        realm: 'freelancer',
        role: 'freelancer',
        expiresAt: new Date(Date.now() + 7 * 24 * 60 * 60 * 1000),
        ...columns,
        tokenHash: hashToken(token),
      })
      .returning(),
  );
  return { ...invitation, token };
}
