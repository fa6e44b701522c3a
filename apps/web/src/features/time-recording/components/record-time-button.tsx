import type { Booking } from '@fm/contract/schemas/booking';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../stores/auth-store.ts';
import '../messages.ts';
import { TimeRecordDialog } from './time-record-dialog.tsx';

/** "Record time" on the booking page: the freelancer on a BOOKED hourly booking. Renders nothing otherwise. */
export function RecordTimeButton({ booking }: { booking: Pick<Booking, 'id' | 'status' | 'rate_type'> }) {
  const { t } = useTranslation();
  const isFreelancer = useAuthStore((state) => state.user?.roles.includes('freelancer') ?? false);
  const [isOpen, setIsOpen] = useState(false);
  if (!isFreelancer || booking.status !== 'BOOKED' || booking.rate_type !== 'HOURLY') return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() => setIsOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('timeRecording.recordTime')}
      </Button>
      {isOpen ? <TimeRecordDialog isOpen bookingId={booking.id} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}
