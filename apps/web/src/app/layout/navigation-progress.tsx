import LinearProgress from '@mui/material/LinearProgress';
import { useTranslation } from 'react-i18next';
import { useNavigation } from 'react-router';

/**
 * A thin bar along the top edge while the router loads the next page (its code chunk), so a page change on a
 * slow connection gives feedback at once; the current page stays visible below it.
 */
export function NavigationProgress() {
  const { t } = useTranslation();
  const isLoading = useNavigation().state === 'loading';
  if (!isLoading) return null;
  return (
    <LinearProgress
      aria-label={t('app.loading')}
      sx={{ position: 'fixed', top: 0, left: 0, right: 0, height: 3, zIndex: (theme) => theme.zIndex.tooltip + 1 }}
    />
  );
}
