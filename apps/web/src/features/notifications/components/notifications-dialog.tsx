import { DATE_FORMAT } from '@fm/contract/constants';
import { NOTIFICATION_CATEGORIES, type NotificationCategory } from '@fm/contract/enums';
import type { Notification } from '@fm/contract/schemas/activity';
import DeleteOutlineIcon from '@mui/icons-material/DeleteOutlined';
import DeleteSweepOutlinedIcon from '@mui/icons-material/DeleteSweepOutlined';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import IconButton from '@mui/material/IconButton';
import ListItemButton from '@mui/material/ListItemButton';
import Stack from '@mui/material/Stack';
import Tab from '@mui/material/Tab';
import Tabs from '@mui/material/Tabs';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { cappedCountText } from '../../../lib/capped-count.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { InfiniteList } from '../../../ui/list-page/infinite-list.tsx';
import { DialogTitleWithClose, ResponsiveDialog } from '../../../ui/responsive-dialog.tsx';
import {
  useDeleteNotification,
  useDeleteNotifications,
  useNotifications,
  useReadNotification,
} from '../api/notifications.ts';
import '../messages.ts';

export type NotificationCounts = Record<NotificationCategory, number>;

const formatWhen = (iso: string) => dayjs(iso).format(`${DATE_FORMAT} HH:mm`);

/** Only routes of this app are followed (a stored link never leads elsewhere). */
const isInternalLink = (link: string | null): link is string =>
  !!link && link.startsWith('/') && !link.startsWith('//');

function NotificationEntry({
  notification,
  onFollow,
}: {
  notification: Notification;
  onFollow: (link: string) => void;
}) {
  const { t } = useTranslation();
  const read = useReadNotification();
  const remove = useDeleteNotification();
  const { is_read: isRead, link, actor } = notification;
  const id = useId();

  const open = () => {
    if (!isRead) read.mutate(notification.notification_id);
    if (isInternalLink(link)) onFollow(link);
  };

  return (
    <Stack
      direction="row"
      sx={{
        alignItems: 'flex-start',
        borderRadius: 1,
        border: 1,
        borderColor: 'divider',
        bgcolor: isRead ? 'transparent' : 'action.hover',
      }}
    >
      <ListItemButton
        onClick={open}
        aria-labelledby={`${id}-title`}
        aria-describedby={`${id}-body ${id}-meta`}
        sx={{ alignItems: 'flex-start', gap: 1, py: 1, minWidth: 0, borderRadius: 1 }}
      >
        <Box
          aria-hidden
          sx={{
            mt: 0.9,
            width: 8,
            height: 8,
            borderRadius: '50%',
            flexShrink: 0,
            bgcolor: isRead ? 'transparent' : 'primary.main',
          }}
        />
        <Box sx={{ minWidth: 0, flex: 1 }}>
          <Typography
            id={`${id}-title`}
            component="p"
            sx={{ fontWeight: isRead ? 400 : 700, overflowWrap: 'anywhere', whiteSpace: 'pre-wrap' }}
          >
            {!isRead && (
              <>
                <Box component="span" sx={visuallyHidden}>
                  {`${t('notifications.unread')}:`}
                </Box>{' '}
              </>
            )}
            {notification.title}
          </Typography>
          {notification.body && (
            <Typography
              id={`${id}-body`}
              variant="body2"
              color="text.secondary"
              sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere' }}
            >
              {notification.body}
            </Typography>
          )}
          <Typography id={`${id}-meta`} variant="caption" color="text.secondary" component="p" sx={{ mt: 0.5 }}>
            {formatWhen(notification.created_at)}
            {actor ? ` · ${t('notifications.from', { name: `${actor.first_name} ${actor.last_name}` })}` : ''}
          </Typography>
        </Box>
      </ListItemButton>
      <IconButton
        aria-label={t('notifications.deleteLabel', { title: notification.title })}
        onClick={() => remove.mutate(notification.notification_id)}
        disabled={remove.isPending}
        sx={{ m: 0.5 }}
      >
        <DeleteOutlineIcon />
      </IconButton>
    </Stack>
  );
}

