import { DATE_FORMAT } from '@fm/contract/constants';
import type { ActivityEntry } from '@fm/contract/schemas/activity';
import Box from '@mui/material/Box';
import LinearProgress from '@mui/material/LinearProgress';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import dayjs from 'dayjs';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/error-state.tsx';
import { ListPaginator, usePaging } from '../../../ui/list-page/list-paginator.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { PHONE_ONLY, WIDE_ONLY } from '../../../ui/responsive-table.ts';
import { useActivityLog } from '../api/get-activity-log.ts';
import '../messages.ts';

const humanize = (code: string) => {
  const words = code
    .replace(/[_.-]+/g, ' ')
    .toLowerCase()
    .trim();
  return words.charAt(0).toUpperCase() + words.slice(1);
};

function useLabels() {
  const { t } = useTranslation();
  return {
    entity: (type: string) => t(`activity.entities.${type}`, { defaultValue: humanize(type) }),
    status: (status: string) => t(`activity.statuses.${status}`, { defaultValue: humanize(status) }),
  };
}

function StatusChange({ entry }: { entry: ActivityEntry }) {
  const { t } = useTranslation();
  const labels = useLabels();
  const { before_status: before, after_status: after } = entry;
  if (!before && !after) return null;
  if (!before || !after) return <>{labels.status((after ?? before) as string)}</>;
  const values = { before: labels.status(before), after: labels.status(after) };
  return (
    <>
      <span aria-hidden>{t('activity.change', values)}</span>
      <Box component="span" sx={visuallyHidden}>
        {t('activity.changeLabel', values)}
      </Box>
    </>
  );
}

export type ActivityLogProps = {
  /** The agency to read (admin and finance); left out, the active agency of an agency user. */
  agencyId?: number;
};

/**
 * An agency's activity log (docs/product.md §14): who did what to which object, the status before → after, and when
 * (DD.MM.YYYY HH:mm), newest first, page by page. On phones the object and status move under "what".
 */
export function ActivityLog({ agencyId }: ActivityLogProps) {
  const { t } = useTranslation();
  const labels = useLabels();
  const paging = usePaging();
  const { page, items } = paging;
  const log = useActivityLog({ agencyId, page, items });

  if (log.isPending) return <PageLoader />;
  if (log.isError) return <ErrorState onRetry={() => void log.refetch()} />;
  // A drifted answer is passed on unparsed (see the API client): show nothing rather than break the page.
  const entries: ActivityEntry[] = Array.isArray(log.data.data) ? log.data.data : [];
  const total = log.data.total ?? entries.length;
  if (entries.length === 0 && page === 1) return <Typography color="text.secondary">{t('activity.empty')}</Typography>;

  return (
    <Box sx={{ minWidth: 0 }}>
      {log.isFetching && <LinearProgress aria-label={t('ui.list.loading')} sx={{ mb: 0.5 }} />}
      <Box sx={{ overflowX: 'auto' }}>
        <Table size="small" aria-label={t('activity.listLabel')}>
          <TableHead>
            <TableRow>
              <TableCell>{t('activity.columns.when')}</TableCell>
              <TableCell>{t('activity.columns.who')}</TableCell>
              <TableCell>{t('activity.columns.what')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t('activity.columns.object')}</TableCell>
              <TableCell sx={WIDE_ONLY}>{t('activity.columns.change')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {entries.map((entry) => {
              const object = `${labels.entity(entry.entity_type)} #${entry.entity_id}`;
              return (
                <TableRow key={entry.id}>
                  <TableCell sx={{ whiteSpace: 'nowrap', verticalAlign: 'top' }}>
                    {dayjs(entry.created_at).format(`${DATE_FORMAT} HH:mm`)}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top' }}>
                    {entry.actor ? `${entry.actor.first_name} ${entry.actor.last_name}` : t('activity.system')}
                  </TableCell>
                  <TableCell sx={{ verticalAlign: 'top', overflowWrap: 'anywhere' }}>
                    {entry.summary}
                    <Typography variant="body2" color="text.secondary" sx={PHONE_ONLY}>
                      {object}
                      {(entry.before_status || entry.after_status) && ' · '}
                      <StatusChange entry={entry} />
                    </Typography>
                  </TableCell>
                  <TableCell sx={{ ...WIDE_ONLY, verticalAlign: 'top', whiteSpace: 'nowrap' }}>{object}</TableCell>
                  <TableCell sx={{ ...WIDE_ONLY, verticalAlign: 'top' }}>
                    <StatusChange entry={entry} />
                  </TableCell>
                </TableRow>
              );
            })}
          </TableBody>
        </Table>
      </Box>
      <ListPaginator total={total} isTotalCapped={log.data.is_total_capped === true} {...paging} />
    </Box>
  );
}
