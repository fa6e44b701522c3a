import { fireEvent, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ChipToggle } from './chip-toggle.tsx';

function Harness({ onChange }: { onChange?: (value: boolean) => void }) {
  const [isSelected, setSelected] = useState(false);
  return (
    <ChipToggle
      label="Available"
      isSelected={isSelected}
      onChange={(value) => {
        setSelected(value);
        onChange?.(value);
      }}
    />
  );
}

describe('ChipToggle', () => {
  it('toggles aria-pressed on click', () => {
    renderWithProviders(<Harness />);
    const chip = screen.getByRole('button', { name: 'Available' });
    expect(chip.getAttribute('aria-pressed')).toBe('false');
    fireEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('true');
    fireEvent.click(chip);
    expect(chip.getAttribute('aria-pressed')).toBe('false');
  });

  it('toggles with the keyboard', async () => {
    const user = userEvent.setup();
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    await user.tab();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Available' }));
    await user.keyboard('{Enter}');
    expect(onChange).toHaveBeenLastCalledWith(true);
    await user.keyboard(' ');
    expect(onChange).toHaveBeenLastCalledWith(false);
  });
});
