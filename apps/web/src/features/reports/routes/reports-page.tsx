import { REPORT_TOPICS } from '@fm/contract/enums';
import { type ReportListItem, reportsListQuery } from '@fm/contract/schemas/report';
import { Button } from '@mui/material';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { PageFrame } from '../../../components/page-frame.tsx';
import { OptionFilters } from '../../../components/record-list/option-filter.tsx';
import { selectRoles, useAuthStore } from '../../../stores/auth-store.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ListPage } from '../../../ui/list-page/list-page.tsx';
import { listPageStateOf } from '../../../ui/list-page/list-page-state.ts';
import { listQuery } from '../../../ui/list-page/list-query.ts';
import { useListState } from '../../../ui/list-page/use-list-state.ts';
import { enqueueSnackbar } from '../../../ui/snackbar.tsx';
import '../messages.ts';
import { useDeleteReport } from '../api/delete-report.ts';
import { useDownloadReport } from '../api/download-report.ts';
import { useReports } from '../api/get-reports.ts';
import { DownloadProgressBar } from '../components/download-progress.tsx';
import { ReportDialog } from '../components/report-dialog.tsx';
import { ReportsList } from '../components/reports-list.tsx';

export const REPORTS_LIST_KEY = 'reports';
const DEFAULTS = { sortBy: 'created_at', sort: 'desc' } as const;

/** /reports: saved report definitions, downloaded now as XLSX or CSV; create, change and delete them. */
export function ReportsPage() {
  const { t } = useTranslation();
  const roles = useAuthStore(selectRoles);
  const isStaff = roles.some((role) => role === 'admin' || role.startsWith('finance'));
  const list = useListState(REPORTS_LIST_KEY, DEFAULTS);
  const reports = useReports(listQuery(reportsListQuery, list));
  const download = useDownloadReport();
  const remove = useDeleteReport();
  const [editing, setEditing] = useState<ReportListItem | 'new' | null>(null);
  const [deleting, setDeleting] = useState<ReportListItem | null>(null);

  return (
    <PageFrame title={t('reports.title')}>
      <DownloadProgressBar progress={download.progress} />
      <ListPage
        title={t('reports.title')}
        titleComponent="h2"
        list={list}
        actions={
          <Button variant="contained" onClick={() => setEditing('new')}>
            {t('reports.create')}
          </Button>
        }
        dateRanges={[{ name: 'date', label: t('reports.created') }]}
        filters={
          <OptionFilters
            list={list}
            filters={[
              {
                name: 'topics',
                label: t('reports.filters.topic'),
                options: REPORT_TOPICS.map((topic) => ({ id: topic, name: t(`reports.topics.${topic}`) })),
              },
            ]}
          />
        }
        {...listPageStateOf(reports)}
        emptyState={<EmptyState text={t('reports.empty')} />}
      >
        <ReportsList
          rows={reports.data?.data ?? []}
          list={list}
          isDownloading={download.isPending}
          onDownload={(report, format) =>
            download.mutate(
              { id: report.id, title: report.title, format },
              { onError: () => enqueueSnackbar(t('reports.downloadFailed'), { variant: 'error' }) },
            )
          }
          onEdit={setEditing}
          onDelete={setDeleting}
        />
      </ListPage>
      {editing ? (
        <ReportDialog
          key={editing === 'new' ? 'new' : editing.id}
          report={editing === 'new' ? null : editing}
          isStaff={isStaff}
          onClose={() => setEditing(null)}
        />
      ) : null}
      <ConfirmDialog
        isOpen={deleting !== null}
        title={t('reports.deleteDialog.title', { title: deleting?.title ?? '' })}
        text={t('reports.deleteDialog.text')}
        confirmLabel={t('reports.deleteDialog.confirm')}
        confirmColor="error"
        isBusy={remove.isPending}
        onCancel={() => setDeleting(null)}
        onConfirm={() => {
          if (!deleting) return;
          const { id, title } = deleting;
          remove.mutate(id, {
            onSuccess: () => {
              enqueueSnackbar(t('reports.deleteDialog.done', { title }), { variant: 'success' });
              setDeleting(null);
            },
          });
        }}
      />
    </PageFrame>
  );
}
