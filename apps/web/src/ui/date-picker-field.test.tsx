import { Button } from '@mui/material';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { DatePickerField, DatePickerFieldControlled } from './date-picker-field.tsx';

function Harness({
  onValue,
  initial,
  minDate,
}: {
  onValue: (value: string | null) => void;
  initial: string | null;
  minDate?: string;
}) {
  const [value, setValue] = useState(initial);
  return (
    <DatePickerField
      label="Start"
      value={value}
      minDate={minDate}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const hiddenInput = (container: HTMLElement) => container.querySelector('input') as HTMLInputElement;

function openCalendar() {
  fireEvent.click(screen.getByRole('button', { name: /choose date/i }));
  return screen.getByRole('dialog');
}

describe('DatePickerField', () => {
  it('shows the ISO value as DD.MM.YYYY', () => {
    const { container } = renderWithProviders(<Harness onValue={vi.fn()} initial="2026-03-05" />, { language: 'de' });
    expect(hiddenInput(container).value).toBe('05.03.2026');
    expect(screen.getByRole('spinbutton', { name: 'Day' }).textContent).toBe('05');
  });

  it.each(['de', 'en'] as const)('starts the week on Monday (%s)', (language) => {
    renderWithProviders(<Harness onValue={vi.fn()} initial="2026-03-05" />, { language });
    const dialog = openCalendar();
    // March 2026 begins on a Sunday: with Monday first, the 2nd is the first cell of the second row.
    const firstColumn = within(dialog)
      .getAllByRole('gridcell')
      .filter((cell) => cell.getAttribute('aria-colindex') === '1' && cell.textContent);
    expect(firstColumn.map((cell) => cell.textContent)).toEqual(['2', '9', '16', '23', '30']);
  });

  it('emits the chosen day as an ISO date and refuses days before the minimum', async () => {
    const onValue = vi.fn();
    const { container } = renderWithProviders(<Harness onValue={onValue} initial="2026-03-05" minDate="2026-03-04" />);
    const dialog = openCalendar();
    expect((within(dialog).getByRole('gridcell', { name: '3' }) as HTMLButtonElement).disabled).toBe(true);
    fireEvent.click(within(dialog).getByRole('gridcell', { name: '17' }));
    fireEvent.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(onValue).toHaveBeenLastCalledWith('2026-03-17'));
    expect(hiddenInput(container).value).toBe('17.03.2026');
  });

  it('emits null when cleared', () => {
    const onValue = vi.fn();
    renderWithProviders(<Harness onValue={onValue} initial="2026-03-05" />);
    fireEvent.click(screen.getByTitle('Clear'));
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('shows a value outside the range as an error', () => {
    renderWithProviders(<Harness onValue={vi.fn()} initial="2026-03-01" minDate="2026-03-04" />);
    expect(screen.getByText('The date must not be before 04.03.2026')).toBeTruthy();
  });
});

type Form = { start: string | null };

function StartForm({ onValid }: { onValid: (values: Form) => void }) {
  const { control, handleSubmit, setValue } = useForm<Form>({ defaultValues: { start: null } });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <DatePickerFieldControlled control={control} name="start" label="Start" isRequired />
      <Button onClick={() => setValue('start', '2026-07-01')}>Fill</Button>
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('DatePickerFieldControlled', () => {
  it('requires a date and submits the ISO value', async () => {
    const onValid = vi.fn();
    const { container } = renderWithProviders(<StartForm onValid={onValid} />, { language: 'de' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Start ist erforderlich')).toBeTruthy();
    fireEvent.click(screen.getByRole('button', { name: 'Fill' }));
    await waitFor(() => expect(hiddenInput(container).value).toBe('01.07.2026'));
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ start: '2026-07-01' }, expect.anything()));
  });
});
