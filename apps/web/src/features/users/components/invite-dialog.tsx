import { INVITE_PERMISSION } from '@fm/contract/endpoints/users';
import type { Role } from '@fm/contract/enums';
import { hasPermission } from '@fm/contract/roles';
import { INVITABLE_ROLES, invitationInput } from '@fm/contract/schemas/user';
import { emailField, nameField } from '@fm/contract/schemas/validation';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { muiRegister } from '../../../lib/mui-register.ts';
import { useContractForm } from '../../../lib/use-contract-form.ts';
import { fieldErrorText } from '../../../ui/field-error-text.ts';
import { useSnackbar } from '../../../ui/snackbar.tsx';
import { useCheckFreelancerEmail } from '../api/check-freelancer-email.ts';
import { useInviteUser } from '../api/invite-user.ts';
import '../messages.ts';
import { DirectorySearchField } from './directory-search-field.tsx';

export type InvitableRole = (typeof INVITABLE_ROLES)[number];

/** The roles a user with `roles` may invite (the permission table of docs/product.md §14), narrowed to `only`. */
export function invitableRoles(roles: readonly Role[], only?: readonly InvitableRole[]): InvitableRole[] {
  return INVITABLE_ROLES.filter(
    (role) => hasPermission(roles, INVITE_PERMISSION[role]) && (!only || only.includes(role)),
  );
}

/** Least powerful first: the dialog preselects the first of these it offers, never a director or an admin by default. */
const BY_POWER: readonly InvitableRole[] = [
  'freelancer',
  'agency-manager',
  'finance-user',
  'finance-cfo',
  'finance-cfo-global',
  'managing-director',
  'admin',
];

/** The least powerful of the offered roles (the preselected one). */
export function leastPowerfulRole(roles: readonly InvitableRole[]): InvitableRole | undefined {
  return BY_POWER.find((role) => roles.includes(role));
}

type InviteDialogProps = {
  isOpen: boolean;
  onClose: () => void;
  /** Roles offered, in order; the least powerful is preselected. */
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
  const { enqueueSnackbar } = useSnackbar();
  const invite = useInviteUser();
  const checkFreelancerEmail = useCheckFreelancerEmail();
  const labels = {
    email: t('users.inviteDialog.email'),
    firstName: t('users.inviteDialog.firstName'),
    lastName: t('users.inviteDialog.lastName'),
    role: t('users.inviteDialog.role'),
  };
  const form = useContractForm({
    schema: formSchema,
    labels: { email: labels.email, first_name: labels.firstName, last_name: labels.lastName, role: labels.role },
    defaultValues: {
      email: '',
      role: leastPowerfulRole(roles),
      agency_id: agencyId,
      first_name: undefined,
      last_name: undefined,
    },
    fields: FIELDS,
    fallbackKey: 'catalogue.errorSendingInvitation',
  });
  const {
    register,
    control,
    handleSubmit,
    setValue,
    getValues,
    setError,
    clearErrors,
    reset,
    formError,
    setFormError,
    setServerErrors,
    formState: { errors, isSubmitting },
  } = form;
  const isBusy = invite.isPending || isSubmitting;
  const emailRegistration = muiRegister(register('email'));

  /**
   * Whether a freelancer with this e-mail is registered or invited already; then the field says so. Only a
   * well-formed address is asked about, and a failed check lets the server decide.
   */
  const isKnownFreelancer = async (value: string) => {
    const email = emailField.safeParse(value);
    if (!email.success) return false;
    try {
      const verdict = await checkFreelancerEmail(email.data);
      const isStillTyped = emailField.safeParse(getValues('email')).data === email.data;
      if (verdict === null || !isStillTyped || getValues('role') !== 'freelancer') return false;
      setError('email', { type: 'exists', message: verdict });
      return true;
    } catch {
      return false;
    }
  };
  const clearKnownFreelancer = () => {
    if (form.getFieldState('email').error?.type === 'exists') clearErrors('email');
  };

  const finish = () => {
    reset();
    setFormError(null);
    onClose();
  };
  /** Cancel, Escape and backdrop: not while the check or the invitation is under way. */
  const close = () => {
    if (!isBusy) finish();
  };

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    if (values.role === 'freelancer' && (await isKnownFreelancer(values.email))) return;
    try {
      await invite.mutateAsync({
        ...values,
        agency_id: agencyId,
        first_name: values.first_name || undefined,
        last_name: values.last_name || undefined,
      });
      enqueueSnackbar(t('catalogue.invitationSent'), { variant: 'success' });
      finish();
    } catch (error) {
      setServerErrors(error);
    }
  });

  return (
    <FormDialog
      isOpen={isOpen}
      isBusy={isBusy}
      title={t('users.inviteDialog.title')}
      closeLabel={t('users.inviteDialog.cancel')}
      submitLabel={t('users.inviteDialog.send')}
      onClose={close}
      onSubmit={onSubmit}
      formError={formError}
    >
      {hasDirectorySearch && (
        <DirectorySearchField
          isEnabled={isOpen}
          onPick={(colleague) => {
            setValue('email', colleague.email, { shouldValidate: true });
            setValue('first_name', colleague.first_name);
            setValue('last_name', colleague.last_name);
          }}
        />
      )}
      <TextField
        label={labels.email}
        type="email"
        required
        autoComplete="off"
        error={Boolean(errors.email)}
        helperText={fieldErrorText(errors.email, t, labels.email)}
        {...emailRegistration}
        onChange={(event) => {
          clearKnownFreelancer();
          return emailRegistration.onChange(event);
        }}
        onBlur={(event) => {
          void emailRegistration.onBlur(event);
          if (getValues('role') === 'freelancer') void isKnownFreelancer(event.target.value);
        }}
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
            onChange={(event) => {
              field.onChange(event.target.value);
              clearKnownFreelancer();
              if (event.target.value === 'freelancer') void isKnownFreelancer(getValues('email'));
            }}
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
    </FormDialog>
  );
}
