import type { TimeRecord } from '@fm/contract/schemas/time-record';
import { Box, Table, TableBody, TableCell, TableHead, TableRow, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { SortableHeaderCell } from '../../../ui/list-page/sortable-header-cell.tsx';
import type { ListStateApi } from '../../../ui/list-page/use-list-state.ts';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import '../messages.ts';
import { formatDate, formatHours, formatMoney } from '../../../components/record-list/format.ts';
import { TimeRecordStatusChip } from './time-record-status-chip.tsx';

type TimeRecordsTableProps = {
  rows: readonly TimeRecord[];
  list: ListStateApi;
  isFreelancerView: boolean;
  actions: (record: TimeRecord) => ReactNode;
};

/** The time records of one page: who, which booking, when, how long, the status and what the reader can do. */
export function TimeRecordsTable({ rows, list, isFreelancerView, actions }: TimeRecordsTableProps) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const sort = { sortBy: list.sortBy, sort: list.sort, onSort: list.toggleSort };
  return (
    <Table size="small" aria-label={t('timeRecording.title')}>
      <TableHead>
        <TableRow>
          <SortableHeaderCell column="date" label={t('timeRecording.columns.date')} {...sort} />
          <TableCell>{t('timeRecording.columns.booking')}</TableCell>
          {isFreelancerView ? null : <TableCell>{t('timeRecording.columns.freelancer')}</TableCell>}
          <TableCell>{t('timeRecording.columns.project')}</TableCell>
          <SortableHeaderCell column="hours" align="right" label={t('timeRecording.columns.hours')} {...sort} />
          <TableCell align="right">{t('timeRecording.columns.amount')}</TableCell>
          <SortableHeaderCell column="submitted_date" label={t('timeRecording.columns.submitted')} {...sort} />
          <SortableHeaderCell column="status" label={t('timeRecording.columns.status')} {...sort} />
          <TableCell>{t('timeRecording.columns.actions')}</TableCell>
        </TableRow>
      </TableHead>
      <TableBody>
        {rows.map((record) => (
          <TableRow key={record.id} hover>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>
              <Typography variant="body2">{formatDate(record.date)}</Typography>
              <Typography variant="caption" color="text.secondary">
                {record.time_record_id}
              </Typography>
            </TableCell>
            <TableCell sx={{ minWidth: 160 }}>
              <Typography variant="body2">{record.booking.title}</Typography>
              <Typography variant="caption" color="text.secondary">
                {record.description}
              </Typography>
            </TableCell>
            {isFreelancerView ? null : (
              <TableCell>
                {record.freelancer.first_name} {record.freelancer.last_name}
              </TableCell>
            )}
            <TableCell>{record.project.name}</TableCell>
            <TableCell align="right">{formatHours(record.hours, language)}</TableCell>
            <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
              {formatMoney(record.amount, language)}
            </TableCell>
            <TableCell sx={{ whiteSpace: 'nowrap' }}>{formatDate(record.submitted_date)}</TableCell>
            <TableCell>
              <TimeRecordStatusChip status={record.status} />
            </TableCell>
            <TableCell>
              <Box sx={{ display: 'flex', gap: 0.5, flexWrap: 'wrap' }}>{actions(record)}</Box>
            </TableCell>
          </TableRow>
        ))}
      </TableBody>
    </Table>
  );
}
