import { sql } from 'drizzle-orm';
import { describe, expect, test } from 'vitest';
import { planOf } from '../../../test/plan-of.ts';
import { useTestDatabase } from '../../../test/test-app.ts';
import type { Db } from '../../db/client.ts';
import { projects } from '../../db/schema/projects.ts';
import { projectKeyword } from './projects.repo.ts';

let db: Db;
useTestDatabase((opened) => {
  db = opened;
});

describe('a projects keyword (migration 0020)', () => {
  // The keyword searches four columns at once; one column without an index made it read every project.
  test.each([
    [
      'a long word',
      'Campaign 12',
      [
        'projects_name_trgm_idx',
        'projects_maconomy_number_trgm_idx',
        'projects_maconomy_name_trgm_idx',
        'clients_name_trgm_idx',
      ],
    ],
    [
      'a short word',
      'NM',
      [
        'projects_name_tripled_idx',
        'projects_maconomy_number_tripled_idx',
        'projects_maconomy_name_tripled_idx',
        'clients_name_tripled_idx',
      ],
    ],
  ])('%s is looked up in every column’s index, reading no table whole', async (_kind, keyword, indexes) => {
    const plan = await planOf(db, sql`${projects}`, projectKeyword(keyword).indexed);
    for (const index of indexes) expect(plan).toContain(index);
    expect(plan).not.toContain('Seq Scan');
  });
});
