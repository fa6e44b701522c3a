import { DATE_FORMAT, DEFAULT_SORT } from '@fm/contract/constants';
import { agenciesListQuery } from '@fm/contract/endpoints/agencies';
import type { AgencyListItem } from '@fm/contract/schemas/agency';
import AddBusinessIcon from '@mui/icons-material/AddBusiness';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { ChipToggle } from '../../../ui/chip-toggle.tsx';
import { ListPage } from '../../../ui/list-page/list-page.tsx';
import { listPageStateOf } from '../../../ui/list-page/list-page-state.ts';
import { listQuery } from '../../../ui/list-page/list-query.ts';
import { type ListColumn, ResponsiveList } from '../../../ui/list-page/responsive-list.tsx';
import { type ListState, useListState } from '../../../ui/list-page/use-list-state.ts';
import { type AgenciesQuery, useAgencies } from '../api/get-agencies.ts';
import { AgencyStatusChips } from '../components/agency-status-chips.tsx';
import { CreateAgencyDialog } from '../components/create-agency-dialog.tsx';
import '../messages.ts';

export const AGENCIES_LIST_KEY = 'agencies';
export const AGENCIES_LIST_DEFAULTS = { ...DEFAULT_SORT.agencies };

/** The request of the list state; "only inactive" becomes is_active=false. */
export function agenciesQueryOf(list: ListState): AgenciesQuery {
  const { only_inactive: onlyInactive, ...filters } = list.filters;
  return listQuery(
    agenciesListQuery,
    { ...list, filters },
    { defaultSort: DEFAULT_SORT.agencies, extra: onlyInactive ? { is_active: false } : {} },
  );
}

/** /agencies (admin, finance): every agency, sorted by name; admins create agencies here. */
export function AgenciesPage() {
  const { t } = useTranslation();
  const list = useListState(AGENCIES_LIST_KEY, AGENCIES_LIST_DEFAULTS);
  const agencies = useAgencies(agenciesQueryOf(list));
  const isAdmin = useAuthStore((state) => state.user?.roles.includes('admin') ?? false);
  const [isCreating, setIsCreating] = useState(false);
  const rows = agencies.data?.data ?? [];
  const columns: ListColumn<AgencyListItem>[] = [
    {
      key: 'name',
      label: t('agencies.columns.name'),
      sortKey: 'name',
      isPrimary: true,
      render: (agency) => (
        <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center' }}>
          <Avatar variant="rounded" src={agency.logo_url ?? undefined} sx={{ width: 32, height: 32 }}>
            {agency.name.charAt(0)}
          </Avatar>
          <Link component={RouterLink} to={`/agencies/${agency.id}`}>
            {agency.name}
          </Link>
        </Stack>
      ),
    },
    {
      key: 'managingDirectors',
      label: t('agencies.columns.managingDirectors'),
      render: (agency) =>
        agency.managing_directors.map((person) => `${person.first_name} ${person.last_name}`).join(', '),
    },
    {
      key: 'status',
      label: t('agencies.columns.status'),
      isStatus: true,
      render: (agency) => <AgencyStatusChips agency={agency} />,
    },
    {
      key: 'created_at',
      label: t('agencies.columns.created_at'),
      sortKey: 'created_at',
      isNoWrap: true,
      render: (agency) => dayjs(agency.created_at).format(DATE_FORMAT),
    },
  ];

  return (
    <PageFrame title={t('pages.agencies')}>
      <ListPage
        title={t('agencies.total', { count: agencies.data?.total ?? 0 })}
        titleComponent="h2"
        actions={
          isAdmin ? (
            <Button variant="contained" startIcon={<AddBusinessIcon />} onClick={() => setIsCreating(true)}>
              {t('agencies.create')}
            </Button>
          ) : undefined
        }
        list={list}
        dateRanges={[{ name: 'date', label: t('agencies.filters.created') }]}
        filters={
          <ChipToggle
            label={t('agencies.filters.onlyInactive')}
            isSelected={Boolean(list.filters.only_inactive)}
            onChange={(isSelected) => list.setFilter('only_inactive', isSelected)}
          />
        }
        {...listPageStateOf(agencies)}
      >
        <ResponsiveList
          rows={rows}
          rowKey={(agency) => agency.id}
          columns={columns}
          label={t('pages.agencies')}
          sort={list}
        />
      </ListPage>
      {isAdmin && <CreateAgencyDialog isOpen={isCreating} onClose={() => setIsCreating(false)} />}
    </PageFrame>
  );
}
