import type { FreelancerDetail, FreelancerListItem } from '@fm/contract/schemas/freelancer';

/** A freelancer as the freelancer list answers it, typed by the contract. */
export function freelancerListItem(id: number, overrides: Partial<FreelancerListItem> = {}): FreelancerListItem {
  return {
    id,
    user_id: 100 + id,
    first_name: `Anna${id}`,
    last_name: 'Schmidt',
    image_thumb: null,
    rate: 600,
    hourly_rate: 80,
    experience_start_year: 2015,
    job_titles: [{ id: 1, name: 'Designer' }],
    skills: [{ id: 7, name: 'Figma' }],
    availability: 'AVAILABLE',
    bookmark_id: null,
    ...overrides,
  };
}

/** A freelancer as GET freelancer/user answers it, typed by the contract. */
export function freelancerDetail(id: number, overrides: Partial<FreelancerDetail> = {}): FreelancerDetail {
  return {
    ...freelancerListItem(id),
    email: `anna${id}@example.test`,
    is_active: true,
    is_profile_complete: true,
    exclude_vat: false,
    include_company_name: false,
    company_name: null,
    vendor_number: null,
    portfolio_links: [],
    specialities: [],
    spoken_languages: [{ id: 3, name: 'German' }],
    projects: [],
    clients: [],
    absence: [],
    bookings: [],
    created_at: '2026-01-01T00:00:00.000Z',
    ...overrides,
  };
}
