import type { Booking } from '@fm/contract/schemas/booking';
import { TextField } from '@mui/material';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import '../messages.ts';
import { BookingAllocationFields } from './booking-allocation-fields.tsx';
import { BookingApproverField } from './booking-approver-field.tsx';
import type { BookingControl, BookingLabels } from './booking-form.ts';
import { BookingFreelancerFields } from './booking-freelancer-fields.tsx';
import { BookingItFields } from './booking-it-fields.tsx';
import { BookingRateFields } from './booking-rate-fields.tsx';
import type { FreelancerOption } from './freelancer-picker.tsx';
import type { ProjectOption } from './project-picker.tsx';
import { useBookingForm } from './use-booking-form.ts';

export type BookingDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The booking to edit; a new request without it. */
  booking?: Booking;
  /** Preselected project of a new request (from the project page). */
  project?: ProjectOption | null;
  /** Preselected freelancer of a new request (from the freelancer list or profile). */
  freelancer?: FreelancerOption | null;
  onSaved?: (booking: Booking) => void;
};

/** The booking dialog of docs/product.md §3: create or edit a booking request. */
export function BookingDialog({
  isOpen,
  onClose,
  booking,
  project = null,
  freelancer = null,
  onSaved,
}: BookingDialogProps) {
  const { t } = useTranslation();
  const { control, setValue, labels, submit, formError, isSaving } = useBookingForm({
    booking,
    project,
    freelancer,
    onClose,
    onSaved,
  });

  return (
    <FormDialog
      isOpen={isOpen}
      isBusy={isSaving}
      title={t(booking ? 'bookings.dialog.editTitle' : 'bookings.dialog.createTitle')}
      closeLabel={t('bookings.dialog.cancel')}
      submitLabel={t(booking ? 'bookings.dialog.save' : 'bookings.dialog.submit')}
      onClose={onClose}
      onSubmit={submit}
      formError={formError}
      maxWidth="md"
    >
      <BookingTextField name="title" control={control} labels={labels} isRequired />
      <BookingFreelancerFields control={control} labels={labels} />
      <BookingAllocationFields control={control} setValue={setValue} isPreselecting={!booking} />
      <BookingRateFields control={control} labels={labels} />
      <BookingItFields control={control} />
      <BookingTextField name="description" control={control} labels={labels} isMultiline />
      <BookingApproverField control={control} label={labels.approver_id} />
    </FormDialog>
  );
}

type BookingTextFieldProps = {
  name: 'title' | 'description';
  control: BookingControl;
  labels: BookingLabels;
  isRequired?: boolean;
  isMultiline?: boolean;
};

function BookingTextField({ name, control, labels, isRequired = false, isMultiline = false }: BookingTextFieldProps) {
  return (
    <Controller
      name={name}
      control={control}
      render={({ field, fieldState }) => (
        <TextField
          {...field}
          required={isRequired}
          multiline={isMultiline}
          minRows={isMultiline ? 2 : undefined}
          label={labels[name]}
          error={Boolean(fieldState.error?.message)}
          helperText={fieldState.error?.message}
        />
      )}
    />
  );
}
