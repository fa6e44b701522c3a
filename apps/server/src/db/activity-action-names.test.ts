import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { ACTIVITY_ENTITY_TEXTS, ACTIVITY_VERB_TEXTS, activityVerbOf } from '@fm/contract/activity-texts';
import { asc, sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { useTestDatabase } from '../../test/test-app.ts';
import type { Db } from './client.ts';
import { activityLog } from './schema/activity.ts';

const MIGRATION = readFileSync(
  path.join(path.dirname(fileURLToPath(import.meta.url)), '../../drizzle/0008_activity_action_names.sql'),
  'utf8',
);

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

describe('migration 0008: activity actions in one convention', () => {
  test('renames the entries logged under the old names to actions of their entity type with a known verb', async () => {
    const old = [...MIGRATION.matchAll(/WHEN '([^']+)' THEN '([^']+)'/g)].map((match) => ({
      from: match[1]!,
      to: match[2]!,
    }));
    expect(old.length).toBeGreaterThan(30);
    // The entity type each old action was logged with (the entity is the part of the new name before the verb).
    const entityOf = (action: string) =>
      Object.keys(ACTIVITY_ENTITY_TEXTS)
        .sort((a, b) => b.length - a.length)
        .find((entity) => action.startsWith(`${entity.toUpperCase()}_`))!;
    await db
      .insert(activityLog)
      .values(old.map(({ from, to }) => ({ action: from, entityType: entityOf(to), actorId: null, agencyId: null })));
    await db.insert(activityLog).values({ action: 'BOOKING_APPROVED', entityType: 'booking' });

    await db.execute(sql.raw(MIGRATION));

    const rows = await db.select().from(activityLog).orderBy(asc(activityLog.id));
    expect(rows.map((row) => row.action)).toEqual([...old.map(({ to }) => to), 'BOOKING_APPROVED']);
    for (const row of rows) {
      expect(Object.keys(ACTIVITY_VERB_TEXTS), row.action).toContain(activityVerbOf(row.action, row.entityType));
    }
  });
});
