import type { AgencyDetail } from '@fm/contract/schemas/agency';
import { nameField, optionalText, TEXT_MAX } from '@fm/contract/schemas/validation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import FormControl from '@mui/material/FormControl';
import FormLabel from '@mui/material/FormLabel';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useParams } from 'react-router';
import { z } from 'zod';
import { PageQueryState } from '../../../components/load-failure.tsx';
import { PageFrame } from '../../../components/page-frame.tsx';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { useContractResolver } from '../../../lib/contract-resolver.ts';
import { muiField } from '../../../lib/mui-register.ts';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { LogoPicker } from '../../../ui/logo-picker.tsx';
import { useSnackbar } from '../../../ui/snackbar.tsx';
import { useAgency } from '../api/get-agency.ts';
import { useUpdateAgency } from '../api/update-agency.ts';
import { optionalWebsite } from '../components/create-agency-dialog.tsx';
import '../messages.ts';

const emptyToNull = (value: unknown) => (typeof value === 'string' && value.trim() === '' ? null : value);
const formSchema = z.object({
  name: nameField,
  website: optionalWebsite,
  is_booking_approval_required: z.boolean(),
  is_maconomy_data_exchange_required: z.boolean(),
  credit_note_header: z.preprocess(emptyToNull, optionalText(TEXT_MAX.letterText)),
  credit_note_footer: z.preprocess(emptyToNull, optionalText(TEXT_MAX.letterText)),
});
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;
const FIELDS = [
  'name',
  'website',
  'is_booking_approval_required',
  'is_maconomy_data_exchange_required',
  'credit_note_header',
  'credit_note_footer',
] as const;

function EditForm({ agency }: { agency: AgencyDetail }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateAgency();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [logo, setLogo] = useState<{ file: File; url: string } | null>(null);
  const [logoError, setLogoError] = useState<string | undefined>(undefined);
  const label = (key: string) => t(`agencies.fields.${key}`);
  const resolver = useContractResolver(formSchema, {
    name: label('name'),
    website: label('website'),
    credit_note_header: label('header'),
    credit_note_footer: label('footer'),
  });
  const { register, control, handleSubmit, setError, formState } = useForm<FormInput, unknown, FormValues>({
    resolver,
    defaultValues: {
      name: agency.name,
      website: agency.website ?? '',
      is_booking_approval_required: agency.is_booking_approval_required,
      is_maconomy_data_exchange_required: agency.is_maconomy_data_exchange_required,
      credit_note_header: agency.credit_note_header ?? '',
      credit_note_footer: agency.credit_note_footer ?? '',
    },
  });
  const field = muiField({ register, formState }, t);
  useEffect(() => () => (logo ? URL.revokeObjectURL(logo.url) : undefined), [logo]);

  const onSubmit = handleSubmit(async (values) => {
    setErrorKey(null);
    setLogoError(undefined);
    try {
      await update.mutateAsync({
        id: agency.id,
        name: values.name,
        website: values.website ?? null,
        is_booking_approval_required: values.is_booking_approval_required,
        is_maconomy_data_exchange_required: values.is_maconomy_data_exchange_required,
        credit_note_header: values.credit_note_header,
        credit_note_footer: values.credit_note_footer,
        logo: logo?.file,
      });
      enqueueSnackbar(t('catalogue.agencyUpdated'), { variant: 'success' });
      await navigate(`/agencies/${agency.id}`);
    } catch (error) {
      const key = applyServerErrors(error, setError, FIELDS, 'catalogue.errorSavingProfile');
      const isLogoError =
        (error as { status?: number }).status === 413 || (error as { status?: number }).status === 415;
      if (isLogoError) setLogoError(t('validation.imageFormat', { size: 5 }));
      setErrorKey(isLogoError ? null : key);
    }
  });

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 760 }}>
      <Stack component="form" noValidate spacing={2.5} onSubmit={onSubmit}>
        {errorKey && (
          <Alert severity="error" role="alert">
            {t(errorKey)}
          </Alert>
        )}
        <TextField required {...field('name', label('name'))} />
        <TextField {...field('website', label('website'))} />
        <FormControl>
          <FormLabel sx={{ mb: 1 }}>{label('logo')}</FormLabel>
          <LogoPicker
            name={agency.name}
            preview={logo?.url ?? agency.logo_url}
            error={logoError}
            onChange={(file) => setLogo(file ? { file, url: URL.createObjectURL(file) } : null)}
          />
        </FormControl>
        <CheckboxField name="is_booking_approval_required" control={control} label={label('approval')} />
        <CheckboxField name="is_maconomy_data_exchange_required" control={control} label={label('maconomy')} />
        <TextField multiline minRows={2} {...field('credit_note_header', label('header'))} />
        <TextField multiline minRows={2} {...field('credit_note_footer', label('footer'))} />
        <Stack direction="row" spacing={1}>
          <Button
            type="submit"
            variant="contained"
            disabled={update.isPending}
            startIcon={update.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
          >
            {t('agencies.edit.save')}
          </Button>
          <Button component={RouterLink} to={`/agencies/${agency.id}`} disabled={update.isPending}>
            {t('agencies.edit.cancel')}
          </Button>
        </Stack>
      </Stack>
    </Paper>
  );
}

/** /agencies/{id}/edit (admin): the agency's data and logo (multipart). */
export function AgencyEditPage() {
  const { t } = useTranslation();
  const id = Number(useParams().id);
  const agency = useAgency(id);
  return (
    <PageFrame title={agency.data ? `${t('pages.agencyEdit')}: ${agency.data.name}` : t('pages.agencyEdit')}>
      <PageQueryState query={agency} record={{ id, notFoundText: t('agencies.notFound') }} />
      {agency.data && <EditForm agency={agency.data} />}
    </PageFrame>
  );
}
