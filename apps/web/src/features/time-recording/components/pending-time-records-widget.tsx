import type { Role } from '@fm/contract/enums';
import { Box, Button, List, ListItem, Paper, Skeleton, Typography } from '@mui/material';
import { enqueueSnackbar } from 'notistack';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { selectRoles, useAuthStore } from '../../../stores/auth-store.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import '../messages.ts';
import { formatDate, formatHours } from '../../../components/record-list/format.ts';
import { useChangeTimeRecordStatus } from '../api/change-time-record-status.ts';
import { useTimeReview } from '../api/get-time-records.ts';

const WIDGET_SIZE = 10;
/** Account managers, managing directors and finance review time (document 1 §2 leaves the widget's roles open). */
const WIDGET_ROLES: readonly Role[] = [
  'managing-director',
  'agency-manager',
  'finance-user',
  'finance-cfo',
  'finance-cfo-global',
];
const isAgencyRole = (role: Role) => role === 'managing-director' || role === 'agency-manager';

/**
 * The "approval-pending time records" widget: what waits on the reader. Account managers and managing directors
 * see PENDING records (their approval); finance sees APPROVED ones (its approval).
 */
export function PendingTimeRecordsWidget() {
  const roles = useAuthStore(selectRoles);
  return roles.some((role) => WIDGET_ROLES.includes(role)) ? <PendingTimeRecords roles={roles} /> : null;
}

function PendingTimeRecords({ roles }: { roles: readonly Role[] }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const isAgencyReviewer = roles.some(isAgencyRole);
  const waitingStatus = isAgencyReviewer ? 'PENDING' : 'APPROVED';
  const approveStatus = isAgencyReviewer ? 'APPROVED' : 'FINANCE_APPROVED';
  const records = useTimeReview({ status: [waitingStatus], items: WIDGET_SIZE, sortBy: 'created_at', sort: 'desc' });
  const change = useChangeTimeRecordStatus();
  const rows = records.data?.data ?? [];

  const approve = (id: number) =>
    change.mutate(
      { action: 'review', id, status: approveStatus },
      {
        onSuccess: () => enqueueSnackbar(t(`timeRecording.done.${approveStatus}`), { variant: 'success' }),
        onError: (error) => {
          if (isApiError(error) && error.status < 500) enqueueSnackbar(error.message, { variant: 'error' });
        },
      },
    );

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-label={t('timeRecording.widget.title')}
      sx={{ p: { xs: 2, md: 3 } }}
    >
      <Box sx={{ display: 'flex', justifyContent: 'space-between', alignItems: 'center', gap: 1, flexWrap: 'wrap' }}>
        <Typography variant="h6" component="h2">
          {t('timeRecording.widget.title')}
        </Typography>
        <Button component={RouterLink} to="/time-recording" size="small">
          {t('timeRecording.widget.showAll')}
        </Button>
      </Box>
      {records.isError ? (
        <ErrorState onRetry={() => void records.refetch()} />
      ) : records.isLoading ? (
        <Skeleton variant="rounded" height={120} sx={{ mt: 1 }} />
      ) : rows.length === 0 ? (
        <Typography color="text.secondary" sx={{ mt: 1 }}>
          {t('timeRecording.widget.empty')}
        </Typography>
      ) : (
        <List dense disablePadding>
          {rows.map((record) => (
            <ListItem
              key={record.id}
              divider
              disableGutters
              sx={{ display: 'flex', flexWrap: 'wrap', gap: 1, justifyContent: 'space-between' }}
            >
              <Box sx={{ minWidth: 0, flex: '1 1 200px' }}>
                <Typography sx={{ fontWeight: 600 }}>
                  {record.time_record_id} · {record.booking.title}
                </Typography>
                <Typography variant="body2" color="text.secondary">
                  {t('timeRecording.widget.line', {
                    freelancer: `${record.freelancer.first_name} ${record.freelancer.last_name}`,
                    hours: formatHours(record.hours, language),
                    date: formatDate(record.date),
                  })}
                </Typography>
              </Box>
              <Button
                variant="contained"
                size="small"
                disabled={change.isPending}
                aria-label={t('timeRecording.actions.rowLabel', {
                  action: t('timeRecording.actions.approve'),
                  record: record.time_record_id,
                })}
                onClick={() => approve(record.id)}
              >
                {t('timeRecording.actions.approve')}
              </Button>
            </ListItem>
          ))}
        </List>
      )}
    </Paper>
  );
}
