import type { UserDetail } from '@fm/contract/schemas/user';
import Alert from '@mui/material/Alert';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useSnackbar } from '../../../ui/snackbar.tsx';
import { useSwitchRole } from '../api/switch-role.ts';
import '../messages.ts';

const SWITCHABLE_ROLES = ['managing-director', 'agency-manager'] as const;
type SwitchableRole = (typeof SWITCHABLE_ROLES)[number];
const isSwitchable = (role: string): role is SwitchableRole => (SWITCHABLE_ROLES as readonly string[]).includes(role);

/**
 * An agency user's role, changed on pick. A refusal (approvals still pending, the agency's last managing director)
 * stays beside the field until the next try, so the admin can read why.
 */
export function RoleSwitchField({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const switchRole = useSwitchRole();
  const [refusal, setRefusal] = useState<string | null>(null);
  const current = user.roles.find(isSwitchable);
  if (!current) return null;

  const change = (role: SwitchableRole) => {
    if (role === current) return;
    setRefusal(null);
    switchRole.mutate(
      { user_id: user.id, role },
      {
        onSuccess: () => enqueueSnackbar(t('users.actions.roleChanged'), { variant: 'success' }),
        // 5xx and network errors already raised the unknown-error snackbar.
        onError: (error) => {
          if (isApiError(error) && error.status > 0 && error.status < 500)
            setRefusal(error.status === 400 ? error.message : t('catalogue.roleUpdateFailed'));
        },
      },
    );
  };

  return (
    <Stack spacing={1}>
      <TextField
        select
        size="small"
        label={t('users.actions.role')}
        value={current}
        disabled={switchRole.isPending}
        onChange={(event) => change(event.target.value as SwitchableRole)}
        helperText={t('users.actions.roleHint')}
        sx={{ maxWidth: 320 }}
      >
        {SWITCHABLE_ROLES.map((role) => (
          <MenuItem key={role} value={role}>
            {t(`users.roles.${role}`)}
          </MenuItem>
        ))}
      </TextField>
      {refusal && (
        <Alert severity="error" role="alert" onClose={() => setRefusal(null)}>
          {refusal}
        </Alert>
      )}
    </Stack>
  );
}
