import { Button } from '@mui/material';
import { fireEvent, screen, waitFor } from '@testing-library/react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { CheckboxField } from './checkbox-field.tsx';

type Form = { terms: boolean };

function TermsForm({ onValid, message }: { onValid: (values: Form) => void; message?: string }) {
  const { control, handleSubmit } = useForm<Form>({ defaultValues: { terms: false } });
  return (
    <form onSubmit={handleSubmit(onValid)}>
      <CheckboxField control={control} name="terms" label="Accept the terms" rules={{ required: message ?? true }} />
      <Button type="submit">Send</Button>
    </form>
  );
}

describe('CheckboxField', () => {
  it('shows the required error and blocks submission until ticked', async () => {
    const onValid = vi.fn();
    renderWithProviders(<TermsForm onValid={onValid} />);
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('This field is required')).toBeTruthy();
    expect(screen.getByRole('checkbox').getAttribute('aria-invalid')).toBe('true');
    expect(onValid).not.toHaveBeenCalled();

    fireEvent.click(screen.getByRole('checkbox', { name: 'Accept the terms' }));
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ terms: true }, expect.anything()));
    expect(screen.queryByText('This field is required')).toBeNull();
  });

  it('translates a catalogue key given as the rule message', async () => {
    renderWithProviders(<TermsForm onValid={vi.fn()} message="ui.validation.required" />, { language: 'de' });
    fireEvent.click(screen.getByRole('button', { name: 'Send' }));
    expect(await screen.findByText('Accept the terms ist erforderlich')).toBeTruthy();
  });
});
