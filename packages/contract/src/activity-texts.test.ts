import { describe, expect, test } from 'vitest';
import { ACTIVITY_ENTITY_TEXTS, ACTIVITY_VERB_TEXTS, activitySummary, activityVerbOf } from './activity-texts.ts';

const entry = (action: string, entityType: string) => ({
  action,
  entityType,
  entityId: 3,
  beforeStatus: null,
  afterStatus: null,
});

describe('activity texts', () => {
  test.each(Object.entries({ ...ACTIVITY_ENTITY_TEXTS, ...ACTIVITY_VERB_TEXTS }))(
    '%s reads in en and de',
    (_, text) => {
      expect(text.en.trim()).not.toBe('');
      expect(text.de.trim()).not.toBe('');
    },
  );

  test('every verb is upper case, as the convention writes actions', () => {
    for (const verb of Object.keys(ACTIVITY_VERB_TEXTS)) expect(verb).toMatch(/^[A-Z]+(_[A-Z]+)*$/);
  });

  test('the verb is the action without its own entity type, so AGENCY_GROUP_… is not read as AGENCY_…', () => {
    expect(activityVerbOf('AGENCY_GROUP_CFO_ASSIGNED', 'agency_group')).toBe('CFO_ASSIGNED');
    expect(activityVerbOf('AGENCY_BUDGET_YEAR_CLOSED', 'agency_budget')).toBe('YEAR_CLOSED');
    expect(activitySummary(entry('AGENCY_GROUP_CFO_ASSIGNED', 'agency_group'), 'de')).toBe(
      'Agenturgruppe #3: CFO zugewiesen',
    );
  });

  test('a status change names both statuses; a reference replaces the id', () => {
    expect(
      activitySummary(
        { ...entry('TIME_RECORD_RESUBMITTED', 'time_record'), beforeStatus: 'DECLINED', afterStatus: 'PENDING' },
        'en',
      ),
    ).toBe('Time record #3: corrected and resubmitted (DECLINED → PENDING)');
    expect(activitySummary({ ...entry('BOOKING_APPROVED', 'booking'), reference: 'BK-2026-000003' }, 'en')).toBe(
      'Booking BK-2026-000003: approved',
    );
  });
});
