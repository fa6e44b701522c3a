import type { Booking } from '@fm/contract/schemas/booking';
import {
  type FlatRatePayment,
  flatRatePaymentUpdateInput,
  flatRateSplitInput,
  sumAmounts,
} from '@fm/contract/schemas/flat-rate-payment';
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
import { type FlatRateChange, useChangeFlatRatePayment } from '../api/save-flat-rate-payment.ts';
import { formatMoney } from '../utils/format.ts';

export type PaymentForm = {
  booking_id: number | '';
  payment_date: string | null;
  amount: number | null;
  description: string;
  /** One entry per active allocation when the booking has several; empty otherwise. */
  allocations: { allocation_id: number; number: string; amount: number | null }[];
};

const FORM_FIELDS = ['booking_id', 'payment_date', 'amount', 'description', 'allocations'] as const;

function activeAllocations(booking: Booking | undefined) {
  return (booking?.projectAllocations ?? []).filter((allocation) => allocation.is_active);
}

/** The wire call: a new payment spread over the allocations, or a correction of a rejected one. */
export function toChange(
  values: PaymentForm,
  singleAllocationId: number | null,
  paymentId: number | null,
): FlatRateChange {
  const allocations =
    values.allocations.length > 0
      ? values.allocations.map(({ allocation_id, amount }) => ({ allocation_id, amount: amount as number }))
      : singleAllocationId === null
        ? []
        : [{ allocation_id: singleAllocationId, amount: values.amount as number }];
  const fields = {
    payment_date: values.payment_date ?? undefined,
    description: values.description,
    allocations,
  } as never;
  if (paymentId !== null) return { kind: 'update', body: { ...(fields as object), id: paymentId } as never };
  return {
    kind: 'create',
    body: { ...(fields as object), booking_id: values.booking_id === '' ? undefined : values.booking_id } as never,
  };
}

export type PaymentDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The rejected payment to correct; a new payment without it. */
  payment?: FlatRatePayment;
  /** Preselected booking (from the booking page). */
  bookingId?: number | null;
};

