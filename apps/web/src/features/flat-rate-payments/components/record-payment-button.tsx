import type { Booking } from '@fm/contract/schemas/booking';
import { useTranslation } from 'react-i18next';
import { OpenRecordDialogButton } from '../../../components/record-dialog/open-record-dialog-button.tsx';
import { isAgencyUser, useAuthStore } from '../../../stores/auth-store.ts';
import '../messages.ts';
import { PaymentDialog } from './payment-dialog.tsx';

/** "Record payment" on the booking page: agency users on a BOOKED flat booking. Renders nothing otherwise. */
export function RecordPaymentButton({ booking }: { booking: Pick<Booking, 'id' | 'status' | 'rate_type'> }) {
  const { t } = useTranslation();
  const isAgency = useAuthStore(isAgencyUser);
  if (!isAgency || booking.status !== 'BOOKED' || booking.rate_type !== 'FLAT') return null;
  return (
    <OpenRecordDialogButton
      label={t('flatRate.add')}
      renderDialog={(onClose) => <PaymentDialog isOpen bookingId={booking.id} onClose={onClose} />}
    />
  );
}
