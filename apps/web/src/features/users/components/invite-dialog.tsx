import { INVITE_PERMISSION } from '@fm/contract/endpoints/users';
import type { Role } from '@fm/contract/enums';
import { hasPermission } from '@fm/contract/roles';
import { INVITABLE_ROLES, invitationInput } from '@fm/contract/schemas/user';
import { nameField } from '@fm/contract/schemas/validation';
import Alert from '@mui/material/Alert';
import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useSnackbar } from 'notistack';
import { useId, useState } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { applyServerErrors } from '../../../lib/apply-server-errors.ts';
import { useContractResolver } from '../../../lib/contract-resolver.ts';
import { muiRegister } from '../../../lib/mui-register.ts';
import { fieldErrorText } from '../../../ui/field-error-text.ts';
import { type InviteInput, useInviteUser } from '../api/invite-user.ts';
import { useDirectorySearch } from '../api/search-directory.ts';
import '../messages.ts';

export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** The roles a user with `roles` may invite (the permission table of DESIGN §6), narrowed to `only`. */
export function invitableRoles(roles: readonly Role[], only?: readonly InvitableRole[]): InvitableRole[] {
  return INVITABLE_ROLES.filter(
    (role) => hasPermission(roles, INVITE_PERMISSION[role]) && (!only || only.includes(role)),
  );
}

type InviteDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** Roles offered, in order; the first is preselected. */
  roles: readonly InvitableRole[];
  /** The agency to join (admin inviting into an agency); agency users invite into their active agency. */
  agencyId?: number;
  /** Offer the company directory search (admin and agency users). */
  hasDirectorySearch?: boolean;
};

/** Empty name fields mean "not given". */
const optionalName = z.preprocess(
  (value) => (typeof value === 'string' && value.trim() === '' ? undefined : value),
  nameField.optional(),
);
const formSchema = invitationInput.extend({ first_name: optionalName, last_name: optionalName });

const FIELDS = ['email', 'role', 'first_name', 'last_name', 'agency_id'] as const;

/** The invite dialog: e-mail and role, optionally a colleague picked from the company directory. */
export function InviteDialog({ isOpen, onClose, roles, agencyId, hasDirectorySearch = true }: InviteDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const invite = useInviteUser();
  const [errorKey, setErrorKey] = useState<string | null>(null);
  const [keyword, setKeyword] = useState('');
  const directory = useDirectorySearch(keyword, isOpen && hasDirectorySearch);
  const labels = {
    email: t('users.inviteDialog.email'),
    firstName: t('users.inviteDialog.firstName'),
    lastName: t('users.inviteDialog.lastName'),
    role: t('users.inviteDialog.role'),
  };
  const resolver = useContractResolver(formSchema, {
    email: labels.email,
    first_name: labels.firstName,
    last_name: labels.lastName,
    role: labels.role,
  });
  const form = useForm<InviteInput>({
    resolver: resolver as never,
    defaultValues: { email: '', role: roles[0], agency_id: agencyId, first_name: undefined, last_name: undefined },
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    setError,
    reset,
    formState: { errors },
  } = form;

  const close = () => {
    if (invite.isPending) return;
    reset();
    setErrorKey(null);
    setKeyword('');
    onClose();
  };

  const onSubmit = handleSubmit(async (values) => {
    setErrorKey(null);
    try {
      await invite.mutateAsync({
        ...values,
        agency_id: agencyId,
        first_name: values.first_name || undefined,
        last_name: values.last_name || undefined,
      });
      enqueueSnackbar(t('catalogue.invitationSent'), { variant: 'success' });
      close();
    } catch (error) {
      setErrorKey(applyServerErrors(error, setError, FIELDS, 'catalogue.errorSendingInvitation'));
    }
  });

  return (
    <Dialog open={isOpen} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('users.inviteDialog.title')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={`${titleId}-form`} noValidate spacing={2} sx={{ pt: 1 }} onSubmit={onSubmit}>
          {errorKey && (
            <Alert severity="error" role="alert">
              {t(errorKey)}
            </Alert>
          )}
          {hasDirectorySearch && (
            <Autocomplete
              options={directory.data ?? []}
              filterOptions={(options) => options}
              getOptionLabel={(option) => `${option.display_name} <${option.email}>`}
              isOptionEqualToValue={(option, value) => option.external_id === value.external_id}
              loading={directory.isFetching}
              noOptionsText={t('users.inviteDialog.noDirectoryMatch')}
              onInputChange={(_event, value, reason) => {
                if (reason === 'input') setKeyword(value);
              }}
              onChange={(_event, option) => {
                if (!option) return;
                setValue('email', option.email, { shouldValidate: true });
                setValue('first_name', option.first_name);
                setValue('last_name', option.last_name);
              }}
              renderInput={(params) => (
                <TextField
                  {...params}
                  label={t('users.inviteDialog.directory')}
                  helperText={t('users.inviteDialog.directoryHint')}
                  slotProps={{
                    ...params.slotProps,
                    input: {
                      ...params.slotProps.input,
                      endAdornment: (
                        <>
                          {directory.isFetching ? <CircularProgress color="inherit" size={18} /> : null}
                          {params.slotProps.input.endAdornment}
                        </>
                      ),
                    },
                  }}
                />
              )}
            />
          )}
          <TextField
            label={labels.email}
            type="email"
            required
            autoComplete="off"
            error={Boolean(errors.email)}
            helperText={fieldErrorText(errors.email, t, labels.email)}
            {...muiRegister(register('email'))}
          />
          <Stack direction={{ xs: 'column', sm: 'row' }} spacing={2}>
            <TextField
              label={labels.firstName}
              fullWidth
              error={Boolean(errors.first_name)}
              helperText={fieldErrorText(errors.first_name, t, labels.firstName)}
              slotProps={{ inputLabel: { shrink: true } }}
              {...muiRegister(register('first_name'))}
            />
            <TextField
              label={labels.lastName}
              fullWidth
              error={Boolean(errors.last_name)}
              helperText={fieldErrorText(errors.last_name, t, labels.lastName)}
              slotProps={{ inputLabel: { shrink: true } }}
              {...muiRegister(register('last_name'))}
            />
          </Stack>
          <Controller
            name="role"
            control={control}
            render={({ field }) => (
              <TextField
                select
                label={labels.role}
                required
                value={field.value ?? ''}
                onChange={(event) => field.onChange(event.target.value)}
                onBlur={field.onBlur}
                inputRef={field.ref}
                error={Boolean(errors.role)}
                helperText={fieldErrorText(errors.role, t, labels.role)}
              >
                {roles.map((role) => (
                  <MenuItem key={role} value={role}>
                    {t(`users.roles.${role}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={invite.isPending}>
          {t('users.inviteDialog.cancel')}
        </Button>
        <Button
          type="submit"
          form={`${titleId}-form`}
          variant="contained"
          disabled={invite.isPending}
          startIcon={invite.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('users.inviteDialog.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
