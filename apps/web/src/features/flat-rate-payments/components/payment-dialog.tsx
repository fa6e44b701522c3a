import {
  type FlatRatePayment,
  flatRatePaymentUpdateInput,
  flatRateSplitInput,
} from '@fm/contract/schemas/flat-rate-payment';
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
import { formatMoney, sumHundredths } from '../../../components/record-list/format.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
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

/** What the form knows besides its values: the payment it corrects, the allocations, the amount left. */
export type PaymentContext = {
  paymentId: number | null;
  /** The booking's first active allocation: without a split it carries the whole amount. */
  singleAllocationId: number | null;
  amountLeft: number | null;
  isSplit: boolean;
};

/** What the form would send, before the contract's schema has checked it; empty shares are left out. */
function toDraft(values: PaymentForm, { paymentId, singleAllocationId, isSplit }: PaymentContext) {
  const allocations = isSplit
    ? values.allocations
        .filter((share) => share.amount !== null && share.amount !== 0)
        .map(({ allocation_id, amount }) => ({ allocation_id, amount }))
    : singleAllocationId === null
      ? []
      : [{ allocation_id: singleAllocationId, amount: values.amount ?? undefined }];
  const fields = { payment_date: values.payment_date ?? undefined, description: values.description, allocations };
  if (paymentId !== null) return { kind: 'update' as const, input: { ...fields, id: paymentId } };
  return {
    kind: 'create' as const,
    input: { ...fields, booking_id: values.booking_id === '' ? undefined : values.booking_id },
  };
}

/** The wire call after the contract's schema: a new payment spread over the allocations, or a correction. */
function parseDraft(
  draft: ReturnType<typeof toDraft>,
): { call: FlatRateChange; issues: [] } | { call: null; issues: z.core.$ZodIssue[] } {
  if (draft.kind === 'update') {
    const result = flatRatePaymentUpdateInput.safeParse(draft.input);
    return result.success
      ? { call: { kind: 'update', body: result.data }, issues: [] }
      : { call: null, issues: result.error.issues };
  }
  const result = flatRateSplitInput.safeParse(draft.input);
  return result.success
    ? { call: { kind: 'create', body: result.data }, issues: [] }
    : { call: null, issues: result.error.issues };
}

/**
 * The dialog's schema: the form's values in, the wire call out. Without a split the one allocation carries the
 * amount, so its errors are the amount's; with a split the shares are checked once, as a whole, on save.
 */
export function paymentFormSchema(context: PaymentContext) {
  return z.custom<PaymentForm>().transform((values, ctx) => {
    const required = (path: string) => ctx.addIssue({ code: 'custom', path: [path], message: 'validation.required' });
    if (values.booking_id === '') required('booking_id');
    if (!values.payment_date) required('payment_date');
    if (values.amount === null) required('amount');
    if (values.amount !== null && context.amountLeft !== null && values.amount > context.amountLeft + 1e-9)
      ctx.addIssue({ code: 'custom', path: ['amount'], message: 'catalogue.bookingAmountExceeded' });
    const shares = values.allocations.map((share) => share.amount);
    if (context.isSplit && values.amount !== null && sumHundredths(shares) !== values.amount)
      ctx.addIssue({ code: 'custom', path: ['allocations'], message: 'validation.allocationsSum' });
    const { call, issues } = parseDraft(toDraft(values, context));
    // The form's own check of a field comes first; the contract's issue at the same field would repeat it.
    // Without a split the one allocation's amount is the amount field.
    const own = new Set(ctx.issues.map((issue) => issue.path?.join('.')));
    for (const issue of issues) {
      const raised = splitIssue(issue);
      const placed = !context.isSplit && issue.path[0] === 'allocations' ? { ...raised, path: ['amount'] } : raised;
      if (!own.has(placed.path?.join('.'))) ctx.addIssue(placed);
    }
    return call ?? z.NEVER;
  });
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
  const labels: Record<string, string> = useMemo(
    () => ({
      booking_id: t('flatRate.dialog.booking'),
      payment_date: t('flatRate.dialog.paymentDate'),
      amount: t('flatRate.dialog.amount'),
      description: t('flatRate.dialog.description'),
      allocations: t('flatRate.dialog.allocations'),
    }),
    [t],
  );
  const [context, setContext] = useState<PaymentContext>({
    paymentId: payment?.id ?? null,
    singleAllocationId: null,
    amountLeft: null,
    isSplit: false,
  });
  const schema = useMemo(() => paymentFormSchema(context), [context]);
  const form = useContractForm({
    schema,
    labels,
    defaultValues: {
      booking_id: payment?.booking_id ?? bookingId ?? '',
      payment_date: payment?.payment_date ?? null,
      amount: payment?.amount ?? null,
      description: payment?.description ?? '',
      allocations: [],
    },
    fields: FORM_FIELDS,
    codeFields: { 'catalogue.bookingAmountExceeded': 'amount' },
    fallbackKey: 'error.unknown',
  });
  const { control, handleSubmit, watch, setValue, getValues, formState, formError, setFormError, setServerErrors } =
    form;
  const [chosenId, amount, shares] = watch(['booking_id', 'amount', 'allocations']);
  const { options, hasNoBookings, booking, allocations } = useRecordBooking('FLAT', chosenId, payment?.booking);
  const isSplit = allocations.length > 1;
  const amountLeft = booking?.amount_left ?? null;
  const singleAllocationId = allocations[0]?.id ?? null;
  if (
    context.amountLeft !== amountLeft ||
    context.isSplit !== isSplit ||
    context.singleAllocationId !== singleAllocationId
  )
    setContext({ paymentId: payment?.id ?? null, singleAllocationId, amountLeft, isSplit });
  useSplitFollowing({
    allocations,
    isSplit,
    total: amount,
    weights: allocations.map(
      (allocation) => payment?.allocations.find((part) => part.allocation_id === allocation.id)?.amount ?? 0,
    ),
    readShares: () => getValues('allocations').map((share) => share.amount),
    resetShares: (split) =>
      setValue(
        'allocations',
        split.map(({ share, ...rest }) => ({ ...rest, amount: share })),
      ),
    setShare: (index, value) => setValue(`allocations.${index}.amount`, value),
  });

  const submit = handleSubmit(async (change) => {
    setFormError(null);
    try {
      await save.mutateAsync(change);
      enqueueSnackbar(t(payment ? 'flatRate.dialog.resubmitted' : 'catalogue.flatRatePaymentInitiated'), {
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
        />
        <DatePickerFieldControlled name="payment_date" control={control} label={labels.payment_date} isRequired />
      </Box>
      {isSplit ? (
        <AllocationSplitFields
          control={control}
          label={t('flatRate.dialog.allocations')}
          allocations={allocations}
          valueKey="amount"
          fieldLabel={(number) => t('flatRate.dialog.allocationAmount', { number })}
          error={splitErrorOf(formState.errors)}
          isRevalidating={formState.isSubmitted}
          sumHint={
            amount === null
              ? null
              : t('flatRate.dialog.allocationsTotal', {
                  sum: formatMoney(sumHundredths(shares.map((share) => share.amount)), language),
                  amount: formatMoney(amount, language),
                })
          }
        />
      ) : null}
      <DescriptionField control={control} label={labels.description} error={errorAt(formState.errors, 'description')} />
    </FormDialog>
  );
}
