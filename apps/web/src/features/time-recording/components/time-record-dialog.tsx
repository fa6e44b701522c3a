import {
  type TimeRecord,
  timeRecordCreateInput,
  timeRecordSplitInput,
  timeRecordUpdateInput,
} from '@fm/contract/schemas/time-record';
import { holdsHours } from '@fm/contract/state-machines/time-record';
import { Box } from '@mui/material';
import { enqueueSnackbar } from 'notistack';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { AllocationSplitFields } from '../../../components/record-dialog/allocation-split-fields.tsx';
import { BookingSelectField } from '../../../components/record-dialog/booking-select-field.tsx';
import { DescriptionField } from '../../../components/record-dialog/description-field.tsx';
import { splitIssue } from '../../../components/record-dialog/split-shares.ts';
import { errorAt, splitErrorOf, useRecordBooking } from '../../../components/record-dialog/use-record-form.ts';
import { useSplitFollowing } from '../../../components/record-dialog/use-split-following.ts';
import { DatePickerFieldControlled } from '../../../ui/date-picker-field.tsx';
import { NumberFieldControlled } from '../../../ui/number-field.tsx';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import '../messages.ts';
import { formatHours, sumHundredths } from '../../../components/record-list/format.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { type TimeRecordSave, useSaveTimeRecord } from '../api/save-time-record.ts';

export type TimeRecordForm = {
  booking_id: number | '';
  date: string | null;
  hours: number | null;
  description: string;
  allocations: { allocation_id: number; number: string; hours: number | null }[];
};

const FORM_FIELDS = ['booking_id', 'date', 'hours', 'description', 'allocations'] as const;

/** What the form knows besides its values: the record it corrects, the hours left, whether the split is shown. */
export type TimeRecordContext = { recordId: number | null; hoursLeft: number | null; isSplit: boolean };

type Draft =
  | { kind: 'create'; input: Record<string, unknown> }
  | { kind: 'split'; input: Record<string, unknown> }
  | { kind: 'update'; input: Record<string, unknown> };

/** What the form would send, before the contract's schema has checked it; empty shares are left out. */
function toDraft(values: TimeRecordForm, { recordId, isSplit }: TimeRecordContext): Draft {
  const fields = {
    booking_id: values.booking_id === '' ? undefined : values.booking_id,
    date: values.date ?? undefined,
    hours: values.hours ?? undefined,
    description: values.description,
  };
  const allocations = isSplit
    ? values.allocations
        .filter((share) => share.hours !== null && share.hours !== 0)
        .map(({ allocation_id, hours }) => ({ allocation_id, hours }))
    : undefined;
  if (recordId !== null) return { kind: 'update', input: { ...fields, id: recordId, allocations } };
  if (allocations) return { kind: 'split', input: { ...fields, allocations } };
  return { kind: 'create', input: fields };
}

/** The wire call after the contract's schema: a correction (PUT), a split or a plain record. */
function parseDraft(draft: Draft): { call: TimeRecordSave; issues: [] } | { call: null; issues: z.core.$ZodIssue[] } {
  if (draft.kind === 'update') {
    const result = timeRecordUpdateInput.safeParse(draft.input);
    return result.success ? { call: { kind: 'update', body: result.data }, issues: [] } : failed(result.error);
  }
  if (draft.kind === 'split') {
    const result = timeRecordSplitInput.safeParse(draft.input);
    return result.success ? { call: { kind: 'split', body: result.data }, issues: [] } : failed(result.error);
  }
  const result = timeRecordCreateInput.safeParse(draft.input);
  return result.success ? { call: { kind: 'create', body: result.data }, issues: [] } : failed(result.error);
}

const failed = (error: z.ZodError) => ({ call: null, issues: error.issues });

/**
 * The dialog's schema: the form's values in, the wire call out. The contract's schema checks the fields; the
 * form adds what only it knows (the hours left) and checks the split once, as a whole, on save.
 */
