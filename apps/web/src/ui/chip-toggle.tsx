import CheckIcon from '@mui/icons-material/Check';
import { Chip, type ChipProps } from '@mui/material';
import type { ReactNode } from 'react';

export type ChipToggleProps = {
  label: ReactNode;
  isSelected: boolean;
  onChange: (isSelected: boolean) => void;
  isDisabled?: boolean;
  size?: ChipProps['size'];
  color?: 'primary' | 'secondary';
};

/** A chip that switches between selected and not selected; a toggle button for assistive technology. */
export function ChipToggle({
  label,
  isSelected,
  onChange,
  isDisabled = false,
  size = 'medium',
  color = 'primary',
}: ChipToggleProps) {
  return (
    <Chip
      label={label}
      size={size}
      color={isSelected ? color : 'default'}
      variant={isSelected ? 'filled' : 'outlined'}
      icon={isSelected ? <CheckIcon /> : undefined}
      disabled={isDisabled}
      onClick={() => onChange(!isSelected)}
      role="button"
      aria-pressed={isSelected}
    />
  );
}
