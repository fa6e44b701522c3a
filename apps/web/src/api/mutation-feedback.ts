import { enqueueSnackbar } from '../ui/snackbar.tsx';
import { isApiError } from './api-error.ts';

/** Shows the server's refusal (4xx) in an error snackbar; a 5xx or a network failure already raised its own. */
export function notifyRefusal(error: unknown): void {
  if (isApiError(error) && error.status < 500) enqueueSnackbar(error.message, { variant: 'error' });
}

/**
 * The callbacks of a mutation started from a list row or widget: a success note, or the refusal; either way
 * `close` ends what asked for it (a confirmation).
 */
export function mutationFeedback(successText: string, close: () => void = () => undefined) {
  return {
    onSuccess: () => {
      enqueueSnackbar(successText, { variant: 'success' });
      close();
    },
    onError: (error: unknown) => {
      close();
      notifyRefusal(error);
    },
  };
}
