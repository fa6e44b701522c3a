import { screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { mockApi, ok, renderScreen, signInAs } from '../../../test/test-support.tsx';
import { UserDetailPage } from './user-detail-page.tsx';

afterEach(() => vi.unstubAllGlobals());

describe('UserDetailPage', () => {
  it('shows the user with memberships and replacements, in German', async () => {
    signInAs('admin', ['admin']);
    const calls = mockApi(() =>
      ok({
        id: 4,
        email: 'anna@example.test',
        firstName: 'Anna',
        lastName: 'Albers',
        realm: 'agency',
        roles: ['managing-director'],
        account_language: 'de',
        status: 'ACTIVE',
        agencies: [{ id: 1, name: 'Nordlicht Media' }],
        image_url: null,
        created_at: '2026-03-01T10:00:00Z',
        last_login_at: null,
        memberships: [{ agency: { id: 1, name: 'Nordlicht Media' }, role: 'managing-director', is_active: true }],
        replacements: [
          { id: 3, replacement: { id: 5, first_name: 'Ben', last_name: 'Berg' }, type: 'VACATION', agency_id: 1 },
        ],
        freelancer_id: null,
      }),
    );
    renderScreen(<UserDetailPage />, { route: '/users/4', path: '/users/:id', language: 'de' });
    expect(await screen.findByRole('heading', { level: 1, name: 'Anna Albers' })).toBeTruthy();
    expect(calls[0]?.query.get('user_id')).toBe('4');
    expect(screen.getByRole('link', { name: 'Nordlicht Media' }).getAttribute('href')).toBe('/agencies/1');
    expect(screen.getByText('Ben Berg')).toBeTruthy();
    expect(screen.getByText('Urlaub')).toBeTruthy();
    expect(screen.getAllByText('Geschäftsführung').length).toBeGreaterThan(0);
  });
});
