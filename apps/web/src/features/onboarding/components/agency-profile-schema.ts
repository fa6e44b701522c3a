import type { AgencyProfile } from '@fm/contract/schemas/account';
import { clientRef, idField } from '@fm/contract/schemas/common';
import { imageDataUrlField, nameField, optionalText, TEXT_MAX, websiteField } from '@fm/contract/schemas/validation';
import { z } from 'zod';

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);

/** The agency profile form, built from the contract's field rules; clients are kept with their names. */
export function agencyProfileFormSchema({ isServiceRequired }: { isServiceRequired: boolean }) {
  const services = z.array(idField).max(50, 'validation.maxValue');
  return z.object({
    name: nameField,
    website: z.preprocess(emptyToNull, websiteField.nullish()),
    logo: imageDataUrlField.nullish(),
    speciality_ids: isServiceRequired ? services.min(1, 'catalogue.atLeastOneService') : services,
    clients: z.array(clientRef).max(500, 'validation.maxValue'),
    is_booking_approval_required: z.boolean(),
    is_maconomy_data_exchange_required: z.boolean(),
    credit_note_header: z.preprocess(emptyToNull, optionalText(TEXT_MAX.letterText)),
    credit_note_footer: z.preprocess(emptyToNull, optionalText(TEXT_MAX.letterText)),
  });
}

export type AgencyProfileFormSchema = ReturnType<typeof agencyProfileFormSchema>;
export type AgencyProfileFormInput = z.input<AgencyProfileFormSchema>;
export type AgencyProfileFormValues = z.output<AgencyProfileFormSchema>;

/** The fields of each onboarding step (validated before moving on). */
export const STEP_FIELDS = {
  details: ['name', 'website', 'logo'],
  services: ['speciality_ids', 'clients'],
  settings: [
    'is_booking_approval_required',
    'is_maconomy_data_exchange_required',
    'credit_note_header',
    'credit_note_footer',
  ],
} as const satisfies Record<string, readonly (keyof AgencyProfileFormInput)[]>;

export const FORM_FIELDS = [...STEP_FIELDS.details, ...STEP_FIELDS.services, ...STEP_FIELDS.settings] as const;

/** The form's start values: what the agency profile call tells (empty fields for a new agency). */
export function formValuesOf(profile: Partial<AgencyProfile> | undefined): AgencyProfileFormInput {
  return {
    name: profile?.name ?? '',
    website: profile?.website ?? '',
    logo: undefined,
    speciality_ids: profile?.specialities?.map((speciality) => speciality.id) ?? [],
    clients: profile?.clients ?? [],
    is_booking_approval_required: profile?.is_booking_approval_required ?? false,
    is_maconomy_data_exchange_required: profile?.is_maconomy_data_exchange_required ?? false,
    credit_note_header: profile?.credit_note_header ?? '',
    credit_note_footer: profile?.credit_note_footer ?? '',
  };
}

/** react-hook-form marks an array field dirty per item (`[false, true]`); any true mark counts. */
function hasDirtyMark(mark: unknown): boolean {
  if (Array.isArray(mark)) return mark.some(hasDirtyMark);
  if (mark && typeof mark === 'object') return Object.values(mark).some(hasDirtyMark);
  return mark === true;
}

/** The PUT body: every field for the onboarding, only the changed ones for an edit. */
export function profileBodyOf(
  values: AgencyProfileFormValues,
  dirty: Partial<Record<keyof AgencyProfileFormInput, unknown>> | null,
) {
  const all = {
    name: values.name,
    website: values.website ?? null,
    logo: values.logo,
    speciality_ids: values.speciality_ids,
    client_ids: values.clients.map((client) => client.id),
    is_booking_approval_required: values.is_booking_approval_required,
    is_maconomy_data_exchange_required: values.is_maconomy_data_exchange_required,
    credit_note_header: values.credit_note_header ?? null,
    credit_note_footer: values.credit_note_footer ?? null,
  };
  if (!dirty) return { ...all, logo: all.logo ?? undefined };
  const isDirty = (field: keyof AgencyProfileFormInput) => hasDirtyMark(dirty[field]);
  return {
    ...(isDirty('name') ? { name: all.name } : {}),
    ...(isDirty('website') ? { website: all.website } : {}),
    ...(isDirty('logo') ? { logo: all.logo ?? null } : {}),
    ...(isDirty('speciality_ids') ? { speciality_ids: all.speciality_ids } : {}),
    ...(isDirty('clients') ? { client_ids: all.client_ids } : {}),
    ...(isDirty('is_booking_approval_required')
      ? { is_booking_approval_required: all.is_booking_approval_required }
      : {}),
    ...(isDirty('is_maconomy_data_exchange_required')
      ? { is_maconomy_data_exchange_required: all.is_maconomy_data_exchange_required }
      : {}),
    ...(isDirty('credit_note_header') ? { credit_note_header: all.credit_note_header } : {}),
    ...(isDirty('credit_note_footer') ? { credit_note_footer: all.credit_note_footer } : {}),
  };
}
