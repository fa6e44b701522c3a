import {
  type FlatRatePayment,
  flatRatePaymentUpdateInput,
  flatRateSplitInput,
  sumAmounts,
} from '@fm/contract/schemas/flat-rate-payment';
import { Box, Typography } from '@mui/material';
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
import { formatMoney } from '../../../components/record-list/format.ts';
import { placeServerErrors, resolveWithContract } from '../../../lib/contract-form-errors.ts';
import { type FlatRateChange, useChangeFlatRatePayment } from '../api/save-flat-rate-payment.ts';

export type PaymentForm = {
  booking_id: number | '';
  payment_date: string | null;
  amount: number | null;
  description: string;
  /** One entry per active allocation when the booking has several; empty otherwise. */
  allocations: { allocation_id: number; number: string; amount: number | null }[];
};

const FORM_FIELDS = ['booking_id', 'payment_date', 'amount', 'description', 'allocations'] as const;

type ChangeDraft = { kind: 'create' | 'update'; input: Record<string, unknown> };

/** What the form would send, before the contract's schema has checked it (the resolver checks this). */
function toDraft(values: PaymentForm, singleAllocationId: number | null, paymentId: number | null): ChangeDraft {
  const allocations =
    values.allocations.length > 0
      ? values.allocations.map(({ allocation_id, amount }) => ({ allocation_id, amount }))
      : singleAllocationId === null
        ? []
        : [{ allocation_id: singleAllocationId, amount: values.amount }];
  const fields = { payment_date: values.payment_date ?? undefined, description: values.description, allocations };
  if (paymentId !== null) return { kind: 'update', input: { ...fields, id: paymentId } };
  return { kind: 'create', input: { ...fields, booking_id: values.booking_id === '' ? undefined : values.booking_id } };
}

/**
 * The wire call: a new payment spread over the allocations, or a correction of a rejected one. The body is the
 * contract schema's parsed output, so it is typed without a cast; it runs after the resolver passed.
 */
export function toChange(
  values: PaymentForm,
  singleAllocationId: number | null,
  paymentId: number | null,
): FlatRateChange {
  const { kind, input } = toDraft(values, singleAllocationId, paymentId);
  if (kind === 'update') return { kind, body: flatRatePaymentUpdateInput.parse(input) };
  return { kind, body: flatRateSplitInput.parse(input) };
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
  const save = useChangeFlatRatePayment();
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

  const { form, resolverRef } = useLateResolverForm<PaymentForm>({
    booking_id: payment?.booking_id ?? bookingId ?? '',
    payment_date: payment?.payment_date ?? null,
    amount: payment?.amount ?? null,
    description: payment?.description ?? '',
    allocations: [],
  });
  const { control, handleSubmit, watch, setValue, setError, formState } = form;
  const [chosenId, amount] = watch(['booking_id', 'amount']);
  const { options, hasNoBookings, booking, allocations } = useRecordBooking('FLAT', chosenId, payment?.booking);
  const isSplit = allocations.length > 1;
  const amountLeft = booking?.amount_left ?? null;
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
    const change = toDraft(values, allocations[0]?.id ?? null, payment?.id ?? null);
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
    const input = change.input;
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

  // A single allocation's amount error is the amount's.
  const amountError =
    errorAt(formState.errors, 'amount') ?? (isSplit ? undefined : errorAt(formState.errors, 'allocations.0.amount'));

  return (
    <FormDialog
      isOpen={isOpen}
      isBusy={save.isPending}
      title={t(payment ? 'flatRate.dialog.editTitle' : 'flatRate.dialog.createTitle')}
      closeLabel={t('flatRate.dialog.close')}
      submitLabel={t(payment ? 'flatRate.dialog.resubmit' : 'flatRate.dialog.submit')}
      onClose={onClose}
      onSubmit={submit}
      formError={formError}
      notes={[
        payment?.comment ? t('flatRate.dialog.comment', { comment: payment.comment }) : null,
        hasNoBookings ? t('flatRate.dialog.noBookings') : null,
      ]}
    >
      <BookingSelectField
        control={control}
        label={labels.booking_id}
        options={options}
        isDisabled={Boolean(payment)}
        error={errorAt(formState.errors, 'booking_id')}
        leftHint={
          amountLeft === null ? null : t('flatRate.dialog.amountLeft', { amount: formatMoney(amountLeft, language) })
        }
      />
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
      {amountError && !errorAt(formState.errors, 'amount') ? (
        <Typography variant="body2" color="error" role="alert">
          {amountError}
        </Typography>
      ) : null}
      {isSplit ? (
        <AllocationSplitFields
          control={control}
          label={t('flatRate.dialog.allocations')}
          allocations={allocations}
          valueKey="amount"
          fieldLabel={(number) => t('flatRate.dialog.allocationAmount', { number })}
          error={splitErrorOf(formState.errors)}
          sumHint={
            amount === null ? null : t('flatRate.dialog.allocationsSum', { amount: formatMoney(amount, language) })
          }
        />
      ) : null}
      <DescriptionField control={control} label={labels.description} error={errorAt(formState.errors, 'description')} />
    </FormDialog>
  );
}
