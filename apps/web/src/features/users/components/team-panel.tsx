import { hasPermission } from '@fm/contract/roles';
import PersonAddAlt1Icon from '@mui/icons-material/PersonAddAlt1';
import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Skeleton from '@mui/material/Skeleton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useAgencyMembers } from '../../../api/use-agency-members.ts';
import { selectRoles, useAuthStore } from '../../../stores/auth-store.ts';
import { useSnackbar } from '../../../ui/snackbar.tsx';
import { useSwitchRole } from '../api/switch-role.ts';
import '../messages.ts';
import { InviteDialog, invitableRoles } from './invite-dialog.tsx';

/** The active agency's members and an invite button for managing directors and account managers. */
export function TeamPanel({ intro }: { intro?: string }) {
  const { t } = useTranslation();
  const roles = useAuthStore(selectRoles);
  const members = useAgencyMembers();
  const [isInviting, setIsInviting] = useState(false);
  const inviteRoles = invitableRoles(roles, ['managing-director', 'agency-manager']);
  const canSwitchRoles = hasPermission(roles, 'update-agency-user-role');
  const switchRole = useSwitchRole();
  const { enqueueSnackbar } = useSnackbar();

  const changeRole = (userId: number, role: 'managing-director' | 'agency-manager') =>
    switchRole.mutate(
      { user_id: userId, role },
      {
        // "pendingBookings" and other refusals come back as 400 with the catalogue text.
        onError: (error) => {
          if (isApiError(error) && error.status > 0 && error.status < 500)
            enqueueSnackbar(error.status === 400 ? error.message : t('catalogue.roleUpdateFailed'), {
              variant: 'error',
            });
        },
      },
    );
  return (
    <Stack spacing={2}>
      {intro && <Typography color="text.secondary">{intro}</Typography>}
      {inviteRoles.length > 0 && (
        <div>
          <Button variant="outlined" startIcon={<PersonAddAlt1Icon />} onClick={() => setIsInviting(true)}>
            {t('users.team.invite')}
          </Button>
        </div>
      )}
      <Typography variant="subtitle1" component="h3">
        {t('users.team.members')}
      </Typography>
      {members.isPending && <Skeleton variant="rounded" height={64} />}
      <List dense aria-label={t('users.team.members')}>
        {members.data?.map((member) => (
          <ListItem
            key={member.id}
            disableGutters
            secondaryAction={
              canSwitchRoles && member.role !== 'freelancer' ? (
                <TextField
                  select
                  size="small"
                  value={member.role}
                  disabled={switchRole.isPending}
                  onChange={(event) =>
                    changeRole(member.id, event.target.value as 'managing-director' | 'agency-manager')
                  }
                  slotProps={{ htmlInput: { 'aria-label': t('users.team.roleOf', { name: member.first_name }) } }}
                  sx={{ minWidth: { xs: 120, sm: 180 } }}
                >
                  {(['managing-director', 'agency-manager'] as const).map((role) => (
                    <MenuItem key={role} value={role}>
                      {t(`users.roles.${role}`)}
                    </MenuItem>
                  ))}
                </TextField>
              ) : undefined
            }
            sx={canSwitchRoles ? { pr: { xs: 17, sm: 25 } } : undefined}
          >
            <ListItemAvatar>
              <Avatar src={member.image_url ?? undefined}>{member.first_name.charAt(0)}</Avatar>
            </ListItemAvatar>
            <ListItemText
              primary={`${member.first_name} ${member.last_name}`}
              secondary={canSwitchRoles ? member.email : `${t(`users.roles.${member.role}`)} · ${member.email}`}
              slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
            />
          </ListItem>
        ))}
      </List>
      <InviteDialog isOpen={isInviting} onClose={() => setIsInviting(false)} roles={inviteRoles} />
    </Stack>
  );
}
