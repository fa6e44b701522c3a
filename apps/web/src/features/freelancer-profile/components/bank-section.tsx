import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useTranslation } from 'react-i18next';
import { errorText, type ProfileForm } from './form-context.ts';
import type { ProfileFormValues } from './profile-form-values.ts';

const FIELDS: {
  name: keyof ProfileFormValues & string;
  labelKey: string;
  isRequired: boolean;
  autoComplete?: string;
}[] = [
  { name: 'tax_number', labelKey: 'taxNumber', isRequired: true },
  { name: 'iban', labelKey: 'iban', isRequired: true },
  { name: 'bic', labelKey: 'bic', isRequired: true },
  { name: 'bank_name', labelKey: 'bankName', isRequired: false },
];

/** Tax number and bank details; IBAN (mod-97) and BIC are checked as the server checks them. */
export function BankSection({ form }: { form: ProfileForm }) {
  const { t } = useTranslation();
  const { errors } = form.formState;
  return (
    <Stack spacing={2.5}>
      {FIELDS.map((field) => {
        const label = t(`freelancerProfile.fields.${field.labelKey}`);
        const error = errors[field.name as 'iban'];
        return (
          <TextField
            key={field.name}
            label={label}
            required={field.isRequired}
            fullWidth
            autoComplete="off"
            error={Boolean(error)}
            helperText={errorText(error, t, label)}
            {...form.register(field.name as 'iban')}
          />
        );
      })}
    </Stack>
  );
}
