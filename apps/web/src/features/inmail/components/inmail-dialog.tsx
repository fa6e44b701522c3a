import { DATE_FORMAT } from '@fm/contract/constants';
import type { Conversation } from '@fm/contract/schemas/inmail';
import ChatBubbleOutlineIcon from '@mui/icons-material/ChatBubbleOutlineOutlined';
import Avatar from '@mui/material/Avatar';
import Badge from '@mui/material/Badge';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import DialogContent from '@mui/material/DialogContent';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import dayjs from 'dayjs';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { EmptyState } from '../../../ui/empty-state.tsx';
import { ErrorState } from '../../../ui/error-state.tsx';
import { DialogTitleWithClose, ResponsiveDialog, useIsPhone } from '../../../ui/responsive-dialog.tsx';
import { useConversations } from '../api/inmail.ts';
import { ChatDetailDialog, type ChatPartner } from './chat-detail-dialog.tsx';
import { UserSearch } from './user-search.tsx';
import '../messages.ts';

/** HH:mm for today, DD.MM.YYYY before. */
export function formatLastMessageAt(iso: string | null): string {
  if (!iso) return '';
  const when = dayjs(iso);
  return when.isSame(dayjs(), 'day') ? when.format('HH:mm') : when.format(DATE_FORMAT);
}

function ConversationRow({ conversation, onOpen }: { conversation: Conversation; onOpen: () => void }) {
  const { t } = useTranslation();
  const { user, unread_count: unread } = conversation;
  const name = `${user.first_name} ${user.last_name}`;
  return (
    <ListItemButton onClick={onOpen} sx={{ gap: 1.5, borderRadius: 1, alignItems: 'flex-start' }}>
      <Badge color="error" badgeContent={unread} max={99} overlap="circular">
        <Avatar src={user.image_url ?? undefined}>{user.first_name.charAt(0)}</Avatar>
      </Badge>
      <Box sx={{ flex: 1, minWidth: 0 }}>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'baseline' }}>
          <Typography noWrap sx={{ flex: 1, fontWeight: unread > 0 ? 700 : 500 }}>
            {name}
          </Typography>
          <Typography variant="caption" color="text.secondary" sx={{ flexShrink: 0 }}>
            {formatLastMessageAt(conversation.last_message_at)}
          </Typography>
        </Box>
        {user.agency_name && (
          <Typography variant="body2" color="text.secondary" noWrap>
            {user.agency_name}
          </Typography>
        )}
        <Typography variant="body2" noWrap color={unread > 0 ? 'text.primary' : 'text.secondary'}>
          {conversation.last_message ?? ''}
        </Typography>
        {unread > 0 && (
          <Box component="span" sx={visuallyHidden}>
            {t('inmail.unreadCount', { count: unread })}
          </Box>
        )}
      </Box>
    </ListItemButton>
  );
}

export type InmailDialogProps = { isOpen: boolean; onClose: () => void };

/**
 * The inmail view, opened from the top bar's message badge: a search to start a conversation and the
 * conversations (latest first, unread ones marked); a conversation opens in the chat detail dialog. Full screen
 * on phones.
 */
export function InmailDialog({ isOpen, onClose }: InmailDialogProps) {
  const { t } = useTranslation();
  const isPhone = useIsPhone();
  const titleId = useId();
  const listId = useId();
  const conversations = useConversations({ enabled: isOpen });
  const [chat, setChat] = useState<{ partner: ChatPartner; conversationId: number | null } | null>(null);

  const close = () => {
    setChat(null);
    onClose();
  };

  return (
    <>
      <ResponsiveDialog
        open={isOpen}
        onClose={close}
        aria-labelledby={titleId}
        slotProps={{ paper: { sx: { height: { sm: '80vh' } } } }}
      >
        <DialogTitleWithClose id={titleId} closeLabel={t('inmail.close')} onClose={close}>
          {t('inmail.title')}
        </DialogTitleWithClose>
        <DialogContent sx={{ px: { xs: 1, sm: 2 } }}>
          <Box sx={{ pt: 1, pb: 2 }}>
            <UserSearch onSelect={(user) => setChat({ partner: user, conversationId: null })} />
          </Box>
          <Typography id={listId} variant="subtitle2" component="h3" color="text.secondary" sx={{ px: 1 }}>
            {t('inmail.conversations')}
          </Typography>
          {conversations.isPending && (
            <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
              <CircularProgress aria-label={t('ui.list.loading')} />
            </Box>
          )}
          {conversations.isError && <ErrorState onRetry={() => void conversations.refetch()} />}
          {conversations.data?.length === 0 && (
            <EmptyState
              icon={<ChatBubbleOutlineIcon fontSize="inherit" />}
              title={t('inmail.noConversations')}
              text={t('inmail.noConversationsText')}
            />
          )}
          {conversations.data && conversations.data.length > 0 && (
            <List aria-labelledby={listId}>
              {conversations.data.map((conversation) => (
                <li key={conversation.conversation_id}>
                  <ConversationRow
                    conversation={conversation}
                    onOpen={() => setChat({ partner: conversation.user, conversationId: conversation.conversation_id })}
                  />
                </li>
              ))}
            </List>
          )}
        </DialogContent>
      </ResponsiveDialog>
      <ChatDetailDialog
        partner={chat?.partner ?? null}
        conversationId={chat?.conversationId ?? null}
        onClose={() => setChat(null)}
        onBack={isPhone ? () => setChat(null) : undefined}
      />
    </>
  );
}
