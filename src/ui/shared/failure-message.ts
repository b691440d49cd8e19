import type { TFunction } from '../i18n/translator';
import type { FailureText } from '#application/client-side/booking/failure-text';
import { translated } from '../i18n/formats';

/** The words a failure is shown with (storefront §8 "Error text choice"): the API's own, else the dictionaries'. */
export function failureMessage(t: TFunction, text: FailureText): string {
  switch (text._tag) {
    case 'ApiSaid':
      return text.text;
    case 'HumanCheck':
      return translated(t, 'RECAPTCHA_ERR');
    case 'WaitForAnswer':
      return translated(t, 'ERRORS.WAIT_FOR_ANSWER');
    case 'Unreachable':
      return translated(t, text.reason === 'timeout' ? 'ERRORS.TIMEOUT' : 'ERRORS.REQUEST');
    case 'FieldsInvalid':
      return translated(t, 'ERRORS.INVALID_REQUEST', { fields: text.fields.map((field) => field.field).join(', ') });
    case 'Generic':
      return translated(t, 'ERRORS.GENERIC');
  }
}
