import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderScreen } from '../test/screen.tsx';
import { PageFrame } from './page-frame.tsx';

describe('PageFrame', () => {
  it('offers a back arrow that leads somewhere: to the dashboard from a page opened directly', async () => {
    renderScreen(<PageFrame title="Bookings">content</PageFrame>, { route: '/bookings', path: '/bookings' });
    expect(screen.getByRole('heading', { level: 1, name: 'Bookings' })).toBeTruthy();
    await userEvent.click(screen.getByRole('button', { name: 'Back' }));
    expect(await screen.findByText('left the page')).toBeTruthy();
  });

  it('shows no back arrow where there is nowhere to go back to, in German too', () => {
    renderScreen(
      <PageFrame title="Übersicht" hasBack={false}>
        content
      </PageFrame>,
      { route: '/dashboard', path: '/dashboard', language: 'de' },
    );
    expect(screen.getByRole('heading', { level: 1, name: 'Übersicht' })).toBeTruthy();
    expect(screen.queryByRole('button', { name: 'Zurück' })).toBeNull();
    expect(screen.queryByRole('button')).toBeNull();
  });
});
