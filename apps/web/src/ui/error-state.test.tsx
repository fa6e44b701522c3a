import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ErrorState } from './error-state.tsx';

describe('ErrorState', () => {
  it('offers a retry', () => {
    const onRetry = vi.fn();
    renderWithProviders(<ErrorState onRetry={onRetry} />);
    expect(screen.getByRole('alert').textContent).toContain('The data could not be loaded.');
    fireEvent.click(screen.getByRole('button', { name: 'Try again' }));
    expect(onRetry).toHaveBeenCalledTimes(1);
  });

  it('has no retry without a handler', () => {
    renderWithProviders(<ErrorState />);
    expect(screen.queryByRole('button')).toBeNull();
  });
});