/** The "flat-rate booking payment" dialog (document 1 §2): an agency user records part of a flat booking's amount. */
export function PaymentDialog({ isOpen, onClose, payment, bookingId = null }: PaymentDialogProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const save = useChangeFlatRatePayment();
  const bookings = useBookedBookings('FLAT', !payment);
  const [formError, setFormError] = useState<string | null>(null);
  const labels: Record<string, string> = useMemo(
    () => ({
      booking_id: t('flatRate.dialog.booking'),
      payment_date: t('flatRate.dialog.paymentDate'),
      amount: t('flatRate.dialog.amount'),
      description: t('flatRate.dialog.description'),
    }),
    [t],
  );

  // The resolver reads the chosen booking, which is known only after the form exists: it is read through a ref.
  const resolverRef = useRef<Resolver<PaymentForm> | null>(null);
  const form = useForm<PaymentForm>({
    resolver: (values, context, options) => (resolverRef.current as Resolver<PaymentForm>)(values, context, options),
    defaultValues: {
      booking_id: payment?.booking_id ?? bookingId ?? '',
      payment_date: payment?.payment_date ?? null,
      amount: payment?.amount ?? null,
      description: payment?.description ?? '',
      allocations: [],
    },
  });
  const { control, handleSubmit, watch, setValue, setError, formState } = form;
  const [chosenId, amount] = watch(['booking_id', 'amount']);
  const booking = useBookingDetail(chosenId === '' ? null : chosenId);
  const allocations = activeAllocations(booking.data);
  const isSplit = allocations.length > 1;
  const amountLeft = booking.data?.amount_left ?? null;
  const allocationIds = allocations.map((allocation) => allocation.id).join(',');

  // biome-ignore lint/correctness/useExhaustiveDependencies: the allocation ids are the identity that matters
  useEffect(() => {
    const previous = new Map(payment?.allocations.map((allocation) => [allocation.allocation_id, allocation.amount]));
    setValue(
      'allocations',
      isSplit
        ? allocations.map((allocation) => ({
            allocation_id: allocation.id,
            number: allocation.number,
            amount: previous.get(allocation.id) ?? null,
          }))
        : [],
    );
  }, [allocationIds, isSplit, setValue]);

  resolverRef.current = (values, _context, options) => {
    const change = toChange(values, allocations[0]?.id ?? null, payment?.id ?? null);
    const extra: Record<string, { type: string; message: string }> = {};
    const required = (name: string) => ({
      type: 'required',
      message: t('validation.required', { field: labels[name] }),
    });
    if (values.booking_id === '') extra.booking_id = required('booking_id');
    if (!values.payment_date) extra.payment_date = required('payment_date');
    if (values.amount === null) extra.amount = required('amount');
    if (values.amount !== null && amountLeft !== null && values.amount > amountLeft + 1e-9)
      extra.amount = { type: 'rule', message: t('catalogue.bookingAmountExceeded') };
    if (
      isSplit &&
      values.amount !== null &&
      sumAmounts(values.allocations.map((a) => ({ amount: a.amount ?? 0 }))) !== values.amount
    )
      extra.allocations = {
        type: 'rule',
        message: t('flatRate.dialog.allocationsSum', { amount: formatMoney(values.amount, language) }),
      };
    const schema = change.kind === 'update' ? flatRatePaymentUpdateInput : flatRateSplitInput;
    const input = change.kind === 'update' || change.kind === 'create' ? change.body : {};
    // Without a split the one allocation carries the amount: its errors belong to the amount field.
    const result = resolveWithContract(values, options, { schema, input, labels, t, extra });
    return result;
  };

  const submit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await save.mutateAsync(toChange(values, allocations[0]?.id ?? null, payment?.id ?? null));
      enqueueSnackbar(t(payment ? 'flatRate.dialog.resubmitted' : 'catalogue.flatRatePaymentInitiated'), {
        variant: 'success',
      });
      onClose();
    } catch (error) {
      setFormError(placeServerErrors(error, setError, FORM_FIELDS, { 'catalogue.bookingAmountExceeded': 'amount' }));
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
  // A single allocation's amount error is the amount's.
  const amountError = errorOf('amount') ?? (isSplit ? undefined : errorOf('allocations.0.amount'));
  // An error of the whole split sits at allocations.root once the allocation fields are registered.
  const allocationsError = errorOf('allocations') ?? errorOf('allocations.root');
  const bookingOptions = payment
    ? [{ id: payment.booking.id, title: payment.booking.title, booking_code: payment.booking.booking_code }]
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
      <DialogTitle id={titleId}>{t(payment ? 'flatRate.dialog.editTitle' : 'flatRate.dialog.createTitle')}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={`${titleId}-form`} noValidate onSubmit={submit}>
          <Stack spacing={2.5}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            {payment?.comment ? (
              <Alert severity="info">{t('flatRate.dialog.comment', { comment: payment.comment })}</Alert>
            ) : null}
            {!payment && bookings.isSuccess && bookingOptions.length === 0 ? (
              <Alert severity="info">{t('flatRate.dialog.noBookings')}</Alert>
            ) : null}
            <Controller
              name="booking_id"
              control={control}
              render={({ field }) => (
                <TextField
                  {...field}
                  select
                  required
                  disabled={Boolean(payment)}
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
            {amountLeft !== null ? (
              <Typography variant="body2" color="text.secondary" role="status">
                {t('flatRate.dialog.amountLeft', { amount: formatMoney(amountLeft, language) })}
              </Typography>
            ) : null}
            <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' } }}>
              <NumberFieldControlled
                name="amount"
                control={control}
                label={labels.amount}
                isRequired
                min={0}
                maxDecimals={2}
                rules={{ deps: ['allocations'] }}
              />
              <DatePickerFieldControlled name="payment_date" control={control} label={labels.payment_date} isRequired />
            </Box>
            {amountError && !errorOf('amount') ? (
              <Typography variant="body2" color="error" role="alert">
                {amountError}
              </Typography>
            ) : null}
            {isSplit ? (
              <Stack spacing={1.5} role="group" aria-label={t('flatRate.dialog.allocations')}>
                <Typography variant="subtitle2">{t('flatRate.dialog.allocations')}</Typography>
                {allocations.map((allocation, index) => (
                  <NumberFieldControlled
                    key={allocation.id}
                    name={`allocations.${index}.amount`}
                    control={control}
                    rules={{ deps: ['allocations'] }}
                    label={t('flatRate.dialog.allocationAmount', { number: allocation.number })}
                    min={0}
                    maxDecimals={2}
                  />
                ))}
                {allocationsError ? (
                  <Typography variant="body2" color="error" role="alert">
                    {allocationsError}
                  </Typography>
                ) : null}
                {amount === null ? null : (
                  <Typography variant="caption" color="text.secondary">
                    {t('flatRate.dialog.allocationsSum', { amount: formatMoney(amount, language) })}
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
          {t('flatRate.dialog.close')}
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={save.isPending}
          startIcon={save.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t(payment ? 'flatRate.dialog.resubmit' : 'flatRate.dialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
