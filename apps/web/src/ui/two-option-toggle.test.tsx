import { fireEvent, screen } from '@testing-library/react';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { TwoOptionToggle } from './two-option-toggle.tsx';

type Realm = 'admin' | 'finance';

function Harness({ onChange }: { onChange: (value: Realm) => void }) {
  const [value, setValue] = useState<Realm>('admin');
  return (
    <TwoOptionToggle<Realm>
      ariaLabel="Realm"
      value={value}
      options={[
        { value: 'admin', label: 'Admin' },
        { value: 'finance', label: 'Finance' },
      ]}
      onChange={(next) => {
        setValue(next);
        onChange(next);
      }}
    />
  );
}

describe('TwoOptionToggle', () => {
  it('switches between the two options and never becomes empty', () => {
    const onChange = vi.fn();
    renderWithProviders(<Harness onChange={onChange} />);
    const admin = screen.getByRole('button', { name: 'Admin' });
    const finance = screen.getByRole('button', { name: 'Finance' });
    expect(admin.getAttribute('aria-pressed')).toBe('true');

    fireEvent.click(finance);
    expect(onChange).toHaveBeenCalledWith('finance');
    expect(finance.getAttribute('aria-pressed')).toBe('true');
    expect(admin.getAttribute('aria-pressed')).toBe('false');

    fireEvent.click(finance);
    expect(onChange).toHaveBeenCalledTimes(1);
    expect(finance.getAttribute('aria-pressed')).toBe('true');
    expect(screen.getByRole('group', { name: 'Realm' })).toBeTruthy();
  });
});
