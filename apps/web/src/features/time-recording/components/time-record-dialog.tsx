import type { Booking } from '@fm/contract/schemas/booking';
import {
  type TimeRecord,
  timeRecordCreateInput,
  timeRecordSplitInput,
  timeRecordUpdateInput,
} from '@fm/contract/schemas/time-record';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  MenuItem,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { enqueueSnackbar } from 'notistack';
import { useEffect, useId, useMemo, useRef, useState } from 'react';
import { Controller, type Resolver, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { DatePickerFieldControlled } from '../../../ui/date-picker-field.tsx';
import { NumberFieldControlled } from '../../../ui/number-field.tsx';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import '../messages.ts';
import { placeServerErrors, resolveWithContract } from '../../../lib/contract-form-errors.ts';
import { useBookedBookings, useBookingDetail } from '../api/get-bookings.ts';
import { type TimeRecordSave, useSaveTimeRecord } from '../api/save-time-record.ts';
import { formatHours, sumHundredths } from '../utils/format.ts';

export type TimeRecordForm = {
  booking_id: number | '';
  date: string | null;
  hours: number | null;
  description: string;
  allocations: { allocation_id: number; number: string; hours: number | null }[];
};

const FORM_FIELDS = ['booking_id', 'date', 'hours', 'description', 'allocations'] as const;

function activeAllocations(booking: Booking | undefined) {
  return (booking?.projectAllocations ?? []).filter((allocation) => allocation.is_active);
}

/** The wire call the form makes: a correction (PUT), a split (several allocations) or a plain record. */
export function toSave(values: TimeRecordForm, recordId: number | null): TimeRecordSave {
  const fields = {
    booking_id: values.booking_id === '' ? undefined : values.booking_id,
    date: values.date ?? undefined,
    hours: values.hours ?? undefined,
    description: values.description,
  } as never;
  if (recordId !== null) return { kind: 'update', body: { ...(fields as object), id: recordId } as never };
  if (values.allocations.length > 1) {
    const allocations = values.allocations.map(({ allocation_id, hours }) => ({ allocation_id, hours }));
    return { kind: 'split', body: { ...(fields as object), allocations } as never };
  }
  return { kind: 'create', body: fields };
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
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const save = useSaveTimeRecord();
  const bookings = useBookedBookings('HOURLY', !record);
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

  // The resolver reads the chosen booking, which is known only after the form exists: it is read through a ref.
  const resolverRef = useRef<Resolver<TimeRecordForm> | null>(null);
  const form = useForm<TimeRecordForm>({
    resolver: (values, context, options) => (resolverRef.current as Resolver<TimeRecordForm>)(values, context, options),
    defaultValues: {
      booking_id: record?.booking_id ?? bookingId ?? '',
      date: record?.date ?? null,
      hours: record?.hours ?? null,
      description: record?.description ?? '',
      allocations: [],
    },
  });
  const { control, handleSubmit, watch, setValue, setError, formState } = form;
  const [chosenId, hours] = watch(['booking_id', 'hours']);
  const booking = useBookingDetail(chosenId === '' ? null : chosenId);
  const allocations = activeAllocations(booking.data);
  const isSplit = !record && allocations.length > 1;
  // A correction gives its own hours back before it is checked again.
  const hoursLeft =
    booking.data?.hours_left === null || booking.data?.hours_left === undefined
      ? null
      : booking.data.hours_left +
        (record && record.status !== 'DECLINED' && record.status !== 'FINANCE_REJECTED' ? record.hours : 0);
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
    const call = toSave(values, record?.id ?? null);
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
    return resolveWithContract(values, options, { schema: SCHEMAS[call.kind], input: call.body, labels, t, extra });
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

  const errorOf = (name: string) =>
    (
      name
        .split('.')
        .reduce<unknown>((node, key) => (node as Record<string, unknown> | undefined)?.[key], formState.errors) as
        | { message?: string }
        | undefined
    )?.message;
  // An error of the whole split sits at allocations.root once the allocation fields are registered.
  const allocationsError = errorOf('allocations') ?? errorOf('allocations.root');
  const bookingOptions = record
    ? [{ id: record.booking.id, title: record.booking.title, booking_code: record.booking.booking_code }]
    : (bookings.data ?? []);

  return (
    <Dialog
      open={isOpen}
      onClose={() => {
        if (!save.isPending) onClose();
      }}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>
        {record
          ? t('timeRecording.dialog.editTitle', { record: record.time_record_id })
          : t('timeRecording.dialog.createTitle')}
      </DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={`${titleId}-form`} noValidate onSubmit={submit}>
          <Stack spacing={2.5}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            {record?.comment ? (
              <Alert severity="info">{t('timeRecording.dialog.comment', { comment: record.comment })}</Alert>
            ) : null}
            {!record && bookings.isSuccess && bookingOptions.length === 0 ? (
              <Alert severity="info">{t('timeRecording.dialog.noBookings')}</Alert>
            ) : null}
            <Controller
              name="booking_id"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  required
                  disabled={Boolean(record)}
                  label={labels.booking_id}
                  error={Boolean(errorOf('booking_id'))}
                  helperText={errorOf('booking_id')}
                  onChange={(event) => field.onChange(event.target.value === '' ? '' : Number(event.target.value))}
                >
                  {bookingOptions.map((option) => (
                    <MenuItem key={option.id} value={option.id}>
                      {option.booking_code} · {option.title}
                    </MenuItem>
                  ))}
                </TextField>
              )}
            />
            {hoursLeft !== null ? (
              <Typography variant="body2" color="text.secondary" role="status">
                {t('timeRecording.dialog.hoursLeft', { hours: formatHours(hoursLeft, language) })}
              </Typography>
            ) : null}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <DatePickerFieldControlled
                name="date"
                control={control}
                label={labels.date}
                isRequired
                minDate={booking.data?.start_date}
                maxDate={booking.data?.end_date}
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
              <Stack spacing={1.5} role="group" aria-label={t('timeRecording.dialog.allocations')}>
                <Typography variant="subtitle2">{t('timeRecording.dialog.allocations')}</Typography>
                {allocations.map((allocation, index) => (
                  <NumberFieldControlled
                    key={allocation.id}
                    name={`allocations.${index}.hours`}
                    control={control}
                    rules={{ deps: ['allocations'] }}
                    label={t('timeRecording.dialog.allocationHours', { number: allocation.number })}
                    min={0}
                    max={24}
                    maxDecimals={2}
                  />
                ))}
                {allocationsError ? (
                  <Typography variant="body2" color="error" role="alert">
                    {allocationsError}
                  </Typography>
                ) : null}
                {hours === null ? null : (
                  <Typography variant="caption" color="text.secondary">
                    {t('timeRecording.dialog.allocationsSum', { hours: formatHours(hours, language) })}
                  </Typography>
                )}
              </Stack>
            ) : null}
            <Controller
              name="description"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  required
                  multiline
                  minRows={2}
                  label={labels.description}
                  error={Boolean(errorOf('description'))}
                  helperText={errorOf('description')}
                />
              )}
            />
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={save.isPending}>
          {t('timeRecording.dialog.close')}
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t(record ? 'timeRecording.dialog.resubmit' : 'timeRecording.dialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
