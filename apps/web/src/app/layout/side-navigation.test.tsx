import { ROLES, type Role } from '@fm/contract/enums';
import { SIDE_NAV } from '@fm/contract/routes';
import { render, screen, within } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { beforeEach, describe, expect, it } from 'vitest';
import { EN } from '../../i18n/locales/en.ts';
import { usePreferencesStore } from '../../stores/preferences-store.ts';
import { AppProviders } from '../providers.tsx';
import { SideNavigation } from './side-navigation.tsx';

function renderNavigation(roles: Role[], path = '/dashboard') {
  render(
    <AppProviders>
      <MemoryRouter initialEntries={[path]}>
        <SideNavigation roles={roles} />
      </MemoryRouter>
    </AppProviders>,
  );
  return screen.getByTestId('side-nav-items');
}

beforeEach(() => usePreferencesStore.setState({ language: 'en', theme: 'light' }));

describe('side navigation', () => {
  it.each(ROLES)('shows exactly the contract items for %s, in order, with their links', (role) => {
    const list = renderNavigation([role]);
    const links = within(list).queryAllByRole('link');
    expect(links.map((link) => link.textContent)).toEqual(SIDE_NAV[role].map((item) => EN.nav[item]));
    expect(links.map((link) => link.getAttribute('href'))).toEqual(SIDE_NAV[role].map((item) => `/${item}`));
  });

  it('gives the CFO roles an empty menu, leaving only the dashboard link', () => {
    const list = renderNavigation(['finance-cfo']);
    expect(within(list).queryAllByRole('link')).toHaveLength(0);
    const navigation = screen.getByRole('navigation', { name: 'Main navigation' });
    expect(
      within(navigation)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Dashboard']);
  });

  it('marks the current section, including its detail pages', () => {
    renderNavigation(['admin'], '/agencies/12');
    expect(screen.getByRole('link', { name: 'Agencies' }).className).toContain('Mui-selected');
    expect(screen.getByRole('link', { name: 'Users' }).className).not.toContain('Mui-selected');
  });
});
