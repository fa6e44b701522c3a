import type { ProjectDetail, ProjectListItem } from '@fm/contract/schemas/project';

/** A project as the list answers it: Nordlicht Media's "Kampagne Winterzauber", owned by Andreas Krüger. */
export function projectListItemFixture(overrides: Partial<ProjectListItem> = {}): ProjectListItem {
  return {
    id: 9,
    name: 'Kampagne Winterzauber',
    status: 'ONGOING',
    due_date: '2027-03-31',
    financial_year: '2026/27',
    client_name: 'Nordsee Reederei',
    client_id: 2,
    image_url: null,
    bookmark_id: null,
    agency: { id: 1, name: 'Nordlicht Media' },
    owner: { id: 7, first_name: 'Andreas', last_name: 'Krüger' },
    project_number: null,
    maconomy_project_name: null,
    allocations: [{ id: 5, number: '4711-01', name: 'Kreation', is_active: true }],
    booking_count: 3,
    created_at: '2026-08-01T10:00:00.000Z',
    ...overrides,
  };
}

/** The same project as GET project answers it, without bookings or money yet. */
export function projectDetailFixture(overrides: Partial<ProjectDetail> = {}): ProjectDetail {
  return {
    ...projectListItemFixture(),
    description: null,
    bookings: [],
    commissioned: null,
    cleared: null,
    ...overrides,
  };
}
