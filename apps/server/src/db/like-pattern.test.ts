import { expect, test } from 'vitest';
import { likePattern } from './like-pattern.ts';

test('search words match anywhere and their wildcards are taken literally', () => {
  expect(likePattern('Anna')).toBe('%Anna%');
  expect(likePattern('50%_off\\')).toBe('%50\\%\\_off\\\\%');
});
