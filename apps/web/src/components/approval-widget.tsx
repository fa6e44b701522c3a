import { Box, Button, List, ListItem, Paper, Skeleton, Typography } from '@mui/material';
import type { UseQueryResult } from '@tanstack/react-query';
import type { ReactNode } from 'react';
import { Link as RouterLink } from 'react-router';
import { ErrorState } from '../ui/error-state.tsx';

type ApprovalWidgetProps<T extends { id: number }> = {
  title: string;
  /** "Show all" and the list page it opens. */
  showAll: { label: string; path: string };
  emptyText: string;
  /** The list query of what waits on the reader. */
  query: UseQueryResult<{ data: T[] }>;
  /** The row's headline (a link or text) and its details line. */
  renderTitle: (row: T) => ReactNode;
  renderDetails: (row: T) => ReactNode;
  approve: { label: string; labelOf: (row: T) => string; isPending: boolean; onApprove: (row: T) => void };
};

/**
 * A dashboard widget of what waits on the reader's approval (bookings, time records): title with "show all",
 * loading, error and empty states, and one approve button per row.
 */
export function ApprovalWidget<T extends { id: number }>({
  title,
  showAll,
  emptyText,
  query,
  renderTitle,
  renderDetails,
  approve,
}: ApprovalWidgetProps<T>) {
  const rows = query.data?.data ?? [];
  return (
    <Paper variant="outlined" component="section" aria-label={title} sx={{ p: { xs: 2, md: 3 } }}>
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {title}
        </Typography>
        <Button component={RouterLink} to={showAll.path} size="small">
          {showAll.label}
        </Button>
      </Box>
      {query.isError ? (
        <ErrorState onRetry={() => void query.refetch()} />
      ) : query.isLoading ? (
        <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {emptyText}
        </Typography>
      ) : (
        <List dense disablePadding>
          {rows.map((row) => (
            <ListItem
              key={row.id}
              divider
              disableGutters
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
            >
              <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
                {renderTitle(row)}
                <Typography variant="body2" color="text.secondary">
                  {renderDetails(row)}
                </Typography>
              </Box>
              <Button
                variant="contained"
                size="small"
                aria-label={approve.labelOf(row)}
                disabled={approve.isPending}
                onClick={() => approve.onApprove(row)}
              >
                {approve.label}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
