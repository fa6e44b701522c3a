import { Box, CircularProgress } from '@mui/material';
import { useTranslation } from 'react-i18next';

export type PageLoaderProps = {
  label?: string;
  /** Fill the viewport (route-level fallback) instead of the surrounding box. */
  isFullScreen?: boolean;
};

/** A centred spinner for lazy routes and first loads. */
export function PageLoader({ label, isFullScreen = false }: PageLoaderProps) {
  const { t } = useTranslation();
  return (
    <Box
      role="status"
      aria-live="polite"
      sx={{ display: 'grid', placeItems: 'center', minHeight: isFullScreen ? '100dvh' : 240, width: '100%' }}
    >
      <CircularProgress aria-label={label ?? t('ui.loader.label')} />
    </Box>
  );
}
