import ErrorOutlineIcon from '@mui/icons-material/ErrorOutlineOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { ChunkLoadError } from './lazy-page.ts';

/** The router's error element: a failed chunk offers a reload, anything else a way home. */
export function RouteError() {
  const error = useRouteError();
  const { t } = useTranslation();
  const isChunkError = error instanceof ChunkLoadError;
  const isNotFound = isRouteErrorResponse(error) && error.status === 404;
  const title = isChunkError
    ? t('catalogue.loadingChunkFailed')
    : isNotFound
      ? t('app.notFound')
      : t('app.unexpectedError');
  const hint = isChunkError ? t('app.chunkLoadHint') : t('app.unexpectedErrorHint');
  if (!isChunkError && !isNotFound) console.error(error);

  return (
    <Box role="alert" sx={{ minHeight: '60vh', display: 'grid', placeItems: 'center', p: 3 }}>
      <Stack spacing={2} sx={{ alignItems: 'center', textAlign: 'center', maxWidth: 480 }}>
        <ErrorOutlineIcon color="error" sx={{ fontSize: 56 }} />
        <Typography variant="h5" component="h1">
          {title}
        </Typography>
        <Typography color="text.secondary">{hint}</Typography>
        <Stack direction="row" spacing={1}>
          <Button variant="contained" onClick={() => window.location.reload()}>
            {t('app.reload')}
          </Button>
          {!isChunkError && (
            <Button variant="outlined" href="/dashboard">
              {t('app.toDashboard')}
            </Button>
          )}
        </Stack>
      </Stack>
    </Box>
  );
}
