import { act, renderHook } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { ApiError } from '../api/api-error.ts';
import { createTestWrapper } from '../test/render.tsx';
import { useContractForm } from './use-contract-form.ts';

const schema = z.object({ name: z.string().min(1, 'validation.required'), email: z.string(), agency_id: z.number() });

function renderForm() {
  const { wrapper, i18n } = createTestWrapper();
  const rendered = renderHook(
    () =>
      useContractForm({
        schema,
        defaultValues: { name: '', email: '', agency_id: 1 },
        labels: { name: 'Name' },
        fields: ['name', 'email'],
        fallbackKey: 'catalogue.errorCreatingNewAgency',
      }),
    { wrapper },
  );
  return { ...rendered, i18n };
}

const refusal = (fieldErrors: Record<string, string[]>) =>
  new ApiError({ status: 400, code: 'error.validation', message: 'Invalid input', fieldErrors });

describe('useContractForm', () => {
  it('checks with the contract schema and translates its message with the field label', async () => {
    const { result } = renderForm();
    await act(() => result.current.trigger('name'));
    expect(result.current.getFieldState('name').error?.message).toBe('Name is required');
  });

  it('puts a 400 at the fields it shows and what belongs to no shown field into the alert', () => {
    const { result } = renderForm();
    act(() => result.current.setServerErrors(refusal({ email: ['Email taken'], agency_id: ['Agency not found'] })));
    expect(result.current.getFieldState('email').error?.message).toBe('Email taken');
    expect(result.current.getFieldState('agency_id').error).toBeUndefined();
    expect(result.current.formError).toBe('Agency not found');
  });

  it('leaves the alert empty when every field error was placed, and says the catalogue text otherwise', () => {
    const { result, i18n } = renderForm();
    act(() => result.current.setServerErrors(refusal({ 'name.first': ['Too long'] })));
    expect(result.current.getFieldState('name').error?.message).toBe('Too long');
    expect(result.current.formError).toBeNull();
    act(() => result.current.setServerErrors(new Error('boom')));
    expect(result.current.formError).toBe(i18n.t('catalogue.errorCreatingNewAgency'));
    act(() => result.current.setServerErrors(new ApiError({ status: 500, code: 'error.unknown', message: 'x' })));
    expect(result.current.formError).toBeNull();
  });
});
