import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlineOutlined';
import NotificationsNoneIcon from '@mui/icons-material/NotificationsNoneOutlined';
import Avatar from '@mui/material/Avatar';
import IconButton from '@mui/material/IconButton';
import LinearProgress from '@mui/material/LinearProgress';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { type QueryKey, useIsFetching } from '@tanstack/react-query';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../api/api-error.ts';
import { ConfirmDialog } from '../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../ui/empty-state.tsx';
import { useSnackbar } from '../../ui/snackbar.tsx';
import { AddNotificationMemberForm, type NotificationMember } from './add-notification-member-form.tsx';
import { useRemoveNotificationMember } from './api/remove-notification-member.ts';
import './messages.ts';

type BudgetNotificationMembersPanelProps = {
  agencyId: number;
  members: readonly NotificationMember[];
  /** The query that carries `members` (agency detail or agency profile); read again after each change. */
  listKey: QueryKey;
};

const nameOf = (member: NotificationMember) => member.displayName || member.email;

function MemberRow({ member, onRemove }: { member: NotificationMember; onRemove: () => void }) {
  const { t } = useTranslation();
  const label = t('budgetNotifications.remove', { name: nameOf(member) });
  return (
    <ListItem
      disableGutters
      secondaryAction={
        <Tooltip title={label}>
          <IconButton edge="end" aria-label={label} onClick={onRemove}>
            <DeleteOutlineIcon />
          </IconButton>
        </Tooltip>
      }
    >
      <ListItemAvatar>
        <Avatar src={member.image ?? undefined} alt={nameOf(member)}>
          {nameOf(member).charAt(0).toUpperCase()}
        </Avatar>
      </ListItemAvatar>
      <ListItemText
        primary={nameOf(member)}
        secondary={member.email}
        slotProps={{ secondary: { sx: { wordBreak: 'break-all' } } }}
      />
    </ListItem>
  );
}

/**
 * "Budget notifications": who of the agency receives its budget e-mails, for the roles holding
 * update-budget-notification-list (admin on the agency detail, managing director on the profile edit).
 */
export function BudgetNotificationMembersPanel({ agencyId, members, listKey }: BudgetNotificationMembersPanelProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const remove = useRemoveNotificationMember(listKey);
  const isRefreshing = useIsFetching({ queryKey: listKey }) > 0;
  // The recipient stays set while the dialog closes, so its texts do not blank during the transition.
  const [removing, setRemoving] = useState<NotificationMember | null>(null);
  const [isConfirming, setIsConfirming] = useState(false);

  const confirmRemove = (member: NotificationMember) =>
    remove.mutate(member.id, {
      onSuccess: () => enqueueSnackbar(t('budgetNotifications.removed', { name: nameOf(member) })),
      onError: (error) => {
        // 5xx and network failures have shown their snackbar already.
        if (isApiError(error) && error.status > 0 && error.status < 500)
          enqueueSnackbar(t('catalogue.errorRemovingNotificationMember'), { variant: 'error' });
      },
      onSettled: () => setIsConfirming(false),
    });

  return (
    <Paper
      variant="outlined"
      component="section"
      aria-labelledby={titleId}
      sx={{ p: { xs: 1.5, md: 2.5 }, minWidth: 0 }}
    >
      <Stack spacing={1.5}>
        <div>
          <Typography id={titleId} variant="h6" component="h2">
            {t('budgetNotifications.title')}
          </Typography>
          <Typography variant="body2" color="text.secondary">
            {t('budgetNotifications.intro')}
          </Typography>
        </div>
        {isRefreshing && <LinearProgress aria-label={t('budgetNotifications.updating')} />}
        {members.length === 0 ? (
          <EmptyState
            icon={<NotificationsNoneIcon fontSize="inherit" />}
            title={t('budgetNotifications.emptyTitle')}
            text={t('budgetNotifications.emptyText')}
          />
        ) : (
          <List dense aria-label={t('budgetNotifications.list')}>
            {members.map((member) => (
              <MemberRow
                key={member.id}
                member={member}
                onRemove={() => {
                  setRemoving(member);
                  setIsConfirming(true);
                }}
              />
            ))}
          </List>
        )}
        <AddNotificationMemberForm agencyId={agencyId} members={members} listKey={listKey} />
      </Stack>
      <ConfirmDialog
        isOpen={isConfirming && removing !== null}
        title={removing ? t('budgetNotifications.removeTitle', { name: nameOf(removing) }) : ''}
        text={removing ? t('budgetNotifications.removeText', { email: removing.email }) : ''}
        confirmLabel={t('budgetNotifications.removeConfirm')}
        confirmColor="error"
        isBusy={remove.isPending}
        onConfirm={() => removing && confirmRemove(removing)}
        onCancel={() => setIsConfirming(false)}
      />
    </Paper>
  );
}
