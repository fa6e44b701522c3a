import CheckCircleOutlineIcon from '@mui/icons-material/CheckCircleOutlined';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { PageLoader } from '../../../ui/page-loader.tsx';
import { useAcceptProcedure, useProcedureState } from '../api/accept-procedure.ts';
import { PROCEDURE_SECTIONS } from '../messages.ts';

/** The self-billing procedure (docs/product.md §14): the freelancer reads it and accepts it once. */
export function CreditMemoProcedure() {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const state = useProcedureState();
  const accept = useAcceptProcedure();
  const [isChecked, setIsChecked] = useState(false);
  const [isJustAccepted, setIsJustAccepted] = useState(false);

  if (state.isPending) return <PageLoader />;
  if (state.isError) return <ErrorState onRetry={() => void state.refetch()} />;
  const isAccepted = state.data.has_accepted_credit_memo_procedure;

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, sm: 4 }, maxWidth: 820 }}>
      <Stack spacing={2.5}>
        <Typography>{t('creditMemo.intro')}</Typography>
        {PROCEDURE_SECTIONS.map((key) => (
          <section key={key} aria-labelledby={`procedure-${key}`}>
            <Typography id={`procedure-${key}`} variant="subtitle1" component="h2" sx={{ fontWeight: 600 }}>
              {t(`creditMemo.sections.${key}.title`)}
            </Typography>
            <Typography color="text.secondary">{t(`creditMemo.sections.${key}.text`)}</Typography>
          </section>
        ))}
        {accept.isError && !(isApiError(accept.error) && accept.error.status >= 500) ? (
          <Alert severity="error">{t('creditMemo.error')}</Alert>
        ) : null}
        {isAccepted ? (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <Alert severity="success" icon={<CheckCircleOutlineIcon />} role="status">
              {isJustAccepted ? t('creditMemo.acceptedNow') : t('creditMemo.accepted')}
            </Alert>
            <Button variant="contained" onClick={() => navigate('/dashboard')}>
              {t('creditMemo.continue')}
            </Button>
          </Stack>
        ) : (
          <Stack spacing={2} sx={{ alignItems: 'flex-start' }}>
            <FormControlLabel
              control={<Checkbox checked={isChecked} onChange={(event) => setIsChecked(event.target.checked)} />}
              label={t('creditMemo.accept')}
            />
            <Button
              variant="contained"
              disabled={!isChecked || accept.isPending}
              onClick={() => accept.mutate(undefined, { onSuccess: () => setIsJustAccepted(true) })}
            >
              {t('creditMemo.accept')}
            </Button>
          </Stack>
        )}
      </Stack>
    </Paper>
  );
}
