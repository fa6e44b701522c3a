import { AGENCY_ROLES } from '@fm/contract/roles';
import type { UserDetail } from '@fm/contract/schemas/user';
import Alert from '@mui/material/Alert';
import Button from '@mui/material/Button';
import CircularProgress from '@mui/material/CircularProgress';
import Dialog from '@mui/material/Dialog';
import DialogActions from '@mui/material/DialogActions';
import DialogContent from '@mui/material/DialogContent';
import DialogContentText from '@mui/material/DialogContentText';
import DialogTitle from '@mui/material/DialogTitle';
import MenuItem from '@mui/material/MenuItem';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { useCreateReplacement } from '../../../api/use-replacements.ts';
import { ErrorState } from '../../../ui/error-state.tsx';
import { useSnackbar } from '../../../ui/snackbar.tsx';
import { useAgencyUsers } from '../api/get-agency-users.ts';
import '../messages.ts';

type DeactivateUserDialogProps = { user: UserDetail; isOpen: boolean; onClose: () => void };

/**
 * Deactivates an agency user with a stand-in (users/replace, type DEACTIVATION). The stand-in is an active user
 * of one of the user's agencies; the server needs the two to share that agency.
 */
export function DeactivateUserDialog({ user, isOpen, onClose }: DeactivateUserDialogProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const textId = useId();
  const { enqueueSnackbar } = useSnackbar();
  const agencies = user.memberships.map((membership) => membership.agency);
  const [agencyId, setAgencyId] = useState<number | null>(agencies[0]?.id ?? null);
  const [standInId, setStandInId] = useState<number | ''>('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [refusal, setRefusal] = useState<string | null>(null);
  const agencyUsers = useAgencyUsers(isOpen ? agencyId : null);
  const create = useCreateReplacement();
  const name = `${user.firstName} ${user.lastName}`;
  const standInLabel = t('users.deactivateDialog.standIn');
  const candidates = (agencyUsers.data ?? []).filter(
    (candidate) =>
      candidate.is_active && candidate.id !== user.id && (AGENCY_ROLES as readonly string[]).includes(candidate.role),
  );

  const finish = () => {
    setStandInId('');
    setFieldError(null);
    setRefusal(null);
    onClose();
  };
  const close = () => {
    if (!create.isPending) finish();
  };

  const confirm = () => {
    setRefusal(null);
    if (standInId === '') {
      setFieldError(t('validation.required', { field: standInLabel }));
      return;
    }
    create.mutate(
      { user_id: user.id, replacement_id: standInId, type: 'DEACTIVATION', agency_id: agencyId ?? undefined },
      {
        onSuccess: () => {
          enqueueSnackbar(t('users.deactivateDialog.done', { name }), { variant: 'success' });
          finish();
        },
        // 5xx and network errors already raised the unknown-error snackbar.
        onError: (error) => {
          if (!isApiError(error) || error.status === 0 || error.status >= 500) return;
          const atField = error.fieldErrors.replacement_id;
          if (atField?.length) setFieldError(atField.join(' '));
          else if (error.status === 400 || error.status === 409) setRefusal(error.message);
          else setRefusal(t('catalogue.errorSavingReplacement'));
        },
      },
    );
  };

  return (
    <Dialog open={isOpen} onClose={close} aria-labelledby={titleId} aria-describedby={textId} fullWidth maxWidth="sm">
      <DialogTitle id={titleId}>{t('users.deactivateDialog.title', { name })}</DialogTitle>
      <DialogContent>
        <Stack spacing={2}>
          <DialogContentText id={textId}>{t('users.deactivateDialog.text', { name })}</DialogContentText>
          {refusal && (
            <Alert severity="error" role="alert">
              {refusal}
            </Alert>
          )}
          {agencies.length > 1 && (
            <TextField
              select
              label={t('users.deactivateDialog.agency')}
              value={agencyId ?? ''}
              onChange={(event) => {
                setAgencyId(Number(event.target.value));
                setStandInId('');
              }}
            >
              {agencies.map((agency) => (
                <MenuItem key={agency.id} value={agency.id}>
                  {agency.name}
                </MenuItem>
              ))}
            </TextField>
          )}
          {agencyUsers.isError ? (
            <ErrorState onRetry={() => void agencyUsers.refetch()} />
          ) : agencyUsers.isSuccess && candidates.length === 0 ? (
            <Alert severity="info">{t('users.deactivateDialog.noStandIn')}</Alert>
          ) : (
            <TextField
              select
              required
              label={standInLabel}
              value={standInId}
              disabled={agencyUsers.isPending}
              error={fieldError !== null}
              helperText={fieldError ?? t('users.deactivateDialog.standInHint')}
              onChange={(event) => {
                setStandInId(Number(event.target.value));
                setFieldError(null);
              }}
              slotProps={{
                input: {
                  endAdornment: agencyUsers.isPending ? <CircularProgress size={18} sx={{ mr: 3 }} /> : undefined,
                },
              }}
            >
              {candidates.map((candidate) => (
                <MenuItem key={candidate.id} value={candidate.id}>
                  {candidate.first_name} {candidate.last_name} · {t(`users.roles.${candidate.role}`)}
                </MenuItem>
              ))}
            </TextField>
          )}
        </Stack>
      </DialogContent>
      <DialogActions>
        <Button onClick={close} disabled={create.isPending}>
          {t('users.deactivateDialog.cancel')}
        </Button>
        <Button
          onClick={confirm}
          color="error"
          variant="contained"
          disabled={create.isPending || candidates.length === 0}
          startIcon={create.isPending ? <CircularProgress size={16} color="inherit" /> : undefined}
        >
          {t('users.deactivateDialog.confirm')}
        </Button>
      </DialogActions>
    </Dialog>
  );
}