function NotificationList({
  category,
  onFollow,
}: {
  category: NotificationCategory;
  onFollow: (link: string) => void;
}) {
  const { t } = useTranslation();
  const query = useNotifications(category);
  const items = query.data?.pages.flatMap((page) => page.data) ?? [];
  return (
    <InfiniteList
      layout="list"
      aria-label={t(`notifications.listLabel.${category}`)}
      items={items}
      getKey={(item) => item.notification_id}
      renderItem={(item) => <NotificationEntry notification={item} onFollow={onFollow} />}
      hasNextPage={query.hasNextPage}
      fetchNextPage={() => void query.fetchNextPage()}
      isFetchingNextPage={query.isFetchingNextPage}
      isLoading={query.isPending}
      isError={query.isError}
      onRetry={() => void query.refetch()}
      rootMargin="100px"
      emptyState={<EmptyState title={t(`notifications.empty.${category}`)} text={t('notifications.emptyText')} />}
    />
  );
}

export type NotificationsDialogProps = {
  /** The open tab; null closes the dialog. */
  category: NotificationCategory | null;
  onCategoryChange: (category: NotificationCategory) => void;
  onClose: () => void;
  /** Unread counts for the tab labels (the top bar's badges). */
  counts: NotificationCounts;
};

/**
 * The notifications dialog (docs/product.md §3): to-do and info tabs, each entry with its title and text in the
 * reader's language; a click marks it read and follows its link, an entry or a whole tab can be deleted. Full
 * screen on phones.
 */
export function NotificationsDialog({ category, onCategoryChange, onClose, counts }: NotificationsDialogProps) {
  const { t, i18n } = useTranslation();
  const navigate = useNavigate();
  const titleId = useId();
  const tabsId = useId();
  const [lastCategory, setLastCategory] = useState<NotificationCategory>('to_do');
  const [isConfirmingDeleteAll, setIsConfirmingDeleteAll] = useState(false);
  const deleteAll = useDeleteNotifications();
  if (category !== null && category !== lastCategory) setLastCategory(category);
  const current = category ?? lastCategory;
  // The same query as the open tab's list (shared by key): "delete all" needs something to delete.
  const list = useNotifications(current, { enabled: category !== null });
  const isEmpty = (list.data?.pages[0]?.total ?? 0) === 0;

  const follow = (link: string) => {
    onClose();
    void navigate(link);
  };

  return (
    <ResponsiveDialog
      open={category !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { minHeight: { sm: '70vh' } } } }}
    >
      <DialogTitleWithClose id={titleId} closeLabel={t('notifications.close')} onClose={onClose}>
        {t('notifications.title')}
      </DialogTitleWithClose>
      <Tabs
        value={current}
        onChange={(_, value: NotificationCategory) => onCategoryChange(value)}
        variant="fullWidth"
        sx={{ borderBottom: 1, borderColor: 'divider' }}
      >
        {NOTIFICATION_CATEGORIES.map((value) => (
          <Tab
            key={value}
            value={value}
            id={`${tabsId}-${value}`}
            aria-controls={`${tabsId}-${value}-panel`}
            label={t('notifications.tabWithCount', {
              label: t(`notifications.tabs.${value}`),
              count: cappedCountText(counts[value], i18n.language),
            })}
          />
        ))}
      </Tabs>
      <DialogContent
        role="tabpanel"
        id={`${tabsId}-${current}-panel`}
        aria-labelledby={`${tabsId}-${current}`}
        sx={{ px: { xs: 1, sm: 2 }, pt: 2 }}
      >
        {category !== null && <NotificationList key={current} category={current} onFollow={follow} />}
      </DialogContent>
      <DialogActions>
        <Button
          color="error"
          startIcon={<DeleteSweepOutlinedIcon />}
          onClick={() => setIsConfirmingDeleteAll(true)}
          disabled={isEmpty}
        >
          {t('notifications.deleteAll')}
        </Button>
      </DialogActions>
      <ConfirmDialog
        isOpen={isConfirmingDeleteAll}
        title={t(`notifications.deleteAllTitle.${current}`)}
        text={t('notifications.deleteAllText')}
        confirmLabel={t('notifications.deleteAllConfirm')}
        confirmColor="error"
        isBusy={deleteAll.isPending}
        onCancel={() => setIsConfirmingDeleteAll(false)}
        onConfirm={() => deleteAll.mutate(current, { onSettled: () => setIsConfirmingDeleteAll(false) })}
      />
    </ResponsiveDialog>
  );
}
