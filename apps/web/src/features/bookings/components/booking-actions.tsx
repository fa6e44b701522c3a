import type { Booking } from '@fm/contract/schemas/booking';
import type { BookingAction } from '@fm/contract/state-machines/booking';
import { Alert, Box, Button, Rating, TextField, Typography } from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { DatePickerField } from '../../../ui/date-picker-field.tsx';
import { enqueueSnackbar } from '../../../ui/snackbar.tsx';
import '../messages.ts';
import { type StatusAction, useChangeBookingStatus } from '../api/change-booking-status.ts';
import { useExtendBooking } from '../api/extend-booking.ts';
import { formatDate } from '../utils/format.ts';
import { BookingDialog } from './booking-dialog.tsx';

type Pending = 'declineByApprover' | 'declineByFreelancer' | 'cancel' | 'close' | 'extend' | 'edit' | null;

const CONFIRMED: Record<'declineByApprover' | 'declineByFreelancer' | 'cancel' | 'close', StatusAction> = {
  declineByApprover: 'decline',
  declineByFreelancer: 'decline',
  cancel: 'cancel',
  close: 'close',
};

/** The buttons of the actions the server allows the viewer, with their confirmations; a 409 is explained above them. */
export function BookingActions({ booking }: { booking: Booking }) {
  const { t } = useTranslation();
  const change = useChangeBookingStatus();
  const extend = useExtendBooking();
  const [pending, setPending] = useState<Pending>(null);
  const [reason, setReason] = useState('');
  const [stars, setStars] = useState<number | null>(null);
  const [comment, setComment] = useState('');
  const [endDate, setEndDate] = useState<string | null>(null);
  const [message, setMessage] = useState<{ severity: 'error' | 'success'; text: string } | null>(null);
  // The server computes these from the state machine and the caller's access: nothing is decided here.
  const actions = booking.allowed_actions;

  const explain = (error: unknown) => {
    if (!isApiError(error)) return;
    const text = error.status === 409 ? t('bookings.actions.conflict', { message: error.message }) : error.message;
    setMessage({ severity: 'error', text });
  };
  const run = async (action: StatusAction) => {
    setMessage(null);
    try {
      const result = await change.mutateAsync({
        action,
        bookingId: booking.id,
        reason,
        rating: action === 'close' ? { stars, comment } : null,
      });
      enqueueSnackbar(t('bookings.detail.statusChanged', { status: t(`bookings.status.${result.status}`) }), {
        variant: 'success',
      });
    } catch (error) {
      explain(error);
    } finally {
      setPending(null);
      setReason('');
      setStars(null);
      setComment('');
    }
  };
  const runExtend = async () => {
    if (!endDate) return;
    setMessage(null);
    try {
      await extend.mutateAsync({ bookingId: booking.id, endDate });
      enqueueSnackbar(t('bookings.dialog.updated'), { variant: 'success' });
      setPending(null);
    } catch (error) {
      if (isApiError(error) && error.status === 400) {
        setMessage({ severity: 'error', text: Object.values(error.fieldErrors).flat().join(' ') || error.message });
      } else {
        explain(error);
        setPending(null);
      }
    }
  };

  const button = (action: BookingAction, onClick: () => void, variant: 'contained' | 'outlined' = 'outlined') =>
    actions.includes(action) ? (
      <Button
        key={action}
        variant={variant}
        color={action === 'cancel' || action.startsWith('decline') ? 'error' : 'primary'}
        onClick={onClick}
        disabled={change.isPending}
      >
        {t(`bookings.actions.${action.startsWith('decline') ? 'decline' : action}`)}
      </Button>
    ) : null;

  const isConfirming = pending !== null && pending in CONFIRMED;
  const confirmTexts = (() => {
    if (pending === 'cancel')
      return { title: t('bookings.actions.cancelTitle'), text: t('bookings.actions.cancelText') };
    if (pending === 'close') return { title: t('bookings.actions.closeTitle'), text: t('bookings.actions.closeText') };
    return { title: t('bookings.actions.declineTitle'), text: t('bookings.actions.declineText') };
  })();
  const minEnd = dayjs(booking.end_date).add(1, 'day').format('YYYY-MM-DD');

  return (
    <Box>
      {message ? (
        <Alert severity={message.severity} sx={{ mb: 2 }} onClose={() => setMessage(null)}>
          {message.text}
        </Alert>
      ) : null}
      {actions.length > 0 ? (
        <Box role="group" aria-label={t('bookings.actions.label')} sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
          {button('approve', () => void run('approve'), 'contained')}
          {button('accept', () => void run('accept'), 'contained')}
          {button('declineByApprover', () => setPending('declineByApprover'))}
          {button('declineByFreelancer', () => setPending('declineByFreelancer'))}
          {button('edit', () => setPending('edit'))}
          {button('extend', () => {
            setEndDate(null);
            setPending('extend');
          })}
          {button('close', () => setPending('close'))}
          {button('cancel', () => setPending('cancel'))}
        </Box>
      ) : null}

      <ConfirmDialog
        isOpen={isConfirming}
        title={confirmTexts.title}
        text={confirmTexts.text}
        confirmLabel={
          pending === 'close'
            ? t('bookings.actions.close')
            : pending === 'cancel'
              ? t('bookings.actions.cancel')
              : t('bookings.actions.decline')
        }
        cancelLabel={t('bookings.actions.keep')}
        confirmColor={pending === 'close' ? 'primary' : 'error'}
        isBusy={change.isPending}
        onConfirm={() => void run(CONFIRMED[pending as keyof typeof CONFIRMED])}
        onCancel={() => setPending(null)}
      >
        {pending === 'close' ? (
          <Box sx={{ mt: 2 }}>
            <Typography component="legend" variant="body2" id={`rating-${booking.id}`}>
              {t('bookings.actions.ratingLabel')}
            </Typography>
            <Rating
              name={`rating-${booking.id}`}
              value={stars}
              onChange={(_event, value) => setStars(value)}
              getLabelText={(value) => t('bookings.actions.ratingStars', { count: value })}
            />
            <TextField
              fullWidth
              multiline
              minRows={2}
              sx={{ mt: 1 }}
              label={t('bookings.actions.ratingComment')}
              value={comment}
              disabled={!stars}
              onChange={(event) => setComment(event.target.value)}
              slotProps={{ htmlInput: { maxLength: 2000 } }}
            />
          </Box>
        ) : (
          <TextField
            fullWidth
            multiline
            minRows={2}
            sx={{ mt: 2 }}
            label={t('bookings.actions.reason')}
            value={reason}
            onChange={(event) => setReason(event.target.value)}
          />
        )}
      </ConfirmDialog>

      <ConfirmDialog
        isOpen={pending === 'extend'}
        title={t('bookings.actions.extendTitle')}
        text={t('bookings.actions.extendText', { date: formatDate(booking.end_date) })}
        confirmLabel={t('bookings.actions.extend')}
        cancelLabel={t('bookings.dialog.cancel')}
        isBusy={extend.isPending}
        isConfirmDisabled={!endDate}
        onConfirm={() => void runExtend()}
        onCancel={() => setPending(null)}
      >
        <Box sx={{ mt: 2 }}>
          <DatePickerField
            label={t('bookings.actions.newEndDate')}
            value={endDate}
            onChange={setEndDate}
            minDate={minEnd}
            referenceDate={minEnd}
            isRequired
          />
        </Box>
      </ConfirmDialog>

      {pending === 'edit' ? <BookingDialog isOpen booking={booking} onClose={() => setPending(null)} /> : null}
    </Box>
  );
}
