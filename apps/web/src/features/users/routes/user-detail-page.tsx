import { DATE_FORMAT } from '@fm/contract/constants';
import { isUserActive } from '@fm/contract/schemas/user';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { PageQueryState } from '../../../components/load-failure.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { useUser } from '../api/get-user.ts';
import { UserAdminSection } from '../components/user-admin-section.tsx';
import { UserReplacementList } from '../components/user-replacement-list.tsx';
import '../messages.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

/** /users/{id} (admin): one user with roles, agencies and replacements; agency users can be managed here. */
export function UserDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const user = useUser(id);
  const data = user.data;

  return (
    <PageFrame title={data ? `${data.firstName} ${data.lastName}` : t('pages.userDetail')}>
      <PageQueryState query={user} record={{ id, notFoundText: t('users.notFound') }} />
      {data && (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
            <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2} sx={{ alignItems: { sm: 'center' } }}>
              <Avatar src={data.image_url ?? undefined} sx={{ width: 64, height: 64 }}>
                {data.firstName.charAt(0)}
              </Avatar>
              <Stack spacing={0.5} sx={{ minWidth: 0, flex: 1 }}>
                <Typography sx={{ wordBreak: 'break-all' }}>{data.email}</Typography>
                <Stack direction="row" spacing={1} sx={{ flexWrap: 'wrap', gap: 1 }}>
                  {data.roles.map((role) => (
                    <Chip key={role} size="small" label={t(`users.roles.${role}`)} />
                  ))}
                  <Chip
                    size="small"
                    color={isUserActive(data.status) ? 'success' : 'default'}
                    label={t(`users.statuses.${data.status}`)}
                  />
                </Stack>
                <Typography variant="body2" color="text.secondary">
                  {t('users.columns.created_at')}: {dayjs(data.created_at).format(DATE_FORMAT)} ·{' '}
                  {t('users.detail.lastLogin')}:{' '}
                  {data.last_login_at ? dayjs(data.last_login_at).format(DATE_FORMAT) : t('users.detail.never')} ·{' '}
                  {t('users.columns.account_language')}: {t(`users.languages.${data.account_language}`)}
                </Typography>
              </Stack>
              {data.freelancer_id !== null && (
                <Button component={RouterLink} to={`/freelancers/${data.freelancer_id}`} variant="outlined">
                  {t('users.detail.freelancerProfile')}
                </Button>
              )}
            </Stack>
          </Paper>
          <UserAdminSection user={data} />
          <Section title={t('users.detail.memberships')}>
            {data.memberships.length === 0 ? (
              <Typography color="text.secondary">{t('users.detail.noMemberships')}</Typography>
            ) : (
              <List dense>
                {data.memberships.map((membership) => (
                  <ListItem key={membership.agency.id} disableGutters>
                    <ListItemText
                      primary={
                        <Link component={RouterLink} to={`/agencies/${membership.agency.id}`}>
                          {membership.agency.name}
                        </Link>
                      }
                      secondary={`${t(`users.roles.${membership.role}`)} · ${t(
                        `users.statuses.${membership.is_active ? 'ACTIVE' : 'INACTIVE'}`,
                      )}`}
                    />
                  </ListItem>
                ))}
              </List>
            )}
          </Section>
          <Section title={t('users.detail.replacements')}>
            <UserReplacementList user={data} />
          </Section>
        </Stack>
      )}
    </PageFrame>
  );
}
