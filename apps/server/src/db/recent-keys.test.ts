import { describe, expect, test } from 'vitest';
import { createRecentKeys } from './recent-keys.ts';

describe('recent keys', () => {
  test('a key is known for its window and forgotten after it; adding it again starts the window anew', () => {
    let now = 0;
    const keys = createRecentKeys(1_000, 10, () => now);
    keys.add('pending');
    now = 999;
    expect(keys.has('pending')).toBe(true);
    keys.add('pending');
    now = 1_998;
    expect(keys.has('pending')).toBe(true);
    now = 1_999;
    expect(keys.has('pending')).toBe(false);
    expect(keys.size).toBe(0);
    expect(keys.has('never added')).toBe(false);
  });

  test('a stale key is known for its stale time after the window, then forgotten; a deleted key at once', () => {
    let now = 0;
    const keys = createRecentKeys(1_000, 10, () => now, 5_000);
    keys.add('counted');
    keys.add('deleted');
    keys.delete('deleted');
    expect([keys.has('counted'), keys.isStale('counted'), keys.has('deleted'), keys.isStale('deleted')]).toEqual([
      true,
      false,
      false,
      false,
    ]);
    now = 1_000;
    expect([keys.has('counted'), keys.isStale('counted')]).toEqual([false, true]);
    now = 5_999;
    expect(keys.isStale('counted')).toBe(true);
    now = 6_000;
    expect([keys.has('counted'), keys.isStale('counted'), keys.size]).toEqual([false, false, 0]);
  });

  test('holds at most its maximum: one more forgets the oldest', () => {
    const keys = createRecentKeys(1_000, 2, () => 0);
    keys.add('a');
    keys.add('b');
    keys.add('c');
    expect([keys.has('a'), keys.has('b'), keys.has('c'), keys.size]).toEqual([false, true, true, 2]);
  });
});
