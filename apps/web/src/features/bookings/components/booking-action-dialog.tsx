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

type BookingActionDialogProps = {
  isOpen: boolean;
  title: string;
  text: string;
  /** Fields below the text (reason, new end date). */
  children?: ReactNode;
  confirmLabel: string;
  cancelLabel: string;
  confirmColor?: 'primary' | 'error';
  isBusy: boolean;
  isConfirmDisabled?: boolean;
  onConfirm: () => void;
  onCancel: () => void;
};

/** A confirmation with optional fields (the booking close confirmation, decline, cancel and extend dialogs). */
export function BookingActionDialog({
  isOpen,
  title,
  text,
  children,
  confirmLabel,
  cancelLabel,
  confirmColor = 'primary',
  isBusy,
  isConfirmDisabled = false,
  onConfirm,
  onCancel,
}: BookingActionDialogProps) {
  const titleId = useId();
  const textId = useId();
  return (
    <Dialog
      open={isOpen}
      onClose={() => {
        if (!isBusy) onCancel();
      }}
      aria-labelledby={titleId}
      aria-describedby={textId}
      fullWidth
      maxWidth="xs"
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent>
        <DialogContentText id={textId}>{text}</DialogContentText>
        {children}
      </DialogContent>
      <DialogActions>
        <Button onClick={onCancel} disabled={isBusy}>
          {cancelLabel}
        </Button>
        <Button
          variant="contained"
          color={confirmColor}
          onClick={onConfirm}
          disabled={isBusy || isConfirmDisabled}
          startIcon={isBusy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {confirmLabel}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
