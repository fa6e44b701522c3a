import { TEXT_MAX } from '@fm/contract/schemas/validation';
import ArrowBackIcon from '@mui/icons-material/ArrowBack';
import CloseIcon from '@mui/icons-material/Close';
import SendIcon from '@mui/icons-material/Send';
import Alert from '@mui/material/Alert';
import Avatar from '@mui/material/Avatar';
import Box from '@mui/material/Box';
import DialogTitle from '@mui/material/DialogTitle';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { type KeyboardEvent, useEffect, useId, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { ResponsiveDialog } from '../../../ui/responsive-dialog.tsx';
import { useConversations, useSendMessage } from '../api/inmail.ts';
import { ChatThread } from './chat-thread.tsx';
import '../messages.ts';

export type ChatPartner = {
  id: number;
  first_name: string;
  last_name: string;
  image_url?: string | null;
  agency_name?: string | null;
};

export type ChatDetailDialogProps = {
  /** The person to talk to; null closes the dialog. */
  partner: ChatPartner | null;
  /** The conversation with them, when it exists (else it is looked up, or starts with the first message). */
  conversationId?: number | null;
  onClose: () => void;
  /** Phones: a back arrow to the conversation list instead of only the close button. */
  onBack?: () => void;
};

const nameOf = (partner: ChatPartner) => `${partner.first_name} ${partner.last_name}`.trim();

function Composer({
  partner,
  conversationId,
  onSent,
}: {
  partner: ChatPartner;
  conversationId: number | null;
  onSent: (conversationId: number) => void;
}) {
  const { t } = useTranslation();
  const hintId = useId();
  const [text, setText] = useState('');
  const input = useRef<HTMLTextAreaElement>(null);
  const send = useSendMessage();

  // The composer takes the focus once the dialog is the top one (a dialog opened from another one would otherwise
  // lose it to the lower dialog's focus trap, and then to its own paper).
  useEffect(() => {
    const frame = requestAnimationFrame(() => input.current?.focus());
    return () => cancelAnimationFrame(frame);
  }, []);
  const name = nameOf(partner);

  const submit = () => {
    const message = text.trim();
    if (!message || send.isPending) return;
    send.mutate(
      conversationId === null ? { message, receiver_id: partner.id } : { message, conversation_id: conversationId },
      {
        onSuccess: (sent) => {
          setText('');
          onSent(sent.conversation_id);
        },
      },
    );
  };

  const onKeyDown = (event: KeyboardEvent<HTMLDivElement>) => {
    if (event.key !== 'Enter' || event.shiftKey || event.nativeEvent.isComposing) return;
    event.preventDefault();
    submit();
  };

  const error = send.error;
  return (
    <Box
      component="form"
      onSubmit={(event) => {
        event.preventDefault();
        submit();
      }}
      sx={{ borderTop: 1, borderColor: 'divider', p: { xs: 1, sm: 1.5 } }}
    >
      {error && (
        <Alert severity="error" sx={{ mb: 1 }}>
          {isApiError(error) && error.status === 400 ? error.message : t('inmail.chat.sendFailed')}
        </Alert>
      )}
      <Stack direction="row" spacing={1} sx={{ alignItems: 'flex-end' }}>
        <TextField
          inputRef={input}
          fullWidth
          multiline
          maxRows={6}
          size="small"
          value={text}
          onChange={(event) => setText(event.target.value)}
          onKeyDown={onKeyDown}
          placeholder={t('inmail.chat.composer', { name })}
          slotProps={{
            htmlInput: {
              'aria-label': t('inmail.chat.composer', { name }),
              'aria-describedby': hintId,
              maxLength: TEXT_MAX.message,
            },
          }}
        />
        <IconButton
          type="submit"
          color="primary"
          aria-label={t('inmail.chat.send')}
          disabled={!text.trim() || send.isPending}
        >
          <SendIcon />
        </IconButton>
      </Stack>
      <Typography id={hintId} variant="caption" color="text.secondary" sx={{ display: { xs: 'none', sm: 'block' } }}>
        {t('inmail.chat.hint')}
      </Typography>
    </Box>
  );
}

/** Thread and composer; a conversation not known yet is looked up, or starts with the first message. */
function ChatBody({ partner, conversationId }: { partner: ChatPartner; conversationId: number | null }) {
  const conversations = useConversations({ enabled: conversationId === null });
  const [startedId, setStartedId] = useState<number | null>(null);
  const knownId =
    conversationId ??
    conversations.data?.find((conversation) => conversation.user.id === partner.id)?.conversation_id ??
    startedId;
  return (
    <>
      <ChatThread conversationId={knownId} partnerId={partner.id} partnerName={nameOf(partner)} />
      <Composer partner={partner} conversationId={knownId} onSent={setStartedId} />
    </>
  );
}

/**
 * The chat detail dialog (docs/product.md §3): one conversation with its thread and a composer that has the focus;
 * Enter sends, Shift+Enter adds a line, Escape closes. Full screen on phones.
 */
export function ChatDetailDialog({ partner, conversationId = null, onClose, onBack }: ChatDetailDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <ResponsiveDialog
      open={partner !== null}
      onClose={onClose}
      aria-labelledby={titleId}
      slotProps={{ paper: { sx: { height: { sm: '80vh' }, display: 'flex', flexDirection: 'column' } } }}
    >
      {partner && (
        <>
          <DialogTitle
            id={`${titleId}-bar`}
            component="div"
            sx={{
              display: 'flex',
              alignItems: 'center',
              gap: 1,
              py: 1,
              px: { xs: 1, sm: 2 },
              borderBottom: 1,
              borderColor: 'divider',
            }}
          >
            {onBack && (
              <IconButton aria-label={t('inmail.back')} onClick={onBack} edge="start">
                <ArrowBackIcon />
              </IconButton>
            )}
            <Avatar src={partner.image_url ?? undefined} sx={{ width: 36, height: 36 }}>
              {partner.first_name.charAt(0)}
            </Avatar>
            <Box sx={{ flex: 1, minWidth: 0 }}>
              <Typography id={titleId} variant="h6" component="h2" noWrap>
                {nameOf(partner)}
              </Typography>
              {partner.agency_name && (
                <Typography variant="body2" color="text.secondary" noWrap>
                  {partner.agency_name}
                </Typography>
              )}
            </Box>
            <IconButton aria-label={t('inmail.chat.close')} onClick={onClose}>
              <CloseIcon />
            </IconButton>
          </DialogTitle>
          <ChatBody key={partner.id} partner={partner} conversationId={conversationId} />
        </>
      )}
    </ResponsiveDialog>
  );
}
