import type { TimeRecord } from '@fm/contract/schemas/time-record';
import { Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { type ListColumn, ResponsiveList } from '../../../ui/list-page/responsive-list.tsx';
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
  const columns: ListColumn<TimeRecord>[] = [
    {
      key: 'booking',
      label: t('timeRecording.columns.booking'),
      isPrimary: true,
      render: (record) => (
        <>
          <Typography variant="body2">{record.booking.title}</Typography>
          <Typography variant="caption" color="text.secondary">
            {record.description}
          </Typography>
        </>
      ),
    },
    {
      key: 'date',
      label: t('timeRecording.columns.date'),
      sortKey: 'date',
      isNoWrap: true,
      render: (record) => (
        <>
          <Typography variant="body2">{formatDate(record.date)}</Typography>
          <Typography variant="caption" color="text.secondary">
            {record.time_record_id}
          </Typography>
        </>
      ),
    },
    ...(isFreelancerView
      ? []
      : [
          {
            key: 'freelancer',
            label: t('timeRecording.columns.freelancer'),
            render: (record: TimeRecord) => `${record.freelancer.first_name} ${record.freelancer.last_name}`,
          },
        ]),
    { key: 'project', label: t('timeRecording.columns.project'), render: (record) => record.project.name },
    {
      key: 'hours',
      label: t('timeRecording.columns.hours'),
      sortKey: 'hours',
      align: 'right',
      isNoWrap: true,
      render: (record) => formatHours(record.hours, language),
    },
    {
      key: 'amount',
      label: t('timeRecording.columns.amount'),
      align: 'right',
      isNoWrap: true,
      render: (record) => formatMoney(record.amount, language),
    },
    {
      key: 'submitted',
      label: t('timeRecording.columns.submitted'),
      sortKey: 'submitted_date',
      isNoWrap: true,
      hideBelow: 'xl',
      render: (record) => formatDate(record.submitted_date),
    },
    {
      key: 'status',
      label: t('timeRecording.columns.status'),
      sortKey: 'status',
      isStatus: true,
      render: (record) => <TimeRecordStatusChip status={record.status} />,
    },
  ];
  return (
    <ResponsiveList
      rows={rows}
      rowKey={(record) => record.id}
      columns={columns}
      label={t('timeRecording.title')}
      sort={list}
      actions={actions}
      actionsLabel={t('timeRecording.columns.actions')}
    />
  );
}
