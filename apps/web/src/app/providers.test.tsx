import Autocomplete from '@mui/material/Autocomplete';
import Button from '@mui/material/Button';
import Dialog from '@mui/material/Dialog';
import TextField from '@mui/material/TextField';
import { act, fireEvent, render, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { usePreferencesStore } from '../stores/preferences-store.ts';
import { stubMatchMedia } from '../test/browser-stubs.ts';
import { AppProviders } from './providers.tsx';

describe('app providers', () => {
  it('speaks the user’s language in MUI’s own texts too', async () => {
    usePreferencesStore.setState({ language: 'de' });
    render(
      <AppProviders>
        <Autocomplete open options={[]} renderInput={(params) => <TextField {...params} label="Agentur" />} />
      </AppProviders>,
    );
    expect(await screen.findByText('Keine Optionen')).toBeTruthy();
    expect(document.title).toBe('Freelancer-Marktplatz');
    expect(document.documentElement.lang).toBe('de');
    usePreferencesStore.setState({ language: 'en' });
  });

  describe('the system’s “reduce motion” setting', () => {
    afterEach(() => vi.restoreAllMocks());

    /** A dialog with a button, pressed: what of MUI's motion the page then shows. */
    const pressButtonInDialog = async () => {
      render(
        <AppProviders>
          <Dialog open aria-label="Dialog">
            <Button>Save</Button>
          </Dialog>
        </AppProviders>,
      );
      const button = await screen.findByRole('button', { name: 'Save' });
      // MUI mounts a button's ripple on its first press, a frame later.
      await act(async () => {
        fireEvent.mouseDown(button);
        await new Promise((resolve) => setTimeout(resolve, 100));
      });
      return {
        ripple: button.querySelector('.MuiTouchRipple-ripple'),
        backdropTransition: document.querySelector<HTMLElement>('.MuiBackdrop-root')?.style.transition,
      };
    };

    it('is honoured: buttons do not ripple and a dialog appears without fading in', async () => {
      stubMatchMedia('prefers-reduced-motion: reduce', true);
      const { ripple, backdropTransition } = await pressButtonInDialog();
      expect(ripple).toBeNull();
      expect(backdropTransition).toBe('none');
    });

    it('leaves the motion in place otherwise', async () => {
      stubMatchMedia('prefers-reduced-motion: reduce', false);
      const { ripple, backdropTransition } = await pressButtonInDialog();
      expect(ripple).not.toBeNull();
      expect(backdropTransition).toMatch(/opacity \d+ms/);
    });
  });
});
