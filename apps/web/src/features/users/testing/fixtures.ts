import type { UserDetail, UserListItem } from '@fm/contract/schemas/user';

/** A user as the admin list answers it: Anna Albers, agency manager at Nordlicht Media. */
export function userListItemFixture(overrides: Partial<UserListItem> = {}): UserListItem {
  return {
    id: 4,
    email: 'anna@example.test',
    firstName: 'Anna',
    lastName: 'Albers',
    realm: 'agency',
    roles: ['agency-manager'],
    account_language: 'de',
    status: 'ACTIVE',
    agencies: [{ id: 1, name: 'Nordlicht Media' }],
    image_url: null,
    created_at: '2026-03-01T10:00:00Z',
    last_login_at: null,
    ...overrides,
  };
}

/** The same user as GET user answers it: her memberships, replacements and no freelancer profile. */
export function userDetailFixture(overrides: Partial<UserDetail> = {}): UserDetail {
  return {
    ...userListItemFixture(),
    memberships: [],
    replacements: [],
    freelancer_id: null,
    ...overrides,
  };
}
