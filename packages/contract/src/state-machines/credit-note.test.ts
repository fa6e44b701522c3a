import { describe, expect, test } from 'vitest';
import { nextCreditNoteStatus } from './credit-note.ts';

describe('credit-note state machine', () => {
  test('a reviewed note can be cancelled', () => {
    expect(nextCreditNoteStatus('REVIEWED', 'cancel')).toBe('CANCELLED');
  });
  test('a cancelled note cannot be cancelled again (409)', () => {
    expect(nextCreditNoteStatus('CANCELLED', 'cancel')).toBeNull();
  });
});
