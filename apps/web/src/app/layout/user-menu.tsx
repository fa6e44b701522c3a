import { canVisit } from '@fm/contract/routes';
import LogoutIcon from '@mui/icons-material/Logout';
import PersonOutlinedIcon from '@mui/icons-material/PersonOutlined';
import SettingsOutlinedIcon from '@mui/icons-material/SettingsOutlined';
import SwapHorizIcon from '@mui/icons-material/SwapHoriz';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import IconButton from '@mui/material/IconButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import Menu from '@mui/material/Menu';
import MenuItem from '@mui/material/MenuItem';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Link, useNavigate } from 'react-router';
import { signOut } from '../../features/auth/api/sign-out.ts';
import { isAgencyUser, useAuthStore } from '../../stores/auth-store.ts';

/** Avatar menu: name and e-mail, profile and settings (where the role has them), agency switch, sign-out. */
export function UserMenu() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const user = useAuthStore((state) => state.user);
  const firstName = useAuthStore((state) => state.firstName);
  const lastName = useAuthStore((state) => state.lastName);
  const profileImage = useAuthStore((state) => state.profileImage);
  const roles = user?.roles ?? [];
  const name = [firstName, lastName].filter(Boolean).join(' ') || user?.username || '';
  const initials = (firstName.charAt(0) + lastName.charAt(0) || name.charAt(0)).toUpperCase();
  const canSwitchAgency = user !== null && isAgencyUser({ user }) && user.groups.length > 1;
  const close = () => setAnchor(null);

  const handleSignOut = async () => {
    close();
    await signOut();
    await navigate('/login', { replace: true });
  };

  return (
    <>
      <Tooltip title={t('layout.userMenu')}>
        <IconButton
          aria-label={t('layout.userMenu')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onClick={(event) => setAnchor(event.currentTarget)}
          sx={{ p: 0.5 }}
        >
          <Avatar
            src={profileImage ?? undefined}
            alt={name}
            sx={{ width: 34, height: 34, bgcolor: 'primary.main', fontSize: 15 }}
          >
            {initials}
          </Avatar>
        </IconButton>
      </Tooltip>
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
        {canVisit('/profile', roles) && (
          <MenuItem component={Link} to="/profile" onClick={close}>
            <ListItemIcon>
              <PersonOutlinedIcon fontSize="small" />
            </ListItemIcon>
            {t('layout.profile')}
          </MenuItem>
        )}
        {canVisit('/settings', roles) && (
          <MenuItem component={Link} to="/settings" onClick={close}>
            <ListItemIcon>
              <SettingsOutlinedIcon fontSize="small" />
            </ListItemIcon>
            {t('layout.settings')}
          </MenuItem>
        )}
        {canSwitchAgency && (
          <MenuItem component={Link} to="/choose-agency" onClick={close}>
            <ListItemIcon>
              <SwapHorizIcon fontSize="small" />
            </ListItemIcon>
            {t('layout.switchAgency')}
          </MenuItem>
        )}
        <Divider />
        <MenuItem onClick={() => void handleSignOut()}>
          <ListItemIcon>
            <LogoutIcon fontSize="small" />
          </ListItemIcon>
          {t('layout.signOut')}
        </MenuItem>
      </Menu>
    </>
  );
}
