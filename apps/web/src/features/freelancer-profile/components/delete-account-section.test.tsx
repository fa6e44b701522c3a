import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { renderFeature, stubApi } from '../../../test/feature-test-kit.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';

vi.setConfig({ testTimeout: 20_000 });

afterEach(() => {
  vi.unstubAllGlobals();
  useAuthStore.getState().reset();
});

function renderSection() {
  return renderFeature(
    <Routes>
      <Route path="/edit-profile" element={<DeleteAccountSection />} />
      <Route path="/login" element={<p>Login page</p>} />
    </Routes>,
    { route: '/edit-profile' },
  );
}

function confirmDeletion() {
  fireEvent.click(screen.getByRole('button', { name: 'Delete my account' }));
  const dialog = screen.getByRole('dialog', { name: 'Delete your account?' });
  fireEvent.click(within(dialog).getByRole('button', { name: 'Delete my account' }));
}

describe('DeleteAccountSection', () => {
  it('says why the account cannot be deleted while bookings are open', async () => {
    stubApi(() => ({ status: 400, code: 'rule.openBookings', message: 'You still have open bookings.' }));
    renderSection();
    confirmDeletion();
    expect((await screen.findByRole('alert')).textContent).toBe('You still have open bookings.');
  });

  it('deletes the account, ends the session and shows the sign-in page', async () => {
    const requests = stubApi(() => ({ data: { done: true } }));
    useAuthStore.setState({
      accessToken: 'token',
      refreshToken: 'refresh',
      tokenExpiry: Date.now() + 3_600_000,
      realm: 'freelancer',
    });
    renderSection();
    confirmDeletion();
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: '/api/freelancer/delete-account' });
    expect(useAuthStore.getState().accessToken).toBeNull();
  });
});
