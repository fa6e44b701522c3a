import {
  type TimeRecord,
  timeRecordCreateInput,
  timeRecordSplitInput,
  timeRecordUpdateInput,
} from '@fm/contract/schemas/time-record';
import { holdsHours } from '@fm/contract/state-machines/time-record';
import { Box } from '@mui/material';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { AllocationSplitFields } from '../../../components/record-dialog/allocation-split-fields.tsx';
import { BookingSelectField } from '../../../components/record-dialog/booking-select-field.tsx';
import { DescriptionField } from '../../../components/record-dialog/description-field.tsx';
import {
  errorAt,
  splitErrorOf,
  useLateResolverForm,
  useRecordBooking,
} from '../../../components/record-dialog/use-record-form.ts';
import { DatePickerFieldControlled } from '../../../ui/date-picker-field.tsx';
import { NumberFieldControlled } from '../../../ui/number-field.tsx';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import '../messages.ts';
import { formatHours, sumHundredths } from '../../../components/record-list/format.ts';
import { placeServerErrors, resolveWithContract } from '../../../lib/contract-form-errors.ts';
import { type TimeRecordSave, useSaveTimeRecord } from '../api/save-time-record.ts';

export type TimeRecordForm = {
  booking_id: number | '';
  date: string | null;
  hours: number | null;
  description: string;
  allocations: { allocation_id: number; number: string; hours: number | null }[];
};

const FORM_FIELDS = ['booking_id', 'date', 'hours', 'description', 'allocations'] as const;

type SaveDraft = { kind: TimeRecordSave['kind']; input: Record<string, unknown> };

/** What the form would send, before the contract's schema has checked it (the resolver checks this). */
function toDraft(values: TimeRecordForm, recordId: number | null): SaveDraft {
  const fields = {
    booking_id: values.booking_id === '' ? undefined : values.booking_id,
    date: values.date ?? undefined,
    hours: values.hours ?? undefined,
    description: values.description,
  };
  if (recordId !== null) return { kind: 'update', input: { ...fields, id: recordId } };
  if (values.allocations.length > 1) {
    const allocations = values.allocations.map(({ allocation_id, hours }) => ({ allocation_id, hours }));
    return { kind: 'split', input: { ...fields, allocations } };
  }
  return { kind: 'create', input: fields };
}

/**
 * The wire call the form makes: a correction (PUT), a split (several allocations) or a plain record. The body is
 * the contract schema's parsed output, so it is typed without a cast; it runs after the resolver passed.
 */
export function toSave(values: TimeRecordForm, recordId: number | null): TimeRecordSave {
  const { kind, input } = toDraft(values, recordId);
  if (kind === 'update') return { kind, body: timeRecordUpdateInput.parse(input) };
  if (kind === 'split') return { kind, body: timeRecordSplitInput.parse(input) };
  return { kind, body: timeRecordCreateInput.parse(input) };
}

const SCHEMAS = { create: timeRecordCreateInput, split: timeRecordSplitInput, update: timeRecordUpdateInput };

export type TimeRecordDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The declined or rejected record to correct; a new record without it. */
  record?: TimeRecord;
  /** Preselected booking (from the booking page). */
  bookingId?: number | null;
};

