import { fireEvent, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../test/render.tsx';
import { DesignSystemPage } from './design-system-page.tsx';

describe('DesignSystemPage', () => {
  it('shows every widget with its label', () => {
    renderWithProviders(<DesignSystemPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Design system' })).toBeTruthy();
    for (const name of [
      'Checkbox field with validation',
      'Theme switch',
      'Chip toggle',
      'Two-option toggle',
      'Number field',
      'Date picker',
      'Date range filter',
      'Confirm dialog',
      'Empty, error and loading states',
      'List page',
      'Infinite list',
    ]) {
      expect(screen.getByRole('region', { name })).toBeTruthy();
    }
    expect(screen.getByRole('switch', { name: 'Dark mode' })).toBeTruthy();
    expect(screen.getByRole('list', { name: 'Freelancers' })).toBeTruthy();
  });

  it('previews the other theme without touching the preference', () => {
    renderWithProviders(<DesignSystemPage />, { language: 'de' });
    const preview = screen.getByTestId('design-system-preview');
    expect(preview.dataset.mode).toBe('light');
    fireEvent.click(screen.getByRole('button', { name: 'Dunkel' }));
    expect(preview.dataset.mode).toBe('dark');
    expect(screen.getByRole('heading', { level: 1, name: 'Designsystem' })).toBeTruthy();
  });

  it('runs the demo list on local rows and drops the tab status once filtered', () => {
    renderWithProviders(<DesignSystemPage />);
    const list = screen.getByRole('region', { name: 'List page' });
    const query = () => JSON.parse(screen.getByTestId('list-demo-query').textContent ?? '{}');
    expect(query().status).toEqual(['PENDING', 'APPROVED', 'APPROVER_DECLINED', 'FREELANCER_DECLINED', 'BOOKED']);
    expect(within(list).getAllByRole('row').length).toBeGreaterThan(1);

    fireEvent.click(within(list).getByRole('button', { name: 'Hourly only' }));
    expect(query()).toMatchObject({ hourly_only: true, page: 1 });
    expect(query()).not.toHaveProperty('status');
  });

  it('validates the demo form', async () => {
    renderWithProviders(<DesignSystemPage />);
    const form = screen.getByRole('region', { name: 'Checkbox field with validation' });
    fireEvent.click(within(form).getByRole('button', { name: 'Submit' }));
    expect(await within(form).findByText('This field is required')).toBeTruthy();
    expect(within(form).getByText('Hours is required')).toBeTruthy();
  });
});
