import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { muiRegister } from '../../../lib/mui-register.ts';
import { EMAIL_PATTERN } from '../utils/patterns.ts';

/**
 * The invited agency user's first step: the e-mail address the invitation went to.
 * TODO(invitations issue): call the invitation/registration endpoint once packages/contract/src/endpoints
 * defines it (document 2 §7.4 users/invite and the agency registration); until then the form only validates.
 */
export function AgencyRegisterForm() {
  const { t } = useTranslation();
  const [isSubmitted, setIsSubmitted] = useState(false);
  const {
    register,
    handleSubmit,
    formState: { errors },
  } = useForm<{ email: string }>({ defaultValues: { email: '' } });

  return (
    <Stack component="form" noValidate spacing={2.5} onSubmit={handleSubmit(() => setIsSubmitted(true))}>
      {isSubmitted && <Alert severity="info">{t('auth.notAvailableYet')}</Alert>}
      <TextField
        label={t('auth.email')}
        type="email"
        autoComplete="email"
        required
        error={Boolean(errors.email)}
        helperText={errors.email?.message}
        {...muiRegister(
          register('email', {
            required: t('validation.required', { field: t('auth.email') }),
            pattern: { value: EMAIL_PATTERN, message: t('validation.email') },
          }),
        )}
      />
      <Button type="submit" variant="contained" size="large">
        {t('auth.continue')}
      </Button>
    </Stack>
  );
}
