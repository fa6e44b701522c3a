import { Box, LinearProgress, Paper, Typography } from '@mui/material';
import { useTranslation } from 'react-i18next';
import '../messages.ts';
import type { DownloadProgress } from '../api/download-report.ts';

const formatSize = (bytes: number, language: string) =>
  bytes < 1024 * 1024
    ? `${new Intl.NumberFormat(language, { maximumFractionDigits: 0 }).format(bytes / 1024)} KB`
    : `${new Intl.NumberFormat(language, { maximumFractionDigits: 1 }).format(bytes / (1024 * 1024))} MB`;

/** A running download: a bar (determinate when the size is known) and the bytes received so far. */
export function DownloadProgressBar({ progress }: { progress: DownloadProgress | null }) {
  const { t, i18n } = useTranslation();
  if (!progress) return null;
  const percent = progress.total ? Math.min(100, (progress.received / progress.total) * 100) : undefined;
  return (
    <Paper variant="outlined" sx={{ p: 1.5, mb: 2 }} role="status" aria-live="polite">
      <Typography variant="body2">{t('reports.downloading', { title: progress.title })}</Typography>
      <LinearProgress
        variant={percent === undefined ? 'indeterminate' : 'determinate'}
        {...(percent === undefined ? {} : { value: percent })}
        aria-label={t('reports.downloading', { title: progress.title })}
        sx={{ my: 1 }}
      />
      <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
        <Typography variant="caption" color="text.secondary">
          {t('reports.received', { size: formatSize(progress.received, i18n.language) })}
        </Typography>
      </Box>
    </Paper>
  );
}
