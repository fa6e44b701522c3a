import { act, fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes, useSearchParams } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { stubIntersectionObserver } from '../../../test/browser-stubs.ts';
import { freelancerDetail as detail, freelancerListItem as listItem } from '../../../test/freelancer-fixture.ts';
import { listPage, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { getListStore } from '../../../ui/list-page/use-list-state.ts';
import { useCompareStore } from '../stores/compare-store.ts';
import { FREELANCERS_LIST_KEY, FreelancersPage } from './freelancers-page.tsx';

afterEach(() => {
  getListStore(FREELANCERS_LIST_KEY).getState().reset();
  useCompareStore.getState().clear();
});

function BookingsProbe() {
  const [params] = useSearchParams();
  return <p>{`Booking request for ${params.get('freelancer')}: ${params.get('firstName')}`}</p>;
}

function renderWithBookings() {
  return renderScreen(
    <Routes>
      <Route path="/freelancers" element={<FreelancersPage />} />
      <Route path="/bookings" element={<BookingsProbe />} />
    </Routes>,
    { route: '/freelancers' },
  );
}

describe('FreelancersPage', () => {
  it('offers an agency user "Book" on each card, opening a booking request with that freelancer', async () => {
    signInAs('agency', ['agency-manager']);
    stubApi(() => listPage([listItem(1, { bookmark_id: 9 })]));
    renderWithBookings();
    const card = await screen.findByRole('article', { name: 'Anna1 Schmidt' });
    fireEvent.click(within(card).getByRole('button', { name: 'Book Anna1 Schmidt' }));
    expect(await screen.findByText('Booking request for 1: Anna1')).toBeTruthy();
  });

  it('shows finance the cards without "Book"', async () => {
    signInAs('admin', ['finance-user']);
    stubApi(() => listPage([listItem(1, { bookmark_id: 9 })]));
    renderWithBookings();
    await screen.findByRole('article', { name: 'Anna1 Schmidt' });
    expect(screen.queryByRole('button', { name: /^Book / })).toBeNull();
  });

  it('starts on BOOKMARKED, asks for 36 available bookmarked freelancers and shows their cards', async () => {
    const requests = stubApi(() => listPage([listItem(1, { bookmark_id: 9 })]));
    renderScreen(<FreelancersPage />);

    expect(await screen.findByRole('article', { name: 'Anna1 Schmidt' })).toBeTruthy();
    const query = requests[0]?.query;
    expect(requests[0]?.path).toBe('/api/freelancer/list');
    expect(query?.get('items')).toBe('36');
    expect(query?.get('available')).toBe('true');
    expect(query?.get('bookmarked')).toBe('true');
    expect(screen.getByText('Available')).toBeTruthy();
    expect(screen.getByRole('tab', { name: /Bookmarked/, selected: true })).toBeTruthy();
  });

  it('pages by infinite scroll until the last page', async () => {
    const observer = stubIntersectionObserver();
    const requests = stubApi(({ query }) => {
      const number = Number(query.get('page'));
      return listPage([listItem(number)], { page: number, lastPage: 2, items: 36 });
    });
    renderScreen(<FreelancersPage />);
    await screen.findByRole('article', { name: 'Anna1 Schmidt' });

    act(() => observer.intersect());
    expect(await screen.findByRole('article', { name: 'Anna2 Schmidt' })).toBeTruthy();
    expect(await screen.findByText('All entries are shown')).toBeTruthy();
    expect(requests.map((request) => request.query.get('page'))).toEqual(['1', '2']);
  });

  it('bookmarks a freelancer for the signed-in user and shows an empty tab with its explanation', async () => {
    let bookmarkId: number | null = null;
    const requests = stubApi(({ path, query }) => {
      if (path === '/api/freelancer/bookmark/add') {
        bookmarkId = 55;
        return ok({ id: 55, freelancer_user_id: 101 });
      }
      if (query.get('bookmarked') === 'true') return listPage([]);
      return listPage([listItem(1, { bookmark_id: bookmarkId })]);
    });
    renderScreen(<FreelancersPage />);
    expect(await screen.findByText('No bookmarked freelancers')).toBeTruthy();

    fireEvent.click(screen.getByRole('tab', { name: /All/ }));
    fireEvent.click(await screen.findByRole('button', { name: 'Bookmark Anna1 Schmidt' }));
    expect(await screen.findByRole('button', { name: 'Remove bookmark of Anna1 Schmidt' })).toBeTruthy();
    expect(requests.find((request) => request.path.endsWith('bookmark/add'))?.body).toEqual({
      freelancer_user_id: 101,
    });
  });

  it('compares the chosen freelancers side by side', async () => {
    stubApi(({ path, query }) => {
      if (path === '/api/freelancer/user') {
        const id = Number(query.get('id'));
        return ok(detail(id, { rate: id === 1 ? 500 : 750, skills: [{ id: id, name: id === 1 ? 'Figma' : 'React' }] }));
      }
      return listPage([listItem(1), listItem(2)]);
    });
    getListStore(FREELANCERS_LIST_KEY, { tab: 'BOOKMARKED' }).getState().setTab('ALL');
    renderScreen(<FreelancersPage />);

    fireEvent.click(await screen.findByRole('checkbox', { name: 'Compare Anna1 Schmidt' }));
    fireEvent.click(screen.getByRole('checkbox', { name: 'Compare Anna2 Schmidt' }));
    fireEvent.click(screen.getByRole('tab', { name: /Compare/ }));

    const table = await screen.findByRole('table', { name: 'Compare' });
    expect(
      within(table)
        .getAllByRole('link')
        .map((link) => link.textContent),
    ).toEqual(['Anna1 Schmidt', 'Anna2 Schmidt']);
    const rateRow = within(table).getByRole('row', { name: /Day rate/ });
    expect(
      within(rateRow)
        .getAllByRole('cell')
        .map((cell) => cell.textContent),
    ).toEqual(['€500.00', '€750.00']);
    expect(within(table).getByText('React')).toBeTruthy();

    fireEvent.click(within(table).getByRole('button', { name: 'Remove Anna1 Schmidt from the comparison' }));
    expect(within(table).queryByRole('link', { name: 'Anna1 Schmidt' })).toBeNull();
  });

  it('sends the chosen filters and goes back to page 1', async () => {
    const requests = stubApi(() => listPage([listItem(1)]));
    getListStore(FREELANCERS_LIST_KEY, { tab: 'BOOKMARKED' }).getState().setTab('ALL');
    renderScreen(<FreelancersPage />, { language: 'de' });
    await screen.findByRole('article', { name: 'Anna1 Schmidt' });

    fireEvent.click(screen.getByRole('button', { name: 'Nur verfügbare' }));
    const keyword = screen.getByRole('searchbox', { name: 'Suchen' });
    fireEvent.change(keyword, { target: { value: 'Figma' } });
    fireEvent.keyDown(keyword, { key: 'Enter' });

    await vi.waitFor(() => {
      const last = requests.at(-1)?.query;
      expect(last?.get('available')).toBe('false');
      expect(last?.getAll('keyword[]')).toEqual(['Figma']);
      expect(last?.get('page')).toBe('1');
    });
  });
});
