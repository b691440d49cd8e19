import type { Result } from 'neverthrow';
import type { FieldError } from '../validation/field-error';
import { email, password } from '../validation/field-rules';

// The login dialog's form (storefront §4 Login, §5): an email and a password, both required by
// their rules; the button works only while the form is valid and nothing is being sent. Remember
// me keeps the email for the next visit, never the password (docs/adr/0031): the browser's own
// password manager keeps that, encrypted, where a page's storage would keep it readable.

export interface SignInForm {
  readonly email: string;
  readonly password: string;
  readonly rememberMe: boolean;
}

export interface SignInCheck {
  readonly email: Result<string, FieldError>;
  readonly password: Result<string, FieldError>;
}

export function checkSignIn(form: SignInForm): SignInCheck {
  return { email: email(form.email), password: password(form.password) };
}

/** Whether the sign-in button works: a valid form, and no sign-in on its way. */
export function canSignIn(form: SignInForm, submitting: boolean): boolean {
  const check = checkSignIn(form);
  return !submitting && check.email.isOk() && check.password.isOk();
}

/** What the next visit's form starts from. */
export interface RememberedSignIn {
  readonly email: string;
}

/** After a sign-in: the email to keep when the client ticked remember me; null to forget any kept. */
export function rememberedAfterSignIn(form: SignInForm): RememberedSignIn | null {
  return form.rememberMe ? { email: form.email.trim() } : null;
}

/** The form as the dialog opens: the kept email with remember me ticked, or blank. */
export function signInFormFrom(remembered: RememberedSignIn | null): SignInForm {
  return remembered === null
    ? { email: '', password: '', rememberMe: false }
    : { email: remembered.email, password: '', rememberMe: true };
}
