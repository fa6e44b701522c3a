import MenuIcon from '@mui/icons-material/Menu';
import Alert from '@mui/material/Alert';
import AppBar from '@mui/material/AppBar';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Drawer from '@mui/material/Drawer';
import IconButton from '@mui/material/IconButton';
import type { Theme } from '@mui/material/styles';
import Toolbar from '@mui/material/Toolbar';
import useMediaQuery from '@mui/material/useMediaQuery';
import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Outlet, useMatches, useNavigate } from 'react-router';
import { isApiError } from '../../api/api-error.ts';
import { useLiveStream } from '../../api/use-live-stream.ts';
import { useProfileQuery } from '../../features/auth/api/get-profile.ts';
import { UNINVITED_MESSAGE_KEY } from '../../features/auth/api/sign-in.ts';
import { signOut } from '../../features/auth/api/sign-out.ts';
import { useHasBeenTrue } from '../../hooks/use-has-been-true.ts';
import { setFlashMessage } from '../../lib/flash-message.ts';
import { selectRoles, useAuthStore } from '../../stores/auth-store.ts';
import { isProfileSetUpForced, type RouteHandle } from '../guards/guard-rules.ts';
import { AppLogo } from './app-logo.tsx';
import { LanguageSwitch } from './language-switch.tsx';
import { NavigationProgress } from './navigation-progress.tsx';
import { SideNavigation } from './side-navigation.tsx';
import { ThemeToggle } from './theme-toggle.tsx';
import { ProfileUnreadBadges } from './unread-badges.tsx';
import { UserMenu } from './user-menu.tsx';

export const DRAWER_WIDTH = 264;

/**
 * A 403 on the agency profile means "not invited": sign out and say so on the login page (docs/product.md §2).
 * The profile's parts of the frame (this, the active agency, the unread counts) each read the profile themselves,
 * so that its answer and every refetch (the live counts) re-render them alone, not the frame and its navigation.
 */
function UninvitedSignOut() {
  const { error } = useProfileQuery();
  const navigate = useNavigate();
  const realm = useAuthStore((state) => state.realm);
  useEffect(() => {
    if (realm !== 'agency' || !isApiError(error) || error.status !== 403) return;
    void signOut().then(() => {
      setFlashMessage(UNINVITED_MESSAGE_KEY);
      return navigate('/login', { replace: true });
    });
  }, [error, realm, navigate]);
  return null;
}

/** The agency the user acts in, beside the logo from 900 px. */
function ActiveAgency() {
  const { t } = useTranslation();
  const agencyName = useProfileQuery().data?.agencyName;
  if (!agencyName) return null;
  return (
    <Chip
      size="small"
      variant="outlined"
      label={agencyName}
      title={t('layout.activeAgency')}
      sx={{ ml: 1, display: { xs: 'none', md: 'inline-flex' }, maxWidth: 220 }}
    />
  );
}

/**
 * The signed-in frame: top bar and, when `hasNavigation`, the side navigation — permanent from 900 px
 * (md), a temporary drawer behind the menu button below. Detail pages get reduced padding (route handle).
 */
export function AppLayout({ hasNavigation: hasNavigationSlot = true }: { hasNavigation?: boolean }) {
  const { t } = useTranslation();
  // While the profile set-up is forced every other page bounces back, so the navigation is left out and one
  // line says why.
  const isSettingUp = useAuthStore(isProfileSetUpForced);
  const hasNavigation = hasNavigationSlot && !isSettingUp;
  const [isDrawerOpen, setIsDrawerOpen] = useState(false);
  const hasDrawerOpened = useHasBeenTrue(isDrawerOpen);
  const isWide = useMediaQuery((theme: Theme) => theme.breakpoints.up('md'), { noSsr: true });
  const roles = useAuthStore(selectRoles);
  useLiveStream();
  const isDense = useMatches().some((match) => (match.handle as RouteHandle | undefined)?.isDense);
  const navigation = <SideNavigation roles={roles} onNavigate={() => setIsDrawerOpen(false)} />;

  return (
    <Box sx={{ display: 'flex', minHeight: '100vh' }}>
      <UninvitedSignOut />
      <NavigationProgress />
      <AppBar position="fixed" sx={{ zIndex: (theme) => theme.zIndex.drawer + 1 }}>
        <Toolbar sx={{ gap: { xs: 0.5, sm: 1 }, px: { xs: 1, sm: 2 } }}>
          {hasNavigation && !isWide && (
            <IconButton
              color="inherit"
              edge="start"
              aria-label={t('layout.openMenu')}
              onClick={() => setIsDrawerOpen(true)}
            >
              <MenuIcon />
            </IconButton>
          )}
          <AppLogo isCompact />
          <ActiveAgency />
          <Box sx={{ flex: 1 }} />
          <ProfileUnreadBadges />
          <LanguageSwitch />
          <ThemeToggle />
          <UserMenu />
        </Toolbar>
      </AppBar>
      {hasNavigation && (
        <Box sx={{ width: { md: DRAWER_WIDTH }, flexShrink: { md: 0 } }}>
          {/* One drawer for the screen's width, so the navigation renders once: permanent from 900 px, below it a
              temporary drawer behind the menu button. That one renders at the first opening, not with every page a
              phone loads, and stays mounted from then on, so that it opens again at once. */}
          {isWide ? (
            <Drawer
              variant="permanent"
              open
              sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH, boxSizing: 'border-box' } }}
            >
              <Toolbar />
              {navigation}
            </Drawer>
          ) : (
            <Drawer
              variant="temporary"
              open={isDrawerOpen}
              onClose={() => setIsDrawerOpen(false)}
              ModalProps={{ keepMounted: hasDrawerOpened }}
              sx={{ '& .MuiDrawer-paper': { width: DRAWER_WIDTH } }}
            >
              <Box sx={{ px: 2, py: 1.5 }}>
                <AppLogo />
              </Box>
              {navigation}
            </Drawer>
          )}
        </Box>
      )}
      <Box
        component="main"
        sx={{
          flex: 1,
          minWidth: 0,
          width: { md: hasNavigation ? `calc(100% - ${DRAWER_WIDTH}px)` : '100%' },
          px: isDense ? { xs: 1, md: 2 } : { xs: 2, md: 4 },
          py: isDense ? { xs: 1.5, md: 2 } : { xs: 2.5, md: 4 },
        }}
      >
        <Toolbar />
        {hasNavigationSlot && isSettingUp && (
          <Alert severity="info" sx={{ mb: 2 }}>
            {t('layout.setUpFirst')}
          </Alert>
        )}
        <Outlet />
      </Box>
    </Box>
  );
}
