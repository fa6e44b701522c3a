import { zodResolver } from '@hookform/resolvers/zod';
import type { FieldErrors, Resolver } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useContractResolver } from '../../../lib/contract-resolver.ts';
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
 * The contract resolver gives the contract's texts with their placeholders ("First name may not be greater than 100
 * characters"), but knows only the contract's keys. This form's own refinements ('freelancerProfile.…') are taken
 * from zodResolver as keys, which errorText translates with theirs.
 */
export function useProfileResolver(schema: ReturnType<typeof createProfileFormSchema>): Resolver<ProfileFormValues> {
  const { t } = useTranslation();
  const labels = Object.fromEntries(
    Object.entries(LABEL_KEYS).map(([name, key]) => [name, t(`freelancerProfile.fields.${key}`)]),
  );
  const contractResolver = useContractResolver(schema, labels) as unknown as Resolver<ProfileFormValues>;
  const keyResolver = zodResolver(schema) as unknown as Resolver<ProfileFormValues>;
  return async (values, context, options) => {
    const result = await contractResolver(values, context, options);
    if (Object.keys(result.errors).length === 0) return result;
    const { errors } = await keyResolver(values, context, options);
    const ownErrors = Object.entries(errors).filter(([, error]) => String(error?.message).startsWith(OWN_KEY));
    return { values: {}, errors: { ...result.errors, ...Object.fromEntries(ownErrors) } as FieldErrors };
  };
}
