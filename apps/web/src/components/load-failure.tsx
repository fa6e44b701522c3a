import Alert from '@mui/material/Alert';
import { isApiError } from '../api/api-error.ts';
import { ErrorState } from '../ui/error-state.tsx';
import { PageLoader } from '../ui/page-loader.tsx';

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

type PageQuery = { isPending: boolean; isError: boolean; error: unknown; refetch: () => unknown };

/**
 * What a page shows while its record is not there: the loader while it loads; when it failed, the load error with
 * its retry, or for a detail page (`record`: its id and not-found text) "not found" where the record is not there.
 */
export function PageQueryState({ query, record }: { query: PageQuery; record?: { id: number; notFoundText: string } }) {
  if (query.isPending) return <PageLoader />;
  if (!query.isError) return null;
  const retry = () => void query.refetch();
  if (!record) return <ErrorState onRetry={retry} />;
  return <LoadFailure id={record.id} error={query.error} notFoundText={record.notFoundText} onRetry={retry} />;
}
