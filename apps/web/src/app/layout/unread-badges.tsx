import ChecklistOutlinedIcon from '@mui/icons-material/ChecklistOutlined';
import MailOutlinedIcon from '@mui/icons-material/MailOutlined';
import NotificationsNoneOutlinedIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import Tooltip from '@mui/material/Tooltip';
import type { ReactElement } from 'react';
import { useTranslation } from 'react-i18next';
import type { ProfileView } from '../../features/auth/api/get-profile.ts';

function CountBadge({ label, count, icon }: { label: string; count: number; icon: ReactElement }) {
  return (
    <Tooltip title={label}>
      <Box role="status" aria-label={label} sx={{ display: 'inline-flex', p: 1, color: 'text.secondary' }}>
        <Badge badgeContent={count} color="error" max={99}>
          {icon}
        </Badge>
      </Box>
    </Tooltip>
  );
}

/**
 * Unread to-do, info and message counts from the profile. They are status indicators for now; the
 * notification and inmail issues turn them into the buttons that open their dialogs.
 */
export function UnreadBadges({ counts }: { counts: ProfileView['counts'] }) {
  const { t } = useTranslation();
  return (
    <Box sx={{ display: 'flex', alignItems: 'center' }}>
      <CountBadge
        label={t('layout.toDos', { count: counts.toDo })}
        count={counts.toDo}
        icon={<ChecklistOutlinedIcon />}
      />
      <Box sx={{ display: { xs: 'none', sm: 'inline-flex' } }}>
        <CountBadge
          label={t('layout.infos', { count: counts.info })}
          count={counts.info}
          icon={<NotificationsNoneOutlinedIcon />}
        />
        <CountBadge
          label={t('layout.messages', { count: counts.message })}
          count={counts.message}
          icon={<MailOutlinedIcon />}
        />
      </Box>
    </Box>
  );
}
