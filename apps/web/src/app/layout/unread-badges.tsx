import type { NotificationCategory } from '@fm/contract/enums';
import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Tooltip from '@mui/material/Tooltip';
import { type ReactElement, Suspense, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { type ProfileView, useProfileQuery } from '../../features/auth/api/get-profile.ts';
import { useInmailLiveUpdates } from '../../features/inmail/api/inmail.ts';
import { useNotificationsLiveUpdates } from '../../features/notifications/api/notifications.ts';
import { useHasBeenTrue } from '../../hooks/use-has-been-true.ts';
import { cappedCountText } from '../../lib/capped-count.ts';
import { lazyComponent } from '../lazy-page.ts';

// The dialogs (with their lists, tabs, search and editor) are not part of every page's first download: each is
// fetched when the pointer or the focus reaches its button (at the latest on the click) and stays mounted once opened.
const { Component: NotificationsDialog, prefetch: prefetchNotifications } = lazyComponent(
  () => import('../../features/notifications/components/notifications-dialog.tsx'),
  'NotificationsDialog',
);
const { Component: InmailDialog, prefetch: prefetchInmail } = lazyComponent(
  () => import('../../features/inmail/components/inmail-dialog.tsx'),
  'InmailDialog',
);

type CountButtonProps = {
  label: string;
  count: number;
  icon: ReactElement;
  isExpanded: boolean;
  onClick: () => void;
  onApproach: () => void;
};

function CountButton({ label, count, icon, isExpanded, onClick, onApproach }: CountButtonProps) {
  return (
    <Tooltip title={label}>
      <IconButton
        color="inherit"
        aria-label={label}
        aria-haspopup="dialog"
        aria-expanded={isExpanded}
        onClick={onClick}
        onPointerEnter={onApproach}
        onFocus={onApproach}
        sx={{ p: { xs: 0.5, sm: 1 } }}
      >
        <Badge badgeContent={count} color="error" max={99}>
          {icon}
        </Badge>
      </IconButton>
    </Tooltip>
  );
}

/**
 * The unread to-do, info and message counts of the top bar (from the profile, kept current by the live stream)
 * as buttons: to-do and info open the notifications dialog on their tab, messages the inmail view. All three
 * fit at 360 px. Keeps the notification and message caches current while the stream delivers.
 */
export function UnreadBadges({ counts }: { counts: ProfileView['counts'] }) {
  const { t, i18n } = useTranslation();
  const countText = (count: number) => cappedCountText(count, i18n.language);
  const [category, setCategory] = useState<NotificationCategory | null>(null);
  const [isInmailOpen, setIsInmailOpen] = useState(false);
  const hasOpenedNotifications = useHasBeenTrue(category !== null);
  const hasOpenedInmail = useHasBeenTrue(isInmailOpen);
  useNotificationsLiveUpdates();
  useInmailLiveUpdates();

  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <CountButton
        label={t('layout.toDos', { count: countText(counts.toDo) })}
        count={counts.toDo}
        icon={<ChecklistOutlinedIcon />}
        isExpanded={category === 'to_do'}
        onClick={() => setCategory('to_do')}
        onApproach={prefetchNotifications}
      />
      <CountButton
        label={t('layout.infos', { count: countText(counts.info) })}
        count={counts.info}
        icon={<NotificationsNoneOutlinedIcon />}
        isExpanded={category === 'info'}
        onClick={() => setCategory('info')}
        onApproach={prefetchNotifications}
      />
      <CountButton
        label={t('layout.messages', { count: countText(counts.message) })}
        count={counts.message}
        icon={<MailOutlinedIcon />}
        isExpanded={isInmailOpen}
        onClick={() => setIsInmailOpen(true)}
        onApproach={prefetchInmail}
      />
      {hasOpenedNotifications && (
        <Suspense fallback={null}>
          <NotificationsDialog
            category={category}
            onCategoryChange={setCategory}
            onClose={() => setCategory(null)}
            counts={{ to_do: counts.toDo, info: counts.info }}
          />
        </Suspense>
      )}
      {hasOpenedInmail && (
        <Suspense fallback={null}>
          <InmailDialog isOpen={isInmailOpen} onClose={() => setIsInmailOpen(false)} />
        </Suspense>
      )}
    </Box>
  );
}

const NO_COUNTS: ProfileView['counts'] = { toDo: 0, info: 0, message: 0 };

/** The badges of the signed-in user's profile: they alone re-render when its counts change (the live stream). */
export function ProfileUnreadBadges() {
  return <UnreadBadges counts={useProfileQuery().data?.counts ?? NO_COUNTS} />;
}
