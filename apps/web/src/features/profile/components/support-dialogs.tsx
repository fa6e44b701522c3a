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
import { useContractResolver } from '../../../lib/contract-resolver.ts';
import { muiRegister } from '../../../lib/mui-register.ts';
import { fieldErrorText } from '../../../ui/field-error-text.ts';
import '../messages.ts';

export const SUPPORT_EMAIL = 'support@marketplace.example';
const SUPPORT_PHONE = '+49 40 000000-0';

type DialogProps = { isOpen: boolean; onClose: () => void };

/** The support dialog: how to reach the support team. */
export function SupportDialog({ isOpen, onClose }: DialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  return (
    <Dialog open={isOpen} onClose={onClose} aria-labelledby={titleId} fullWidth maxWidth="xs">
      <DialogTitle id={titleId}>{t('profile.support.title')}</DialogTitle>
      <DialogContent>
        <DialogContentText sx={{ mb: 2 }}>{t('profile.support.text')}</DialogContentText>
        <Stack spacing={1}>
          <Typography>
            {t('profile.support.email')}: <Link href={`mailto:${SUPPORT_EMAIL}`}>{SUPPORT_EMAIL}</Link>
          </Typography>
          <Typography>
            {t('profile.support.phone')}:{' '}
            <Link href={`tel:${SUPPORT_PHONE.replace(/[^+\d]/g, '')}`}>{SUPPORT_PHONE}</Link>
          </Typography>
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={onClose}>{t('profile.support.close')}</Button>
        <Button variant="contained" href={`mailto:${SUPPORT_EMAIL}`}>
          {t('profile.support.write')}
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
    message: t('profile.feedback.message'),
    topic: t('profile.feedback.topic'),
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
    const subject = t('profile.feedback.subject', { topic: t(`profile.feedback.topics.${values.topic}`) });
    window.location.href = feedbackMailto(subject, values.message);
    close();
  });
  return (
    <Dialog open={isOpen} onClose={close} aria-labelledby={titleId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('profile.feedback.title')}</DialogTitle>
      <DialogContent>
        <Stack component="form" id={`${titleId}-form`} noValidate spacing={2} sx={{ pt: 1 }} onSubmit={onSubmit}>
          <DialogContentText>{t('profile.feedback.intro')}</DialogContentText>
          <Controller
            name="topic"
            control={control}
            render={({ field }) => (
              <TextField
                select
                label={t('profile.feedback.topic')}
                value={field.value}
                onChange={(event) => field.onChange(event.target.value)}
              >
                {TOPICS.map((topic) => (
                  <MenuItem key={topic} value={topic}>
                    {t(`profile.feedback.topics.${topic}`)}
                  </MenuItem>
                ))}
              </TextField>
            )}
          />
          <TextField
            label={t('profile.feedback.message')}
            required
            multiline
            minRows={4}
            error={Boolean(errors.message)}
            helperText={fieldErrorText(errors.message, t, t('profile.feedback.message'))}
            {...muiRegister(register('message'))}
          />
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close}>{t('profile.feedback.cancel')}</Button>
        <Button type="submit" form={`${titleId}-form`} variant="contained">
          {t('profile.feedback.send')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
