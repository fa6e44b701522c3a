import AddIcon from '@mui/icons-material/Add';
import { Button } from '@mui/material';
import { type ReactNode, useState } from 'react';

type OpenRecordDialogButtonProps = {
  label: string;
  /** The dialog, mounted only while open so that every opening starts from a fresh form. */
  renderDialog: (onClose: () => void) => ReactNode;
};

/** An outlined "add" button (e.g. on the booking page) that opens a record dialog. */
export function OpenRecordDialogButton({ label, renderDialog }: OpenRecordDialogButtonProps) {
  const [isOpen, setIsOpen] = useState(false);
  return (
    <>
      <Button
        variant="outlined"
        startIcon={<AddIcon />}
        onClick={() => setIsOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        {label}
      </Button>
      {isOpen ? renderDialog(() => setIsOpen(false)) : null}
    </>
  );
}
