import type { AgencyDetail } from '@fm/contract/schemas/agency';
import EditIcon from '@mui/icons-material/Edit';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Link from '@mui/material/Link';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Table from '@mui/material/Table';
import TableBody from '@mui/material/TableBody';
import TableCell from '@mui/material/TableCell';
import TableHead from '@mui/material/TableHead';
import TableRow from '@mui/material/TableRow';
import Typography from '@mui/material/Typography';
import { type ReactNode, useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useParams } from 'react-router';
import { BudgetNotificationMembersPanel } from '../../components/budget-notification-members/budget-notification-members-panel.tsx';
import { PageQueryState } from '../../components/load-failure.tsx';
import { PageFrame } from '../../components/page-frame.tsx';
import { ActivityLog } from '../../features/activity/components/activity-log.tsx';
import { agencyQueryKey, useAgency } from '../../features/agencies/api/get-agency.ts';
import { AgencyAdminActions } from '../../features/agencies/components/agency-admin-actions.tsx';
import { AgencyStatusChips } from '../../features/agencies/components/agency-status-chips.tsx';
import { AgencyBudgetActions } from '../../features/budget/components/agency-budget-actions.tsx';
import { BudgetWidget } from '../../features/budget/components/budget-widget.tsx';
import { ConsumptionCharts } from '../../features/budget/components/consumption-charts.tsx';
import { TopConsumptions } from '../../features/budget/components/top-consumptions.tsx';
import { AdminOnboardingDialog } from '../../features/onboarding/components/admin-onboarding-dialog.tsx';
import { InviteDialog } from '../../features/users/components/invite-dialog.tsx';
import { useAuthStore } from '../../stores/auth-store.ts';
import { formatLocaleNumber } from '../../ui/locale-number.ts';
import { PHONE_ONLY, WIDE_ONLY } from '../../ui/responsive-table.ts';
import { useUiLanguage } from '../../ui/use-ui-language.ts';
import '../../features/users/messages.ts';
import '../../features/agencies/messages.ts';
import '../../features/activity/messages.ts';

function Section({ title, children }: { title: string; children: ReactNode }) {
  const titleId = useId();
  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 1.5, md: 2.5 }, minWidth: 0 }}
    >
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 1 }}>
        {title}
      </Typography>
      {children}
    </Paper>
  );
}

function Fact({ label, value }: { label: string; value: ReactNode }) {
  return (
    <Stack direction="row" spacing={1} sx={{ justifyContent: 'space-between', py: 0.5 }}>
      <Typography color="text.secondary">{label}</Typography>
      <Typography sx={{ fontWeight: 600, textAlign: 'right' }}>{value}</Typography>
    </Stack>
  );
}

/** A website as the agency entered it; the protocol may be missing (`studio.example`). */
function WebsiteLink({ website }: { website: string | null }) {
  if (!website) return '–';
  const href = /^https?:\/\//i.test(website) ? website : `https://${website}`;
  return (
    <Link href={href} target="_blank" rel="noopener noreferrer" sx={{ wordBreak: 'break-all' }}>
      {website}
    </Link>
  );
}

type ChipListProps = { items: { id: number; label: string }[]; emptyText: string; variant?: 'outlined' };

function ChipList({ items, emptyText, variant }: ChipListProps) {
  if (items.length === 0) return <Typography color="text.secondary">{emptyText}</Typography>;
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      {items.map((item) => (
        <Chip key={item.id} size="small" variant={variant} label={item.label} />
      ))}
    </Stack>
  );
}

function AgencyFacts({ agency, isAdmin }: { agency: AgencyDetail; isAdmin: boolean }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const yesNo = (value: boolean) => t(value ? 'agencies.detail.yes' : 'agencies.detail.no');
  const year = agency.financialYear.label;
  return (
    <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: { xs: '1fr', md: '1fr 1fr' } }}>
      <Section title={t('agencies.detail.budget', { year })}>
        {agency.budget === null ? (
          <Typography color="text.secondary">{t('agencies.detail.noBudget', { year })}</Typography>
        ) : (
          <Fact
            label={`${year}${agency.financialYear.is_closed ? ` (${t('agencies.detail.yearClosed')})` : ''}`}
            value={`${formatLocaleNumber(agency.budget, language)} €`}
          />
        )}
        <Fact
          label={t('agencies.detail.freelancerFee')}
          value={`${formatLocaleNumber(agency.freelancerFee, language)} %`}
        />
        <AgencyBudgetActions
          agency={{ id: agency.id, name: agency.name }}
          freelancerFee={agency.freelancerFee}
          year={year}
          isYearClosed={agency.financialYear.is_closed}
        />
      </Section>
      <Section title={t('agencies.detail.bookings')}>
        <Fact label={t('agencies.detail.confirmed')} value={agency.confirmed_booking_count} />
        <Fact label={t('agencies.detail.pending')} value={agency.pending_booking_count} />
        <Fact label={t('agencies.detail.completed')} value={agency.completed_booking_count} />
      </Section>
      <Section title={t('agencies.detail.settings')}>
        <Fact label={t('agencies.fields.website')} value={<WebsiteLink website={agency.website} />} />
        <Fact label={t('agencies.detail.approvalRequired')} value={yesNo(agency.is_booking_approval_required)} />
        <Fact label={t('agencies.detail.maconomyRequired')} value={yesNo(agency.is_maconomy_data_exchange_required)} />
      </Section>
      <Section title={t('agencies.detail.clients')}>
        <ChipList
          items={agency.clients.map(({ id, client }) => ({ id, label: client }))}
          emptyText={t('agencies.detail.noClients')}
        />
        <Typography variant="subtitle2" component="h3" sx={{ mt: 2, mb: 0.5 }}>
          {t('agencies.detail.groups')}
        </Typography>
        <ChipList
          items={agency.clusters.map(({ id, name }) => ({ id, label: name }))}
          emptyText={t('agencies.detail.noGroups')}
          variant="outlined"
        />
      </Section>
      <Section title={t('agencies.detail.services')}>
        <ChipList
          items={agency.specialities.map(({ id, name }) => ({ id, label: name }))}
          emptyText={t('agencies.detail.noServices')}
        />
      </Section>
      {isAdmin && (
        <BudgetNotificationMembersPanel
          agencyId={agency.id}
          members={agency.notification_members}
          listKey={agencyQueryKey(agency.id)}
        />
      )}
    </Box>
  );
}

