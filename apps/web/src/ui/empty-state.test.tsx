import { Button } from '@mui/material';
import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { EmptyState } from './empty-state.tsx';

describe('EmptyState', () => {
  it('shows default texts in the interface language', () => {
    renderWithProviders(<EmptyState />, { language: 'de' });
    expect(screen.getByText('Noch keine Einträge')).toBeTruthy();
    expect(screen.getByText('Es gibt keine Einträge, die Ihrer Auswahl entsprechen.')).toBeTruthy();
  });

  it('shows own texts and an action', () => {
    renderWithProviders(
      <EmptyState title="No bookings" text="Book a freelancer first." action={<Button>Book</Button>} />,
    );
    expect(screen.getByText('No bookings')).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Book' })).toBeTruthy();
  });
});
