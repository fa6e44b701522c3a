import type { Booking } from '@fm/contract/schemas/booking';
import { useTranslation } from 'react-i18next';
import { OpenRecordDialogButton } from '../../../components/record-dialog/open-record-dialog-button.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import '../messages.ts';
import { TimeRecordDialog } from './time-record-dialog.tsx';

/** "Record time" on the booking page: the freelancer on a BOOKED hourly booking. Renders nothing otherwise. */
export function RecordTimeButton({ booking }: { booking: Pick<Booking, 'id' | 'status' | 'rate_type'> }) {
  const { t } = useTranslation();
  const isFreelancer = useAuthStore((state) => state.user?.roles.includes('freelancer') ?? false);
  if (!isFreelancer || booking.status !== 'BOOKED' || booking.rate_type !== 'HOURLY') return null;
  return (
    <OpenRecordDialogButton
      label={t('timeRecording.recordTime')}
      renderDialog={(onClose) => <TimeRecordDialog isOpen bookingId={booking.id} onClose={onClose} />}
    />
  );
}
