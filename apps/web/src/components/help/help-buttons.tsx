import FeedbackOutlinedIcon from '@mui/icons-material/FeedbackOutlined';
import SupportAgentIcon from '@mui/icons-material/SupportAgent';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { FeedbackDialog, SupportDialog } from './support-dialogs.tsx';
import './help-messages.ts';

/** "Contact support" and "Give feedback", each opening its dialog. */
export function HelpButtons() {
  const { t } = useTranslation();
  const [open, setOpen] = useState<'support' | 'feedback' | null>(null);
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1 }}>
      <Button variant="outlined" startIcon={<SupportAgentIcon />} onClick={() => setOpen('support')}>
        {t('help.support.open')}
      </Button>
      <Button variant="outlined" startIcon={<FeedbackOutlinedIcon />} onClick={() => setOpen('feedback')}>
        {t('help.feedback.open')}
      </Button>
      <SupportDialog isOpen={open === 'support'} onClose={() => setOpen(null)} />
      <FeedbackDialog isOpen={open === 'feedback'} onClose={() => setOpen(null)} />
    </Stack>
  );
}
