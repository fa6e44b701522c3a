import type { AgencyDetail } from '@fm/contract/schemas/agency';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { useSnackbar } from '../../../ui/snackbar.tsx';
import { useSetAgencyActive } from '../api/deactivate-agency.ts';
import { useFreezeBooking } from '../api/freeze-booking.ts';
import '../messages.ts';

type Pending = 'deactivate' | 'reactivate' | 'freeze' | 'unfreeze' | null;

/** Deactivate or reactivate an agency, freeze or unfreeze its booking (admin), each after a confirmation. */
export function AgencyAdminActions({ agency }: { agency: AgencyDetail }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const [pending, setPending] = useState<Pending>(null);
  const setActive = useSetAgencyActive();
  const freeze = useFreezeBooking();
  const isBusy = setActive.isPending || freeze.isPending;

  const fail = (error: unknown, key: string) => {
    if (isApiError(error) && (error.status === 0 || error.status >= 500)) return;
    enqueueSnackbar(isApiError(error) && error.status === 400 ? error.message : t(key), { variant: 'error' });
  };

  const confirm = async () => {
    try {
      if (pending === 'deactivate' || pending === 'reactivate') {
        const isActive = pending === 'reactivate';
        await setActive.mutateAsync({ id: agency.id, isActive });
        enqueueSnackbar(t(isActive ? 'agencies.actions.reactivated' : 'agencies.actions.deactivated'), {
          variant: 'success',
        });
      } else if (pending) {
        const isFrozen = pending === 'freeze';
        await freeze.mutateAsync({ id: agency.id, isFrozen });
        enqueueSnackbar(t(isFrozen ? 'agencies.actions.frozen' : 'agencies.actions.unfrozen'), { variant: 'success' });
      }
    } catch (error) {
      fail(
        error,
        pending === 'freeze' || pending === 'unfreeze'
          ? 'catalogue.errorInAgencyBookingFreezeApi'
          : 'catalogue.errorDeactivatingAgency',
      );
    } finally {
      setPending(null);
    }
  };

  return (
    <>
      <Button
        variant="outlined"
        color={agency.is_active ? 'error' : 'primary'}
        onClick={() => setPending(agency.is_active ? 'deactivate' : 'reactivate')}
      >
        {t(agency.is_active ? 'agencies.actions.deactivate' : 'agencies.actions.reactivate')}
      </Button>
      <Button
        variant="outlined"
        color={agency.is_booking_freezed ? 'primary' : 'warning'}
        onClick={() => setPending(agency.is_booking_freezed ? 'unfreeze' : 'freeze')}
      >
        {t(agency.is_booking_freezed ? 'agencies.actions.unfreeze' : 'agencies.actions.freeze')}
      </Button>
      <ConfirmDialog
        isOpen={pending !== null}
        title={pending ? t(`agencies.actions.${pending}Title`, { name: agency.name }) : ''}
        text={pending ? t(`agencies.actions.${pending}Text`) : undefined}
        confirmLabel={pending ? t(`agencies.actions.${pending}`) : undefined}
        confirmColor={pending === 'deactivate' || pending === 'freeze' ? 'error' : 'primary'}
        isBusy={isBusy}
        onConfirm={() => void confirm()}
        onCancel={() => setPending(null)}
      />
    </>
  );
}