/** The "add time record" dialog (document 1 §2): record hours on a booked hourly booking, or correct a record. */
export function TimeRecordDialog({ isOpen, onClose, record, bookingId = null }: TimeRecordDialogProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const save = useSaveTimeRecord();
  const [formError, setFormError] = useState<string | null>(null);
  const labels: Record<string, string> = useMemo(
    () => ({
      booking_id: t('timeRecording.dialog.booking'),
      date: t('timeRecording.dialog.date'),
      hours: t('timeRecording.dialog.hours'),
      description: t('timeRecording.dialog.description'),
    }),
    [t],
  );

  const { form, resolverRef } = useLateResolverForm<TimeRecordForm>({
    booking_id: record?.booking_id ?? bookingId ?? '',
    date: record?.date ?? null,
    hours: record?.hours ?? null,
    description: record?.description ?? '',
    allocations: [],
  });
  const { control, handleSubmit, watch, setValue, setError, formState } = form;
  const [chosenId, hours] = watch(['booking_id', 'hours']);
  const { options, hasNoBookings, booking, allocations } = useRecordBooking('HOURLY', chosenId, record?.booking);
  const isSplit = !record && allocations.length > 1;
  // A correction gives its own hours back before it is checked again.
  const hoursLeft =
    booking?.hours_left === null || booking?.hours_left === undefined
      ? null
      : booking.hours_left + (record && holdsHours(record.status) ? record.hours : 0);
  const allocationIds = allocations.map((allocation) => allocation.id).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the allocation ids are the identity that matters
  useEffect(() => {
    setValue(
      'allocations',
      isSplit
        ? allocations.map((allocation) => ({ allocation_id: allocation.id, number: allocation.number, hours: null }))
        : [],
    );
  }, [allocationIds, isSplit, setValue]);

  resolverRef.current = (values, _context, options) => {
    const call = toDraft(values, record?.id ?? null);
    const extra: Record<string, { type: string; message: string }> = {};
    if (values.booking_id === '')
      extra.booking_id = { type: 'required', message: t('validation.required', { field: labels.booking_id }) };
    if (!values.date) extra.date = { type: 'required', message: t('validation.required', { field: labels.date }) };
    if (values.hours !== null && hoursLeft !== null && values.hours > hoursLeft + 1e-9)
      extra.hours = { type: 'rule', message: t('catalogue.bookingHoursExceeded') };
    if (
      call.kind === 'split' &&
      values.hours !== null &&
      sumHundredths(values.allocations.map((a) => a.hours)) !== values.hours
    )
      extra.allocations = {
        type: 'rule',
        message: t('timeRecording.dialog.allocationsSum', { hours: formatHours(values.hours, language) }),
      };
    return resolveWithContract(values, options, { schema: SCHEMAS[call.kind], input: call.input, labels, t, extra });
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(toSave(values, record?.id ?? null));
      enqueueSnackbar(t(record ? 'timeRecording.dialog.resubmitted' : 'timeRecording.dialog.saved'), {
        variant: 'success',
      });
      onClose();
    } catch (error) {
      setFormError(
        placeServerErrors(error, setError, FORM_FIELDS, {
          'catalogue.bookingHoursExceeded': 'hours',
        }),
      );
    }
  });

  return (
    <FormDialog
      isOpen={isOpen}
      isBusy={save.isPending}
      title={
        record
          ? t('timeRecording.dialog.editTitle', { record: record.time_record_id })
          : t('timeRecording.dialog.createTitle')
      }
      closeLabel={t('timeRecording.dialog.close')}
      submitLabel={t(record ? 'timeRecording.dialog.resubmit' : 'timeRecording.dialog.submit')}
      onClose={onClose}
      onSubmit={submit}
      formError={formError}
      notes={[
        record?.comment ? t('timeRecording.dialog.comment', { comment: record.comment }) : null,
        hasNoBookings ? t('timeRecording.dialog.noBookings') : null,
      ]}
    >
      <BookingSelectField
        control={control}
        label={labels.booking_id}
        options={options}
        isDisabled={Boolean(record)}
        error={errorAt(formState.errors, 'booking_id')}
        leftHint={
          hoursLeft === null ? null : t('timeRecording.dialog.hoursLeft', { hours: formatHours(hoursLeft, language) })
        }
      />
      <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
        <DatePickerFieldControlled
          name="date"
          control={control}
          label={labels.date}
          isRequired
          minDate={booking?.start_date}
          maxDate={booking?.end_date}
        />
        <NumberFieldControlled
          name="hours"
          control={control}
          label={labels.hours}
          isRequired
          min={0}
          max={24}
          maxDecimals={2}
          rules={{ deps: ['allocations'] }}
        />
      </Box>
      {isSplit ? (
        <AllocationSplitFields
          control={control}
          label={t('timeRecording.dialog.allocations')}
          allocations={allocations}
          valueKey="hours"
          fieldLabel={(number) => t('timeRecording.dialog.allocationHours', { number })}
          max={24}
          error={splitErrorOf(formState.errors)}
          sumHint={
            hours === null ? null : t('timeRecording.dialog.allocationsSum', { hours: formatHours(hours, language) })
          }
        />
      ) : null}
      <DescriptionField control={control} label={labels.description} error={errorAt(formState.errors, 'description')} />
    </FormDialog>
  );
}
