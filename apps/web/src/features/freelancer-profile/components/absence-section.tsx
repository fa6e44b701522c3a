import { DATE_FORMAT } from '@fm/contract/constants';
import AddIcon from '@mui/icons-material/Add';
import CancelIcon from '@mui/icons-material/Cancel';
import Button from '@mui/material/Button';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import dayjs from 'dayjs';
import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { isApiError } from '../../../api/api-error.ts';
import { showErrorSnackbar } from '../../../api/client.ts';
import { DatePickerField } from '../../../ui/date-picker-field.tsx';
import { useAddAbsence, useRemoveAbsence } from '../api/change-absence.ts';

type AbsenceDay = { id: number; dates: string };

/** Absence days (docs/product.md §8): added and removed at once, listed by date. */
export function AbsenceSection({ absence }: { absence: AbsenceDay[] }) {
  const { t } = useTranslation();
  const [date, setDate] = useState<string | null>(null);
  const [error, setError] = useState<string | null>(null);
  const add = useAddAbsence();
  const remove = useRemoveAbsence();
  const today = dayjs().format('YYYY-MM-DD');
  const sorted = [...absence].sort((a, b) => a.dates.localeCompare(b.dates));

  const addDay = () => {
    if (!date) return;
    add.mutate([date], {
      onSuccess: () => {
        setDate(null);
        setError(null);
      },
      onError: (failure) => {
        if (isApiError(failure) && failure.status === 400)
          setError(Object.values(failure.fieldErrors)[0]?.[0] ?? failure.message);
        else if (isApiError(failure) && failure.status > 0 && failure.status < 500)
          showErrorSnackbar('catalogue.errorAddingAbsenceDates');
      },
    });
  };

  return (
    <Stack spacing={2}>
      <Typography color="text.secondary">{t('freelancerProfile.fields.absenceHint')}</Typography>
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1.5} sx={{ alignItems: { sm: 'flex-start' } }}>
        <DatePickerField
          label={t('freelancerProfile.fields.absence')}
          value={date}
          onChange={setDate}
          minDate={today}
          error={error ?? undefined}
        />
        <Button
          variant="outlined"
          startIcon={<AddIcon />}
          onClick={addDay}
          disabled={!date || add.isPending}
          sx={{ flexShrink: 0, mt: { sm: 1 } }}
        >
          {t('freelancerProfile.fields.addAbsence')}
        </Button>
      </Stack>
      {sorted.length === 0 ? (
        <Typography variant="body2" color="text.secondary">
          {t('freelancerProfile.fields.noAbsence')}
        </Typography>
      ) : (
        <Stack component="ul" direction="row" sx={{ flexWrap: 'wrap', gap: 1, listStyle: 'none', p: 0, m: 0 }}>
          {sorted.map((day) => {
            const shown = dayjs(day.dates).format(DATE_FORMAT);
            return (
              <li key={day.id}>
                <Chip
                  label={shown}
                  onDelete={() =>
                    remove.mutate([day.id], {
                      onError: (failure) => {
                        if (isApiError(failure) && failure.status > 0 && failure.status < 500)
                          showErrorSnackbar('catalogue.errorRemovingAbsenceDates');
                      },
                    })
                  }
                  deleteIcon={<CancelIcon titleAccess={t('freelancerProfile.fields.removeAbsence', { date: shown })} />}
                  disabled={remove.isPending}
                />
              </li>
            );
          })}
        </Stack>
      )}
    </Stack>
  );
}
