import BusinessOutlinedIcon from '@mui/icons-material/BusinessOutlined';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardActionArea from '@mui/material/CardActionArea';
import Chip from '@mui/material/Chip';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { queryClient } from '../../../lib/query-client.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { MY_AGENCIES_QUERY_KEY, useMyAgencies } from '../api/get-my-agencies.ts';
import { loadSignedInProfile } from '../api/sign-in.ts';

/** /choose-agency: an agency user in several agencies picks the active one (sent as X-Group). */
export function ChooseAgencyPage() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const agencies = useMyAgencies();
  const activeGroup = useAuthStore((state) => state.activeGroup);
  const [pendingId, setPendingId] = useState<number | null>(null);

  const choose = async (id: number) => {
    setPendingId(id);
    const auth = useAuthStore.getState();
    auth.setActiveGroup(String(id));
    queryClient.removeQueries({ predicate: (query) => query.queryKey[0] !== MY_AGENCIES_QUERY_KEY[0] });
    try {
      await loadSignedInProfile();
    } catch {
      // The layout reads the profile again and shows its own error handling (uninvited → login).
    }
    // The remembered path (if any) is cleared by the guard once it is shown.
    await navigate(useAuthStore.getState().redirectUrl ?? '/dashboard', { replace: true });
  };

  return (
    <Box sx={{ maxWidth: 640, mx: 'auto', width: '100%' }}>
      <Typography variant="h5" component="h1" gutterBottom>
        {t('pages.chooseAgency')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 3 }}>
        {t('auth.chooseAgencySubtitle')}
      </Typography>
      {agencies.isPending && (
        <Stack spacing={1.5}>
          <Skeleton variant="rounded" height={72} />
          <Skeleton variant="rounded" height={72} />
        </Stack>
      )}
      {agencies.isError && <Alert severity="error">{t('catalogue.errorLoadingMultipleAgencyUsers')}</Alert>}
      {agencies.data?.length === 0 && <Alert severity="info">{t('auth.noAgencies')}</Alert>}
      <Stack component="ul" spacing={1.5} sx={{ listStyle: 'none', p: 0, m: 0 }}>
        {agencies.data?.map((agency) => (
          <li key={agency.id}>
            <Card sx={{ borderColor: String(agency.id) === activeGroup ? 'primary.main' : undefined }}>
              <CardActionArea
                disabled={!agency.is_active || pendingId !== null}
                onClick={() => void choose(agency.id)}
                sx={{ p: 2, display: 'flex', gap: 2, justifyContent: 'flex-start' }}
              >
                <BusinessOutlinedIcon color={agency.is_active ? 'primary' : 'disabled'} />
                <Typography sx={{ flex: 1, fontWeight: 600 }}>{agency.name}</Typography>
                {!agency.is_active && <Chip size="small" label={t('auth.inactive')} />}
                <ChevronRightIcon color="action" />
              </CardActionArea>
            </Card>
          </li>
        ))}
      </Stack>
    </Box>
  );
}
