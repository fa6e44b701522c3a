import { Box, Container, createTheme, type PaletteMode, ThemeProvider, Typography, useTheme } from '@mui/material';
import { useMemo, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { TwoOptionToggle } from '../../ui/two-option-toggle.tsx';
import { FeedbackDemo } from './components/feedback-demo.tsx';
import { FormWidgetsDemo } from './components/form-widgets-demo.tsx';
import { InfiniteListDemo } from './components/infinite-list-demo.tsx';
import { ListDemo } from './components/list-demo.tsx';

/**
 * /design-system (public): every shared widget, live. The showcase renders inside its own ThemeProvider so that
 * both modes can be previewed without changing the user's theme preference.
 */
export function DesignSystemPage() {
  const { t } = useTranslation();
  const appTheme = useTheme();
  const [previewMode, setPreviewMode] = useState<PaletteMode>(appTheme.palette.mode);
  const previewTheme = useMemo(() => createTheme({ palette: { mode: previewMode } }), [previewMode]);

  return (
    <Container maxWidth="lg" sx={{ py: 3, px: { xs: 1.5, sm: 3 } }}>
      <Box
        sx={{ display: 'flex', flexWrap: 'wrap', alignItems: 'center', justifyContent: 'space-between', gap: 2, mb: 2 }}
      >
        <Box sx={{ minWidth: 0 }}>
          <Typography variant="h4" component="h1">
            {t('ui.designSystem.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('ui.designSystem.intro')}
          </Typography>
        </Box>
        <TwoOptionToggle
          ariaLabel={t('ui.designSystem.previewTheme')}
          value={previewMode}
          onChange={setPreviewMode}
          options={[
            { value: 'light', label: t('ui.theme.light') },
            { value: 'dark', label: t('ui.theme.dark') },
          ]}
        />
      </Box>
      <ThemeProvider theme={previewTheme}>
        <Box
          data-testid="design-system-preview"
          data-mode={previewMode}
          sx={{
            bgcolor: 'background.default',
            color: 'text.primary',
            borderRadius: 2,
            p: { xs: 1, sm: 2 },
            display: 'grid',
            gap: 2,
            gridTemplateColumns: 'repeat(auto-fill, minmax(min(100%, 320px), 1fr))',
            alignItems: 'start',
          }}
        >
          <FormWidgetsDemo />
          <FeedbackDemo />
          <ListDemo />
          <InfiniteListDemo />
        </Box>
      </ThemeProvider>
    </Container>
  );
}
