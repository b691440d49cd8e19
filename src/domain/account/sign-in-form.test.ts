import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyEmail } from '../validation/validation.arbitraries';
import { canSignIn, checkSignIn, rememberedAfterSignIn, signInFormFrom } from './sign-in-form';

describe('the login form (storefront §4 Login, §5)', () => {
  it('requires an email and a password of at least 8 characters, saying which is wrong', () => {
    const blank = checkSignIn({ email: '', password: '', rememberMe: false });
    expect(blank.email._unsafeUnwrapErr().key).toBe('ERRORS.VALIDATION_REQUIRED');
    expect(blank.password._unsafeUnwrapErr().key).toBe('ERRORS.VALIDATION_REQUIRED');
    const wrong = checkSignIn({ email: 'ana@', password: 'short', rememberMe: false });
    expect(wrong.email._unsafeUnwrapErr().key).toBe('ERRORS.VALIDATION_EMAIL_INVALID');
    expect(wrong.password._unsafeUnwrapErr().key).toBe('ERRORS.VALIDATION_PASSWORD_TOO_SHORT');
  });

  it('lets the button work only while the form is valid and no sign-in is on its way', () => {
    fc.assert(
      fc.property(
        anyEmail({ min: 6, max: 60 }),
        fc.string({ minLength: 8, maxLength: 40 }),
        fc.boolean(),
        (address, secret, submitting) => {
          expect(canSignIn({ email: address, password: secret, rememberMe: false }, submitting)).toBe(!submitting);
          expect(canSignIn({ email: address, password: secret.slice(0, 7), rememberMe: false }, false)).toBe(false);
        },
      ),
    );
  });

  it('keeps the email, never the password, when remember me is ticked, and forgets it when not', () => {
    expect(
      rememberedAfterSignIn({ email: ' ana.perez@correo.example ', password: 'reserva-demo-2026', rememberMe: true }),
    ).toEqual({ email: 'ana.perez@correo.example' });
    expect(
      rememberedAfterSignIn({ email: 'ana.perez@correo.example', password: 'reserva-demo-2026', rememberMe: false }),
    ).toBeNull();
  });

  it('opens prefilled with the kept email and remember me ticked, or blank', () => {
    expect(signInFormFrom({ email: 'ana.perez@correo.example' })).toEqual({
      email: 'ana.perez@correo.example',
      password: '',
      rememberMe: true,
    });
    expect(signInFormFrom(null)).toEqual({ email: '', password: '', rememberMe: false });
  });
});
