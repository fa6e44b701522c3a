import { clustersList } from '@fm/contract/endpoints/agencies';
import type { Cluster } from '@fm/contract/schemas/agency';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ListPage } from '../../../ui/list-page/list-page.tsx';
import { listPageStateOf } from '../../../ui/list-page/list-page-state.ts';
import { listQuery } from '../../../ui/list-page/list-query.ts';
import { type ListColumn, ResponsiveList } from '../../../ui/list-page/responsive-list.tsx';
import { useListState } from '../../../ui/list-page/use-list-state.ts';
import { useSnackbar } from '../../../ui/snackbar.tsx';
import { useDeleteCluster } from '../api/delete-cluster.ts';
import { useClusters } from '../api/get-clusters.ts';
import { ClusterCfos } from '../components/cluster-cfos.tsx';
import { ClusterDialog } from '../components/cluster-dialog.tsx';
import '../messages.ts';

const DEFAULT_SORT = { sortBy: 'name', sort: 'asc' } as const;

/** /agency-groups (admin): create, edit and delete agency groups, assign agencies and the CFOs reporting across them. */
export function AgencyGroupsPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const list = useListState('agency-groups', DEFAULT_SORT);
  const { sortBy, sort } = listQuery(clustersList.query, list, { defaultSort: DEFAULT_SORT });
  const clusters = useClusters({ page: list.page, items: list.items, keyword: list.keywords, sortBy, sort });
  const remove = useDeleteCluster();
  const [editing, setEditing] = useState<Cluster | 'new' | null>(null);
  const [deleting, setDeleting] = useState<Cluster | null>(null);
  const rows = clusters.data?.data ?? [];

  const confirmDelete = async () => {
    if (!deleting) return;
    try {
      await remove.mutateAsync(deleting.id);
      enqueueSnackbar(t('agencyGroups.deleted'), { variant: 'success' });
    } catch (error) {
      if (isApiError(error) && error.status > 0 && error.status < 500)
        enqueueSnackbar(t('catalogue.errorDeletingAgencyGroup'), { variant: 'error' });
    } finally {
      setDeleting(null);
    }
  };

  const columns: ListColumn<Cluster>[] = [
    {
      key: 'name',
      label: t('agencyGroups.columns.name'),
      sortKey: 'name',
      isPrimary: true,
      render: (cluster) => (
        <>
          <strong>{cluster.name}</strong>
          {cluster.description && <div>{cluster.description}</div>}
        </>
      ),
    },
    {
      key: 'agencies',
      label: t('agencyGroups.columns.agencies'),
      render: (cluster) => (
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
          {cluster.agencies.map((agency) => (
            <Chip key={agency.id} size="small" label={agency.name} />
          ))}
        </Stack>
      ),
    },
    { key: 'cfos', label: t('agencyGroups.columns.cfos'), render: (cluster) => <ClusterCfos cluster={cluster} /> },
  ];

  return (
    <PageFrame title={t('pages.agencyGroups')}>
      <ListPage
        title={t('agencyGroups.total', { count: clusters.data?.total ?? 0 })}
        titleComponent="h2"
        actions={
          <Button variant="contained" startIcon={<AddIcon />} onClick={() => setEditing('new')}>
            {t('agencyGroups.create')}
          </Button>
        }
        list={list}
        {...listPageStateOf(clusters)}
      >
        <ResponsiveList
          rows={rows}
          rowKey={(cluster) => cluster.id}
          columns={columns}
          label={t('pages.agencyGroups')}
          sort={list}
          actionsLabel={t('agencyGroups.columns.actions')}
          actions={(cluster) => (
            <Stack direction="row">
              <Tooltip title={t('agencyGroups.edit', { name: cluster.name })}>
                <IconButton
                  aria-label={t('agencyGroups.edit', { name: cluster.name })}
                  onClick={() => setEditing(cluster)}
                >
                  <EditIcon />
                </IconButton>
              </Tooltip>
              <Tooltip title={t('agencyGroups.delete', { name: cluster.name })}>
                <IconButton
                  aria-label={t('agencyGroups.delete', { name: cluster.name })}
                  onClick={() => setDeleting(cluster)}
                >
                  <DeleteOutlinedIcon />
                </IconButton>
              </Tooltip>
            </Stack>
          )}
        />
      </ListPage>
      <ClusterDialog
        isOpen={editing !== null}
        cluster={editing === 'new' ? null : editing}
        onClose={() => setEditing(null)}
      />
      <ConfirmDialog
        isOpen={deleting !== null}
        title={deleting ? t('agencyGroups.deleteTitle', { name: deleting.name }) : ''}
        text={t('agencyGroups.deleteText')}
        confirmLabel={deleting ? t('agencyGroups.delete', { name: deleting.name }) : undefined}
        confirmColor="error"
        isBusy={remove.isPending}
        onConfirm={() => void confirmDelete()}
        onCancel={() => setDeleting(null)}
      />
    </PageFrame>
  );
}
