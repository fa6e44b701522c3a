import InboxOutlinedIcon from '@mui/icons-material/InboxOutlined';
import { Box, Typography } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type EmptyStateProps = {
  title?: ReactNode;
  text?: ReactNode;
  icon?: ReactNode;
  /** E.g. a "create" button or "clear filters". */
  action?: ReactNode;
};

/** Shown where a list or a panel has nothing to show. */
export function EmptyState({ title, text, icon, action }: EmptyStateProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        textAlign: 'center',
        gap: 1,
        py: 6,
        px: 2,
        color: 'text.secondary',
      }}
    >
      <Box aria-hidden sx={{ fontSize: 48, lineHeight: 0 }}>
        {icon ?? <InboxOutlinedIcon fontSize="inherit" />}
      </Box>
      <Typography variant="h6" component="p" color="text.primary">
        {title ?? t('ui.empty.title')}
      </Typography>
      <Typography variant="body2">{text ?? t('ui.empty.text')}</Typography>
      {action ? <Box sx={{ mt: 1 }}>{action}</Box> : null}
    </Box>
  );
}
