import { mayCall } from '@fm/contract/endpoint';
import { budgetIncrease, financialYearClose, freelancerFeeUpdate } from '@fm/contract/endpoints/budget';
import type { Role } from '@fm/contract/enums';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { CloseYearDialog, FreelancerFeeDialog, IncreaseBudgetDialog } from './budget-dialogs.tsx';
import '../messages.ts';

const NO_ROLES: Role[] = [];

type AgencyBudgetActionsProps = {
  agency: { id: number; name: string };
  freelancerFee: number;
  /** The current financial year and whether it is closed already. */
  year: string;
  isYearClosed: boolean;
};

/** Increase budget, freelancer fee and close year on the agency detail, each for whoever may call it. */
export function AgencyBudgetActions({ agency, freelancerFee, year, isYearClosed }: AgencyBudgetActionsProps) {
  const { t } = useTranslation();
  const roles = useAuthStore((state) => state.user?.roles ?? NO_ROLES);
  const [open, setOpen] = useState<'increase' | 'fee' | 'close' | null>(null);
  const mayIncrease = mayCall(roles, budgetIncrease) && !isYearClosed;
  const maySetFee = mayCall(roles, freelancerFeeUpdate);
  const mayClose = mayCall(roles, financialYearClose) && !isYearClosed;
  if (!mayIncrease && !maySetFee && !mayClose) return null;
  const close = () => setOpen(null);
  return (
    <>
      <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 1, mt: 1 }}>
        {mayIncrease ? (
          <Button variant="contained" size="small" onClick={() => setOpen('increase')}>
            {t('budget.increase.action')}
          </Button>
        ) : null}
        {maySetFee ? (
          <Button variant="outlined" size="small" onClick={() => setOpen('fee')}>
            {t('budget.fee.action')}
          </Button>
        ) : null}
        {mayClose ? (
          <Button variant="outlined" color="error" size="small" onClick={() => setOpen('close')}>
            {t('budget.close.action')}
          </Button>
        ) : null}
      </Stack>
      <IncreaseBudgetDialog agency={agency} isOpen={open === 'increase'} onClose={close} />
      {open === 'fee' ? (
        <FreelancerFeeDialog agency={agency} isOpen onClose={close} currentFee={freelancerFee} />
      ) : null}
      <CloseYearDialog agency={agency} isOpen={open === 'close'} onClose={close} year={year} />
    </>
  );
}
