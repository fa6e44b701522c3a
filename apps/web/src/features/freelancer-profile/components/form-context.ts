import type { TFunction } from 'i18next';
import type { FieldError, UseFormReturn } from 'react-hook-form';
import { fieldErrorText } from '../../../ui/field-error-text.ts';
import type { ProfileFormValues } from './profile-form-values.ts';

export type ProfileForm = UseFormReturn<ProfileFormValues>;

/** The translated error of a field, with its label as `{field}`. */
export function errorText(error: FieldError | undefined, t: TFunction, label: string): string | undefined {
  if (!error) return undefined;
  // The shared helper only knows lower-case namespaces ('validation.…'); this feature's keys are camelCase.
  if (error.message?.startsWith('freelancerProfile.')) return t(error.message, { max: new Date().getFullYear() });
  return fieldErrorText(error, t, label);
}
