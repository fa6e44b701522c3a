import type { ReportListItem } from '@fm/contract/schemas/report';
import { decodeReportLists } from '@fm/contract/schemas/report';
import { Box, Button } from '@mui/material';
import { useTranslation } from 'react-i18next';
import { formatDate } from '../../../components/record-list/format.ts';
import { type ListColumn, ResponsiveList } from '../../../ui/list-page/responsive-list.tsx';
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
  const parts = useReportParts(props);
  const columns: ListColumn<ReportListItem>[] = [
    { key: 'title', label: t('reports.columns.title'), sortKey: 'title', render: (report) => report.title },
    {
      key: 'topic',
      label: t('reports.columns.topic'),
      sortKey: 'topic',
      render: (report) => t(`reports.topics.${report.topic}`),
    },
    { key: 'timeframe', label: t('reports.columns.timeframe'), isNoWrap: true, render: parts.timeframe },
    { key: 'filters', label: t('reports.columns.filters'), hideBelow: 'lg', render: parts.filters },
    {
      key: 'createdBy',
      label: t('reports.columns.createdBy'),
      hideBelow: 'md',
      render: (report) => `${report.created_by.first_name} ${report.created_by.last_name}`,
    },
    {
      key: 'created',
      label: t('reports.columns.created'),
      sortKey: 'created_at',
      isNoWrap: true,
      render: (report) => formatDate(report.created_at),
    },
  ];
  return (
    <ResponsiveList
      rows={rows}
      rowKey={(report) => report.id}
      columns={columns}
      label={t('reports.title')}
      sort={list}
      actions={parts.buttons}
      actionsLabel={t('reports.columns.actions')}
    />
  );
}
