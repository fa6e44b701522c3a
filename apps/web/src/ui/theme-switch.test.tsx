import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '../stores/preferences-store.ts';
import { stubMatchMedia } from '../test/browser-stubs.ts';
import { renderWithProviders } from '../test/render.tsx';
import { ThemeSwitch } from './theme-switch.tsx';

afterEach(() => {
  vi.restoreAllMocks();
  usePreferencesStore.setState({ theme: 'system' });
});

describe('ThemeSwitch', () => {
  it('shows the system mode while the preference is "system"', () => {
    stubMatchMedia('prefers-color-scheme: dark', true);
    usePreferencesStore.setState({ theme: 'system' });
    renderWithProviders(<ThemeSwitch />);
    expect((screen.getByRole('switch', { name: 'Dark mode' }) as HTMLInputElement).checked).toBe(true);
  });

  it('sets an explicit mode on toggle and reports it', () => {
    stubMatchMedia('prefers-color-scheme: dark', true);
    usePreferencesStore.setState({ theme: 'system' });
    const onChange = vi.fn();
    renderWithProviders(<ThemeSwitch onChange={onChange} />, { language: 'de' });
    const toggle = screen.getByRole('switch', { name: 'Dunkelmodus' });
    fireEvent.click(toggle);
    expect(usePreferencesStore.getState().theme).toBe('light');
    expect(onChange).toHaveBeenLastCalledWith('light');
    expect((toggle as HTMLInputElement).checked).toBe(false);
    fireEvent.click(toggle);
    expect(usePreferencesStore.getState().theme).toBe('dark');
    expect(onChange).toHaveBeenLastCalledWith('dark');
  });

  it('follows an explicit light preference even when the system is dark', () => {
    stubMatchMedia('prefers-color-scheme: dark', true);
    usePreferencesStore.setState({ theme: 'light' });
    renderWithProviders(<ThemeSwitch isLabelHidden />);
    expect((screen.getByRole('switch', { name: 'Dark mode' }) as HTMLInputElement).checked).toBe(false);
  });
});
