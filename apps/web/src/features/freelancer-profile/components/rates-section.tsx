import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { NumberFieldControlled } from '../../../ui/number-field.tsx';
import { useVatRates } from '../api/get-vat-rates.ts';
import { errorText, type ProfileForm } from './form-context.ts';
import type { ProfileFormValues } from './profile-form-values.ts';

const RATE_MAX = 100_000;

function FlagField({ form, name, label }: { form: ProfileForm; name: keyof ProfileFormValues; label: string }) {
  return (
    <Controller
      control={form.control}
      name={name}
      render={({ field }) => (
        <FormControlLabel
          control={
            <Checkbox checked={Boolean(field.value)} onChange={(event) => field.onChange(event.target.checked)} />
          }
          label={label}
        />
      )}
    />
  );
}

/** Day and hourly rate (locale-aware, 2 decimals), experience, VAT and company name choices, company ID. */
export function RatesSection({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const vatRates = useVatRates();
  const [excludeVat, includeCompanyName] = useWatch({
    control: form.control,
    name: ['exclude_vat', 'include_company_name'],
  });
  const label = (key: string) => t(`freelancerProfile.fields.${key}`);
  const maxYear = new Date().getFullYear();
  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <NumberFieldControlled<ProfileFormValues>
          control={form.control}
          name="rate"
          label={label('rate')}
          isRequired
          min={0.01}
          max={RATE_MAX}
        />
        <NumberFieldControlled<ProfileFormValues>
          control={form.control}
          name="hourly_rate"
          label={label('hourlyRate')}
          isRequired
          min={0.01}
          max={RATE_MAX}
        />
      </Stack>
      <TextField
        label={label('experienceStartYear')}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric', maxLength: 4 } }}
        error={Boolean(errors.experience_start_year)}
        helperText={errors.experience_start_year ? t('freelancerProfile.validation.year', { max: maxYear }) : undefined}
        {...form.register('experience_start_year')}
      />
      <FlagField form={form} name="exclude_vat" label={label('excludeVat')} />
      {excludeVat ? null : (
        <Controller
          control={form.control}
          name="vat_id"
          render={({ field, fieldState }) => (
            <TextField
              select
              label={label('vat')}
              required
              fullWidth
              value={field.value ?? ''}
              onChange={(event) => field.onChange(event.target.value === '' ? null : Number(event.target.value))}
              onBlur={field.onBlur}
              inputRef={field.ref}
              error={Boolean(fieldState.error)}
              helperText={errorText(fieldState.error, t, label('vat'))}
            >
              {(vatRates.data ?? []).map((vat) => (
                <MenuItem key={vat.id} value={vat.id}>
                  {vat.name} ({vat.percentage} %)
                </MenuItem>
              ))}
            </TextField>
          )}
        />
      )}
      <FlagField form={form} name="include_company_name" label={label('includeCompanyName')} />
      {includeCompanyName ? (
        <TextField
          label={label('companyName')}
          required
          fullWidth
          autoComplete="organization"
          error={Boolean(errors.company_name)}
          helperText={errorText(errors.company_name, t, label('companyName'))}
          {...form.register('company_name')}
        />
      ) : null}
      <TextField
        label={label('companyId')}
        fullWidth
        slotProps={{ htmlInput: { inputMode: 'numeric' } }}
        error={Boolean(errors.company_id)}
        helperText={errorText(errors.company_id, t, label('companyId')) ?? label('companyIdHint')}
        {...form.register('company_id')}
      />
    </Stack>
  );
}
