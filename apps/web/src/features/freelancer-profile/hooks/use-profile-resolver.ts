import { toNestErrors } from '@hookform/resolvers';
import type { Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { translateIssues } from '../../../lib/contract-resolver.ts';
import type { createProfileFormSchema, ProfileFormValues } from '../components/profile-form-values.ts';

/** The label of a field by the last segment of its path, as the sections show it. */
const LABEL_KEYS: Record<string, string> = {
  first_name: 'firstName',
  last_name: 'lastName',
  street: 'street',
  postal_code: 'postalCode',
  city: 'city',
  country: 'country',
  rate: 'rate',
  hourly_rate: 'hourlyRate',
  vat_id: 'vat',
  company_name: 'companyName',
  company_id: 'companyId',
  tax_number: 'taxNumber',
  iban: 'iban',
  bic: 'bic',
  bank_name: 'bankName',
  url: 'portfolioLinks',
};

const OWN_KEY = 'freelancerProfile.';

/**
 * The contract's texts come with their placeholders ("First name may not be greater than 100 characters"); this
 * form's own refinements ('freelancerProfile.…') stay keys, which errorText translates with theirs. The schema
 * parses the form's values as they are (safeParse takes any input), so no cast is needed; the submit handler
 * reads the form's values, not the parsed output, so the values pass through unchanged.
 */
export function useProfileResolver(schema: ReturnType<typeof createProfileFormSchema>): Resolver<ProfileFormValues> {
  const { t } = useTranslation();
  const labels = Object.fromEntries(
    Object.entries(LABEL_KEYS).map(([name, key]) => [name, t(`freelancerProfile.fields.${key}`)]),
  );
  return async (values, _context, options) => {
    const result = await schema.safeParseAsync(values);
    if (result.success) return { values, errors: {} };
    const flat = translateIssues(result.error.issues, labels, t, (message) => message.startsWith(OWN_KEY));
    return { values: {}, errors: toNestErrors(flat, options) };
  };
}
