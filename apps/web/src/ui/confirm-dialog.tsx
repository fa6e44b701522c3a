import {
  Button,
  CircularProgress,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
} from '@mui/material';
import { type ReactNode, useId } from 'react';
import { useTranslation } from 'react-i18next';

export type ConfirmDialogProps = {
  isOpen: boolean;
  title: ReactNode;
  text?: ReactNode;
  confirmLabel?: ReactNode;
  cancelLabel?: ReactNode;
  /** 'error' for destructive actions (cancel a booking, delete a payment). */
  confirmColor?: 'primary' | 'error';
  /** Fields below the text (a reason, a new end date). */
  children?: ReactNode;
  /** The confirm button waits for the fields (e.g. until a date is chosen). */
  isConfirmDisabled?: boolean;
  /** While true the buttons are disabled and the dialog cannot be dismissed. */
  isBusy?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** Asks before an action; stays open and busy while the action runs. */
export function ConfirmDialog({
  isOpen,
  title,
  text,
  confirmLabel,
  cancelLabel,
  confirmColor = 'primary',
  children,
  isConfirmDisabled = false,
  isBusy = false,
  onConfirm,
  onCancel,
}: ConfirmDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={isOpen}
      onClose={() => {
        if (!isBusy) onCancel();
      }}
      aria-labelledby={titleId}
      aria-describedby={text ? textId : undefined}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      {text || children ? (
        <DialogContent>
          {text ? <DialogContentText id={textId}>{text}</DialogContentText> : null}
          {children}
        </DialogContent>
      ) : null}
      <DialogActions>
        <Button onClick={onCancel} disabled={isBusy}>
          {cancelLabel ?? t('ui.dialog.cancel')}
        </Button>
        <Button
          onClick={onConfirm}
          disabled={isBusy || isConfirmDisabled}
          color={confirmColor}
          variant="contained"
          aria-busy={isBusy}
          startIcon={
            isBusy ? <CircularProgress size={16} color="inherit" aria-label={t('ui.dialog.busy')} /> : undefined
          }
        >
          {confirmLabel ?? t('ui.dialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