function AgencyUsers({ agency, isAdmin }: { agency: AgencyDetail; isAdmin: boolean }) {
  const { t } = useTranslation();
  if (agency.users.length === 0) return <Typography color="text.secondary">{t('agencies.detail.noUsers')}</Typography>;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('agencies.detail.users')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('users.columns.firstName')}</TableCell>
            <TableCell sx={WIDE_ONLY}>{t('users.columns.email')}</TableCell>
            <TableCell>{t('users.columns.roles')}</TableCell>
            <TableCell>{t('users.columns.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {agency.users.map((user) => (
            <TableRow key={user.id}>
              <TableCell>
                {isAdmin ? (
                  <Link component={RouterLink} to={`/users/${user.id}`}>
                    {user.first_name} {user.last_name}
                  </Link>
                ) : (
                  `${user.first_name} ${user.last_name}`
                )}
                <Typography variant="body2" color="text.secondary" sx={{ ...PHONE_ONLY, wordBreak: 'break-all' }}>
                  {user.email}
                </Typography>
              </TableCell>
              <TableCell sx={{ ...WIDE_ONLY, wordBreak: 'break-all' }}>{user.email}</TableCell>
              <TableCell>{t(`users.roles.${user.role}`)}</TableCell>
              <TableCell>{t(`users.statuses.${user.is_active ? 'ACTIVE' : 'INACTIVE'}`)}</TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** /agencies/{id} (admin, finance): the agency with users, budget and bookings; admins act on it. */
export function AgencyDetailPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const agency = useAgency(id);
  const isAdmin = useAuthStore((state) => state.user?.roles.includes('admin') ?? false);
  const [isInviting, setIsInviting] = useState(false);
  const [isOnboarding, setIsOnboarding] = useState(false);
  const data = agency.data;

  return (
    <PageFrame title={data?.name ?? t('pages.agencyDetail')}>
      <PageQueryState query={agency} record={{ id, notFoundText: t('agencies.notFound') }} />
      {data && (
        <Stack spacing={2}>
          <Paper variant="outlined" sx={{ p: { xs: 1.5, md: 2.5 } }}>
            <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'center' } }}>
              <Stack direction="row" spacing={2} sx={{ alignItems: 'center', flex: 1, minWidth: 0 }}>
                <Avatar variant="rounded" src={data.logo_url ?? undefined} sx={{ width: 56, height: 56 }}>
                  {data.name.charAt(0)}
                </Avatar>
                <Stack spacing={0.5} sx={{ minWidth: 0 }}>
                  <Typography variant="h6" component="p" noWrap>
                    {data.name}
                  </Typography>
                  <AgencyStatusChips agency={data} />
                </Stack>
              </Stack>
              {isAdmin && (
                <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
                  <Button component={RouterLink} to={`/agencies/${data.id}/edit`} startIcon={<EditIcon />}>
                    {t('agencies.detail.edit')}
                  </Button>
                  {!data.is_profile_complete && (
                    <Button onClick={() => setIsOnboarding(true)}>{t('agencies.detail.onboard')}</Button>
                  )}
                  <Button startIcon={<PersonAddAlt1Icon />} onClick={() => setIsInviting(true)}>
                    {t('agencies.detail.invite')}
                  </Button>
                  <AgencyAdminActions agency={data} />
                </Stack>
              )}
            </Stack>
          </Paper>
          <Section title={t('agencies.detail.users')}>
            <AgencyUsers agency={data} isAdmin={isAdmin} />
          </Section>
          <AgencyFacts agency={data} isAdmin={isAdmin} />
          <BudgetWidget agencyId={data.id} />
          <ConsumptionCharts agencyId={data.id} />
          <TopConsumptions agencyId={data.id} />
          <Section title={t('activity.title')}>
            <ActivityLog agencyId={data.id} />
          </Section>
        </Stack>
      )}
      {isAdmin && data && (
        <>
          <InviteDialog
            isOpen={isInviting}
            onClose={() => setIsInviting(false)}
            roles={['managing-director', 'agency-manager']}
            agencyId={data.id}
          />
          <AdminOnboardingDialog agency={data} isOpen={isOnboarding} onClose={() => setIsOnboarding(false)} />
        </>
      )}
    </PageFrame>
  );
}
