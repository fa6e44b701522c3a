import type { Availability } from '@fm/contract/enums';
import Chip from '@mui/material/Chip';
import { useTranslation } from 'react-i18next';

/** AVAILABLE or BUSY for the chosen period (docs/product.md §8). */
export function AvailabilityChip({ availability }: { availability: Availability }) {
  const { t } = useTranslation();
  return (
    <Chip
      size="small"
      label={t(`freelancers.availability.${availability}`)}
      color={availability === 'AVAILABLE' ? 'success' : 'warning'}
      variant="outlined"
    />
  );
}
