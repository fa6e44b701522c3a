import { emailField, passwordField } from '@fm/contract/schemas/validation';
import { z } from 'zod';

/** Form schemas of the sign-in pages, built from the contract's field rules (messages are catalogue keys). */

export const signInFormSchema = z.object({
  email: emailField,
  // Only "required" and the new password's cap here: the other rules of a new password must not lock out an older one.
  password: z
    .string()
    .min(1, 'validation.required')
    .max(passwordField.maxLength ?? Number.POSITIVE_INFINITY, 'validation.max'),
  isRememberMe: z.boolean(),
});
export type SignInFormValues = z.infer<typeof signInFormSchema>;

export const emailFormSchema = z.object({ email: emailField });

export const newPasswordFormSchema = z
  .object({ password: passwordField, confirmation: z.string().min(1, 'validation.required') })
  .refine((values) => values.password === values.confirmation, {
    path: ['confirmation'],
    message: 'validation.passwordMismatch',
  });
