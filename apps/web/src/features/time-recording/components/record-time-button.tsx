import type { Booking } from '@fm/contract/schemas/booking';
import { useTranslation } from 'react-i18next';
import { OpenRecordDialogButton } from '../../../components/record-dialog/open-record-dialog-button.tsx';
import '../messages.ts';
import { TimeRecordDialog } from './time-record-dialog.tsx';

/** "Record time" on the booking page, when the server allows it (the freelancer's own BOOKED hourly booking). */
export function RecordTimeButton({ booking }: { booking: Pick<Booking, 'id' | 'allowed_actions'> }) {
  const { t } = useTranslation();
  if (!booking.allowed_actions.includes('recordTime')) return null;
  return (
    <OpenRecordDialogButton
      label={t('timeRecording.recordTime')}
      renderDialog={(onClose) => <TimeRecordDialog isOpen bookingId={booking.id} onClose={onClose} />}
    />
  );
}
