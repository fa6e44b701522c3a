import type { Booking } from '@fm/contract/schemas/booking';
import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isAgencyUser, useAuthStore } from '../../../stores/auth-store.ts';
import '../messages.ts';
import { PaymentDialog } from './payment-dialog.tsx';

/** "Record payment" on the booking page: agency users on a BOOKED flat booking. Renders nothing otherwise. */
export function RecordPaymentButton({ booking }: { booking: Pick<Booking, 'id' | 'status' | 'rate_type'> }) {
  const { t } = useTranslation();
  const isAgency = useAuthStore(isAgencyUser);
  const [isOpen, setIsOpen] = useState(false);
  if (!isAgency || booking.status !== 'BOOKED' || booking.rate_type !== 'FLAT') return null;
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() => setIsOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {t('flatRate.add')}
      </Button>
      {isOpen ? <PaymentDialog isOpen bookingId={booking.id} onClose={() => setIsOpen(false)} /> : null}
    </>
  );
}
