import { zodResolver } from '@hookform/resolvers/zod';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { muiRegister } from '../../../lib/mui-register.ts';
import { fieldErrorText } from '../../../ui/field-error-text.ts';
import { emailFormSchema } from '../utils/auth-form-schemas.ts';

/**
 * The invited agency user's first step: the e-mail address the invitation went to.
 * TODO(agency registration issue): packages/contract/src/endpoints has no self-registration call for agency
 * users yet (invitations go out through users/invite and end on /register?t=…); wire it here once it exists.
 */
export function AgencyRegisterForm() {
  const { t } = useTranslation();
  const [isSubmitted, setIsSubmitted] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm({ resolver: zodResolver(emailFormSchema), defaultValues: { email: '' } });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(() => setIsSubmitted(true))}>
      {isSubmitted && <Alert severity="info">{t('auth.notAvailableYet')}</Alert>}
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        error={Boolean(errors.email)}
        helperText={fieldErrorText(errors.email, t, t('auth.email'))}
        {...muiRegister(register('email'))}
      />
      <Button type="submit" variant="contained" size="large">
        {t('auth.continue')}
      </Button>
    </Stack>
  );
}
