import { err, ok, type Result } from 'neverthrow';
import type { FieldError } from '../validation/field-error';
import { email, password } from '../validation/field-rules';

// The login dialog's form (storefront §4 "Login", §5): email and password are both required, the
// email follows the email rule and the password has at least 8 characters.

export interface LoginFormValues {
  readonly email: string;
  readonly password: string;
}

export interface LoginCredentials {
  readonly email: string;
  readonly password: string;
}

export interface LoginFormInvalid {
  readonly _tag: 'LoginFormInvalid';
  readonly code: 'LOGIN.FORM_INVALID';
  readonly fields: Readonly<Partial<Record<keyof LoginFormValues, FieldError>>>;
}

export function validateLoginForm(values: LoginFormValues): Result<LoginCredentials, LoginFormInvalid> {
  const checkedEmail = email(values.email);
  const checkedPassword = password(values.password);
  if (checkedEmail.isOk() && checkedPassword.isOk()) {
    return ok({ email: checkedEmail.value, password: checkedPassword.value });
  }
  return err({
    _tag: 'LoginFormInvalid',
    code: 'LOGIN.FORM_INVALID',
    fields: {
      ...(checkedEmail.isErr() ? { email: checkedEmail.error } : {}),
      ...(checkedPassword.isErr() ? { password: checkedPassword.error } : {}),
    },
  });
}
