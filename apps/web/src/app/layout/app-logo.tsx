import StorefrontOutlinedIcon from '@mui/icons-material/StorefrontOutlined';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link } from 'react-router';

/** Logo mark and app name; the name hides on narrow screens when `isCompact`. */
export function AppLogo({ to = '/', isCompact = false }: { to?: string; isCompact?: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component={Link}
      to={to}
      aria-label={t('app.name')}
      sx={{ display: 'flex', alignItems: 'center', gap: 1, color: 'inherit', textDecoration: 'none', minWidth: 0 }}
    >
      <Box
        sx={{
          width: 32,
          height: 32,
          borderRadius: 2,
          bgcolor: 'primary.main',
          color: 'primary.contrastText',
          display: 'grid',
          placeItems: 'center',
          flexShrink: 0,
        }}
      >
        <StorefrontOutlinedIcon fontSize="small" />
      </Box>
      <Typography
        variant="h6"
        component="span"
        noWrap
        sx={{ fontSize: '1.05rem', display: isCompact ? { xs: 'none', sm: 'block' } : 'block' }}
      >
        {t('app.name')}
      </Typography>
    </Box>
  );
}
