import Autocomplete from '@mui/material/Autocomplete';
import TextField from '@mui/material/TextField';
import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { usePreferencesStore } from '../stores/preferences-store.ts';
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
});
