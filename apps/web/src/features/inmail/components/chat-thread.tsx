import { DATE_FORMAT } from '@fm/contract/constants';
import type { Message } from '@fm/contract/schemas/inmail';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import CircularProgress from '@mui/material/CircularProgress';
import Divider from '@mui/material/Divider';
import Typography from '@mui/material/Typography';
import { visuallyHidden } from '@mui/utils';
import dayjs from 'dayjs';
import { Fragment, useEffect, useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { ErrorState } from '../../../ui/error-state.tsx';
import { messagesInOrder, useConversationMessages } from '../api/inmail.ts';
import '../messages.ts';

type ChatThreadProps = {
  conversationId: number | null;
  /** The other participant: a message to them is one the reader sent. */
  partnerId: number;
  partnerName: string;
};

const dayOf = (message: Message) => dayjs(message.created_date).format(DATE_FORMAT);

function Bubble({ message, isMine, isNew }: { message: Message; isMine: boolean; isNew: boolean }) {
  const { t } = useTranslation();
  return (
    <Box
      component="li"
      sx={{ display: 'flex', flexDirection: 'column', alignItems: isMine ? 'flex-end' : 'flex-start', gap: 0.25 }}
    >
      {isNew && <Chip size="small" color="primary" label={t('inmail.chat.new')} sx={{ height: 20 }} />}
      <Box
        sx={{
          maxWidth: 'min(85%, 560px)',
          px: 1.5,
          py: 1,
          borderRadius: 2,
          bgcolor: isMine ? 'primary.main' : 'action.selected',
          color: isMine ? 'primary.contrastText' : 'text.primary',
        }}
      >
        <Box component="span" sx={visuallyHidden}>
          {isMine ? `${t('inmail.chat.you')}: ` : ''}
        </Box>
        <Typography component="p" sx={{ whiteSpace: 'pre-wrap', overflowWrap: 'anywhere', wordBreak: 'break-word' }}>
          {message.message}
        </Typography>
      </Box>
      <Typography variant="caption" color="text.secondary">
        <Box component="span" sx={visuallyHidden}>
          {t(isMine ? 'inmail.chat.sentAt' : 'inmail.chat.receivedAt', { time: message.created_time })}
        </Box>
        <span aria-hidden>{message.created_time}</span>
      </Typography>
    </Box>
  );
}

/**
 * A conversation, oldest at the top: scrolled to the newest message on open and when one arrives; scrolling up
 * to the top loads the older page and keeps the view where it was. Days are separated (DD.MM.YYYY), times HH:mm.
 */
export function ChatThread({ conversationId, partnerId, partnerName }: ChatThreadProps) {
  const { t } = useTranslation();
  const query = useConversationMessages(conversationId);
  const messages = messagesInOrder(query.data);
  const scroller = useRef<HTMLDivElement>(null);
  const sentinel = useRef<HTMLDivElement>(null);
  const distanceFromBottom = useRef<number | null>(null);
  const newestId = messages.at(-1)?.id;
  const oldestId = messages[0]?.id;
  const { hasNextPage, isFetchingNextPage, fetchNextPage } = query;

  // Unread markers: what had not been read when the page was loaded (the server marks it read by reading it).
  const firstUnreadIndex = messages.findIndex((message) => !message.is_read && message.receiver_id !== partnerId);

  const loadOlder = () => {
    const element = scroller.current;
    if (element) distanceFromBottom.current = element.scrollHeight - element.scrollTop;
    void fetchNextPage();
  };
  const loadOlderRef = useRef(loadOlder);
  loadOlderRef.current = loadOlder;

  // Older messages prepended: keep the message the reader was looking at in place.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the oldest message changes
  useLayoutEffect(() => {
    const element = scroller.current;
    if (!element || distanceFromBottom.current === null) return;
    element.scrollTop = element.scrollHeight - distanceFromBottom.current;
    distanceFromBottom.current = null;
  }, [oldestId]);

  // A new message (or the first load): show the newest.
  // biome-ignore lint/correctness/useExhaustiveDependencies: runs when the newest message changes
  useLayoutEffect(() => {
    const element = scroller.current;
    if (element) element.scrollTop = element.scrollHeight;
  }, [newestId]);

  // Reaching the top of the thread loads the older page.
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new observer after each load (see InfiniteList)
  useEffect(() => {
    const target = sentinel.current;
    if (!target || !hasNextPage || isFetchingNextPage || typeof IntersectionObserver === 'undefined') return;
    const observer = new IntersectionObserver(
      (entries) => {
        if (entries.some((entry) => entry.isIntersecting)) {
          observer.disconnect();
          loadOlderRef.current();
        }
      },
      { root: scroller.current, rootMargin: '120px 0px 0px 0px' },
    );
    observer.observe(target);
    return () => observer.disconnect();
  }, [hasNextPage, isFetchingNextPage, oldestId]);

  return (
    <Box
      ref={scroller}
      sx={{ flex: 1, minHeight: 0, overflowY: 'auto', px: { xs: 1, sm: 2 }, py: 1 }}
      // The scrolling region is reachable with the keyboard (arrow keys scroll it).
      tabIndex={0}
      role="log"
      aria-label={t('inmail.chat.thread', { name: partnerName })}
      aria-busy={query.isFetching}
    >
      {query.isError && <ErrorState onRetry={() => void query.refetch()} />}
      {query.isPending && conversationId !== null && (
        <Box role="status" sx={{ display: 'grid', placeItems: 'center', py: 4 }}>
          <CircularProgress aria-label={t('ui.list.loading')} />
        </Box>
      )}
      <Box ref={sentinel} sx={{ display: 'grid', placeItems: 'center', minHeight: hasNextPage ? 40 : 0 }}>
        {isFetchingNextPage ? (
          <Box role="status" sx={{ display: 'flex', alignItems: 'center', gap: 1 }}>
            <CircularProgress size={18} />
            <Typography variant="body2">{t('inmail.chat.loadingOlder')}</Typography>
          </Box>
        ) : hasNextPage ? (
          <Button size="small" onClick={loadOlder}>
            {t('inmail.chat.loadOlder')}
          </Button>
        ) : null}
      </Box>
      {(conversationId === null || (query.isSuccess && messages.length === 0)) && (
        <Typography color="text.secondary" sx={{ textAlign: 'center', py: 4 }}>
          {t('inmail.noMessagesYet')}
        </Typography>
      )}
      <Box component="ul" sx={{ listStyle: 'none', m: 0, p: 0, display: 'grid', gap: 1 }}>
        {messages.map((message, index) => {
          const isNewDay = index === 0 || dayOf(messages[index - 1] as Message) !== dayOf(message);
          return (
            <Fragment key={message.id}>
              {isNewDay && (
                <Box component="li" aria-hidden={false}>
                  <Divider sx={{ my: 1 }}>
                    <Typography variant="caption" color="text.secondary">
                      {dayOf(message)}
                    </Typography>
                  </Divider>
                </Box>
              )}
              <Bubble message={message} isMine={message.receiver_id === partnerId} isNew={index === firstUnreadIndex} />
            </Fragment>
          );
        })}
      </Box>
    </Box>
  );
}
