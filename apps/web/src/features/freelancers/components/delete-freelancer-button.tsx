import DeleteOutlineOutlinedIcon from '@mui/icons-material/DeleteOutlineOutlined';
import Button from '@mui/material/Button';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router';
import { isApiError } from '../../../api/api-error.ts';
import { showErrorSnackbar } from '../../../api/client.ts';
import { ConfirmDialog } from '../../../ui/confirm-dialog.tsx';
import { enqueueSnackbar } from '../../../ui/snackbar.tsx';
import { useDeleteFreelancer } from '../api/delete-freelancer.ts';

/** The admin deletes a freelancer after confirming (docs/product.md §8: history stays, personal data goes). */
export function DeleteFreelancerButton({ id, name }: { id: number; name: string }) {
  const { t } = useTranslation();
  const navigate = useNavigate();
  const [isOpen, setIsOpen] = useState(false);
  const remove = useDeleteFreelancer();
  const confirm = () =>
    remove.mutate(id, {
      onSuccess: () => {
        setIsOpen(false);
        enqueueSnackbar(t('freelancers.detail.deleted'), { variant: 'success' });
        navigate('/dashboard', { replace: true });
      },
      onError: (error) => {
        setIsOpen(false);
        if (isApiError(error) && error.status > 0 && error.status < 500)
          showErrorSnackbar(error.code.includes('.') ? error.code : 'catalogue.errorDeletingFreelancer');
      },
    });
  return (
    <>
      <Button
        color="error"
        variant="outlined"
        startIcon={<DeleteOutlineOutlinedIcon />}
        onClick={() => setIsOpen(true)}
      >
        {t('freelancers.detail.delete')}
      </Button>
      <ConfirmDialog
        isOpen={isOpen}
        title={t('freelancers.detail.deleteTitle', { name })}
        text={t('freelancers.detail.deleteText')}
        confirmLabel={t('freelancers.detail.delete')}
        confirmColor="error"
        isBusy={remove.isPending}
        onConfirm={confirm}
        onCancel={() => setIsOpen(false)}
      />
    </>
  );
}
