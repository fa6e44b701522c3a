import { SNACKBAR_DURATION_MS } from '@fm/contract/constants';
import { enqueueSnackbar, SnackbarProvider } from 'notistack';
import { useEffect } from 'react';
import { attachSnackbarHost } from './snackbar.tsx';

/** Exit animation length: 3000 ms shown + 200 ms leaving = removed after 3200 ms (docs/product.md §12). */
const SNACKBAR_EXIT_MS = 200;

function Attach() {
  useEffect(() => attachSnackbarHost((message, options) => void enqueueSnackbar(message, options)), []);
  return null;
}

/** notistack's provider, loaded with the first snackbar (snackbar.tsx). */
export function SnackbarHost() {
  return (
    <SnackbarProvider
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      autoHideDuration={SNACKBAR_DURATION_MS}
      transitionDuration={{ exit: SNACKBAR_EXIT_MS }}
      maxSnack={3}
    >
      <Attach />
    </SnackbarProvider>
  );
}
