import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { LogoPicker } from './logo-picker.tsx';

describe('LogoPicker', () => {
  it('refuses a file of the wrong type or size with the specification’s message', async () => {
    const onChange = vi.fn();
    renderWithProviders(<LogoPicker preview={null} name="Neu" onChange={onChange} />);
    const input = screen.getByLabelText('Logo') as HTMLInputElement;
    await userEvent.upload(input, new File(['%PDF'], 'logo.pdf', { type: 'application/pdf' }), { applyAccept: false });
    expect(screen.getByRole('alert').textContent).toBe(
      'The image must be smaller than 5 MB and in one of the formats jpg, png or bmp',
    );
    const huge = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, huge);
    expect(onChange).not.toHaveBeenCalled();
    const logo = new File([new Uint8Array([0x89, 0x50, 0x4e, 0x47])], 'logo.png', { type: 'image/png' });
    await userEvent.upload(input, logo);
    expect(onChange).toHaveBeenCalledWith(logo);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
