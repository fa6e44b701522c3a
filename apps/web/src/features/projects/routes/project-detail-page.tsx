import { DATE_FORMAT } from '@fm/contract/constants';
import { isProjectOpen, PROJECT_STATUSES, type ProjectStatus } from '@fm/contract/enums';
import { hasPermission } from '@fm/contract/roles';
import type { ProjectDetail } from '@fm/contract/schemas/project';
import AddIcon from '@mui/icons-material/Add';
import EditOutlinedIcon from '@mui/icons-material/EditOutlined';
import {
  Alert,
  Avatar,
  Box,
  Button,
  Chip,
  FormControl,
  InputLabel,
  Link,
  MenuItem,
  Paper,
  Select,
  Stack,
  Table,
  TableBody,
  TableCell,
  TableHead,
  TableRow,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { PageFrame } from '../../../components/page-frame.tsx';
import { isAgencyUser, selectRoles, useAuthStore } from '../../../stores/auth-store.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { Fact, FactGrid } from '../../../ui/fact-grid.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { enqueueSnackbar } from '../../../ui/snackbar.tsx';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import '../messages.ts';
import { formatEuro } from '../../../ui/locale-number.ts';
import { useProject } from '../api/get-project.ts';
import { useUpdateProjectStatus } from '../api/update-project-status.ts';
import { CreateProjectDialog } from '../components/create-project-dialog.tsx';
import { PROJECT_STATUS_COLORS } from '../components/project-card.tsx';

const formatDate = (iso: string | null) => (iso ? dayjs(iso).format(DATE_FORMAT) : '—');

function NotInAgency() {
  const { t } = useTranslation();
  const user = useAuthStore((state) => state.user);
  const isFreelancer = user?.roles.includes('freelancer') ?? false;
  const canSwitch = user !== null && isAgencyUser({ user }) && user.groups.length > 1;
  return (
    <Alert
      severity="info"
      action={
        canSwitch ? (
          <Button component={RouterLink} to="/choose-agency" color="inherit" size="small">
            {t('projects.detail.switchAgency')}
          </Button>
        ) : undefined
      }
    >
      {t(
        isFreelancer
          ? 'catalogue.noProjectPermission'
          : user !== null && isAgencyUser({ user })
            ? 'catalogue.projectNotInAgency'
            : 'projects.detail.missing',
      )}
    </Alert>
  );
}

function StatusControl({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const update = useUpdateProjectStatus();
  const change = (status: ProjectStatus) =>
    update.mutate(
      { id: project.id, status },
      {
        onSuccess: (result) =>
          enqueueSnackbar(t('projects.detail.statusChanged', { status: t(`projects.status.${result.status}`) }), {
            variant: 'success',
          }),
        onError: (error) => {
          if (isApiError(error) && error.status < 500) enqueueSnackbar(error.message, { variant: 'error' });
        },
      },
    );
  return (
    <FormControl size="small" sx={{ minWidth: 160 }}>
      <InputLabel id="project-status">{t('projects.detail.status')}</InputLabel>
      <Select
        labelId="project-status"
        label={t('projects.detail.status')}
        value={project.status}
        disabled={update.isPending}
        onChange={(event) => change(event.target.value as ProjectStatus)}
      >
        {PROJECT_STATUSES.map((status) => (
          <MenuItem key={status} value={status}>
            {t(`projects.status.${status}`)}
          </MenuItem>
        ))}
      </Select>
    </FormControl>
  );
}

function ProjectBookings({ project }: { project: ProjectDetail }) {
  const { t } = useTranslation();
  const language = useUiLanguage();
  if (project.bookings.length === 0) return <EmptyState text={t('projects.detail.noBookings')} />;
  return (
    <Box sx={{ overflowX: 'auto' }}>
      <Table size="small" aria-label={t('projects.detail.bookings')}>
        <TableHead>
          <TableRow>
            <TableCell>{t('projects.detail.columns.code')}</TableCell>
            <TableCell>{t('projects.detail.columns.title')}</TableCell>
            <TableCell>{t('projects.detail.columns.freelancer')}</TableCell>
            <TableCell>{t('projects.detail.columns.period')}</TableCell>
            <TableCell align="right">{t('projects.detail.columns.total')}</TableCell>
            <TableCell>{t('projects.detail.columns.status')}</TableCell>
          </TableRow>
        </TableHead>
        <TableBody>
          {project.bookings.map((booking) => (
            <TableRow key={booking.id}>
              <TableCell>{booking.booking_code}</TableCell>
              <TableCell>
                <Link component={RouterLink} to={`/bookings/${booking.id}`}>
                  {booking.title}
                </Link>
              </TableCell>
              <TableCell>
                {booking.freelancer.first_name} {booking.freelancer.last_name}
              </TableCell>
              <TableCell sx={{ whiteSpace: 'nowrap' }}>
                {formatDate(booking.start_date)} – {formatDate(booking.end_date)}
              </TableCell>
              <TableCell align="right">{formatEuro(booking.total_cost, language)}</TableCell>
              <TableCell>
                <Chip
                  size="small"
                  label={t(`projects.bookingStatus.${booking.status}`, { defaultValue: booking.status })}
                />
              </TableCell>
            </TableRow>
          ))}
        </TableBody>
      </Table>
    </Box>
  );
}

/** /projects/:id — the project with its allocations and bookings, its status and "book a freelancer". */
export function ProjectDetailPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const language = useUiLanguage();
  const id = Number(useParams().id);
  const roles = useAuthStore(selectRoles);
  const isAgency = useAuthStore(isAgencyUser);
  const canManage = isAgency && hasPermission(roles, 'manage-project');
  const query = useProject(id);
  const project = query.data;
  const [isEditing, setIsEditing] = useState(false);

  if (query.isLoading) return <PageLoader />;
  if (!project) {
    const isMissing = !Number.isInteger(id) || (isApiError(query.error) && [403, 404].includes(query.error.status));
    return (
      <PageFrame title={t('projects.detail.notFound')}>
        {isMissing ? <NotInAgency /> : <ErrorState onRetry={() => void query.refetch()} />}
      </PageFrame>
    );
  }
  const bookFreelancer = () =>
    void navigate(
      `/bookings?${new URLSearchParams({ new: '1', project: String(project.id), projectName: project.name })}`,
    );

  return (
    <PageFrame title={project.name}>
      <Stack spacing={2.5}>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 2, alignItems: 'center', mb: 2.5 }}>
            <Avatar variant="rounded" src={project.image_url ?? undefined} alt="" sx={{ width: 64, height: 64 }}>
              {project.name.charAt(0)}
            </Avatar>
            {canManage ? null : (
              <Chip color={PROJECT_STATUS_COLORS[project.status]} label={t(`projects.status.${project.status}`)} />
            )}
            <Box sx={{ flex: 1 }} />
            {canManage ? <StatusControl project={project} /> : null}
            {canManage ? (
              <Button variant="outlined" startIcon={<EditOutlinedIcon />} onClick={() => setIsEditing(true)}>
                {t('projects.detail.edit')}
              </Button>
            ) : null}
            {isAgency && isProjectOpen(project.status) ? (
              <Button variant="contained" startIcon={<AddIcon />} onClick={bookFreelancer}>
                {t('projects.detail.bookFreelancer')}
              </Button>
            ) : null}
          </Box>
          <FactGrid>
            <Fact label={t('projects.detail.client')}>{project.client_name ?? '—'}</Fact>
            <Fact label={t('projects.detail.agency')}>{project.agency.name}</Fact>
            <Fact label={t('projects.detail.owner')}>
              {project.owner ? `${project.owner.first_name} ${project.owner.last_name}` : '—'}
            </Fact>
            <Fact label={t('projects.dueDate')}>{formatDate(project.due_date)}</Fact>
            <Fact label={t('projects.detail.financialYear')}>{project.financial_year ?? '—'}</Fact>
            {project.project_number ? (
              <Fact label={t('projects.detail.maconomy')}>
                {project.project_number}
                {project.maconomy_project_name ? ` · ${project.maconomy_project_name}` : ''}
              </Fact>
            ) : null}
            {project.commissioned === null ? null : (
              <Fact label={t('projects.detail.commissioned')}>{formatEuro(project.commissioned, language)}</Fact>
            )}
            {project.cleared === null ? null : (
              <Fact label={t('projects.detail.cleared')}>{formatEuro(project.cleared, language)}</Fact>
            )}
          </FactGrid>
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('projects.detail.allocations')}
          </Typography>
          <Box sx={{ display: 'flex', flexWrap: 'wrap', gap: 1 }}>
            {project.allocations.map((allocation) => (
              <Chip
                key={allocation.id}
                variant={allocation.is_active ? 'filled' : 'outlined'}
                label={`${allocation.number}${allocation.name ? ` · ${allocation.name}` : ''} (${t(
                  allocation.is_active ? 'projects.detail.active' : 'projects.detail.inactive',
                )})`}
              />
            ))}
            {project.allocations.length === 0 ? <Typography color="text.secondary">—</Typography> : null}
          </Box>
        </Paper>
        <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 } }}>
          <Typography variant="h6" component="h2" sx={{ mb: 1.5 }}>
            {t('projects.detail.bookings')}
          </Typography>
          <ProjectBookings project={project} />
        </Paper>
      </Stack>
      {canManage && isEditing ? (
        <CreateProjectDialog isOpen project={project} onClose={() => setIsEditing(false)} />
      ) : null}
    </PageFrame>
  );
}
