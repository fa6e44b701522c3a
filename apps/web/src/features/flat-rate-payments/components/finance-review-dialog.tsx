import type { FlatRatePayment } from '@fm/contract/schemas/flat-rate-payment';
import { isFlatRateRefusal } from '@fm/contract/state-machines/flat-rate-payment';
import {
  Alert,
  Box,
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogTitle,
  Stack,
  TextField,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { enqueueSnackbar } from '../../../ui/snackbar.tsx';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import '../messages.ts';
import { formatDate, formatMoney } from '../../../components/record-list/format.ts';
import { useChangeFlatRatePayment } from '../api/save-flat-rate-payment.ts';

type FinanceReviewDialogProps = { payment: FlatRatePayment; onClose: () => void };

/** The "flat-rate booking finance review" dialog: finance approves or rejects a payment, with a comment. */
export function FinanceReviewDialog({ payment, onClose }: FinanceReviewDialogProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const titleId = useId();
  const change = useChangeFlatRatePayment();
  const [comment, setComment] = useState('');
  const [commentError, setCommentError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const decide = (status: 'FINANCE_APPROVED' | 'FINANCE_REJECTED') => {
    setFormError(null);
    // A rejection goes back to the agency, which needs to know what to correct.
    if (isFlatRateRefusal(status) && !comment.trim()) {
      setCommentError(t('flatRate.reviewDialog.commentRequired'));
      return;
    }
    change.mutate(
      { kind: 'update', body: { id: payment.id, status, comment: comment.trim() || null } },
      {
        onSuccess: () => {
          enqueueSnackbar(
            t(isFlatRateRefusal(status) ? 'flatRate.reviewDialog.rejected' : 'flatRate.reviewDialog.approved'),
            { variant: 'success' },
          );
          onClose();
        },
        onError: (error) => {
          if (!isApiError(error) || error.status >= 500) return;
          if (error.fieldErrors.comment) setCommentError(error.fieldErrors.comment.join(' '));
          else setFormError(error.message);
        },
      },
    );
  };

  const row = (label: string, value: string) => (
    <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '10rem 1fr' }, gap: { xs: 0, sm: 1 } }}>
      <Typography variant="body2" color="text.secondary">
        {label}
      </Typography>
      <Typography variant="body2">{value}</Typography>
    </Box>
  );

  return (
    <Dialog
      open
      onClose={() => (change.isPending ? undefined : onClose())}
      fullScreen={isPhone}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('flatRate.reviewDialog.title')}</DialogTitle>
      <DialogContent dividers>
        <Stack spacing={1.5}>
          {formError ? <Alert severity="error">{formError}</Alert> : null}
          {row(t('flatRate.reviewDialog.booking'), `${payment.booking.booking_code} · ${payment.booking.title}`)}
          {row(
            t('flatRate.reviewDialog.freelancer'),
            `${payment.freelancer.first_name} ${payment.freelancer.last_name}`,
          )}
          {row(t('flatRate.reviewDialog.agency'), payment.agency.name)}
          {row(t('flatRate.reviewDialog.amount'), formatMoney(payment.amount, language))}
          {row(t('flatRate.reviewDialog.paymentDate'), formatDate(payment.payment_date))}
          {row(t('flatRate.reviewDialog.description'), payment.description)}
          {row(
            t('flatRate.reviewDialog.allocations'),
            payment.allocations
              .map((allocation) => `${allocation.number}: ${formatMoney(allocation.amount, language)}`)
              .join(', '),
          )}
          <TextField
            multiline
            minRows={2}
            label={t('flatRate.reviewDialog.comment')}
            value={comment}
            onChange={(event) => {
              setComment(event.target.value);
              setCommentError(null);
            }}
            error={Boolean(commentError)}
            helperText={commentError ?? undefined}
          />
        </Stack>
      </DialogContent>
      <DialogActions sx={{ flexWrap: 'wrap', gap: 1 }}>
        <Button onClick={onClose} disabled={change.isPending}>
          {t('flatRate.reviewDialog.close')}
        </Button>
        <Button color="error" disabled={change.isPending} onClick={() => decide('FINANCE_REJECTED')}>
          {t('flatRate.reviewDialog.reject')}
        </Button>
        <Button
          variant="contained"
          disabled={change.isPending}
          startIcon={change.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          onClick={() => decide('FINANCE_APPROVED')}
        >
          {t('flatRate.reviewDialog.approve')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
