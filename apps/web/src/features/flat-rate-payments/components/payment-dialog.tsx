import {
  type FlatRatePayment,
  flatRatePaymentUpdateInput,
  flatRateSplitInput,
} from '@fm/contract/schemas/flat-rate-payment';
import { useTranslation } from 'react-i18next';
import { RecordDialog } from '../../../components/record-dialog/record-dialog.tsx';
import {
  type ParsedRecordCall,
  parseCall,
  type RecordContext,
  recordFormSchema,
} from '../../../components/record-dialog/record-form-schema.ts';
import { formatMoney } from '../../../components/record-list/format.ts';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import '../messages.ts';
import { type FlatRateChange, useChangeFlatRatePayment } from '../api/save-flat-rate-payment.ts';

export type PaymentForm = {
  booking_id: number | '';
  payment_date: string | null;
  amount: number | null;
  description: string;
  /** One entry per active allocation when the booking has several; empty otherwise. */
  allocations: { allocation_id: number; number: string; amount: number | null }[];
};

const FIELD_NAMES = { date: 'payment_date', total: 'amount' };
const EXCEEDED_KEY = 'catalogue.bookingAmountExceeded';

/** What the form knows besides its values: the payment it corrects, the allocations, the amount left. */
export type PaymentContext = RecordContext & { paymentId: number | null };

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
function parseDraft(draft: ReturnType<typeof toDraft>): ParsedRecordCall<FlatRateChange> {
  return draft.kind === 'update'
    ? parseCall('update', flatRatePaymentUpdateInput, draft.input)
    : parseCall('create', flatRateSplitInput, draft.input);
}

/** The dialog's schema: the form's values in, the wire call out (see `recordFormSchema`). */
export function paymentFormSchema(context: PaymentContext) {
  return recordFormSchema<PaymentForm, FlatRateChange>(
    { names: FIELD_NAMES, exceededKey: EXCEEDED_KEY, context },
    (values) => parseDraft(toDraft(values, context)),
  );
}

export type PaymentDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** The rejected payment to correct; a new payment without it. */
  payment?: FlatRatePayment;
  /** Preselected booking (from the booking page). */
  bookingId?: number | null;
};

/** The "flat-rate booking payment" dialog (docs/product.md §3): an agency user records part of a flat booking's amount. */
export function PaymentDialog({ isOpen, onClose, payment, bookingId = null }: PaymentDialogProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const save = useChangeFlatRatePayment();
  const paymentId = payment?.id ?? null;
  return (
    <RecordDialog
      isOpen={isOpen}
      onClose={onClose}
      rateType="FLAT"
      names={FIELD_NAMES}
      texts={{
        title: t(payment ? 'flatRate.dialog.editTitle' : 'flatRate.dialog.createTitle'),
        close: t('flatRate.dialog.close'),
        submit: t(payment ? 'flatRate.dialog.resubmit' : 'flatRate.dialog.submit'),
        saved: t(payment ? 'flatRate.dialog.resubmitted' : 'catalogue.flatRatePaymentInitiated'),
        labels: {
          booking: t('flatRate.dialog.booking'),
          date: t('flatRate.dialog.paymentDate'),
          total: t('flatRate.dialog.amount'),
          description: t('flatRate.dialog.description'),
          allocations: t('flatRate.dialog.allocations'),
        },
        noBookings: t('flatRate.dialog.noBookings'),
        comment: payment?.comment ? t('flatRate.dialog.comment', { comment: payment.comment }) : null,
        left: (left) => t('flatRate.dialog.amountLeft', { amount: formatMoney(left, language) }),
        allocationField: (number) => t('flatRate.dialog.allocationAmount', { number }),
        splitSum: (sum, amount) =>
          t('flatRate.dialog.allocationsTotal', {
            sum: formatMoney(sum, language),
            amount: formatMoney(amount, language),
          }),
      }}
      defaultValues={{
        booking_id: payment?.booking_id ?? bookingId ?? '',
        payment_date: payment?.payment_date ?? null,
        amount: payment?.amount ?? null,
        description: payment?.description ?? '',
        allocations: [],
      }}
      fixedBooking={payment?.booking}
      shareOf={(allocationId) => payment?.allocations.find((part) => part.allocation_id === allocationId)?.amount ?? 0}
      leftOf={(booking) => booking?.amount_left ?? null}
      schemaFor={(context) => paymentFormSchema({ ...context, paymentId })}
      exceededKey={EXCEEDED_KEY}
      save={save}
      isTotalFirst
      isDateInBooking={false}
    />
  );
}
