import ConstructionIcon from '@mui/icons-material/Construction';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';

/** The body of a page whose content a later issue fills. */
export function ComingSoon() {
  const { t } = useTranslation();
  return (
    <Paper variant="outlined" sx={{ p: { xs: 3, md: 5 } }}>
      <Stack spacing={1.5} sx={{ alignItems: 'center', textAlign: 'center' }}>
        <ConstructionIcon color="action" sx={{ fontSize: 40 }} />
        <Typography color="text.secondary">{t('pages.comingSoon')}</Typography>
      </Stack>
    </Paper>
  );
}
