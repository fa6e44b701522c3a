import ErrorOutlinedIcon from '@mui/icons-material/ErrorOutlined';
import { Alert, AlertTitle, Button } from '@mui/material';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export type ErrorStateProps = {
  title?: ReactNode;
  text?: ReactNode;
  /** Shows a retry button when given. */
  onRetry?: () => void;
};

/** A load failure with an optional retry. */
export function ErrorState({ title, text, onRetry }: ErrorStateProps) {
  const { t } = useTranslation();
  return (
    <Alert
      severity="error"
      icon={<ErrorOutlinedIcon />}
      sx={{ my: 2, alignItems: 'center' }}
      action={
        onRetry ? (
          <Button color="inherit" size="small" onClick={onRetry}>
            {t('ui.error.retry')}
          </Button>
        ) : undefined
      }
    >
      <AlertTitle>{title ?? t('ui.error.title')}</AlertTitle>
      {text ?? t('ui.error.text')}
    </Alert>
  );
}
