import {
  Alert,
  Box,
  Button,
  Dialog,
  DialogActions,
  DialogContent,
  DialogContentText,
  DialogTitle,
  MenuItem,
  Paper,
  Stack,
  TextField,
  Typography,
} from '@mui/material';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useAgencyOptions } from '../../../api/use-agency-options.ts';
import { DatePickerField } from '../../../ui/date-picker-field.tsx';
import { enqueueSnackbar } from '../../../ui/snackbar.tsx';
import { useUiLanguage } from '../../../ui/use-ui-language.ts';
import '../messages.ts';
import { useExportDatev, useExportPayouts, useExportSepa } from '../api/export-accounting.ts';

const lastMonth = () => {
  const month = dayjs().subtract(1, 'month');
  return { start: month.startOf('month').format('YYYY-MM-DD'), end: month.endOf('month').format('YYYY-MM-DD') };
};

/** Finance exports of a period's credit notes: DATEV Buchungsstapel, payouts per freelancer, SEPA file. */
export function AccountingExports() {
  const { t } = useTranslation();
  const language = useUiLanguage();
  const [period, setPeriod] = useState(lastMonth);
  const [agencyId, setAgencyId] = useState<number | ''>('');
  const [isSepaOpen, setSepaOpen] = useState(false);
  const agencies = useAgencyOptions(true);
  const datev = useExportDatev();
  const payouts = useExportPayouts();
  const isBusy = datev.isPending || payouts.isPending;
  const query = {
    start_date: period.start,
    end_date: period.end,
    ...(agencyId === '' ? {} : { agency_id: agencyId }),
  };
  const feedback = {
    onSuccess: () => enqueueSnackbar(t('creditNotes.exports.done'), { variant: 'success' }),
    onError: (error: unknown) =>
      enqueueSnackbar(isApiError(error) && error.status === 400 ? error.message : t('creditNotes.exports.failed'), {
        variant: 'error',
      }),
  };

  return (
    <Paper variant="outlined" component="section" aria-label={t('creditNotes.exports.title')} sx={{ p: 2, mb: 3 }}>
      <Typography variant="h6" component="h2">
        {t('creditNotes.exports.title')}
      </Typography>
      <Typography variant="body2" color="text.secondary" sx={{ mb: 2 }}>
        {t('creditNotes.exports.hint')}
      </Typography>
      <Stack direction={{ xs: 'column', md: 'row' }} spacing={2} sx={{ alignItems: { md: 'flex-start' } }}>
        <DatePickerField
          label={t('creditNotes.exports.start')}
          name="export_start"
          size="small"
          value={period.start}
          onChange={(value) => value && setPeriod((current) => ({ ...current, start: value }))}
        />
        <DatePickerField
          label={t('creditNotes.exports.end')}
          name="export_end"
          size="small"
          value={period.end}
          minDate={period.start}
          onChange={(value) => value && setPeriod((current) => ({ ...current, end: value }))}
        />
        <TextField
          select
          size="small"
          label={t('creditNotes.exports.agency')}
          value={agencyId}
          onChange={(event) => setAgencyId(event.target.value === '' ? '' : Number(event.target.value))}
          sx={{ minWidth: 200 }}
        >
          <MenuItem value="">{t('creditNotes.exports.allAgencies')}</MenuItem>
          {(agencies.data ?? []).map((agency) => (
            <MenuItem key={agency.id} value={agency.id}>
              {agency.name}
            </MenuItem>
          ))}
        </TextField>
      </Stack>
      <Box sx={{ display: 'flex', gap: 1, flexWrap: 'wrap', mt: 2 }}>
        <Button variant="contained" disabled={isBusy} onClick={() => datev.mutate(query, feedback)}>
          {t('creditNotes.exports.datev')}
        </Button>
        <Button variant="outlined" disabled={isBusy} onClick={() => payouts.mutate({ ...query, language }, feedback)}>
          {t('creditNotes.exports.payouts')}
        </Button>
        <Button variant="outlined" disabled={isBusy} onClick={() => setSepaOpen(true)}>
          {t('creditNotes.exports.sepa')}
        </Button>
      </Box>
      {isSepaOpen ? (
        <SepaDialog
          period={period}
          agencyId={agencyId}
          agencies={agencies.data ?? []}
          onClose={() => setSepaOpen(false)}
        />
      ) : null}
    </Paper>
  );
}

function SepaDialog(props: {
  period: { start: string; end: string };
  agencyId: number | '';
  agencies: readonly { id: number; name: string }[];
  onClose: () => void;
}) {
  const { t } = useTranslation();
  const titleId = useId();
  const sepa = useExportSepa();
  const [agencyId, setAgencyId] = useState<number | ''>(props.agencyId);
  const [iban, setIban] = useState('');
  const [bic, setBic] = useState('');
  const [error, setError] = useState<string | null>(null);
  const submit = () => {
    setError(null);
    if (agencyId === '') {
      setError(t('creditNotes.exports.agencyRequired'));
      return;
    }
    sepa.mutate(
      {
        start_date: props.period.start,
        end_date: props.period.end,
        agency_id: agencyId,
        debtor_iban: iban,
        ...(bic.trim() ? { debtor_bic: bic.trim() } : {}),
      },
      {
        onSuccess: () => {
          enqueueSnackbar(t('creditNotes.exports.done'), { variant: 'success' });
          props.onClose();
        },
        onError: (failure) => setError(isApiError(failure) ? failure.message : t('creditNotes.exports.failed')),
      },
    );
  };
  return (
    <Dialog open onClose={() => !sepa.isPending && props.onClose()} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('creditNotes.exports.sepaTitle')}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText>{t('creditNotes.exports.sepaText')}</DialogContentText>
          {error ? <Alert severity="error">{error}</Alert> : null}
          <TextField
            select
            label={t('creditNotes.exports.agency')}
            value={agencyId}
            onChange={(event) => setAgencyId(event.target.value === '' ? '' : Number(event.target.value))}
          >
            {props.agencies.map((agency) => (
              <MenuItem key={agency.id} value={agency.id}>
                {agency.name}
              </MenuItem>
            ))}
          </TextField>
          <TextField
            label={t('creditNotes.exports.debtorIban')}
            value={iban}
            onChange={(e) => setIban(e.target.value)}
          />
          <TextField label={t('creditNotes.exports.debtorBic')} value={bic} onChange={(e) => setBic(e.target.value)} />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={props.onClose} disabled={sepa.isPending}>
          {t('creditNotes.exports.close')}
        </Button>
        <Button variant="contained" onClick={submit} disabled={sepa.isPending}>
          {t('creditNotes.exports.create')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
