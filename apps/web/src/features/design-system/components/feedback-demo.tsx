import { Alert, Box, Button } from '@mui/material';
import { useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { DemoSection } from './demo-section.tsx';

const SIMULATED_WORK_MS = 1200;

/** Confirm dialog (with a simulated busy phase) and the empty, error and loading states. */
export function FeedbackDemo() {
  const { t } = useTranslation();
  const [isOpen, setOpen] = useState(false);
  const [isBusy, setBusy] = useState(false);
  const [isDone, setDone] = useState(false);
  const timer = useRef<ReturnType<typeof setTimeout>>(undefined);
  useEffect(() => () => clearTimeout(timer.current), []);

  const confirm = () => {
    setBusy(true);
    timer.current = setTimeout(() => {
      setBusy(false);
      setOpen(false);
      setDone(true);
    }, SIMULATED_WORK_MS);
  };

  return (
    <>
      <DemoSection title={t('ui.designSystem.sections.dialog')}>
        <Box>
          <Button
            variant="outlined"
            color="error"
            onClick={() => {
              setDone(false);
              setOpen(true);
            }}
          >
            {t('ui.designSystem.openDialog')}
          </Button>
        </Box>
        {isDone ? <Alert severity="success">{t('ui.designSystem.dialogDone')}</Alert> : null}
        <ConfirmDialog
          isOpen={isOpen}
          isBusy={isBusy}
          title={t('ui.designSystem.dialogTitle')}
          text={t('ui.designSystem.dialogText')}
          confirmLabel={t('ui.designSystem.dialogConfirm')}
          confirmColor="error"
          onConfirm={confirm}
          onCancel={() => setOpen(false)}
        />
      </DemoSection>
      <DemoSection title={t('ui.designSystem.sections.states')} isWide>
        <Box sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fit, minmax(min(100%, 260px), 1fr))' }}>
          <EmptyState />
          <ErrorState onRetry={() => undefined} />
          <PageLoader />
        </Box>
      </DemoSection>
    </>
  );
}
