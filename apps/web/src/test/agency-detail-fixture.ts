import type { AgencyDetail, AgencyListItem } from '@fm/contract/schemas/agency';
import type { AgencyMember } from '@fm/contract/schemas/user';

/** Nordlicht Media as the admin and finance agency list answers it, typed by the contract. */
export function agencyListItem(overrides: Partial<AgencyListItem> = {}): AgencyListItem {
  return {
    id: 1,
    name: 'Nordlicht Media',
    is_active: true,
    is_profile_complete: true,
    is_booking_freezed: false,
    logo_url: null,
    managing_directors: [],
    created_at: '2026-01-05T09:00:00.000Z',
    ...overrides,
  };
}

/** The agency detail (GET agency-details/:id) as admin and finance read it, typed by the contract. */
export function agencyDetail(overrides: Partial<AgencyDetail> = {}): AgencyDetail {
  return {
    ...agencyListItem(),
    website: null,
    is_booking_approval_required: false,
    is_maconomy_data_exchange_required: false,
    credit_note_header: 'Nordlicht Media GmbH',
    credit_note_footer: 'Gutschrift im Gutschriftverfahren',
    clients: [],
    users: [],
    clusters: [],
    specialities: [],
    notification_members: [],
    freelancerFee: 0,
    financialYear: { label: '2026/27', is_closed: false, status: 'OPEN' },
    budget: null,
    confirmed_booking_count: 0,
    pending_booking_count: 0,
    completed_booking_count: 0,
    ...overrides,
  };
}

/** One user of an agency (GET user/agency/members), typed by the contract. */
export function agencyMember(overrides: Partial<AgencyMember> = {}): AgencyMember {
  return {
    id: 7,
    first_name: 'Andreas',
    last_name: 'Krüger',
    email: 'andreas@example.test',
    role: 'agency-manager',
    is_active: true,
    image_url: null,
    is_on_vacation: false,
    ...overrides,
  };
}
