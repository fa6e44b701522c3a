import type { ReactNode } from 'react';
import { type UseFormReturn, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import type { z } from 'zod';
import { useContractResolver } from '../../../lib/contract-resolver.ts';
import { muiField } from '../../../lib/mui-register.ts';
import { newPasswordFormSchema } from '../utils/auth-form-schemas.ts';
import { PasswordField } from './password-field.tsx';

type NewPasswordForm = z.input<typeof newPasswordFormSchema>;

/** The form of a new password and its confirmation, validated by the contract's password rules. */
export function useNewPasswordForm() {
  const { t } = useTranslation();
  const resolver = useContractResolver(newPasswordFormSchema, {
    password: t('auth.newPassword'),
    confirmation: t('auth.confirmPassword'),
  });
  return useForm({ resolver, defaultValues: { password: '', confirmation: '' } });
}

/** New password (with the rules as helper text) and its confirmation; `guidance` stands between the two. */
export function NewPasswordFields({
  form,
  guidance,
}: {
  form: Pick<UseFormReturn<NewPasswordForm>, 'register' | 'formState'>;
  guidance?: ReactNode;
}) {
  const { t } = useTranslation();
  const field = muiField(form, t);
  const password = field('password', t('auth.newPassword'));
  return (
    <>
      <PasswordField
        autoComplete="new-password"
        required
        {...password}
        helperText={password.helperText ?? t('auth.passwordRules')}
      />
      {guidance}
      <PasswordField autoComplete="new-password" required {...field('confirmation', t('auth.confirmPassword'))} />
    </>
  );
}
