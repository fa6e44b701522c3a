import { vendorNumberField } from '@fm/contract/schemas/validation';
import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { isApiError } from '../../../api/api-error.ts';
import { fieldErrorText } from '../../../ui/field-error-text.ts';
import { enqueueSnackbar } from '../../../ui/snackbar.tsx';
import { useUpdateVendorNumber } from '../api/update-vendor-number.ts';

const schema = z.object({ vendor_number: vendorNumberField });

/** Finance (and admin) set the freelancer's vendor number; without one no credit note can be made. */
export function VendorNumberForm({
  freelancerId,
  vendorNumber,
}: {
  freelancerId: number;
  vendorNumber: string | null;
}) {
  const { t } = useTranslation();
  const update = useUpdateVendorNumber(freelancerId);
  const label = t('freelancers.detail.vendorNumber');
  const form = useForm({ resolver: zodResolver(schema), defaultValues: { vendor_number: vendorNumber ?? '' } });
  const error = form.formState.errors.vendor_number;

  const onSubmit = form.handleSubmit(async (values) => {
    try {
      const saved = await update.mutateAsync(values.vendor_number);
      form.reset({ vendor_number: saved.vendor_number });
      enqueueSnackbar(t('freelancers.detail.vendorNumberSaved'), { variant: 'success' });
    } catch (failure) {
      if (!isApiError(failure) || failure.status === 0 || failure.status >= 500) return;
      const message = failure.fieldErrors.vendor_number?.[0] ?? failure.message;
      form.setError('vendor_number', { message });
    }
  });

  return (
    <Stack component="form" noValidate spacing={1.5} onSubmit={onSubmit}>
      {vendorNumber ? null : <Alert severity="info">{t('freelancers.detail.vendorNumberMissing')}</Alert>}
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <TextField
          label={label}
          required
          size="small"
          error={Boolean(error)}
          helperText={fieldErrorText(error, t, label)}
          {...form.register('vendor_number')}
        />
        <Button type="submit" variant="contained" disabled={update.isPending || !form.formState.isDirty}>
          {t('freelancers.detail.saveVendorNumber')}
        </Button>
      </Stack>
    </Stack>
  );
}
