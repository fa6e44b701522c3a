import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { expect } from 'vitest';

/**
 * Checks of the agency form, which admins edit (agency edit page) and managing directors edit (agency profile):
 * both show the same fields with the same rules and messages.
 */

const IMAGE_MESSAGE = 'The image must be smaller than 5 MB and in one of the formats jpg, png or bmp';
const field = (label: RegExp) => screen.getByLabelText(label) as HTMLInputElement;

/** Types a too long name, `website` (malformed) and too long credit note texts, saves and reads each message. */
export async function expectTooLongAndMalformedRefused(save: HTMLElement, website: string) {
  await userEvent.click(field(/^Agency name/));
  await userEvent.paste('n'.repeat(101));
  await userEvent.clear(field(/^Website/));
  await userEvent.type(field(/^Website/), website);
  for (const label of [/^Credit note header/, /^Credit note footer/]) {
    await userEvent.clear(field(label));
    await userEvent.click(field(label));
    await userEvent.paste('t'.repeat(5001));
  }
  await userEvent.click(save);
  expect(await screen.findByText('Agency name may not be greater than 100 characters')).toBeTruthy();
  expect(screen.getByText('Invalid website')).toBeTruthy();
  expect(screen.getByText('Credit note header may not be greater than 5000 characters')).toBeTruthy();
  expect(screen.getByText('Credit note footer may not be greater than 5000 characters')).toBeTruthy();
}

/** Uploads `wrongType` and then a picture of over 5 MB as the logo; both are refused with the image message. */
export async function expectWrongLogosRefused(wrongType: File) {
  const logo = screen.getByLabelText('Logo');
  await userEvent.upload(logo, wrongType, { applyAccept: false });
  expect(await screen.findByText(IMAGE_MESSAGE)).toBeTruthy();
  await userEvent.upload(logo, new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'big.jpg', { type: 'image/jpeg' }));
  expect(screen.getByText(IMAGE_MESSAGE)).toBeTruthy();
}
