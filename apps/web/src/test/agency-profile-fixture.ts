import type { AgencyProfile } from '@fm/contract/schemas/account';

/**
 * The agency profile read (GET /api/agency/profile) as a typed fixture: a complete agency of one managing director
 * with nothing booked; tests override what they are about. Typed by the contract, so a new field fails here once.
 */
export function agencyProfile(overrides: Partial<AgencyProfile> = {}): AgencyProfile {
  return {
    id: 8,
    name: 'Nordlicht Media',
    is_active: true,
    is_booking_approval_required: false,
    is_profile_complete: true,
    is_maconomy_data_exchange_required: false,
    is_booking_freezed: false,
    logo_url: null,
    website: null,
    credit_note_header: null,
    credit_note_footer: null,
    specialities: [],
    clients: [],
    users: [],
    replacement_users: [],
    freelancerFee: 0,
    financialYear: { label: '2026/27', is_closed: false },
    notification_members: [],
    confirmed_booking_count: 0,
    pending_booking_count: 0,
    completed_booking_count: 0,
    settings: { theme: null, account_language: 'en' },
    user_profile_image: null,
    user: {
      id: 41,
      email: 'nina@nordlicht.test',
      first_name: 'Nina',
      last_name: 'Neu',
      role: 'managing-director',
      image_url: null,
    },
    memberships: [{ id: 8, name: 'Nordlicht Media' }],
    unread_to_do_count: 0,
    unread_info_count: 0,
    unread_message_count: 0,
    ...overrides,
  };
}
