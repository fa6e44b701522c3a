import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Container from '@mui/material/Container';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Toolbar from '@mui/material/Toolbar';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Outlet, Link as RouterLink } from 'react-router';
import { AppLogo } from './app-logo.tsx';
import { FOOTER_LINKS } from './footer-links.ts';
import { LanguageSwitch } from './language-switch.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { ThemeToggle } from './theme-toggle.tsx';

/** Sign-in and information pages: a slim top bar, centred content and the footer with the legal pages. */
export function PublicLayout() {
  const { t } = useTranslation();
  return (
    <Box sx={{ minHeight: '100vh', display: 'flex', flexDirection: 'column' }}>
      <NavigationProgress />
      <AppBar position="static">
        <Toolbar sx={{ gap: 1, px: { xs: 1.5, sm: 3 } }}>
          <Box sx={{ flex: 1, minWidth: 0 }}>
            <AppLogo to="/login" />
          </Box>
          <LanguageSwitch />
          <ThemeToggle />
        </Toolbar>
      </AppBar>
      <Container
        component="main"
        maxWidth="lg"
        sx={{ flex: 1, display: 'flex', flexDirection: 'column', py: { xs: 3, sm: 6 } }}
      >
        <Outlet />
      </Container>
      <Box component="footer" sx={{ borderTop: 1, borderColor: 'divider', py: 2.5, px: 2 }}>
        <Stack direction="row" sx={{ flexWrap: 'wrap', justifyContent: 'center', columnGap: 3, rowGap: 1 }}>
          {FOOTER_LINKS.map((link) => (
            <Link
              key={link.to}
              component={RouterLink}
              to={link.to}
              color="text.secondary"
              underline="hover"
              variant="body2"
            >
              {t(link.key)}
            </Link>
          ))}
        </Stack>
        <Typography variant="caption" color="text.secondary" component="p" sx={{ textAlign: 'center', mt: 1.5 }}>
          {t('footer.copyright', { year: new Date().getFullYear() })}
        </Typography>
      </Box>
    </Box>
  );
}
