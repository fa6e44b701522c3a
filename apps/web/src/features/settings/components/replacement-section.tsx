import { REPLACEMENT_TYPES, type ReplacementType } from '@fm/contract/enums';
import DeleteOutlinedIcon from '@mui/icons-material/DeleteOutlined';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import List from '@mui/material/List';
import ListItem from '@mui/material/ListItem';
import ListItemText from '@mui/material/ListItemText';
import MenuItem from '@mui/material/MenuItem';
import Paper from '@mui/material/Paper';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useAgencyMembers } from '../../../api/use-agency-members.ts';
import { useAgencyProfile } from '../../../api/use-agency-profile.ts';
import { useCreateReplacement, useEndReplacement } from '../../../api/use-replacements.ts';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { useSnackbar } from '../../../ui/snackbar.tsx';
import '../messages.ts';

/** A managing director names a stand-in for themselves (users/replace) and ends it again. */
export function ReplacementSection() {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const ownId = useAuthStore((state) => state.user?.id);
  const profile = useAgencyProfile();
  const members = useAgencyMembers();
  const create = useCreateReplacement();
  const end = useEndReplacement();
  const [replacementId, setReplacementId] = useState<number | ''>('');
  const [type, setType] = useState<ReplacementType>('VACATION');
  const [isMissing, setIsMissing] = useState(false);
  const colleagues = (members.data ?? []).filter((member) => String(member.id) !== ownId && member.is_active);
  const nameOf = (id: number) => {
    const member = members.data?.find((candidate) => candidate.id === id);
    return member ? `${member.first_name} ${member.last_name}` : t('replacements.unknown');
  };
  const report = (error: unknown, fallback: string) => {
    if (isApiError(error) && error.status > 0 && error.status < 500)
      enqueueSnackbar(error.status === 400 ? error.message : t(fallback), { variant: 'error' });
  };

  const add = () => {
    setIsMissing(replacementId === '');
    if (replacementId === '') return;
    create.mutate(
      { replacement_id: replacementId, type },
      {
        onSuccess: () => {
          setReplacementId('');
          enqueueSnackbar(t('replacements.saved'), { variant: 'success' });
        },
        onError: (error) => report(error, 'catalogue.errorSavingReplacement'),
      },
    );
  };

  return (
    <Paper variant="outlined" sx={{ p: { xs: 2, md: 3 }, maxWidth: 640, mt: 2 }}>
      <Typography variant="h6" component="h2" sx={{ mb: 1 }}>
        {t('replacements.title')}
      </Typography>
      <Typography color="text.secondary" sx={{ mb: 2 }}>
        {t('replacements.text')}
      </Typography>
      <List dense>
        {profile.data?.replacement_users.length === 0 && (
          <Typography color="text.secondary">{t('replacements.none')}</Typography>
        )}
        {profile.data?.replacement_users.map((replacement) => (
          <ListItem
            key={replacement.id}
            disableGutters
            secondaryAction={
              <IconButton
                aria-label={t('replacements.end', { name: nameOf(replacement.replacement_id) })}
                disabled={end.isPending}
                onClick={() =>
                  end.mutate(replacement.id, {
                    onSuccess: () => enqueueSnackbar(t('replacements.ended'), { variant: 'success' }),
                    onError: (error) => report(error, 'catalogue.errorRemovingReplacement'),
                  })
                }
              >
                <DeleteOutlinedIcon />
              </IconButton>
            }
          >
            <ListItemText
              primary={nameOf(replacement.replacement_id)}
              secondary={t(`replacements.types.${replacement.type}`)}
            />
          </ListItem>
        ))}
      </List>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ mt: 1, alignItems: { sm: 'flex-start' } }}>
        <TextField
          select
          size="small"
          label={t('replacements.person')}
          value={replacementId}
          onChange={(event) => {
            setReplacementId(Number(event.target.value));
            setIsMissing(false);
          }}
          error={isMissing}
          helperText={isMissing ? t('validation.required', { field: t('replacements.person') }) : undefined}
          sx={{ minWidth: 200 }}
        >
          {colleagues.map((member) => (
            <MenuItem key={member.id} value={member.id}>
              {member.first_name} {member.last_name}
            </MenuItem>
          ))}
        </TextField>
        <TextField
          select
          size="small"
          label={t('replacements.type')}
          value={type}
          onChange={(event) => setType(event.target.value as ReplacementType)}
          sx={{ minWidth: 160 }}
        >
          {REPLACEMENT_TYPES.map((option) => (
            <MenuItem key={option} value={option}>
              {t(`replacements.types.${option}`)}
            </MenuItem>
          ))}
        </TextField>
        <Button variant="contained" onClick={add} disabled={create.isPending}>
          {t('replacements.add')}
        </Button>
      </Stack>
    </Paper>
  );
}
