import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';

type PageFrameProps = {
  title: string;
  /** Buttons shown on the right of the header. */
  actions?: ReactNode;
  /** False on pages with nowhere to go back to (the dashboard, the forced profile set-up): no back arrow there. */
  hasBack?: boolean;
  children?: ReactNode;
};

/**
 * Every signed-in page: a header with the title, a back button before it where there is somewhere to go back to,
 * and the page's actions on the right (docs/product.md §3.5).
 */
export function PageFrame({ title, actions, hasBack = true, children }: PageFrameProps) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  // A page opened directly (no earlier entry in this app) goes back to the dashboard instead of leaving.
  const goBack = () => ((window.history.state as { idx?: number } | null)?.idx ? navigate(-1) : navigate('/dashboard'));
  return (
    <Box component="section" aria-labelledby="page-title">
      <Stack direction="row" spacing={1} sx={{ alignItems: 'center', mb: { xs: 2, md: 3 }, minWidth: 0 }}>
        {hasBack && (
          <Tooltip title={t('layout.back')}>
            <IconButton aria-label={t('layout.back')} onClick={() => void goBack()} edge="start">
              <ArrowBackIcon />
            </IconButton>
          </Tooltip>
        )}
        <Typography id="page-title" variant="h5" component="h1" noWrap sx={{ flex: 1, minWidth: 0 }}>
          {title}
        </Typography>
        {actions}
      </Stack>
      {children}
    </Box>
  );
}
