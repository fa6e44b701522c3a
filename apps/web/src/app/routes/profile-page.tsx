import type { AgencyProfile } from '@fm/contract/schemas/account';
import EditIcon from '@mui/icons-material/Edit';
import GroupsOutlinedIcon from '@mui/icons-material/GroupsOutlined';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { type ReactNode, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { useAgencyProfile } from '../../api/use-agency-profile.ts';
import { HelpButtons } from '../../components/help/help-buttons.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { ActivityLog } from '../../features/activity/components/activity-log.tsx';
import { useFreelancerProfileSummary } from '../../features/profile/api/get-freelancer-profile.ts';
import { TeamPanel } from '../../features/users/components/team-panel.tsx';
import { UserListDialog } from '../../features/users/components/user-list-dialog.tsx';
import { useAuthStore } from '../../stores/auth-store.ts';
import { ErrorState } from '../../ui/error-state.tsx';
import { formatLocaleNumber } from '../../ui/locale-number.ts';
import { PageLoader } from '../../ui/page-loader.tsx';
import { useUiLanguage } from '../../ui/use-ui-language.ts';
import '../../features/users/messages.ts';
import '../../features/profile/messages.ts';
import '../../features/activity/messages.ts';

function Card({ title, children }: { title: string; children: ReactNode }) {
  return (
    <Paper variant="outlined" component="section" sx={{ p: { xs: 2, md: 3 }, minWidth: 0 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function AccountCard() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const firstName = useAuthStore((state) => state.firstName);
  const lastName = useAuthStore((state) => state.lastName);
  const image = useAuthStore((state) => state.profileImage);
  return (
    <Card title={t('profile.account')}>
      <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
        <Avatar src={image ?? undefined} sx={{ width: 56, height: 56 }}>
          {firstName.charAt(0)}
        </Avatar>
        <Stack sx={{ minWidth: 0 }}>
          <Typography sx={{ fontWeight: 600 }}>{`${firstName} ${lastName}`.trim()}</Typography>
          <Typography color="text.secondary" sx={{ wordBreak: 'break-all' }}>
            {user?.email}
          </Typography>
          <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5, mt: 0.5 }}>
            {user?.roles.map((role) => (
              <Chip key={role} size="small" label={t(`users.roles.${role}`)} />
            ))}
          </Stack>
        </Stack>
      </Stack>
    </Card>
  );
}

function AgencyCard({ agency, isManagingDirector }: { agency: AgencyProfile; isManagingDirector: boolean }) {
  const { t } = useTranslation();
  const [isTeamOpen, setIsTeamOpen] = useState(false);
  return (
    <Card title={t('profile.agency')}>
      <Stack spacing={1.5}>
        <Stack direction="row" spacing={2} sx={{ alignItems: 'center' }}>
          <Avatar variant="rounded" src={agency.logo_url ?? undefined} sx={{ width: 56, height: 56 }}>
            {agency.name.charAt(0)}
          </Avatar>
          <Typography variant="h6" component="p">
            {agency.name}
          </Typography>
        </Stack>
        <Typography color="text.secondary">
          {t('profile.financialYear', { year: agency.financialYear.label })} ·{' '}
          {t('profile.bookings', {
            confirmed: agency.confirmed_booking_count,
            pending: agency.pending_booking_count,
            completed: agency.completed_booking_count,
          })}
        </Typography>
        <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
          {isManagingDirector && (
            <Button component={RouterLink} to="/edit-agency-profile" variant="outlined" startIcon={<EditIcon />}>
              {t('profile.editAgency')}
            </Button>
          )}
          <Button variant="outlined" startIcon={<GroupsOutlinedIcon />} onClick={() => setIsTeamOpen(true)}>
            {t('profile.showTeam')}
          </Button>
        </Stack>
      </Stack>
      <UserListDialog isOpen={isTeamOpen} onClose={() => setIsTeamOpen(false)} />
    </Card>
  );
}

function AgencyProfileView() {
  const { t } = useTranslation();
  const profile = useAgencyProfile();
  const isManagingDirector = useAuthStore((state) => state.user?.roles.includes('managing-director') ?? false);
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <ErrorState onRetry={() => void profile.refetch()} />;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <AccountCard />
      <AgencyCard agency={profile.data} isManagingDirector={isManagingDirector} />
      <Card title={t('profile.team')}>
        <TeamPanel />
      </Card>
      <Card title={t('help.title')}>
        <HelpButtons />
      </Card>
      {isManagingDirector && (
        <Box sx={{ gridColumn: { md: '1 / -1' }, minWidth: 0 }}>
          <Card title={t('activity.title')}>
            <ActivityLog />
          </Card>
        </Box>
      )}
    </Box>
  );
}

function FreelancerProfileView() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const profile = useFreelancerProfileSummary(true);
  if (profile.isPending) return <PageLoader />;
  if (profile.isError) return <ErrorState onRetry={() => void profile.refetch()} />;
  const data = profile.data;
  const money = (value: number | null) =>
    value === null ? t('profile.freelancer.notSet') : `${formatLocaleNumber(value, language)} €`;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <AccountCard />
      <Card title={t('profile.freelancer.summary')}>
        <Stack spacing={1}>
          {!data.is_profile_complete && <Alert severity="info">{t('profile.freelancer.incomplete')}</Alert>}
          <Typography>
            {t('profile.freelancer.rate')}: {money(data.rate)}
          </Typography>
          <Typography>
            {t('profile.freelancer.hourlyRate')}: {money(data.hourly_rate)}
          </Typography>
          <Typography>
            {t('profile.freelancer.vendorNumber')}: {data.vendor_number ?? t('profile.freelancer.notSet')}
          </Typography>
          {data.skills.length > 0 && (
            <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }} aria-label={t('profile.freelancer.skills')}>
              {data.skills.map((skill) => (
                <Chip key={skill.id} size="small" label={skill.name} />
              ))}
            </Stack>
          )}
          <div>
            <Button component={RouterLink} to="/edit-profile" variant="contained" startIcon={<EditIcon />}>
              {t('profile.freelancer.edit')}
            </Button>
          </div>
        </Stack>
      </Card>
      <Card title={t('help.title')}>
        <HelpButtons />
      </Card>
    </Box>
  );
}

/** /profile (managing director, account manager, freelancer): the own account and, for agencies, the agency. */
export function ProfilePage() {
  const { t } = useTranslation();
  const realm = useAuthStore((state) => state.realm);
  return (
    <PageFrame title={t('pages.profile')}>
      {realm === 'freelancer' ? <FreelancerProfileView /> : <AgencyProfileView />}
    </PageFrame>
  );
}
