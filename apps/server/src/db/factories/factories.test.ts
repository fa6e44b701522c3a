import { eq } from 'drizzle-orm';
import { expect, test } from 'vitest';
import { useTestDatabase } from '../../../test/test-app.ts';
import { verifyPassword } from '../../idp/password.ts';
import type { Db } from '../client.ts';
import { agencyGroupMembers, cfoAgencyGroups } from '../schema/organisation.ts';
import { createActivity } from './activity.ts';
import { createAgency } from './agency.ts';
import { createAgencyGroup } from './agency-group.ts';
import { createBudget } from './budget.ts';
import { createInvitation, hashToken } from './invitation.ts';
import { createNotification } from './notification.ts';
import { createReport } from './report.ts';
import { createUser, FACTORY_PASSWORD } from './user.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

test('createUser derives the realm from the role and hashes each distinct password once', async () => {
  const first = await createUser(db, { role: 'finance-cfo' });
  const second = await createUser(db, { role: 'finance-user' });
  expect(first).toMatchObject({ realm: 'finance', role: 'finance-cfo' });
  expect(first.passwordHash).toBe(second.passwordHash);
  expect(await verifyPassword(first.passwordHash!, FACTORY_PASSWORD)).toBe(true);
  expect(await createUser(db, { realm: 'freelancer' })).toMatchObject({ role: 'freelancer' });
  expect((await createUser(db, { password: null })).passwordHash).toBeNull();
  await expect(createUser(db, { realm: 'freelancer', role: 'admin' })).rejects.toThrow(/does not belong/);
});

test('createAgencyGroup links agencies and CFOs', async () => {
  const agencies = [await createAgency(db), await createAgency(db)];
  const cfo = await createUser(db, { role: 'finance-cfo' });
  const group = await createAgencyGroup(db, { agencyIds: agencies.map((a) => a.id), cfoUserIds: [cfo.id] });
  expect(await db.select().from(agencyGroupMembers).where(eq(agencyGroupMembers.agencyGroupId, group.id))).toHaveLength(
    2,
  );
  expect(await db.select().from(cfoAgencyGroups).where(eq(cfoAgencyGroups.userId, cfo.id))).toHaveLength(1);
});

test('createInvitation stores only the token hash', async () => {
  const invitation = await createInvitation(db, { token: 'plain-token' });
  expect(invitation.tokenHash).toBe(hashToken('plain-token'));
  expect(invitation.tokenHash).not.toContain('plain-token');
});

test('the remaining factories insert rows with usable defaults', async () => {
  expect(await createBudget(db, { status: 'CLOSED' })).toMatchObject({ status: 'CLOSED', financialYearStart: 2026 });
  expect(await createNotification(db, { category: 'to_do' })).toMatchObject({ isRead: false, isDeleted: false });
  expect(await createReport(db)).toMatchObject({ topic: 'BOOKING_DETAILS', agencies: [] });
  expect(await createActivity(db)).toMatchObject({ entityType: 'booking', details: {} });
});
