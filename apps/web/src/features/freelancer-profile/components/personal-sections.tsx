import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import FormControl from '@mui/material/FormControl';
import FormControlLabel from '@mui/material/FormControlLabel';
import FormHelperText from '@mui/material/FormHelperText';
import FormLabel from '@mui/material/FormLabel';
import Radio from '@mui/material/Radio';
import RadioGroup from '@mui/material/RadioGroup';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText, type ProfileForm } from './form-context.ts';
import { ImageUploadField } from './image-upload-field.tsx';

/** Only freelancers taxable in Germany can register (docs/product.md §1); "no" explains why and blocks the next step. */
export function TaxationSection({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const value = useWatch({ control: form.control, name: 'is_taxable_in_germany' });
  const error = form.formState.errors.is_taxable_in_germany;
  return (
    <Stack spacing={2}>
      <FormControl error={Boolean(error)}>
        <FormLabel id="taxable-label">{t('freelancerProfile.taxable.question')}</FormLabel>
        <Controller
          control={form.control}
          name="is_taxable_in_germany"
          render={({ field }) => (
            <RadioGroup
              aria-labelledby="taxable-label"
              value={field.value === null ? '' : String(field.value)}
              onChange={(event) => field.onChange(event.target.value === 'true')}
            >
              <FormControlLabel value="true" control={<Radio />} label={t('freelancerProfile.taxable.yes')} />
              <FormControlLabel value="false" control={<Radio />} label={t('freelancerProfile.taxable.no')} />
            </RadioGroup>
          )}
        />
        {error && value !== false ? <FormHelperText>{errorText(error, t, '')}</FormHelperText> : null}
      </FormControl>
      {value === false ? (
        <Alert severity="warning" role="alert">
          <AlertTitle>{t('freelancerProfile.taxable.refusedTitle')}</AlertTitle>
          {t('freelancerProfile.taxable.refusedText')}
        </Alert>
      ) : null}
    </Stack>
  );
}

export function PersonalSection({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  const [firstName, lastName] = useWatch({ control: form.control, name: ['first_name', 'last_name'] });
  const firstLabel = t('freelancerProfile.fields.firstName');
  const lastLabel = t('freelancerProfile.fields.lastName');
  const initials = `${firstName?.[0] ?? ''}${lastName?.[0] ?? ''}`.toUpperCase();
  return (
    <Stack spacing={2.5}>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField
          label={firstLabel}
          required
          fullWidth
          autoComplete="given-name"
          error={Boolean(errors.first_name)}
          helperText={errorText(errors.first_name, t, firstLabel)}
          {...form.register('first_name')}
        />
        <TextField
          label={lastLabel}
          required
          fullWidth
          autoComplete="family-name"
          error={Boolean(errors.last_name)}
          helperText={errorText(errors.last_name, t, lastLabel)}
          {...form.register('last_name')}
        />
      </Stack>
      <Controller
        control={form.control}
        name="image"
        render={({ field, fieldState }) => (
          <ImageUploadField
            value={field.value}
            onChange={(next) => field.onChange(next)}
            error={errorText(fieldState.error, t, t('freelancerProfile.fields.image'))}
            onError={(message) => (message ? form.setError('image', { message }) : form.clearErrors('image'))}
            initials={initials}
          />
        )}
      />
    </Stack>
  );
}
