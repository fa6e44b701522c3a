import Box from '@mui/material/Box';
import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { Controller, useWatch } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { errorText, type ProfileForm } from './form-context.ts';

const PARTS = [
  { name: 'street', labelKey: 'street', autoComplete: 'address-line1' },
  { name: 'postal_code', labelKey: 'postalCode', autoComplete: 'postal-code' },
  { name: 'city', labelKey: 'city', autoComplete: 'address-level2' },
  { name: 'country', labelKey: 'country', autoComplete: 'country-name' },
] as const;

function AddressFields({ form, prefix }: { form: ProfileForm; prefix: 'residential_address' | 'invoice_address' }) {
  const { t } = useTranslation();
  const errors = form.formState.errors[prefix];
  const title = t(
    `freelancerProfile.fields.${prefix === 'residential_address' ? 'residentialAddress' : 'invoiceAddress'}`,
  );
  return (
    <Stack component="fieldset" spacing={2} sx={{ border: 0, p: 0, m: 0, minWidth: 0 }}>
      <Typography component="legend" variant="subtitle1" sx={{ mb: 1 }}>
        {title}
      </Typography>
      <Box sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '1fr 1fr' }, gap: 2 }}>
        {PARTS.map((part) => {
          const label = t(`freelancerProfile.fields.${part.labelKey}`);
          const error = errors?.[part.name];
          return (
            <TextField
              key={part.name}
              label={label}
              required
              fullWidth
              autoComplete={`${prefix === 'invoice_address' ? 'billing' : 'home'} ${part.autoComplete}`}
              error={Boolean(error)}
              helperText={errorText(error, t, label)}
              slotProps={{ htmlInput: { 'aria-label': `${title}: ${label}` } }}
              {...form.register(`${prefix}.${part.name}`)}
            />
          );
        })}
      </Box>
    </Stack>
  );
}

/** Residential address, and the invoice address unless it is the same (docs/product.md §8 same-as flag). */
export function AddressSection({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const isSame = useWatch({ control: form.control, name: 'is_invoice_address_same_residential' });
  return (
    <Stack spacing={3}>
      <AddressFields form={form} prefix="residential_address" />
      <Controller
        control={form.control}
        name="is_invoice_address_same_residential"
        render={({ field }) => (
          <FormControlLabel
            control={<Checkbox checked={field.value} onChange={(event) => field.onChange(event.target.checked)} />}
            label={t('freelancerProfile.fields.sameAddress')}
          />
        )}
      />
      {isSame ? null : <AddressFields form={form} prefix="invoice_address" />}
    </Stack>
  );
}
