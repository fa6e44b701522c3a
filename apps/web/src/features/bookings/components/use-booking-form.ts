import { type Booking, bookingCreateInput, bookingUpdateInput } from '@fm/contract/schemas/booking';
import { enqueueSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../messages.ts';
import { useSaveBooking } from '../api/save-booking.ts';
import { applyServerErrors } from '../utils/form-errors.ts';
import {
  type BookingForm,
  buildBookingDefaults,
  buildBookingLabels,
  createBookingResolver,
  FORM_FIELDS,
  toBookingInput,
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
 * at its fields, and what belongs to no field is returned as `formError`.
 */
export function useBookingForm({ booking, project, freelancer, onClose, onSaved }: UseBookingFormOptions) {
  const { t } = useTranslation();
  const save = useSaveBooking();
  const [formError, setFormError] = useState<string | null>(null);
  const labels = useMemo(() => buildBookingLabels(t), [t]);
  const resolver = useMemo(() => createBookingResolver(booking, labels, t), [booking, labels, t]);
  const form = useForm<BookingForm>({ defaultValues: buildBookingDefaults(booking, project, freelancer), resolver });

  const submit = form.handleSubmit(async (values) => {
    setFormError(null);
    try {
      // The resolver passed, so the contract's schema parses; its output is the typed wire body.
      const input = toBookingInput(values);
      const saved = await save.mutateAsync(
        booking ? bookingUpdateInput.parse({ ...input, id: booking.id }) : bookingCreateInput.parse(input),
      );
      enqueueSnackbar(t(booking ? 'bookings.dialog.updated' : 'bookings.dialog.saved'), { variant: 'success' });
      onClose();
      onSaved?.(saved);
    } catch (error) {
      setFormError(applyServerErrors(error, form.setError, FORM_FIELDS, WIRE_TO_FORM, labels));
    }
  });

  return { control: form.control, setValue: form.setValue, labels, submit, formError, isSaving: save.isPending };
}
