import Checkbox from '@mui/material/Checkbox';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import Link from '@mui/material/Link';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router';
import { errorText, type ProfileForm } from './form-context.ts';

/** Acceptance of the self-billing procedure (docs/product.md §14) as the last onboarding step asks for it. */
export function ProcedureSection({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  return (
    <Stack spacing={1.5}>
      <Typography variant="subtitle1" component="h3">
        {t('freelancerProfile.procedure.title')}
      </Typography>
      <Typography color="text.secondary">{t('freelancerProfile.procedure.summary')}</Typography>
      <Link component={RouterLink} to="/credit-memo-procedure" target="_blank" rel="noopener">
        {t('freelancerProfile.procedure.read')}
      </Link>
      <Controller
        control={form.control}
        name="has_accepted_credit_memo_procedure"
        render={({ field, fieldState }) => (
          <FormControl error={Boolean(fieldState.error)}>
            <FormControlLabel
              control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
              label={t('freelancerProfile.fields.acceptProcedure')}
            />
            {fieldState.error ? <FormHelperText>{errorText(fieldState.error, t, '')}</FormHelperText> : null}
          </FormControl>
        )}
      />
    </Stack>
  );
}
