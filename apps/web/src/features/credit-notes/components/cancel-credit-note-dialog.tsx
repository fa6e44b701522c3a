import type { CreditNote } from '@fm/contract/schemas/credit-note';
import { TEXT_MAX } from '@fm/contract/schemas/validation';
import {
  Alert,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  TextField,
} from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { enqueueSnackbar } from '../../../ui/snackbar.tsx';
import '../messages.ts';
import { useCancelCreditNote } from '../api/credit-notes.ts';

/** Finance cancels a note with a reason; the dialog states what happens to the note and its record. */
export function CancelCreditNoteDialog({ note, onClose }: { note: CreditNote; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const cancel = useCancelCreditNote();
  const [reason, setReason] = useState('');
  const [reasonError, setReasonError] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);

  const submit = () => {
    setFormError(null);
    if (!reason.trim()) {
      setReasonError(t('creditNotes.cancelDialog.reasonRequired'));
      return;
    }
    cancel.mutate(
      { id: note.id, reason: reason.trim() },
      {
        onSuccess: () => {
          enqueueSnackbar(t('creditNotes.cancelDialog.done', { number: note.number }), { variant: 'success' });
          onClose();
        },
        onError: (error) => {
          if (!isApiError(error) || error.status >= 500) return;
          if (error.fieldErrors.reason) setReasonError(error.fieldErrors.reason.join(' '));
          else setFormError(error.message);
        },
      },
    );
  };

  return (
    <Dialog
      open
      onClose={() => (cancel.isPending ? undefined : onClose())}
      fullWidth
      maxWidth="sm"
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{t('creditNotes.cancelDialog.title', { number: note.number })}</DialogTitle>
      <DialogContent>
        {formError ? (
          <Alert severity="error" sx={{ mb: 2 }}>
            {formError}
          </Alert>
        ) : null}
        <DialogContentText sx={{ mb: 2 }}>{t('creditNotes.cancelDialog.text')}</DialogContentText>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          required
          label={t('creditNotes.cancelDialog.reason')}
          value={reason}
          onChange={(event) => {
            setReason(event.target.value);
            setReasonError(null);
          }}
          error={reasonError !== null}
          helperText={reasonError ?? `${reason.length} / ${TEXT_MAX.comment}`}
          slotProps={{ htmlInput: { maxLength: TEXT_MAX.comment } }}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={cancel.isPending}>
          {t('creditNotes.cancelDialog.back')}
        </Button>
        <Button color="error" variant="contained" onClick={submit} disabled={cancel.isPending}>
          {t('creditNotes.cancelDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
