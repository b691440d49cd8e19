import { err, ok, type Result } from 'neverthrow';
import { fieldError, type FieldError } from '../validation/field-error';
import { ID_MIN_LENGTH, phone, simpleText, whenGiven } from '../validation/field-rules';

// A signed-in client's "My details" (issue 34; docs/adr/0122): the name, phone, id number and
// language their account keeps, which prefill the booking form. The email is changed elsewhere
// (with its verification). The id number is kept as typed, trimmed: which kind of number it must be
// (a RUT, a DNI…) is each company's rule, checked when booking there, never here, since one
// account books at companies of several countries.

export const ACCOUNT_LANGUAGES = ['en', 'es'] as const;
export type AccountLanguage = (typeof ACCOUNT_LANGUAGES)[number];

/** The id number's longest form. */
export const ACCOUNT_ID_MAX_LENGTH = 40;

/** What the client typed; blank phone or id number clears it, a null language follows the storefront. */
export interface AccountDetailsForm {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string;
  readonly identificationNumber: string;
  /** Decoded at the edge as one of ACCOUNT_LANGUAGES. */
  readonly language: AccountLanguage | null;
}

/** The details as kept. */
export interface AccountDetails {
  readonly firstName: string;
  readonly lastName: string;
  readonly phone: string | null;
  readonly identificationNumber: string | null;
  readonly language: AccountLanguage | null;
}

export type AccountDetailsField = Exclude<keyof AccountDetailsForm, 'language'>;

const identificationNumber = whenGiven((typed) => {
  const text = typed.trim();
  if (text.length < ID_MIN_LENGTH) return err(fieldError('ERRORS.VALIDATION_ID_TOO_SHORT', { min: ID_MIN_LENGTH }));
  if (text.length > ACCOUNT_ID_MAX_LENGTH)
    return err(fieldError('ERRORS.VALIDATION_MAX_LENGTH', { max: ACCOUNT_ID_MAX_LENGTH }));
  return ok(text);
});

/** The details the form holds, or every field's error: names required, a phone of 8 or more, an id number of 2 to 40. */
export function checkAccountDetails(
  form: AccountDetailsForm,
): Result<AccountDetails, Partial<Record<AccountDetailsField, FieldError>>> {
  const firstName = simpleText()(form.firstName);
  const lastName = simpleText()(form.lastName);
  const phoneNumber = whenGiven(phone)(form.phone);
  const idNumber = identificationNumber(form.identificationNumber);
  if (firstName.isOk() && lastName.isOk() && phoneNumber.isOk() && idNumber.isOk()) {
    return ok({
      firstName: firstName.value,
      lastName: lastName.value,
      phone: phoneNumber.value,
      identificationNumber: idNumber.value,
      language: form.language,
    });
  }
  const errors: Partial<Record<AccountDetailsField, FieldError>> = {
    ...(firstName.isErr() ? { firstName: firstName.error } : {}),
    ...(lastName.isErr() ? { lastName: lastName.error } : {}),
    ...(phoneNumber.isErr() ? { phone: phoneNumber.error } : {}),
    ...(idNumber.isErr() ? { identificationNumber: idNumber.error } : {}),
  };
  return err(errors);
}
