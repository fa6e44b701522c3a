import { hasPermission } from '@fm/contract/roles';
import { isUserDeactivated, type UserDetail } from '@fm/contract/schemas/user';
import PersonAddAltOutlinedIcon from '@mui/icons-material/PersonAddAltOutlined';
import PersonOffOutlinedIcon from '@mui/icons-material/PersonOffOutlined';
import Button from '@mui/material/Button';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useSnackbar } from '../../../ui/snackbar.tsx';
import { useReactivateUser } from '../api/reactivate-user.ts';
import '../messages.ts';
import { DeactivateUserDialog } from './deactivate-user-dialog.tsx';
import { RoleSwitchField } from './role-switch-field.tsx';

/** A deactivated user: says so and lets the admin undo it (memberships and role were kept). */
function ReactivateUser({ userId }: { userId: number }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const reactivate = useReactivateUser();
  return (
    <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
      <Typography color="text.secondary">{t('users.actions.isInactive')}</Typography>
      <Button
        variant="outlined"
        startIcon={<PersonAddAltOutlinedIcon />}
        disabled={reactivate.isPending}
        onClick={() =>
          reactivate.mutate(userId, {
            onSuccess: () => enqueueSnackbar(t('users.actions.reactivated'), { variant: 'success' }),
          })
        }
      >
        {t('users.actions.reactivate')}
      </Button>
    </Stack>
  );
}

/**
 * Role change and deactivation of an agency user, each shown only with its permission. Deactivating goes through
 * users/replace, which also needs the replacement permission.
 */
export function UserAdminSection({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const titleId = useId();
  const canSwitchRole = useAuthStore((state) => hasPermission(state.user?.roles ?? [], 'update-agency-user-role'));
  const canDeactivate = useAuthStore((state) => {
    const roles = state.user?.roles ?? [];
    return hasPermission(roles, 'deactivate-agency-user') && hasPermission(roles, 'agency-user-vacation-replacement');
  });
  const [isDeactivating, setIsDeactivating] = useState(false);
  if (user.realm !== 'agency' || !(canSwitchRole || canDeactivate)) return null;
  const isInactive = isUserDeactivated(user.status);
  const hasAgency = user.memberships.length > 0;

  return (
    <Paper variant="outlined" component="section" aria-labelledby={titleId} sx={{ p: { xs: 2, md: 3 } }}>
      <Typography id={titleId} variant="h6" component="h2" sx={{ mb: 2 }}>
        {t('users.actions.title')}
      </Typography>
      <Stack spacing={3}>
        {canSwitchRole && <RoleSwitchField user={user} />}
        {canDeactivate &&
          (isInactive ? (
            <ReactivateUser userId={user.id} />
          ) : (
            <Stack spacing={1} sx={{ alignItems: 'flex-start' }}>
              <Button
                variant="outlined"
                color="error"
                startIcon={<PersonOffOutlinedIcon />}
                disabled={!hasAgency}
                onClick={() => setIsDeactivating(true)}
              >
                {t('users.actions.deactivate')}
              </Button>
              <Typography variant="body2" color="text.secondary">
                {t(hasAgency ? 'users.actions.deactivateHint' : 'users.actions.noAgency')}
              </Typography>
            </Stack>
          ))}
      </Stack>
      {canDeactivate && hasAgency && (
        <DeactivateUserDialog user={user} isOpen={isDeactivating} onClose={() => setIsDeactivating(false)} />
      )}
    </Paper>
  );
}
