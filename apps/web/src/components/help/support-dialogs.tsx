import { requiredText, TEXT_MAX } from '@fm/contract/schemas/validation';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import Link from '@mui/material/Link';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import { Controller, useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { z } from 'zod';
import { useContractResolver } from '../../lib/contract-resolver.ts';
import { muiRegister } from '../../lib/mui-register.ts';
import { fieldErrorText } from '../../ui/field-error-text.ts';
import './help-messages.ts';

export const SUPPORT_EMAIL = 'support@marketplace.example';
const SUPPORT_PHONE = '+49 40 000000-0';

type DialogProps = { isOpen: boolean; onClose: () => void };

/** The support dialog: how to reach the support team. */
export function SupportDialog({ isOpen, onClose }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('help.support.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('help.support.text')}</DialogContentText>
        <Stack spacing={1}>
          <Typography>
            {t('help.support.email')}: <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>
          </Typography>
          <Typography>
            {t('help.support.phone')}: <Link href={`tel:${SUPPORT_PHONE.replace(/[^+\d]/g, '')}`}>{SUPPORT_PHONE}</Link>
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('help.support.close')}</Button>
        <Button variant="contained" href={`mailto:${SUPPORT_EMAIL}`}>
          {t('help.support.write')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}

const TOPICS = ['idea', 'problem', 'praise'] as const;
const feedbackSchema = z.object({ topic: z.enum(TOPICS), message: requiredText(TEXT_MAX.comment) });
type Feedback = z.input<typeof feedbackSchema>;

/** The mailto: address of a feedback message. */
export function feedbackMailto(subject: string, message: string): string {
  return `mailto:${SUPPORT_EMAIL}?subject=${encodeURIComponent(subject)}&body=${encodeURIComponent(message)}`;
}

/**
 * The feedback dialog. The contract has no feedback call, so the checked message goes to the support address
 * through the user's e-mail program.
 */
export function FeedbackDialog({ isOpen, onClose }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const resolver = useContractResolver(feedbackSchema, {
    message: t('help.feedback.message'),
    topic: t('help.feedback.topic'),
  });
  const {
    register,
    control,
    handleSubmit,
    reset,
    formState: { errors },
  } = useForm<Feedback>({ resolver, defaultValues: { topic: 'idea', message: '' } });
  const close = () => {
    reset();
    onClose();
  };
  const onSubmit = handleSubmit((values) => {
    const subject = t('help.feedback.subject', { topic: t(`help.feedback.topics.${values.topic}`) });
    window.location.href = feedbackMailto(subject, values.message);
    close();
  });
  return (
    <Dialog open={isOpen} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('help.feedback.title')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={`${titleId}-form`} noValidate spacing={2} sx={{ pt: 1 }} onSubmit={onSubmit}>
          <DialogContentText>{t('help.feedback.intro')}</DialogContentText>
          <Controller
            name="topic"
            control={control}
            render={({ field }) => (
              <TextField
                select
                label={t('help.feedback.topic')}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {TOPICS.map((topic) => (
                  <MenuItem key={topic} value={topic}>
                    {t(`help.feedback.topics.${topic}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label={t('help.feedback.message')}
            required
            multiline
            minRows={4}
            error={Boolean(errors.message)}
            helperText={fieldErrorText(errors.message, t, t('help.feedback.message'))}
            {...muiRegister(register('message'))}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('help.feedback.cancel')}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained">
          {t('help.feedback.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
