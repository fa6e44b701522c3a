import type { notificationMemberOutput } from '@fm/contract/schemas/agency';
import { emailField } from '@fm/contract/schemas/validation';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import type { QueryKey } from '@tanstack/react-query';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors } from '../../lib/apply-server-errors.ts';
import { useContractResolver } from '../../lib/contract-resolver.ts';
import { muiRegister } from '../../lib/mui-register.ts';
import { fieldErrorText } from '../../ui/field-error-text.ts';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { useAddNotificationMember } from './api/add-notification-member.ts';
import './messages.ts';

export type NotificationMember = z.infer<typeof notificationMemberOutput>;

const formSchema = z.object({ email: emailField });
type FormInput = z.input<typeof formSchema>;
type FormValues = z.output<typeof formSchema>;

type AddNotificationMemberFormProps = {
  agencyId: number;
  members: readonly NotificationMember[];
  listKey: QueryKey;
};

/** The e-mail field and Add button (Enter submits); refusals of the server appear at the field. */
export function AddNotificationMemberForm({ agencyId, members, listKey }: AddNotificationMemberFormProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const add = useAddNotificationMember(listKey);
  const label = t('budgetNotifications.email');
  const resolver = useContractResolver(formSchema, { email: label });
  const {
    register,
    handleSubmit,
    setError,
    reset,
    formState: { errors },
  } = useForm<FormInput, unknown, FormValues>({ resolver, defaultValues: { email: '' } });

  const onSubmit = handleSubmit(async ({ email }) => {
    // The server answers a second add with the existing recipient; saying so here saves the round trip.
    if (members.some((member) => member.email.toLowerCase() === email)) {
      setError('email', { type: 'duplicate', message: t('budgetNotifications.alreadyMember', { email }) });
      return;
    }
    try {
      const member = await add.mutateAsync({ email, agency_id: agencyId });
      reset({ email: '' });
      enqueueSnackbar(t('budgetNotifications.added', { name: member.displayName || member.email }), {
        variant: 'success',
      });
    } catch (error) {
      const key = applyServerErrors(error, setError, ['email'], 'catalogue.errorAddingNotificationMember');
      if (key) setError('email', { type: 'server', message: t(key) });
    }
  });

  return (
    <Stack
      component="form"
      noValidate
      direction={{ xs: 'column', sm: 'row' }}
      spacing={1}
      sx={{ alignItems: { sm: 'flex-start' } }}
      onSubmit={onSubmit}
    >
      <TextField
        label={label}
        type="email"
        size="small"
        fullWidth
        autoComplete="off"
        error={Boolean(errors.email)}
        helperText={fieldErrorText(errors.email, t, label) ?? t('budgetNotifications.emailHint')}
        {...muiRegister(register('email'))}
      />
      <Button
        type="submit"
        variant="outlined"
        disabled={add.isPending}
        startIcon={add.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        sx={{ flexShrink: 0, minHeight: 40 }}
      >
        {t('budgetNotifications.add')}
      </Button>
    </Stack>
  );
}
