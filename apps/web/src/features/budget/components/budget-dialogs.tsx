import { type FormEvent, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { FormDialog } from '../../../components/form-dialog.tsx';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { NumberField } from '../../../ui/number-field.tsx';
import { useSnackbar } from '../../../ui/snackbar.tsx';
import { useCloseFinancialYear } from '../api/close-financial-year.ts';
import { useIncreaseBudget } from '../api/increase-budget.ts';
import { useUpdateFreelancerFee } from '../api/update-freelancer-fee.ts';
import '../messages.ts';

type AgencyRef = { id: number; name: string };
type DialogProps = { agency: AgencyRef; isOpen: boolean; onClose: () => void };

/** What the server refused: a field's message, or the whole answer's message. */
function errorsOf(error: unknown, field: string) {
  if (!isApiError(error) || error.status !== 400) return { field: null, form: null };
  const fieldMessage = error.fieldErrors[field]?.[0] ?? null;
  return { field: fieldMessage, form: fieldMessage ? null : error.message };
}

/** The increase-budget dialog (docs/product.md §3): euros to add to the agency's budget of the current year. */
export function IncreaseBudgetDialog({ agency, isOpen, onClose }: DialogProps) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const increase = useIncreaseBudget();
  const [amount, setAmount] = useState<number | null>(null);
  const [ownError, setOwnError] = useState<string | null>(null);
  const errors = errorsOf(increase.error, 'amount');
  const close = () => {
    setAmount(null);
    increase.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (amount === null || amount <= 0 || ownError) {
      setOwnError(ownError ?? t('ui.validation.requiredPlain'));
      return;
    }
    increase.mutate(
      { agency_id: agency.id, amount },
      {
        onSuccess: () => {
          enqueueSnackbar(t('budget.increase.success'), { variant: 'success' });
          close();
        },
      },
    );
  };
  return (
    <FormDialog
      isOpen={isOpen}
      isBusy={increase.isPending}
      title={t('budget.increase.title', { agency: agency.name })}
      closeLabel={t('budget.increase.cancel')}
      submitLabel={t('budget.increase.submit')}
      onClose={close}
      onSubmit={submit}
      formError={errors.form}
    >
      <NumberField
        label={t('budget.increase.amount')}
        name="amount"
        value={amount}
        onChange={(value) => {
          setAmount(value);
          setOwnError(null);
        }}
        onErrorChange={setOwnError}
        min={0.01}
        isRequired
        isFullWidth
        {...(ownError || errors.field ? { error: ownError ?? errors.field ?? '' } : {})}
      />
    </FormDialog>
  );
}

/** The freelancer fee: a percentage on top of every freelancer cost of the agency, with its consequence stated. */
export function FreelancerFeeDialog({ agency, isOpen, onClose, currentFee }: DialogProps & { currentFee: number }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const update = useUpdateFreelancerFee();
  const [fee, setFee] = useState<number | null>(currentFee);
  const [ownError, setOwnError] = useState<string | null>(null);
  const errors = errorsOf(update.error, 'fee');
  const close = () => {
    update.reset();
    onClose();
  };
  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (fee === null || ownError) {
      setOwnError(ownError ?? t('ui.validation.requiredPlain'));
      return;
    }
    update.mutate(
      { agency_id: agency.id, fee },
      {
        onSuccess: () => {
          enqueueSnackbar(t('budget.fee.success'), { variant: 'success' });
          close();
        },
      },
    );
  };
  return (
    <FormDialog
      isOpen={isOpen}
      isBusy={update.isPending}
      title={t('budget.fee.title', { agency: agency.name })}
      closeLabel={t('budget.fee.cancel')}
      submitLabel={t('budget.fee.submit')}
      onClose={close}
      onSubmit={submit}
      formError={errors.form}
      notes={[t('budget.fee.consequence')]}
    >
      <NumberField
        label={t('budget.fee.fee')}
        name="fee"
        value={fee}
        onChange={(value) => {
          setFee(value);
          setOwnError(null);
        }}
        onErrorChange={setOwnError}
        min={0}
        max={100}
        isRequired
        isFullWidth
        {...(ownError || errors.field ? { error: ownError ?? errors.field ?? '' } : {})}
      />
    </FormDialog>
  );
}

/** Closing the current financial year, after a confirmation that states what it means. */
export function CloseYearDialog({ agency, isOpen, onClose, year }: DialogProps & { year: string }) {
  const { t } = useTranslation();
  const { enqueueSnackbar } = useSnackbar();
  const closeYear = useCloseFinancialYear();
  return (
    <ConfirmDialog
      isOpen={isOpen}
      title={t('budget.close.title', { year, agency: agency.name })}
      text={t('budget.close.consequence')}
      confirmLabel={t('budget.close.confirm')}
      confirmColor="error"
      isBusy={closeYear.isPending}
      onCancel={onClose}
      onConfirm={() =>
        closeYear.mutate(
          { agency_id: agency.id, financial_year: year },
          {
            onSuccess: () => {
              enqueueSnackbar(t('budget.close.success'), { variant: 'success' });
              onClose();
            },
            onError: (error) => {
              if (isApiError(error) && error.status >= 400 && error.status < 500) {
                enqueueSnackbar(error.message, { variant: 'error' });
              }
              onClose();
            },
          },
        )
      }
    />
  );
}
