import type { Role } from '@fm/contract/enums';
import { sideNavFor } from '@fm/contract/routes';
import DashboardOutlinedIcon from '@mui/icons-material/DashboardOutlined';
import Box from '@mui/material/Box';
import Divider from '@mui/material/Divider';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemIcon from '@mui/material/ListItemIcon';
import ListItemText from '@mui/material/ListItemText';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import { NavLink, useLocation } from 'react-router';
import { NAV_ICONS } from './nav-items.tsx';

type SideNavigationProps = { roles: readonly Role[]; onNavigate?: () => void };

function NavEntry({
  to,
  label,
  icon,
  onNavigate,
}: {
  to: string;
  label: string;
  icon: ReactElement;
  onNavigate?: () => void;
}) {
  const { pathname } = useLocation();
  const isSelected = pathname === to || pathname.startsWith(`${to}/`);
  // Each link in a list item of its own: a list holds only items (Lighthouse's accessibility audit "list").
  return (
    <ListItem disablePadding>
      <ListItemButton component={NavLink} to={to} selected={isSelected} onClick={onNavigate}>
        <ListItemIcon>{icon}</ListItemIcon>
        <ListItemText primary={label} />
      </ListItemButton>
    </ListItem>
  );
}

/** The dashboard link and exactly `sideNavFor(roles)` from the contract (docs/product.md §3; CFOs get no items). */
export function SideNavigation({ roles, onNavigate }: SideNavigationProps) {
  const { t } = useTranslation();
  const items = sideNavFor(roles);
  return (
    <Box component="nav" aria-label={t('nav.mainNavigation')} sx={{ py: 1 }}>
      <List disablePadding>
        <NavEntry to="/dashboard" label={t('nav.dashboard')} icon={<DashboardOutlinedIcon />} onNavigate={onNavigate} />
      </List>
      {items.length > 0 && <Divider sx={{ my: 1, mx: 2 }} />}
      <List disablePadding data-testid="side-nav-items">
        {items.map((item) => (
          <NavEntry
            key={item}
            to={`/${item}`}
            label={t(`nav.${item}`)}
            icon={NAV_ICONS[item]}
            onNavigate={onNavigate}
          />
        ))}
      </List>
    </Box>
  );
}
