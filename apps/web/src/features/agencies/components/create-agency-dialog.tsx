import { agencyCreateInput } from '@fm/contract/schemas/agency';
import { websiteField } from '@fm/contract/schemas/validation';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { muiField } from '../../../lib/mui-register.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { CheckboxField } from '../../../ui/checkbox-field.tsx';
import { useSnackbar } from '../../../ui/snackbar.tsx';
import { useCreateAgency } from '../api/create-agency.ts';
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
  const navigate = useNavigate();
  const { enqueueSnackbar } = useSnackbar();
  const create = useCreateAgency();
  const label = (key: string) => t(`agencies.fields.${key}`);
  const { register, control, handleSubmit, reset, formState, formError, setFormError, setServerErrors } =
    useContractForm({
      schema: formSchema,
      labels: {
        name: label('name'),
        website: label('website'),
        'managing_director.email': label('mdEmail'),
        'managing_director.first_name': label('mdFirstName'),
        'managing_director.last_name': label('mdLastName'),
      },
      defaultValues: {
        name: '',
        website: '',
        managing_director: { email: '', first_name: '', last_name: '' },
        is_booking_approval_required: false,
        client_ids: [],
      },
      fields: FIELDS,
      fallbackKey: 'catalogue.errorCreatingNewAgency',
    });
  const field = muiField({ register, formState }, t);

  const close = () => {
    if (create.isPending) return;
    reset();
    setFormError(null);
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      const agency = await create.mutateAsync(values);
      enqueueSnackbar(t('catalogue.agencyInvited'), { variant: 'success' });
      reset();
      onClose();
      await navigate(`/agencies/${agency.id}`);
    } catch (error) {
      setServerErrors(error);
    }
  });

  return (
    <FormDialog
      isOpen={isOpen}
      isBusy={create.isPending}
      title={t('agencies.createDialog.title')}
      closeLabel={t('agencies.edit.cancel')}
      submitLabel={t('agencies.createDialog.submit')}
      onClose={close}
      onSubmit={onSubmit}
      formError={formError}
    >
      <TextField required {...field('name', label('name'))} />
      <TextField {...field('website', label('website'))} />
      <CheckboxField name="is_booking_approval_required" control={control} label={label('approval')} />
      <Typography variant="subtitle2" component="h3">
        {t('agencies.createDialog.managingDirector')}
      </Typography>
      <TextField type="email" required {...field('managing_director.email', label('mdEmail'))} />
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
        <TextField required fullWidth {...field('managing_director.first_name', label('mdFirstName'))} />
        <TextField required fullWidth {...field('managing_director.last_name', label('mdLastName'))} />
      </Stack>
    </FormDialog>
  );
}
