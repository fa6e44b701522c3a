import { FormControl, FormHelperText, InputLabel, MenuItem, Select } from '@mui/material';
import { useId } from 'react';
import { Controller } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import '../messages.ts';
import { useAgencyProfile } from '../../../api/use-agency-profile.ts';
import type { BookingControl } from './booking-form.ts';

type BookingApproverFieldProps = { control: BookingControl; label: string | undefined };

/** The managing director who must approve, shown only when the agency requires approval of bookings. */
export function BookingApproverField({ control, label }: BookingApproverFieldProps) {
  const { t } = useTranslation();
  const labelId = useId();
  const agency = useAgencyProfile();
  const approvers = (agency.data?.users ?? []).filter((user) => user.role === 'managing-director');
  if (!agency.data?.is_booking_approval_required) return null;
  return (
    <Controller
      name="approver_id"
      control={control}
      render={({ field, fieldState }) => (
        <FormControl error={Boolean(fieldState.error?.message)}>
          <InputLabel id={labelId} shrink>
            {label}
          </InputLabel>
          <Select
            labelId={labelId}
            label={label}
            value={field.value ?? ''}
            onChange={(event) => field.onChange(String(event.target.value) === '' ? null : Number(event.target.value))}
            displayEmpty
            notched
          >
            <MenuItem value="">{t('bookings.dialog.anyApprover')}</MenuItem>
            {approvers.map((user) => (
              <MenuItem key={user.id} value={user.id}>
                {user.first_name} {user.last_name}
              </MenuItem>
            ))}
          </Select>
          <FormHelperText>{fieldState.error?.message ?? t('bookings.dialog.approvalRequired')}</FormHelperText>
        </FormControl>
      )}
    />
  );
}
