import type { FreelancerProfile } from '@fm/contract/schemas/freelancer-profile';
import { fireEvent, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { Route, Routes } from 'react-router';
import { describe, expect, it, vi } from 'vitest';
import { useAuthStore } from '../../../stores/auth-store.ts';
import { completeProfile, newProfile, PNG_BYTES } from '../../../test/freelancer-profile-fixture.ts';
import { type ApiRequest, fail, ok, renderScreen, stubApi } from '../../../test/screen.tsx';
import { CreateProfilePage } from '../routes/create-profile-page.tsx';
import { EditProfilePage } from '../routes/edit-profile-page.tsx';

// Rendering MUI in jsdom is slow on a busy machine.
vi.setConfig({ testTimeout: 30_000 });

/** A server that keeps the profile: PUT merges the body (ids to names are not needed by these tests). */
function serveProfile(start: FreelancerProfile, onPut?: (request: ApiRequest) => Response | undefined) {
  let profile = start;
  return stubApi((request) => {
    if (request.path === '/api/freelancer/profile' && request.method === 'PUT') {
      const refusal = onPut?.(request);
      if (refusal) return refusal;
      profile = { ...profile, ...(request.body as Partial<FreelancerProfile>) };
      return ok(profile);
    }
    if (request.path === '/api/freelancer/profile') return ok(profile);
    if (request.path === '/api/freelancer/vat') return ok([{ id: 1, name: 'Standard', percentage: 19 }]);
    return ok([]);
  });
}

const puts = (requests: ApiRequest[]) => requests.filter((request) => request.method === 'PUT').map((r) => r.body);

function renderOnboarding() {
  return renderScreen(
    <Routes>
      <Route path="/create-profile" element={<CreateProfilePage />} />
      <Route path="/dashboard" element={<p>Dashboard</p>} />
    </Routes>,
    { route: '/create-profile' },
  );
}

describe('onboarding (/create-profile)', () => {
  it('refuses freelancers not taxable in Germany with an explanation, and saves the answer step by step', async () => {
    const requests = serveProfile(newProfile());
    renderOnboarding();

    fireEvent.click(await screen.findByRole('radio', { name: 'No, I am not taxable in Germany' }));
    expect(screen.getByRole('alert').textContent).toContain('only possible for freelancers taxable in Germany');
    expect((screen.getByRole('button', { name: 'Next' }) as HTMLButtonElement).disabled).toBe(true);

    fireEvent.click(screen.getByRole('radio', { name: 'Yes, I am taxable in Germany' }));
    fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    expect(await screen.findByRole('region', { name: 'About you' })).toBeTruthy();
    expect(puts(requests)).toEqual([{ is_taxable_in_germany: true }]);
  });

  it('refuses a PDF renamed to .png and previews a real PNG', async () => {
    serveProfile(newProfile({ is_taxable_in_germany: true }));
    renderOnboarding();
    fireEvent.click(await screen.findByRole('button', { name: 'Next' }));
    const input = await screen.findByLabelText('Profile image');

    const pdf = new File(['%PDF-1.7 fake'], 'cv.png', { type: 'image/png' });
    fireEvent.change(input, { target: { files: [pdf] } });
    expect(
      await screen.findByText('The image must be smaller than 5 MB and in one of the formats jpg, png or bmp'),
    ).toBeTruthy();

    fireEvent.change(input, { target: { files: [new File([PNG_BYTES], 'me.png', { type: 'image/png' })] } });
    expect(await screen.findByRole('img', { name: 'Preview of the profile image' })).toBeTruthy();
    expect(screen.queryByText(/must be smaller than 5 MB/)).toBeNull();
  });

  it('finishes with the procedure accepted and leads to the dashboard once the profile is complete', async () => {
    const requests = serveProfile(
      completeProfile({ is_profile_complete: false, has_accepted_credit_memo_procedure: false }),
      (request) => {
        const body = request.body as { has_accepted_credit_memo_procedure?: boolean };
        return body.has_accepted_credit_memo_procedure ? ok(completeProfile()) : undefined;
      },
    );
    renderOnboarding();
    const steps = [
      'Taxation',
      'About you',
      'Addresses',
      'Rates and company',
      'Tax and bank details',
      'Portfolio and skills',
    ];
    for (const step of steps) {
      await screen.findByRole('region', { name: step });
      fireEvent.click(screen.getByRole('button', { name: 'Next' }));
    }
    const finish = await screen.findByRole('button', { name: 'Finish profile' });

    fireEvent.click(finish);
    expect(await screen.findByText('Please accept the credit memo procedure')).toBeTruthy();
    fireEvent.click(screen.getByRole('checkbox', { name: /I accept the credit memo procedure/ }));
    fireEvent.click(finish);
    expect(await screen.findByText('Dashboard')).toBeTruthy();
    expect(puts(requests).at(-1)).toMatchObject({
      has_accepted_credit_memo_procedure: true,
      iban: 'DE89370400440532013000',
    });
    expect(useAuthStore.getState().isProfileComplete).toBe(true);
  });
});

describe('profile editor (/edit-profile)', () => {
  it('checks IBAN and company ID before sending and changes nothing', async () => {
    const requests = serveProfile(completeProfile());
    renderScreen(<EditProfilePage />);

    // The stored IBAN reads in groups of four.
    expect(((await screen.findByRole('textbox', { name: 'IBAN' })) as HTMLInputElement).value).toBe(
      'DE89 3704 0044 0532 0130 00',
    );
    fireEvent.change(screen.getByRole('textbox', { name: 'IBAN' }), {
      target: { value: 'DE89370400440532013001' },
    });
    fireEvent.change(screen.getByRole('textbox', { name: 'Company ID' }), { target: { value: '12345' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    expect(await screen.findByText('Invalid IBAN')).toBeTruthy();
    expect(screen.getByText('The company ID must consist of four digits')).toBeTruthy();
    expect(puts(requests)).toEqual([]);
  });

  it('refuses empty and too long text fields and a malformed link with the specification’s messages, sending nothing', async () => {
    const requests = serveProfile(completeProfile());
    renderScreen(<EditProfilePage />);
    const textbox = (name: string) => screen.getByRole('textbox', { name }) as HTMLInputElement;
    const replaceWith = async (name: string, text: string) => {
      await userEvent.clear(textbox(name));
      if (!text) return;
      await userEvent.click(textbox(name));
      await userEvent.paste(text);
    };
    await screen.findByRole('textbox', { name: 'First name' });
    await replaceWith('First name', '');
    await replaceWith('Last name', 'n'.repeat(101));
    await replaceWith('Residential address: Street and number', '');
    await replaceWith('Residential address: City', 'c'.repeat(101));
    await replaceWith('Tax number', '');
    await replaceWith('IBAN', '');
    await replaceWith('BIC', '');
    await replaceWith('Bank', 'b'.repeat(101));
    await userEvent.click(screen.getByRole('button', { name: 'Add link' }));
    await replaceWith('Portfolio link 1', 'portfolio');
    await userEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    for (const message of [
      'First name is required',
      'Last name may not be greater than 100 characters',
      'Street and number is required',
      'City may not be greater than 100 characters',
      'Tax number is required',
      'IBAN is required',
      'BIC is required',
      'Bank may not be greater than 100 characters',
      'Invalid link',
    ])
      expect(await screen.findByText(message)).toBeTruthy();
    expect(puts(requests)).toEqual([]);
  });

  it('refuses an image over 5 MB and keeps the saved one', async () => {
    const requests = serveProfile(completeProfile());
    renderScreen(<EditProfilePage />);
    const big = new File([new Uint8Array(5 * 1024 * 1024 + 1)], 'me.png', { type: 'image/png' });
    fireEvent.change(await screen.findByLabelText('Profile image'), { target: { files: [big] } });
    expect(
      await screen.findByText('The image must be smaller than 5 MB and in one of the formats jpg, png or bmp'),
    ).toBeTruthy();
    expect(screen.queryByRole('img', { name: 'Preview of the profile image' })).toBeNull();
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));
    expect(await screen.findByText('Your profile has been saved.')).toBeTruthy();
    expect(puts(requests)[0]).not.toHaveProperty('image');
  });

  it('shows a server refusal at its field and keeps what was typed', async () => {
    serveProfile(completeProfile(), () =>
      fail(400, 'error.validation', 'Validation failed', { 'residential_address.city': ['City is required'] }),
    );
    renderScreen(<EditProfilePage />, { language: 'en' });
    const tax = await screen.findByRole('textbox', { name: 'Tax number' });
    fireEvent.change(tax, { target: { value: '22/815/08151' } });
    fireEvent.click(screen.getByRole('button', { name: 'Save profile' }));

    const addresses = screen.getByRole('region', { name: 'Addresses' });
    expect(await within(addresses).findByText('City is required')).toBeTruthy();
    expect((screen.getByRole('textbox', { name: 'Tax number' }) as HTMLInputElement).value).toBe('22/815/08151');
  });

  it('saves every section and confirms it (German)', async () => {
    const requests = serveProfile(completeProfile());
    renderScreen(<EditProfilePage />, { language: 'de' });
    fireEvent.change(await screen.findByRole('textbox', { name: 'Freiberuflich tätig seit (Jahr)' }), {
      target: { value: '2010' },
    });
    fireEvent.click(screen.getByRole('button', { name: 'Profil speichern' }));
    expect(await screen.findByText('Ihr Profil wurde gespeichert.')).toBeTruthy();
    expect(puts(requests)[0]).toMatchObject({
      experience_start_year: 2010,
      rate: 640,
      iban: 'DE89370400440532013000',
      skill_ids: [7],
      is_invoice_address_same_residential: true,
    });
  });
});
