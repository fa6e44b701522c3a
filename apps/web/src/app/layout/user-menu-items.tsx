import { canVisit } from '@fm/contract/routes';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../../features/auth/api/sign-out.ts';
import { isAgencyUser, useAuthStore } from '../../stores/auth-store.ts';

type UserMenuItemsProps = { anchor: HTMLElement | null; name: string; onClose: () => void };

/**
 * The avatar menu itself: name and e-mail, profile and settings (where the role has them), agency switch,
 * sign-out. A chunk of its own, as Menu brings the popover, modal and focus trap along (user-menu.tsx).
 */
export function UserMenuItems({ anchor, name, onClose: close }: UserMenuItemsProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const user = useAuthStore((state) => state.user);
  const roles = user?.roles ?? [];
  const canSwitchAgency = user !== null && isAgencyUser({ user }) && user.groups.length > 1;

  const links = [
    canVisit('/profile', roles) && {
      to: '/profile',
      icon: <PersonOutlinedIcon fontSize="small" />,
      label: t('layout.profile'),
    },
    canVisit('/settings', roles) && {
      to: '/settings',
      icon: <SettingsOutlinedIcon fontSize="small" />,
      label: t('layout.settings'),
    },
    canSwitchAgency && {
      to: '/choose-agency',
      icon: <SwapHorizIcon fontSize="small" />,
      label: t('layout.switchAgency'),
    },
  ].filter((link) => link !== false);

  const handleSignOut = async () => {
    close();
    await signOut();
    await navigate('/login', { replace: true });
  };

  return (
    <Menu
      anchorEl={anchor}
      open={anchor !== null}
      onClose={close}
      anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
      transformOrigin={{ vertical: 'top', horizontal: 'right' }}
      slotProps={{ paper: { sx: { minWidth: 240, mt: 1 } } }}
    >
      <Box sx={{ px: 2, py: 1 }}>
        <Typography sx={{ fontWeight: 600 }} noWrap>
          {name}
        </Typography>
        <Typography variant="body2" color="text.secondary" noWrap>
          {user?.email}
        </Typography>
      </Box>
      <Divider />
      {links.map(({ to, icon, label }) => (
        <MenuItem key={to} component={Link} to={to} onClick={close}>
          <ListItemIcon>{icon}</ListItemIcon>
          {label}
        </MenuItem>
      ))}
      <Divider />
      <MenuItem onClick={() => void handleSignOut()}>
        <ListItemIcon>
          <LogoutIcon fontSize="small" />
        </ListItemIcon>
        {t('layout.signOut')}
      </MenuItem>
    </Menu>
  );
}
