import type { Booking } from '@fm/contract/schemas/booking';
import { useTranslation } from 'react-i18next';
import { OpenRecordDialogButton } from '../../../components/record-dialog/open-record-dialog-button.tsx';
import '../messages.ts';
import { PaymentDialog } from './payment-dialog.tsx';

/** "Record payment" on the booking page, when the server allows it (the agency side of a BOOKED flat booking). */
export function RecordPaymentButton({ booking }: { booking: Pick<Booking, 'id' | 'allowed_actions'> }) {
  const { t } = useTranslation();
  if (!booking.allowed_actions.includes('recordPayment')) return null;
  return (
    <OpenRecordDialogButton
      label={t('flatRate.add')}
      renderDialog={(onClose) => <PaymentDialog isOpen bookingId={booking.id} onClose={onClose} />}
    />
  );
}
