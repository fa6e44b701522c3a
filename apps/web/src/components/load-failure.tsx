import Alert from '@mui/material/Alert';
import { isApiError } from '../api/api-error.ts';
import { ErrorState } from '../ui/error-state.tsx';

/** True when the record is not there for this viewer: an id that cannot exist, or the server's 404. */
export function isNotFound(id: number, error: unknown): boolean {
  return !Number.isInteger(id) || id <= 0 || (isApiError(error) && error.status === 404);
}

/**
 * A detail page whose record did not load: "not found" (as bookings and freelancers show it) when it is not
 * there, otherwise the load error with its retry.
 */
export function LoadFailure({
  id,
  error,
  notFoundText,
  onRetry,
}: {
  id: number;
  error: unknown;
  notFoundText: string;
  onRetry: () => void;
}) {
  if (isNotFound(id, error)) return <Alert severity="warning">{notFoundText}</Alert>;
  return <ErrorState onRetry={onRetry} />;
}
