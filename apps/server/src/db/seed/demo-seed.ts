import { sql } from 'drizzle-orm';
import type { FileStorage } from '../../platform/files.ts';
import type { Db } from '../client.ts';
import { users } from '../schema/identity.ts';
import { seedSocial } from './demo-social.ts';
import { seedWork } from './demo-work.ts';
import { seedWorld } from './demo-world.ts';

export { DEMO_TODAY } from './demo-calendar.ts';
export { DEMO_ACCOUNTS, DEMO_PASSWORD, type DemoAccount } from './demo-people.ts';

/** Arbitrary key of the advisory lock that keeps two starting instances from seeding at once. */
const SEED_LOCK_KEY = 424_242;

/**
 * Fills an empty database with the demo world of docs/product.md §13 (accounts, agencies, projects, bookings in every
 * status, time records, payments, credit notes, budgets, messages, notifications …) in one transaction.
 * Does nothing when any user exists, so it is safe to call on every start.
 */
export async function seedDemo(db: Db, files: FileStorage | null = null): Promise<{ seeded: boolean }> {
  const [existing] = await db.select({ id: users.id }).from(users).limit(1);
  if (existing) return { seeded: false };
  return db.transaction(async (tx) => {
    await tx.execute(sql`select pg_advisory_xact_lock(${SEED_LOCK_KEY})`);
    const [raced] = await tx.select({ id: users.id }).from(users).limit(1);
    if (raced) return { seeded: false };
    const world = await seedWorld(tx);
    const bookings = await seedWork(tx, world, files);
    await seedSocial(tx, world, bookings);
    return { seeded: true };
  });
}
