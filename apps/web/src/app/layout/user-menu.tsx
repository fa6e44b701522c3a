import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useHasBeenTrue } from '../../hooks/use-has-been-true.ts';
import { useAuthStore } from '../../stores/auth-store.ts';
import { lazyComponent } from '../lazy-page.ts';

const { Component: UserMenuItems, prefetch: prefetchUserMenuItems } = lazyComponent(
  () => import('./user-menu-items.tsx'),
  'UserMenuItems',
);

/**
 * The avatar button and its menu (user-menu-items.tsx). The menu is fetched when the pointer or the focus reaches
 * the button (at the latest on the click) and stays mounted once opened.
 */
export function UserMenu() {
  const { t } = useTranslation();
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const hasOpened = useHasBeenTrue(anchor !== null);
  const user = useAuthStore((state) => state.user);
  const firstName = useAuthStore((state) => state.firstName);
  const lastName = useAuthStore((state) => state.lastName);
  const profileImage = useAuthStore((state) => state.profileImage);
  const name = [firstName, lastName].filter(Boolean).join(' ') || user?.username || '';
  const initials = (firstName.charAt(0) + lastName.charAt(0) || name.charAt(0)).toUpperCase();

  return (
    <>
      <Tooltip title={t('layout.userMenu')}>
        <IconButton
          aria-label={t('layout.userMenu')}
          aria-haspopup="menu"
          aria-expanded={anchor ? 'true' : undefined}
          onPointerEnter={prefetchUserMenuItems}
          onFocus={prefetchUserMenuItems}
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
      {hasOpened && (
        <Suspense fallback={null}>
          <UserMenuItems anchor={anchor} name={name} onClose={() => setAnchor(null)} />
        </Suspense>
      )}
    </>
  );
}
