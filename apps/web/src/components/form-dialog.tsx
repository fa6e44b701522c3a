import { Alert, Box, Button, CircularProgress, DialogActions, DialogContent, DialogTitle, Stack } from '@mui/material';
import { type FormEventHandler, type ReactNode, useId } from 'react';
import { ResponsiveDialog } from '../ui/responsive-dialog.tsx';

type FormDialogProps = {
  isOpen: boolean;
  /** While the save runs the dialog stays open and its buttons are disabled. */
  isBusy: boolean;
  title: string;
  closeLabel: string;
  submitLabel: string;
  onClose: () => void;
  onSubmit: FormEventHandler;
  /** What the server refused that belongs to no field. */
  formError: string | null;
  /** Hints above the fields (e.g. the reviewer's reason); empty entries are left out. */
  notes?: readonly (string | null | undefined)[];
  /** `md` for forms with many fields side by side (the booking request). */
  maxWidth?: 'sm' | 'md';
  children: ReactNode;
};

/**
 * The frame of a form in a dialog (a booking request, a time record, a flat-rate payment): title, the form with
 * its error and notes, close and submit. Full screen on phones; it cannot be closed while saving.
 */
export function FormDialog({
  isOpen,
  isBusy,
  title,
  closeLabel,
  submitLabel,
  onClose,
  onSubmit,
  formError,
  notes = [],
  maxWidth = 'sm',
  children,
}: FormDialogProps) {
  const titleId = useId();
  const formId = `${titleId}-form`;
  return (
    <ResponsiveDialog
      open={isOpen}
      onClose={() => {
        if (!isBusy) onClose();
      }}
      maxWidth={maxWidth}
      aria-labelledby={titleId}
    >
      <DialogTitle id={titleId}>{title}</DialogTitle>
      <DialogContent dividers>
        <Box component="form" id={formId} noValidate onSubmit={onSubmit}>
          <Stack spacing={2.5}>
            {formError ? <Alert severity="error">{formError}</Alert> : null}
            {notes.map((note) =>
              note ? (
                <Alert key={note} severity="info">
                  {note}
                </Alert>
              ) : null,
            )}
            {children}
          </Stack>
        </Box>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose} disabled={isBusy}>
          {closeLabel}
        </Button>
        <Button
          type="submit"
          form={formId}
          variant="contained"
          disabled={isBusy}
          startIcon={isBusy ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {submitLabel}
        </Button>
      </DialogActions>
    </ResponsiveDialog>
  );
}
