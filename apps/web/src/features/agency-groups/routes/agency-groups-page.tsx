import type { Cluster } from '@fm/contract/schemas/agency';
import AddIcon from '@mui/icons-material/Add';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import EditIcon from '@mui/icons-material/Edit';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Tooltip from '@mui/material/Tooltip';
import { useSnackbar } from 'notistack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { ListPage } from '../../../ui/list-page/list-page.tsx';
import { SortableHeaderCell } from '../../../ui/list-page/sortable-header-cell.tsx';
import { useListState } from '../../../ui/list-page/use-list-state.ts';
import { useDeleteCluster } from '../api/delete-cluster.ts';
import { useClusters } from '../api/get-clusters.ts';
import { ClusterCfos } from '../components/cluster-cfos.tsx';
import { ClusterDialog } from '../components/cluster-dialog.tsx';
import '../messages.ts';

/** /agency-groups (admin): create, edit and delete agency groups, assign agencies and the CFOs reporting across them. */
export function AgencyGroupsPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const list = useListState('agency-groups', { sortBy: 'name', sort: 'asc' });
  const clusters = useClusters({
    page: list.page,
    items: list.items,
    keyword: list.keywords,
    sortBy: (list.sortBy ?? 'name') as 'name' | 'created_at',
    sort: list.sort,
  });
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
        total={clusters.data?.total}
        isLoading={clusters.isPending}
        isError={clusters.isError}
        onRetry={() => void clusters.refetch()}
        isEmpty={rows.length === 0}
      >
        <Table size="small" aria-label={t('pages.agencyGroups')}>
          <TableHead>
            <TableRow>
              <SortableHeaderCell
                column="name"
                label={t('agencyGroups.columns.name')}
                sortBy={list.sortBy}
                sort={list.sort}
                onSort={list.toggleSort}
              />
              <TableCell>{t('agencyGroups.columns.agencies')}</TableCell>
              <TableCell>{t('agencyGroups.columns.cfos')}</TableCell>
              <TableCell align="right">{t('agencyGroups.columns.actions')}</TableCell>
            </TableRow>
          </TableHead>
          <TableBody>
            {rows.map((cluster) => (
              <TableRow key={cluster.id} hover>
                <TableCell>
                  <strong>{cluster.name}</strong>
                  {cluster.description && <div>{cluster.description}</div>}
                </TableCell>
                <TableCell>
                  <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
                    {cluster.agencies.map((agency) => (
                      <Chip key={agency.id} size="small" label={agency.name} />
                    ))}
                  </Stack>
                </TableCell>
                <TableCell>
                  <ClusterCfos cluster={cluster} />
                </TableCell>
                <TableCell align="right" sx={{ whiteSpace: 'nowrap' }}>
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
                </TableCell>
              </TableRow>
            ))}
          </TableBody>
        </Table>
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
