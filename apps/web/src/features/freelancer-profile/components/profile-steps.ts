import type { ProfileFormValues } from './profile-form-values.ts';

export type StepKey = 'taxation' | 'personal' | 'addresses' | 'rates' | 'bank' | 'portfolio' | 'finish';

/** The onboarding steps and the form fields each one saves. */
export const PROFILE_STEPS: { key: StepKey; fields: (keyof ProfileFormValues)[] }[] = [
  { key: 'taxation', fields: ['is_taxable_in_germany'] },
  { key: 'personal', fields: ['first_name', 'last_name', 'image'] },
  { key: 'addresses', fields: ['residential_address', 'is_invoice_address_same_residential', 'invoice_address'] },
  {
    key: 'rates',
    fields: [
      'rate',
      'hourly_rate',
      'experience_start_year',
      'exclude_vat',
      'vat_id',
      'include_company_name',
      'company_name',
      'company_id',
    ],
  },
  { key: 'bank', fields: ['tax_number', 'iban', 'bic', 'bank_name'] },
  {
    key: 'portfolio',
    fields: ['portfolio_links', 'skills', 'job_titles', 'specialities', 'spoken_languages', 'projects'],
  },
  { key: 'finish', fields: ['has_accepted_credit_memo_procedure'] },
];

/** The step showing a form field (e.g. 'residential_address.city' → addresses). */
export function stepOfField(field: string): number {
  const root = field.split('.')[0];
  const index = PROFILE_STEPS.findIndex((step) => (step.fields as string[]).includes(root ?? ''));
  return Math.max(0, index);
}
