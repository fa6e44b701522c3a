import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import { useTranslation } from 'react-i18next';
import '../messages.ts';

type AgencyFlags = { is_active: boolean; is_booking_freezed: boolean; is_profile_complete: boolean };

/** Active or inactive, plus frozen booking and an incomplete profile when they apply. */
export function AgencyStatusChips({ agency }: { agency: AgencyFlags }) {
  const { t } = useTranslation();
  return (
    <Stack direction="row" sx={{ flexWrap: 'wrap', gap: 0.5 }}>
      <Chip
        size="small"
        color={agency.is_active ? 'success' : 'default'}
        label={t(agency.is_active ? 'agencies.status.active' : 'agencies.status.inactive')}
      />
      {agency.is_booking_freezed && <Chip size="small" color="warning" label={t('agencies.status.frozen')} />}
      {!agency.is_profile_complete && <Chip size="small" variant="outlined" label={t('agencies.status.incomplete')} />}
    </Stack>
  );
}
