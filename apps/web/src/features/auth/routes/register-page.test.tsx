import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { fail, ok, renderScreen, stubApi } from '../../../test/screen.tsx';
import { RegisterPage } from './register-page.tsx';

const password = () => screen.getByLabelText(/^New password/) as HTMLInputElement;
const confirmation = () => screen.getByLabelText(/^Confirm password/) as HTMLInputElement;

async function submit(newPassword: string, repeated = newPassword) {
  await userEvent.clear(password());
  await userEvent.clear(confirmation());
  await userEvent.click(password());
  await userEvent.paste(newPassword);
  await userEvent.click(confirmation());
  await userEvent.paste(repeated);
  await userEvent.click(screen.getByRole('button', { name: 'Create password' }));
}

describe('/register?t=…', () => {
  it('refuses every password the guidance rules out, with the specification’s messages, without calling the server', async () => {
    const calls = stubApi(() => ok({}));
    renderScreen(<RegisterPage />, { route: '/register?t=tok-1' });
    await userEvent.click(screen.getByRole('button', { name: 'Create password' }));
    expect(await screen.findByText('New password is required')).toBeTruthy();
    expect(screen.getByText('Confirm password is required')).toBeTruthy();

    for (const [input, message] of [
      ['abc1', 'New password is too short'],
      ['abcdefgh', 'The password must contain at least one number or symbol'],
      ['password1', 'This password is too common, please choose another one'],
      ['a1'.repeat(513), 'New password may not be greater than 1024 characters'],
    ] as const) {
      await submit(input);
      expect(await screen.findByText(message)).toBeTruthy();
    }
    await submit('Str0ng#Pass', 'Str0ng#Pasx');
    expect(await screen.findByText('The passwords do not match')).toBeTruthy();
    expect(calls).toHaveLength(0);
  });

  it('sends a valid password with the link token and explains a used invitation', async () => {
    const calls = stubApi(() => fail(400, 'rule.invitationUsed', 'This invitation has already been used.'));
    renderScreen(<RegisterPage />, { route: '/register?t=tok-1' });
    await submit('Str0ng#Pass');
    const alert = await screen.findByRole('alert');
    expect(alert.textContent).toContain('This invitation has already been used. Please log in.');
    expect(alert.textContent).toContain('If you already set your password, please log in.');
    expect(calls).toMatchObject([
      {
        method: 'POST',
        path: '/api/freelancer/create-password',
        body: { expiryToken: 'tok-1', newPassword: 'Str0ng#Pass' },
      },
    ]);
  });
});
