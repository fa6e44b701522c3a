import { fireEvent, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { ConfirmDialog } from './confirm-dialog.tsx';

describe('ConfirmDialog', () => {
  it('confirms and cancels', () => {
    const onConfirm = vi.fn();
    const onCancel = vi.fn();
    renderWithProviders(
      <ConfirmDialog
        isOpen
        title="Cancel booking?"
        text="This cannot be undone."
        onConfirm={onConfirm}
        onCancel={onCancel}
      />,
      {
        language: 'de',
      },
    );
    const dialog = screen.getByRole('dialog', { name: 'Cancel booking?' });
    expect(dialog.getAttribute('aria-describedby')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Bestätigen' }));
    expect(onConfirm).toHaveBeenCalledTimes(1);
    fireEvent.click(screen.getByRole('button', { name: 'Abbrechen' }));
    expect(onCancel).toHaveBeenCalledTimes(1);
  });

  it('disables both buttons and ignores Escape while busy', () => {
    const onCancel = vi.fn();
    renderWithProviders(<ConfirmDialog isOpen isBusy title="Delete?" onConfirm={vi.fn()} onCancel={onCancel} />);
    expect((screen.getByRole('button', { name: /Confirm/ }) as HTMLButtonElement).disabled).toBe(true);
    expect((screen.getByRole('button', { name: 'Cancel' }) as HTMLButtonElement).disabled).toBe(true);
    expect(screen.getByLabelText('Please wait…')).toBeTruthy();
    fireEvent.keyDown(screen.getByRole('dialog'), { key: 'Escape' });
    expect(onCancel).not.toHaveBeenCalled();
  });
});
