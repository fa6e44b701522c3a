import { ToggleButton, ToggleButtonGroup } from '@mui/material';
import type { ReactNode } from 'react';

export type ToggleOption<V extends string> = { value: V; label: ReactNode };

export type TwoOptionToggleProps<V extends string> = {
  value: V;
  options: readonly [ToggleOption<V>, ToggleOption<V>];
  onChange: (value: V) => void;
  /** Accessible name of the group, e.g. "Realm". */
  ariaLabel: string;
  size?: 'small' | 'medium' | 'large';
  isFullWidth?: boolean;
  isDisabled?: boolean;
};

/** Two mutually exclusive options (e.g. Admin | Finance). Clicking the active option keeps it: never empty. */
export function TwoOptionToggle<V extends string>({
  value,
  options,
  onChange,
  ariaLabel,
  size = 'small',
  isFullWidth = false,
  isDisabled = false,
}: TwoOptionToggleProps<V>) {
  return (
    <ToggleButtonGroup
      exclusive
      color="primary"
      size={size}
      fullWidth={isFullWidth}
      disabled={isDisabled}
      value={value}
      aria-label={ariaLabel}
      onChange={(_event, next: V | null) => {
        if (next !== null && next !== value) onChange(next);
      }}
    >
      {options.map((option) => (
        <ToggleButton key={option.value} value={option.value}>
          {option.label}
        </ToggleButton>
      ))}
    </ToggleButtonGroup>
  );
}
