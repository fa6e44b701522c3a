import { NUMBER_INPUT_DEBOUNCE_MS, NUMBER_INPUT_REVALIDATE_MS } from '@fm/contract/constants';
import { Button } from '@mui/material';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { NumberField, NumberFieldControlled } from './number-field.tsx';

afterEach(() => {
  vi.useRealTimers();
});

function Controlled({ onValue, initial = null }: { onValue: (value: number | null) => void; initial?: number | null }) {
  const [value, setValue] = useState<number | null>(initial);
  return (
    <NumberField
      label="Rate"
      value={value}
      min={0}
      max={1000}
      onChange={(next) => {
        setValue(next);
        onValue(next);
      }}
    />
  );
}

const input = () => screen.getByRole('textbox', { name: 'Rate' }) as HTMLInputElement;

describe('NumberField', () => {
  it('reads German text and formats it on blur', () => {
    const onValue = vi.fn();
    renderWithProviders(<Controlled onValue={onValue} />, { language: 'de' });
    fireEvent.change(input(), { target: { value: '234,5' } });
    expect(onValue).toHaveBeenLastCalledWith(234.5);
    fireEvent.change(input(), { target: { value: '1234,5' } });
    fireEvent.blur(input());
    expect(input().value).toBe('1.234,5');
    expect(screen.getByText('Rate muss 1.000 oder weniger sein')).toBeTruthy();
  });

  it('reads English text with dot decimals', () => {
    const onValue = vi.fn();
    renderWithProviders(<Controlled onValue={onValue} />, { language: 'en' });
    fireEvent.change(input(), { target: { value: '12.75' } });
    expect(onValue).toHaveBeenLastCalledWith(12.75);
    fireEvent.change(input(), { target: { value: '' } });
    expect(onValue).toHaveBeenLastCalledWith(null);
  });

  it('shows an error only after the typing pause, and checks again later', () => {
    vi.useFakeTimers();
    renderWithProviders(<Controlled onValue={vi.fn()} />, { language: 'en' });
    fireEvent.change(input(), { target: { value: '1.234' } });
    act(() => vi.advanceTimersByTime(NUMBER_INPUT_DEBOUNCE_MS - 1));
    expect(screen.queryByText('At most 2 decimals are allowed')).toBeNull();
    act(() => vi.advanceTimersByTime(1));
    expect(screen.getByText('At most 2 decimals are allowed')).toBeTruthy();
    expect(input().getAttribute('aria-invalid')).toBe('true');

    fireEvent.change(input(), { target: { value: '1.23' } });
    act(() => vi.advanceTimersByTime(NUMBER_INPUT_DEBOUNCE_MS + NUMBER_INPUT_REVALIDATE_MS));
    expect(screen.queryByText('At most 2 decimals are allowed')).toBeNull();
  });

  it('flags unreadable text and values below the minimum', () => {
    vi.useFakeTimers();
    renderWithProviders(<Controlled onValue={vi.fn()} />, { language: 'en' });
    fireEvent.change(input(), { target: { value: '12abc' } });
    act(() => vi.advanceTimersByTime(NUMBER_INPUT_DEBOUNCE_MS));
    expect(screen.getByText('must be a valid decimal')).toBeTruthy();
    fireEvent.change(input(), { target: { value: '-1' } });
    fireEvent.blur(input());
    expect(screen.getByText('Rate must be 0 or more')).toBeTruthy();
  });

  it('rewrites the shown number when the language changes', async () => {
    const { i18n } = renderWithProviders(<Controlled onValue={vi.fn()} initial={1234.5} />, { language: 'en' });
    expect(input().value).toBe('1,234.5');
    await act(() => i18n.changeLanguage('de'));
    expect(input().value).toBe('1.234,5');
  });

  it('shows a value set from outside in the current language', () => {
    renderWithProviders(<Controlled onValue={vi.fn()} initial={9876.5} />, { language: 'de' });
    expect(input().value).toBe('9.876,5');
  });
});

type Form = { hours: number | null };

function HoursForm({ onValid }: { onValid: (values: Form) => void }) {
  const { control, handleSubmit } = useForm<Form>({ defaultValues: { hours: null } });
  return (
    <form onSubmit={handleSubmit(onValid)} noValidate>
      <NumberFieldControlled control={control} name="hours" label="Rate" isRequired max={10} />
      <Button type="submit">Save</Button>
    </form>
  );
}

describe('NumberFieldControlled', () => {
  it('blocks submission while required, too large or unreadable, then submits the number', async () => {
    const onValid = vi.fn();
    renderWithProviders(<HoursForm onValid={onValid} />, { language: 'de' });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rate ist erforderlich')).toBeTruthy();

    fireEvent.change(input(), { target: { value: '12' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('Rate muss 10 oder weniger sein')).toBeTruthy();

    fireEvent.change(input(), { target: { value: '7,5x' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('muss eine gültige Dezimalzahl sein')).toBeTruthy();
    expect(onValid).not.toHaveBeenCalled();

    fireEvent.change(input(), { target: { value: '7,5' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onValid).toHaveBeenCalledWith({ hours: 7.5 }, expect.anything()));
  });
});
