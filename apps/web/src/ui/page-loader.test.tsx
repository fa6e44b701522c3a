import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render.tsx';
import { PageLoader } from './page-loader.tsx';

describe('PageLoader', () => {
  it('announces loading with a translated label', () => {
    renderWithProviders(<PageLoader />, { language: 'de' });
    expect(screen.getByRole('progressbar', { name: 'Seite wird geladen' })).toBeTruthy();
    expect(screen.getByRole('status')).toBeTruthy();
  });
});
