import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyEmail } from '../validation/validation.arbitraries';
import { fieldError } from '../validation/field-error';
import { validateLoginForm } from './login-form';

describe('the login form (storefront §4 "Login", §5)', () => {
  it('gives the credentials for a well-formed email and a password of 8 characters or more', () => {
    fc.assert(
      fc.property(anyEmail({ min: 20, max: 60 }), fc.string({ minLength: 8, maxLength: 40 }), (email, password) => {
        expect(validateLoginForm({ email, password })._unsafeUnwrap()).toEqual({ email, password });
      }),
    );
  });

  it('requires both email and password', () => {
    expect(validateLoginForm({ email: '', password: '' })._unsafeUnwrapErr().fields).toEqual({
      email: fieldError('ERRORS.VALIDATION_REQUIRED'),
      password: fieldError('ERRORS.VALIDATION_REQUIRED'),
    });
  });

  it('refuses a short password without faulting a good email', () => {
    expect(validateLoginForm({ email: 'ana@example.cl', password: 'secret' })._unsafeUnwrapErr().fields).toEqual({
      password: fieldError('ERRORS.VALIDATION_PASSWORD_TOO_SHORT', { min: 8 }),
    });
  });
});
