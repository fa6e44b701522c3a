import CloseIcon from '@mui/icons-material/Close';
import Dialog, { type DialogProps } from '@mui/material/Dialog';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import { useTheme } from '@mui/material/styles';
import useMediaQuery from '@mui/material/useMediaQuery';
import type { ReactNode } from 'react';

/** True on phone-sized screens (below the `sm` breakpoint). */
export function useIsPhone(): boolean {
  const theme = useTheme();
  return useMediaQuery(theme.breakpoints.down('sm'));
}

/** A dialog that takes the full width up to `maxWidth` (default `sm`) and the whole screen on phones. */
export function ResponsiveDialog({ maxWidth = 'sm', ...props }: Omit<DialogProps, 'fullScreen' | 'fullWidth'>) {
  const isPhone = useIsPhone();
  return <Dialog fullScreen={isPhone} fullWidth maxWidth={maxWidth} {...props} />;
}

/** A dialog title with a close button at its right. */
export function DialogTitleWithClose({
  id,
  closeLabel,
  onClose,
  children,
}: {
  id: string;
  closeLabel: string;
  onClose: () => void;
  children: ReactNode;
}) {
  return (
    <DialogTitle id={id} sx={{ pr: 7 }}>
      {children}
      <IconButton aria-label={closeLabel} onClick={onClose} sx={{ position: 'absolute', right: 8, top: 8 }}>
        <CloseIcon />
      </IconButton>
    </DialogTitle>
  );
}
