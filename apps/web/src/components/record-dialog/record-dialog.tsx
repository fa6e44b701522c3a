import type { RateType } from '@fm/contract/enums';
import type { Booking } from '@fm/contract/schemas/booking';
import { Box } from '@mui/material';
import { useState } from 'react';
import type { DefaultValues, FieldValues } from 'react-hook-form';
import type { z } from 'zod';
import { useContractForm } from '../../lib/use-contract-form.ts';
import { DatePickerFieldControlled } from '../../ui/date-picker-field.tsx';
import { NumberFieldControlled } from '../../ui/number-field.tsx';
import { enqueueSnackbar } from '../../ui/snackbar.tsx';
import { FormDialog } from '../form-dialog.tsx';
import { sumHundredths } from '../record-list/format.ts';
import { AllocationSplitFields } from './allocation-split-fields.tsx';
import { type BookingOption, BookingSelectField } from './booking-select-field.tsx';
import { DescriptionField } from './description-field.tsx';
import type { RecordContext, RecordFieldNames } from './record-form-schema.ts';
import { errorAt, splitErrorOf, useRecordBooking } from './use-record-form.ts';
import { useSplitFollowing } from './use-split-following.ts';

/** The dialog's texts, already translated; the hints are built from numbers the dialog knows. */
export type RecordDialogTexts = {
  title: string;
  close: string;
  submit: string;
  /** The snackbar after a save. */
  saved: string;
  labels: { booking: string; date: string; total: string; description: string; allocations: string };
  /** The note above the fields when there is no booking to record on. */
  noBookings: string;
  /** The reviewer's reason for sending the corrected record back, if any. */
  comment: string | null;
  left: (left: number) => string;
  allocationField: (allocationNumber: string) => string;
  splitSum: (sum: number, total: number) => string;
};

export type RecordDialogProps<TCall extends FieldValues> = {
  isOpen: boolean;
  onClose: () => void;
  rateType: RateType;
  names: RecordFieldNames;
  texts: RecordDialogTexts;
  defaultValues: DefaultValues<FieldValues>;
  /** The booking of the record being corrected: it stays fixed. A new record offers the booked bookings. */
  fixedBooking: BookingOption | undefined;
  /** The corrected record's share on an allocation (0 for none): the split starts in that proportion. */
  shareOf: (allocationId: number) => number;
  /** What is left on the chosen booking for this record; null before a booking is chosen. */
  leftOf: (booking: Booking | undefined) => number | null;
  schemaFor: (context: RecordContext) => z.ZodType<TCall, FieldValues>;
  /** The catalogue key of a total over what is left: the server's refusal shows at the total. */
  exceededKey: string;
  save: { mutateAsync: (call: TCall) => Promise<unknown>; isPending: boolean };
  /** The largest total (and share) a record may hold, e.g. 24 hours a day. */
  totalMax?: number;
  /** Whether the total stands before the date (a payment leads with its amount). */
  isTotalFirst: boolean;
  /** Whether the date must lie within the chosen booking's period. */
  isDateInBooking: boolean;
};

/**
 * A record dialog (a time record or a flat-rate payment): the booking, the total and the date, the split over the
 * booking's allocations and a description. It saves through `save`, says so and closes; a refusal stays in the form.
 */
export function RecordDialog<TCall extends FieldValues>({
  isOpen,
  onClose,
  rateType,
  names,
  texts,
  defaultValues,
  fixedBooking,
  shareOf,
  leftOf,
  schemaFor,
  exceededKey,
  save,
  totalMax,
  isTotalFirst,
  isDateInBooking,
}: RecordDialogProps<TCall>) {
  const [context, setContext] = useState<RecordContext>({ left: null, singleAllocationId: null, isSplit: false });
  const { labels } = texts;
  const form = useContractForm({
    schema: schemaFor(context),
    labels: {
      booking_id: labels.booking,
      [names.date]: labels.date,
      [names.total]: labels.total,
      description: labels.description,
      allocations: labels.allocations,
    },
    defaultValues,
    fields: ['booking_id', names.date, names.total, 'description', 'allocations'],
    codeFields: { [exceededKey]: names.total },
    fallbackKey: 'error.unknown',
  });
  const { control, handleSubmit, watch, setValue, getValues, formState, formError, setFormError, setServerErrors } =
    form;
  const [chosenId, total, shares] = watch(['booking_id', names.total, 'allocations']);
  const { options, hasNoBookings, booking, allocations } = useRecordBooking(rateType, chosenId, fixedBooking);
  const isSplit = allocations.length > 1;
  const left = leftOf(booking);
  const singleAllocationId = allocations[0]?.id ?? null;
  if (context.left !== left || context.isSplit !== isSplit || context.singleAllocationId !== singleAllocationId)
    setContext({ left, singleAllocationId, isSplit });
  useSplitFollowing({
    allocations,
    isSplit,
    total,
    weights: allocations.map((allocation) => shareOf(allocation.id)),
    readShares: () => (getValues('allocations') as FieldValues[]).map((share) => share[names.total]),
    resetShares: (split) =>
      setValue(
        'allocations',
        split.map(({ share, ...rest }) => ({ ...rest, [names.total]: share })),
      ),
    setShare: (index, value) => setValue(`allocations.${index}.${names.total}`, value),
  });

  const submit = handleSubmit(async (call) => {
    setFormError(null);
    try {
      await save.mutateAsync(call);
      enqueueSnackbar(texts.saved, { variant: 'success' });
      onClose();
    } catch (error) {
      setServerErrors(error);
    }
  });

  const totalField = (
    <NumberFieldControlled
      name={names.total}
      control={control}
      label={labels.total}
      isRequired
      min={0}
      max={totalMax}
      maxDecimals={2}
    />
  );
  const period = isDateInBooking ? { minDate: booking?.start_date, maxDate: booking?.end_date } : {};
  const dateField = (
    <DatePickerFieldControlled name={names.date} control={control} label={labels.date} isRequired {...period} />
  );
  return (
    <FormDialog
      isOpen={isOpen}
      isBusy={save.isPending}
      title={texts.title}
      closeLabel={texts.close}
      submitLabel={texts.submit}
      onClose={onClose}
      onSubmit={submit}
      formError={formError}
      notes={[texts.comment, hasNoBookings ? texts.noBookings : null]}
    >
      <BookingSelectField
        control={control}
        label={labels.booking}
        options={options}
        isDisabled={Boolean(fixedBooking)}
        error={errorAt(formState.errors, 'booking_id')}
        leftHint={left === null ? null : texts.left(left)}
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        {isTotalFirst ? totalField : dateField}
        {isTotalFirst ? dateField : totalField}
      </Box>
      {isSplit ? (
        <AllocationSplitFields
          control={control}
          label={labels.allocations}
          allocations={allocations}
          valueKey={names.total}
          fieldLabel={texts.allocationField}
          max={totalMax}
          error={splitErrorOf(formState.errors)}
          isRevalidating={formState.isSubmitted}
          sumHint={
            total === null
              ? null
              : texts.splitSum(sumHundredths((shares as FieldValues[]).map((share) => share[names.total])), total)
          }
        />
      ) : null}
      <DescriptionField control={control} label={labels.description} error={errorAt(formState.errors, 'description')} />
    </FormDialog>
  );
}
