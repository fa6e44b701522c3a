import { agencyCreateInput } from '@fm/contract/schemas/agency';
import { websiteField } from '@fm/contract/schemas/validation';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { useContractResolver } from '../../../lib/contract-resolver.ts';
import { muiRegister } from '../../../lib/mui-register.ts';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { fieldErrorText } from '../../../ui/field-error-text.ts';
import { type AgencyCreateInput, useCreateAgency } from '../api/create-agency.ts';
import '../messages.ts';

/** An empty website field means "none". */
export const optionalWebsite = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? null : value),
  websiteField.nullish(),
);
const formSchema = agencyCreateInput.extend({ website: optionalWebsite });

const FIELDS = [
  'name',
  'website',
  'managing_director.email',
  'managing_director.first_name',
  'managing_director.last_name',
  'is_booking_approval_required',
] as const;

/** The create agency dialog: the agency and its managing director, who is invited by e-mail. */
export function CreateAgencyDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateAgency();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const label = (key: string) => t(`agencies.fields.${key}`);
  const resolver = useContractResolver(formSchema, {
    name: label('name'),
    website: label('website'),
    'managing_director.email': label('mdEmail'),
    'managing_director.first_name': label('mdFirstName'),
    'managing_director.last_name': label('mdLastName'),
  });
  const {
    register,
    control,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<AgencyCreateInput>({
    resolver: resolver as never,
    defaultValues: {
      name: '',
      website: '',
      managing_director: { email: '', first_name: '', last_name: '' },
      is_booking_approval_required: false,
      client_ids: [],
    },
  });

  const close = () => {
    if (create.isPending) return;
    reset();
    setErrorKey(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setErrorKey(null);
    try {
      const agency = await create.mutateAsync(values);
      enqueueSnackbar(t('catalogue.agencyInvited'), { variant: 'success' });
      reset();
      onClose();
      await navigate(`/agencies/${agency.id}`);
    } catch (error) {
      setErrorKey(applyServerErrors(error, setError, FIELDS, 'catalogue.errorCreatingNewAgency'));
    }
  });

  const md = errors.managing_director;

  return (
    <Dialog open={isOpen} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('agencies.createDialog.title')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={`${titleId}-form`} noValidate spacing={2} sx={{ pt: 1 }} onSubmit={onSubmit}>
          {errorKey && (
            <Alert severity="error" role="alert">
              {t(errorKey)}
            </Alert>
          )}
          <TextField
            label={label('name')}
            required
            error={Boolean(errors.name)}
            helperText={fieldErrorText(errors.name, t, label('name'))}
            {...muiRegister(register('name'))}
          />
          <TextField
            label={label('website')}
            error={Boolean(errors.website)}
            helperText={fieldErrorText(errors.website, t, label('website'))}
            {...muiRegister(register('website'))}
          />
          <CheckboxField name="is_booking_approval_required" control={control} label={label('approval')} />
          <Typography variant="subtitle2" component="h3">
            {t('agencies.createDialog.managingDirector')}
          </Typography>
          <TextField
            label={label('mdEmail')}
            type="email"
            required
            error={Boolean(md?.email)}
            helperText={fieldErrorText(md?.email, t, label('mdEmail'))}
            {...muiRegister(register('managing_director.email'))}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={label('mdFirstName')}
              required
              fullWidth
              error={Boolean(md?.first_name)}
              helperText={fieldErrorText(md?.first_name, t, label('mdFirstName'))}
              {...muiRegister(register('managing_director.first_name'))}
            />
            <TextField
              label={label('mdLastName')}
              required
              fullWidth
              error={Boolean(md?.last_name)}
              helperText={fieldErrorText(md?.last_name, t, label('mdLastName'))}
              {...muiRegister(register('managing_director.last_name'))}
            />
          </Stack>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={create.isPending}>
          {t('agencies.edit.cancel')}
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={create.isPending}
          startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('agencies.createDialog.submit')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