export function timeRecordFormSchema(context: TimeRecordContext) {
  return z.custom<TimeRecordForm>().transform((values, ctx) => {
    const required = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: 'validation.required' });
    if (values.booking_id === '') required('booking_id');
    if (!values.date) required('date');
    if (values.hours === null) required('hours');
    if (values.hours !== null && context.hoursLeft !== null && values.hours > context.hoursLeft + 1e-9)
      ctx.addIssue({ code: 'custom', path: ['hours'], message: 'catalogue.bookingHoursExceeded' });
    const shares = values.allocations.map((share) => share.hours);
    if (context.isSplit && values.hours !== null && sumHundredths(shares) !== values.hours)
      ctx.addIssue({ code: 'custom', path: ['allocations'], message: 'validation.allocationsSum' });
    const { call, issues } = parseDraft(toDraft(values, context));
    // The form's own check of a field comes first; the contract's issue at the same field would repeat it.
    const own = new Set(ctx.issues.map((issue) => issue.path?.join('.')));
    for (const issue of issues.map(splitIssue)) if (!own.has(issue.path?.join('.'))) ctx.addIssue(issue);
    return call ?? z.NEVER;
  });
}

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
  const labels: Record<string, string> = useMemo(
    () => ({
      booking_id: t('timeRecording.dialog.booking'),
      date: t('timeRecording.dialog.date'),
      hours: t('timeRecording.dialog.hours'),
      description: t('timeRecording.dialog.description'),
      allocations: t('timeRecording.dialog.allocations'),
    }),
    [t],
  );
  const [context, setContext] = useState<TimeRecordContext>({
    recordId: record?.id ?? null,
    hoursLeft: null,
    isSplit: false,
  });
  const schema = useMemo(() => timeRecordFormSchema(context), [context]);
  const form = useContractForm({
    schema,
    labels,
    defaultValues: {
      booking_id: record?.booking_id ?? bookingId ?? '',
      date: record?.date ?? null,
      hours: record?.hours ?? null,
      description: record?.description ?? '',
      allocations: [],
    },
    fields: FORM_FIELDS,
    codeFields: { 'catalogue.bookingHoursExceeded': 'hours' },
    fallbackKey: 'error.unknown',
  });
  const { control, handleSubmit, watch, setValue, getValues, formState, formError, setFormError, setServerErrors } =
    form;
  const [chosenId, hours, shares] = watch(['booking_id', 'hours', 'allocations']);
  const { options, hasNoBookings, booking, allocations } = useRecordBooking('HOURLY', chosenId, record?.booking);
  const isSplit = allocations.length > 1;
  // A correction gives its own hours back before it is checked again.
  const hoursLeft =
    booking?.hours_left === null || booking?.hours_left === undefined
      ? null
      : booking.hours_left + (record && holdsHours(record.status) ? record.hours : 0);
  if (context.hoursLeft !== hoursLeft || context.isSplit !== isSplit)
    setContext({ recordId: record?.id ?? null, hoursLeft, isSplit });
  useSplitFollowing({
    allocations,
    isSplit,
    total: hours,
    weights: allocations.map(
      (allocation) => record?.allocations.find((part) => part.allocation_id === allocation.id)?.hours ?? 0,
    ),
    readShares: () => getValues('allocations').map((share) => share.hours),
    resetShares: (split) =>
      setValue(
        'allocations',
        split.map(({ share, ...rest }) => ({ ...rest, hours: share })),
      ),
    setShare: (index, value) => setValue(`allocations.${index}.hours`, value),
  });

  const submit = handleSubmit(async (call) => {
    setFormError(null);
    try {
      await save.mutateAsync(call);
      enqueueSnackbar(t(record ? 'timeRecording.dialog.resubmitted' : 'timeRecording.dialog.saved'), {
        variant: 'success',
      });
      onClose();
    } catch (error) {
      setServerErrors(error);
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
          isRevalidating={formState.isSubmitted}
          sumHint={
            hours === null
              ? null
              : t('timeRecording.dialog.allocationsTotal', {
                  sum: formatHours(sumHundredths(shares.map((share) => share.hours)), language),
                  hours: formatHours(hours, language),
                })
          }
        />
      ) : null}
      <DescriptionField control={control} label={labels.description} error={errorAt(formState.errors, 'description')} />
    </FormDialog>
  );
}
