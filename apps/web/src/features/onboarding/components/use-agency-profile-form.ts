import { type UseFormSetError, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { useContractResolver } from '../../../lib/contract-resolver.ts';
import {
  type AgencyProfileFormInput,
  type AgencyProfileFormValues,
  agencyProfileFormSchema,
  FORM_FIELDS,
} from './agency-profile-schema.ts';

// The onboarding asks for at least one service; an edit may change them but not drop the last one.
const SCHEMA = agencyProfileFormSchema({ isServiceRequired: true });

/** Server field name → form field name, where they differ. */
export const PROFILE_FIELD_ALIASES: Record<string, keyof AgencyProfileFormInput> = { client_ids: 'clients' };

/** The agency profile form of the onboarding, the profile page and the admin's dialog, its messages naming each field. */
export function useAgencyProfileForm(defaultValues: AgencyProfileFormInput) {
  const { t } = useTranslation();
  const label = (key: string) => t(`onboarding.fields.${key}`);
  const resolver = useContractResolver(SCHEMA, {
    name: label('name'),
    website: label('website'),
    logo: label('logo'),
    speciality_ids: label('services'),
    clients: label('clients'),
    credit_note_header: label('header'),
    credit_note_footer: label('footer'),
  });
  return useForm<AgencyProfileFormInput, unknown, AgencyProfileFormValues>({ resolver, defaultValues });
}

/** Puts a refused profile save's field errors at the form's fields; returns the key to show above the form, if any. */
export function applyProfileServerErrors(
  error: unknown,
  setError: UseFormSetError<AgencyProfileFormInput>,
): string | null {
  return applyServerErrors(error, setError, FORM_FIELDS, 'catalogue.errorSavingProfile', PROFILE_FIELD_ALIASES);
}
