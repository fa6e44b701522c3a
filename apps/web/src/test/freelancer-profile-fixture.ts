import type { FreelancerProfile } from '@fm/contract/schemas/freelancer-profile';

/** A new freelancer's profile as the server hands it out before onboarding. */
export function newProfile(overrides: Partial<FreelancerProfile> = {}): FreelancerProfile {
  return {
    id: 5,
    user_id: 50,
    first_name: 'Nina',
    last_name: 'Neu',
    email: 'nina@example.test',
    image_url: null,
    image_thumb: null,
    is_profile_complete: false,
    is_taxable_in_germany: null,
    has_accepted_credit_memo_procedure: false,
    is_invoice_address_same_residential: true,
    rate: null,
    hourly_rate: null,
    experience_start_year: null,
    exclude_vat: true,
    include_company_name: false,
    company_name: null,
    company_id: null,
    tax_number: null,
    iban: null,
    bic: null,
    bank_name: null,
    vendor_number: null,
    vat: null,
    residential_address: null,
    invoice_address: null,
    portfolio_links: [],
    skills: [],
    job_titles: [],
    specialities: [],
    spoken_languages: [],
    projects: [],
    absence: [],
    settings: { theme: null, account_language: 'en' },
    user: {
      id: 50,
      email: 'nina@example.test',
      first_name: 'Nina',
      last_name: 'Neu',
      role: 'freelancer',
      image_url: null,
    },
    unread_to_do_count: 0,
    unread_info_count: 0,
    unread_message_count: 0,
    ...overrides,
  };
}

/** A profile with everything a booking needs. */
export function completeProfile(overrides: Partial<FreelancerProfile> = {}): FreelancerProfile {
  return newProfile({
    is_profile_complete: true,
    is_taxable_in_germany: true,
    has_accepted_credit_memo_procedure: true,
    rate: 640,
    hourly_rate: 80,
    experience_start_year: 2012,
    tax_number: '21/815/08150',
    iban: 'DE89370400440532013000',
    bic: 'COBADEFFXXX',
    residential_address: { street: 'Hafenstraße 1', postal_code: '20457', city: 'Hamburg', country: 'Germany' },
    invoice_address: { street: 'Hafenstraße 1', postal_code: '20457', city: 'Hamburg', country: 'Germany' },
    skills: [{ id: 7, name: 'Figma' }],
    ...overrides,
  });
}

/** The bytes of a 1×1 PNG. */
export const PNG_BYTES = Uint8Array.from(
  atob('iVBORw0KGgoAAAANSUhEUgAAAAEAAAABCAYAAAAfFcSJAAAADUlEQVR42mP8z8BQDwAEhQGAhKmMIQAAAABJRU5ErkJggg=='),
  (char) => char.charCodeAt(0),
);
