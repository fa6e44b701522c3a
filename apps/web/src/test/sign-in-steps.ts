import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/** Steps and checks of the sign-in forms, shared by the tests of the app's MUI form and of /login's own page. */

export const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

export async function replaceWith(label: RegExp, text: string) {
  await userEvent.clear(field(label));
  await userEvent.click(field(label));
  await userEvent.paste(text);
}

/** Types the credentials and presses "Sign in". */
export async function submitCredentials(email: string, password = 'demo1234!') {
  await replaceWith(/^E-mail/, email);
  await replaceWith(/^Password/, password);
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
}

/** The refusal names both causes, never whether the account exists, and links the other sign-ins (name → href). */
export async function expectRefusalLinking(links: Record<string, string>) {
  const alert = await screen.findByRole('alert');
  expect(alert.textContent).toContain('The e-mail address or the password is not correct');
  expect(alert.textContent).not.toMatch(/does not exist|unknown account|no account/i);
  for (const [name, href] of Object.entries(links)) {
    expect(within(alert).getByRole('link', { name }).getAttribute('href')).toBe(href);
  }
}

/** Input above the contract's lengths is refused at both fields with the specification's messages. */
export async function expectTooLongInputRefused() {
  await replaceWith(/^E-mail/, `${'a'.repeat(250)}@demo.test`);
  await replaceWith(/^Password/, 'p'.repeat(1025));
  await userEvent.click(screen.getByRole('button', { name: 'Sign in' }));
  expect(await screen.findByText('E-mail may not be greater than 254 characters')).toBeTruthy();
  expect(screen.getByText('Password may not be greater than 1024 characters')).toBeTruthy();
}
