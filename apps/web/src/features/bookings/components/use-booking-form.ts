import type { Booking } from '@fm/contract/schemas/booking';
import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { enqueueSnackbar } from '../../../ui/snackbar.tsx';
import '../messages.ts';
import { useSaveBooking } from '../api/save-booking.ts';
import {
  bookingFormSchema,
  buildBookingDefaults,
  buildBookingLabels,
  FORM_FIELDS,
  WIRE_TO_FORM,
} from './booking-form.ts';
import type { FreelancerOption } from './freelancer-picker.tsx';
import type { ProjectOption } from './project-picker.tsx';

type UseBookingFormOptions = {
  booking: Booking | undefined;
  project: ProjectOption | null;
  freelancer: FreelancerOption | null;
  onClose: () => void;
  onSaved: ((booking: Booking) => void) | undefined;
};

/**
 * The booking dialog's form: checked by the contract's schema, saved on submit; a refusal of the server is put
 * at its fields, and what belongs to no shown field is returned as `formError`.
 */
export function useBookingForm({ booking, project, freelancer, onClose, onSaved }: UseBookingFormOptions) {
  const { t } = useTranslation();
  const save = useSaveBooking();
  const labels = useMemo(() => buildBookingLabels(t), [t]);
  const schema = useMemo(() => bookingFormSchema(booking), [booking]);
  const form = useContractForm({
    schema,
    labels,
    defaultValues: buildBookingDefaults(booking, project, freelancer),
    fields: FORM_FIELDS,
    aliases: WIRE_TO_FORM,
    fallbackKey: 'catalogue.errorSendingBookingRequest',
  });

  const submit = form.handleSubmit(async (body) => {
    form.setFormError(null);
    try {
      const saved = await save.mutateAsync(body);
      enqueueSnackbar(t(booking ? 'bookings.dialog.updated' : 'bookings.dialog.saved'), { variant: 'success' });
      onClose();
      onSaved?.(saved);
    } catch (error) {
      form.setServerErrors(error);
    }
  });

  return {
    control: form.control,
    setValue: form.setValue,
    labels,
    submit,
    formError: form.formError,
    isSaving: save.isPending,
  };
}
