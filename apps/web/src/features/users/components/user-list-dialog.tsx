import Avatar from '@mui/material/Avatar';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogTitle from '@mui/material/DialogTitle';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemAvatar from '@mui/material/ListItemAvatar';
import ListItemText from '@mui/material/ListItemText';
import Skeleton from '@mui/material/Skeleton';
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { useAgencyMembers } from '../../../api/use-agency-members.ts';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import '../messages.ts';

/** The user list dialog: everyone in the active agency with role and vacation state. */
export function UserListDialog({ isOpen, onClose }: { isOpen: boolean; onClose: () => void }) {
  const { t } = useTranslation();
  const titleId = useId();
  const members = useAgencyMembers(isOpen);
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('users.members.title')}</DialogTitle>
      <DialogContent dividers>
        {members.isPending && <Skeleton variant="rounded" height={120} />}
        {members.isError && <ErrorState onRetry={() => void members.refetch()} />}
        {members.data?.length === 0 && <EmptyState text={t('users.members.empty')} />}
        <List dense>
          {members.data?.map((member) => (
            <ListItem
              key={member.id}
              secondaryAction={
                member.is_on_vacation ? <Chip size="small" label={t('users.members.onVacation')} /> : undefined
              }
            >
              <ListItemAvatar>
                <Avatar src={member.image_url ?? undefined}>{member.first_name.charAt(0)}</Avatar>
              </ListItemAvatar>
              <ListItemText
                primary={`${member.first_name} ${member.last_name}`}
                secondary={`${t(`users.roles.${member.role}`)} · ${member.email}`}
              />
            </ListItem>
          ))}
        </List>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('users.members.close')}</Button>
      </DialogActions>
    </Dialog>
  );
}
