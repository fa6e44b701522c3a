import { Button, CircularProgress, Dialog, DialogActions, DialogContent, DialogTitle, TextField } from '@mui/material';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import '../messages.ts';

type CommentDialogProps = {
  title: string;
  isBusy: boolean;
  /** A server message shown at the field (e.g. a comment too long). */
  error?: string | null;
  onConfirm: (comment: string) => void;
  onCancel: () => void;
};

/** Asks for the reason of a decline or a rejection; the reason is shown to whoever corrects. */
export function CommentDialog({ title, isBusy, error, onConfirm, onCancel }: CommentDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const [comment, setComment] = useState('');
  return (
    <Dialog open onClose={() => (isBusy ? undefined : onCancel())} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <TextField
          autoFocus
          fullWidth
          multiline
          minRows={2}
          margin="dense"
          label={t('timeRecording.reviewDialog.comment')}
          value={comment}
          onChange={(event) => setComment(event.target.value)}
          error={Boolean(error)}
          helperText={error ?? undefined}
        />
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isBusy}>
          {t('timeRecording.reviewDialog.back')}
        </Button>
        <Button
          variant="contained"
          color="error"
          disabled={isBusy}
          onClick={() => onConfirm(comment)}
          startIcon={isBusy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('timeRecording.reviewDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
