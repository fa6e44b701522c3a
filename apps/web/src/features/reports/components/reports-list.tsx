import type { ReportListItem } from '@fm/contract/schemas/report';
import { decodeReportLists } from '@fm/contract/schemas/report';
import {
  Box,
  Button,
  Card,
  CardContent,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
  useMediaQuery,
  useTheme,
} from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/record-list/format.ts';
import { SortableHeaderCell } from '../../../ui/list-page/sortable-header-cell.tsx';
import type { ListStateApi } from '../../../ui/list-page/use-list-state.ts';
import '../messages.ts';

type ReportsListProps = {
  rows: readonly ReportListItem[];
  list: ListStateApi;
  isDownloading: boolean;
  onDownload: (report: ReportListItem, format: 'xlsx' | 'csv') => void;
  onEdit: (report: ReportListItem) => void;
  onDelete: (report: ReportListItem) => void;
};

function useReportParts(props: ReportsListProps) {
  const { t } = useTranslation();
  const timeframe = (report: ReportListItem) =>
    report.timeframe_start_date || report.timeframe_end_date
      ? `${report.timeframe_start_date ? formatDate(report.timeframe_start_date) : '…'} – ${
          report.timeframe_end_date ? formatDate(report.timeframe_end_date) : '…'
        }`
      : t('reports.allDates');
  const filters = (report: ReportListItem) => {
    const lists = decodeReportLists(report);
    const names = [
      ...lists.agencies.map((item) => item.name),
      ...lists.bookers.map((item) => `${item.first_name} ${item.last_name}`),
      ...lists.freelancers.map((item) => `${item.first_name} ${item.last_name}`),
      ...lists.projects.map((item) => item.name),
      ...lists.clients.map((item) => item.client),
      ...lists.status.map((status) => t(`reports.status.${status}`)),
    ];
    return names.length ? names.join(', ') : t('reports.noFilters');
  };
  const buttons = (report: ReportListItem) => (
    <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>
      {(['xlsx', 'csv'] as const).map((format) => (
        <Button
          key={format}
          size="small"
          variant={format === 'xlsx' ? 'contained' : 'outlined'}
          disabled={props.isDownloading}
          aria-label={t('reports.downloadLabel', { title: report.title, format: format.toUpperCase() })}
          onClick={() => props.onDownload(report, format)}
        >
          {format === 'xlsx' ? t('reports.download') : t('reports.downloadCsv')}
        </Button>
      ))}
      <Button
        size="small"
        aria-label={t('reports.editLabel', { title: report.title })}
        onClick={() => props.onEdit(report)}
      >
        {t('reports.edit')}
      </Button>
      <Button
        size="small"
        color="error"
        aria-label={t('reports.deleteLabel', { title: report.title })}
        onClick={() => props.onDelete(report)}
      >
        {t('reports.delete')}
      </Button>
    </Box>
  );
  return { timeframe, filters, buttons };
}

/** One page of saved reports: a table on wide screens, cards on phones. */
export function ReportsList(props: ReportsListProps) {
  const { rows, list } = props;
  const { t } = useTranslation();
  const theme = useTheme();
  const isPhone = useMediaQuery(theme.breakpoints.down('sm'));
  const parts = useReportParts(props);
  const sort = { sortBy: list.sortBy, sort: list.sort, onSort: list.toggleSort };

  if (isPhone) {
    return (
      <Stack spacing={1.5} component="ul" sx={{ listStyle: 'none', p: 0, m: 0 }} aria-label={t('reports.title')}>
        {rows.map((report) => (
          <Card key={report.id} component="li" variant="outlined">
            <CardContent>
              <Typography variant="subtitle1" component="h3" sx={{ wordBreak: 'break-word' }}>
                {report.title}
              </Typography>
              <Typography variant="body2">
                {t(`reports.topics.${report.topic}`)} · {parts.timeframe(report)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {t('reports.columns.filters')}: {parts.filters(report)}
              </Typography>
              <Typography variant="caption" color="text.secondary" component="p">
                {report.created_by.first_name} {report.created_by.last_name} · {formatDate(report.created_at)}
              </Typography>
              <Box sx={{ mt: 1 }}>{parts.buttons(report)}</Box>
            </CardContent>
          </Card>
        ))}
      </Stack>
    );
  }
  return (
    <Table size="small" aria-label={t('reports.title')}>
      <TableHead>
        <TableRow>
          <SortableHeaderCell column="title" label={t('reports.columns.title')} {...sort} />
          <SortableHeaderCell column="topic" label={t('reports.columns.topic')} {...sort} />
          <TableCell>{t('reports.columns.timeframe')}</TableCell>
          <TableCell>{t('reports.columns.filters')}</TableCell>
          <TableCell>{t('reports.columns.createdBy')}</TableCell>
          <SortableHeaderCell column="created_at" label={t('reports.columns.created')} {...sort} />
          <TableCell>{t('reports.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((report) => (
          <TableRow key={report.id}>
            <TableCell>{report.title}</TableCell>
            <TableCell>{t(`reports.topics.${report.topic}`)}</TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{parts.timeframe(report)}</TableCell>
            <TableCell sx={{ maxWidth: 260 }}>{parts.filters(report)}</TableCell>
            <TableCell>
              {report.created_by.first_name} {report.created_by.last_name}
            </TableCell>
            <TableCell>{formatDate(report.created_at)}</TableCell>
            <TableCell>{parts.buttons(report)}</TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
