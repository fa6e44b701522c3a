import { fireEvent, screen, within } from '@testing-library/react';
import { Route, Routes } from 'react-router';
import { describe, expect, it } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { fail, ok, renderScreen, signInAs, stubApi } from '../../../test/screen.tsx';
import { DeleteAccountSection } from './delete-account-section.tsx';

function renderSection() {
  return renderScreen(
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
    stubApi(() => fail(400, 'rule.openBookings', 'You still have open bookings.'));
    renderSection();
    confirmDeletion();
    expect((await screen.findByRole('alert')).textContent).toBe('You still have open bookings.');
  });

  it('deletes the account, ends the session and shows the sign-in page', async () => {
    const requests = stubApi(() => ok({ done: true }));
    signInAs('freelancer', ['freelancer']);
    renderSection();
    confirmDeletion();
    expect(await screen.findByText('Login page')).toBeTruthy();
    expect(requests[0]).toMatchObject({ method: 'DELETE', path: '/api/freelancer/delete-account' });
    expect(useAuthStore.getState().accessToken).toBeNull();
  });
});
