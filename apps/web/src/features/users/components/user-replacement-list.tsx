import { hasPermission } from '@fm/contract/roles';
import type { UserDetail } from '@fm/contract/schemas/user';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useEndReplacement } from '../../../api/use-replacements.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useSnackbar } from '../../../ui/snackbar.tsx';
import '../messages.ts';

type Replacement = UserDetail['replacements'][number];

/** The user's open replacements; whoever may name stand-ins may end one (after a confirmation). */
export function UserReplacementList({ user }: { user: UserDetail }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const canEnd = useAuthStore((state) => hasPermission(state.user?.roles ?? [], 'agency-user-vacation-replacement'));
  const end = useEndReplacement();
  const [ending, setEnding] = useState<Replacement | null>(null);
  const standInOf = (replacement: Replacement) =>
    `${replacement.replacement.first_name} ${replacement.replacement.last_name}`;

  const confirmEnd = () => {
    if (!ending) return;
    end.mutate(ending.id, {
      onSuccess: () => enqueueSnackbar(t('users.actions.replacementEnded'), { variant: 'success' }),
      // 5xx and network errors already raised the unknown-error snackbar.
      onError: (error) => {
        if (isApiError(error) && error.status > 0 && error.status < 500)
          enqueueSnackbar(error.status === 400 ? error.message : t('catalogue.errorRemovingReplacement'), {
            variant: 'error',
          });
      },
      onSettled: () => setEnding(null),
    });
  };

  if (user.replacements.length === 0)
    return <Typography color="text.secondary">{t('users.detail.noReplacements')}</Typography>;
  return (
    <>
      <List dense>
        {user.replacements.map((replacement) => {
          const label = t('users.actions.endReplacement', { name: standInOf(replacement) });
          return (
            <ListItem
              key={replacement.id}
              disableGutters
              secondaryAction={
                canEnd ? (
                  <Tooltip title={label}>
                    <IconButton aria-label={label} onClick={() => setEnding(replacement)}>
                      <DeleteOutlinedIcon />
                    </IconButton>
                  </Tooltip>
                ) : undefined
              }
            >
              <ListItemText
                primary={standInOf(replacement)}
                secondary={t(`users.replacementTypes.${replacement.type}`)}
              />
            </ListItem>
          );
        })}
      </List>
      <ConfirmDialog
        isOpen={ending !== null}
        title={ending ? t('users.actions.endTitle', { name: standInOf(ending) }) : ''}
        text={
          ending
            ? t('users.actions.endText', { name: standInOf(ending), user: `${user.firstName} ${user.lastName}` })
            : undefined
        }
        confirmLabel={ending ? t('users.actions.endReplacement', { name: standInOf(ending) }) : undefined}
        confirmColor="error"
        isBusy={end.isPending}
        onConfirm={confirmEnd}
        onCancel={() => setEnding(null)}
      />
    </>
  );
}
