import { DATE_FORMAT, DEFAULT_SORT } from '@fm/contract/constants';
import { LANGUAGES, type Language, ROLES, type Role } from '@fm/contract/enums';
import { isUserActive, USER_STATUSES, type UserStatus, userListInput } from '@fm/contract/schemas/user';
import DownloadIcon from '@mui/icons-material/Download';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { selectRoles, useAuthStore } from '../../../stores/auth-store.ts';
import { EmailText } from '../../../ui/email-text.tsx';
import { ListPage } from '../../../ui/list-page/list-page.tsx';
import { listPageStateOf } from '../../../ui/list-page/list-page-state.ts';
import { listQuery } from '../../../ui/list-page/list-query.ts';
import { type ListColumn, ResponsiveList } from '../../../ui/list-page/responsive-list.tsx';
import { type ListState, useListState } from '../../../ui/list-page/use-list-state.ts';
import { useSnackbar } from '../../../ui/snackbar.tsx';
import { useDownloadUsers } from '../api/download-users.ts';
import { type UsersQuery, useUsers } from '../api/get-users.ts';
import { InviteDialog, invitableRoles } from '../components/invite-dialog.tsx';
import { MultiSelectFilter } from '../components/multi-select-filter.tsx';
import '../messages.ts';

export const USERS_LIST_KEY = 'users';
export const USERS_LIST_DEFAULTS = { ...DEFAULT_SORT.users };
// One empty array for every unset filter: a new [] on each render made MUI's Select re-check itself forever.
const NONE: readonly never[] = [];
const asArray = <T,>(value: unknown): readonly T[] => (Array.isArray(value) ? (value as T[]) : NONE);

/** The request of the list state: paging, sort, keywords, registration range, roles, languages, statuses. */
export function usersQueryOf(list: ListState): UsersQuery {
  return listQuery(userListInput, list, { defaultSort: DEFAULT_SORT.users });
}

/** /users (admin): every user, filtered, sorted by first name, downloadable as XLSX or CSV. */
export function UsersPage() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const list = useListState(USERS_LIST_KEY, USERS_LIST_DEFAULTS);
  const query = usersQueryOf(list);
  const users = useUsers(query);
  const download = useDownloadUsers();
  const roles = useAuthStore(selectRoles);
  const [isInviting, setIsInviting] = useState(false);
  const [downloadAnchor, setDownloadAnchor] = useState<HTMLElement | null>(null);
  const rows = users.data?.data ?? [];
  type UserRow = (typeof rows)[number];
  const columns: ListColumn<UserRow>[] = [
    {
      key: 'firstName',
      label: t('users.columns.firstName'),
      sortKey: 'firstName',
      isPrimary: true,
      render: (user) => (
        <Link component={RouterLink} to={`/users/${user.id}`}>
          {user.firstName}
        </Link>
      ),
    },
    { key: 'lastName', label: t('users.columns.lastName'), sortKey: 'lastName', render: (user) => user.lastName },
    // E-mail addresses wrap after the @ or a dot rather than mid-word.
    {
      key: 'email',
      label: t('users.columns.email'),
      sortKey: 'email',
      render: (user) => <EmailText email={user.email} />,
    },
    {
      key: 'roles',
      label: t('users.columns.roles'),
      render: (user) => user.roles.map((role) => t(`users.roles.${role}`)).join(', '),
    },
    {
      key: 'agencies',
      label: t('users.columns.agencies'),
      render: (user) => user.agencies.map((agency) => agency.name).join(', '),
    },
    {
      key: 'status',
      label: t('users.columns.status'),
      sortKey: 'status',
      isStatus: true,
      render: (user) => (
        <Chip
          size="small"
          label={t(`users.statuses.${user.status}`)}
          color={isUserActive(user.status) ? 'success' : 'default'}
        />
      ),
    },
    {
      key: 'created_at',
      label: t('users.columns.created_at'),
      sortKey: 'created_at',
      isNoWrap: true,
      hideBelow: 'lg',
      render: (user) => dayjs(user.created_at).format(DATE_FORMAT),
    },
  ];

  const startDownload = (format: 'xlsx' | 'csv') => {
    setDownloadAnchor(null);
    const { page: _page, items: _items, ...filters } = query;
    download.mutate(
      { ...filters, format },
      {
        onError: (error) => {
          if (isApiError(error) && error.status > 0 && error.status < 500)
            enqueueSnackbar(t('catalogue.errorDownloadingUsers'), { variant: 'error' });
        },
      },
    );
  };

  const actions = (
    <>
      <Button
        variant="outlined"
        startIcon={<DownloadIcon />}
        disabled={download.isPending}
        aria-haspopup="menu"
        onClick={(event) => setDownloadAnchor(event.currentTarget)}
      >
        {t('users.download')}
      </Button>
      <Menu anchorEl={downloadAnchor} open={downloadAnchor !== null} onClose={() => setDownloadAnchor(null)}>
        <MenuItem onClick={() => startDownload('xlsx')}>{t('users.downloadXlsx')}</MenuItem>
        <MenuItem onClick={() => startDownload('csv')}>{t('users.downloadCsv')}</MenuItem>
      </Menu>
      <Button variant="contained" startIcon={<PersonAddAlt1Icon />} onClick={() => setIsInviting(true)}>
        {t('users.invite')}
      </Button>
    </>
  );

  return (
    <PageFrame title={t('pages.users')}>
      <ListPage
        title={t('users.total', { count: users.data?.total ?? 0 })}
        titleComponent="h2"
        actions={actions}
        list={list}
        dateRanges={[{ name: 'date', label: t('users.filters.registration') }]}
        filters={
          <>
            <MultiSelectFilter<Role>
              label={t('users.filters.roles')}
              options={ROLES.map((role) => ({ value: role, label: t(`users.roles.${role}`) }))}
              value={asArray<Role>(list.filters.roles)}
              onChange={(value) => list.setFilter('roles', value)}
            />
            <MultiSelectFilter<Language>
              label={t('users.filters.languages')}
              options={LANGUAGES.map((language) => ({ value: language, label: t(`users.languages.${language}`) }))}
              value={asArray<Language>(list.filters.languages)}
              onChange={(value) => list.setFilter('languages', value)}
            />
            <MultiSelectFilter<UserStatus>
              label={t('users.filters.status')}
              options={USER_STATUSES.map((status) => ({ value: status, label: t(`users.statuses.${status}`) }))}
              value={asArray<UserStatus>(list.filters.status)}
              onChange={(value) => list.setFilter('status', value)}
            />
          </>
        }
        {...listPageStateOf(users)}
      >
        <ResponsiveList rows={rows} rowKey={(user) => user.id} columns={columns} label={t('pages.users')} sort={list} />
      </ListPage>
      <InviteDialog
        isOpen={isInviting}
        onClose={() => setIsInviting(false)}
        roles={invitableRoles(roles, ['admin', 'finance-cfo-global', 'finance-cfo', 'finance-user', 'freelancer'])}
      />
    </PageFrame>
  );
}
