import { expect, test } from 'vitest';

/**
 * Tests of a state machine against its allowed transitions, written out by hand from docs/product.md §14: each allowed
 * (status, action) pair leads to its target status, and every other pair is refused (null, answered with 409).
 */
export function testTransitions<S extends string, A extends string>(
  statuses: readonly S[],
  actions: readonly A[],
  allowed: readonly (readonly [S, A, S])[],
  next: (status: S, action: A) => S | null,
) {
  for (const [from, action, to] of allowed) {
    test(`${from} --${action}--> ${to}`, () => {
      expect(next(from, action)).toBe(to);
    });
  }
  for (const status of statuses) {
    for (const action of actions) {
      if (allowed.some(([from, allowedAction]) => from === status && allowedAction === action)) continue;
      test(`${status} refuses ${action}`, () => {
        expect(next(status, action)).toBeNull();
      });
    }
  }
}
