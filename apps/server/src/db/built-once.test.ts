import { describe, expect, test } from 'vitest';
import { builtOnce } from './built-once.ts';

describe('builtOnce', () => {
  test('builds once per query, compared by value, and again for another', () => {
    const builds: string[] = [];
    const statementOf = builtOnce(10, (query: { keyword: string; page: number }) => {
      builds.push(`${query.keyword}/${query.page}`);
      return { text: `where name ilike '%${query.keyword}%' offset ${query.page}` };
    });
    const first = statementOf({ keyword: 'anna', page: 1 });
    expect(statementOf({ keyword: 'anna', page: 1 })).toBe(first);
    expect(statementOf({ keyword: 'anna', page: 2 }).text).toBe("where name ilike '%anna%' offset 2");
    expect(builds).toEqual(['anna/1', 'anna/2']);
  });

  test('keeps at most maxEntries, forgetting the least recently used', () => {
    const builds: number[] = [];
    const built = builtOnce(2, (page: number) => {
      builds.push(page);
      return { page };
    });
    built(1);
    built(2);
    built(1); // 1 is now the most recently used, so 3 pushes out 2
    built(3);
    built(1);
    built(2);
    expect(builds).toEqual([1, 2, 3, 2]);
  });
});
