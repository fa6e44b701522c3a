import type { z } from 'zod';

/**
 * `total` spread over `weights` in hundredths that add up exactly; the rounding remainder goes to the largest
 * weight. All weights zero (or none known) put everything on the first. Nothing is spread while `total` is empty.
 */
export function spreadHundredths(total: number | null, weights: readonly number[]): (number | null)[] {
  if (total === null) return weights.map(() => null);
  const cents = Math.round(total * 100);
  const sum = weights.reduce((a, b) => a + b, 0);
  const base = sum > 0 ? weights : weights.map((_, index) => (index === 0 ? 1 : 0));
  const baseSum = sum > 0 ? sum : 1;
  const parts = base.map((weight) => Math.floor((cents * weight) / baseSum));
  const largest = base.indexOf(Math.max(...base));
  parts[largest] = (parts[largest] ?? 0) + cents - parts.reduce((a, b) => a + b, 0);
  return parts.map((part) => part / 100);
}

/** Whether two lists of shares hold the same numbers (an empty field equals an empty field). */
export function isSameShares(a: readonly (number | null)[], b: readonly (number | null)[]): boolean {
  return a.length === b.length && a.every((value, index) => value === b[index]);
}

/**
 * A contract's refusal raised again inside a form schema, keeping what its message needs (the key, the limits).
 * An issue inside the split (one share) belongs to the split as a whole, because the shares sent are not the
 * shares shown (empty ones are left out).
 */
export function splitIssue(issue: z.core.$ZodIssue): z.core.$ZodRawIssue {
  const path = issue.path[0] === 'allocations' ? ['allocations'] : issue.path;
  const { message, input } = issue;
  if (issue.code === 'too_small') {
    const { origin, minimum, inclusive } = issue;
    return { code: 'too_small', origin, minimum, inclusive, path, message, input };
  }
  if (issue.code === 'too_big') {
    const { origin, maximum, inclusive } = issue;
    return { code: 'too_big', origin, maximum, inclusive, path, message, input };
  }
  return { code: 'custom', path, message, input };
}
