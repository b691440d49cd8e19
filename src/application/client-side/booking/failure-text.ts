import type { InvalidInput } from '../shared/client-side-errors';
import type { ReservationFailure } from './create-reservation';

// Which words a failure is shown with (storefront §8 "Error text choice", booking-wizard §8): the
// API's own message when it gave one — else the messages of the fields it named, joined —, the
// human check's text, the request's own error when the API could not be reached, and the generic
// text otherwise. The UI's dictionaries word everything but the API's own messages. The API's
// message comes first (storefront §8: data.error overrides the rest) because it is the sentence
// written for the client; a field's messages complete the field's name ("bookings[0].start: is no
// longer available"), so alone they read as fragments.

export type FailureText =
  /** The API's words, in the language the storefront asked for (Accept-Language). */
  | { readonly _tag: 'ApiSaid'; readonly text: string; readonly code: string }
  /** The human check failed: RECAPTCHA_ERR (booking-wizard §8). */
  | { readonly _tag: 'HumanCheck' }
  /** A submission is still being answered: wait for that answer before retrying. */
  | { readonly _tag: 'WaitForAnswer' }
  /** The request got no answer: the network, or the 60 s timeout. */
  | { readonly _tag: 'Unreachable'; readonly reason: 'network' | 'timeout' }
  /** Refused before sending: the fields at fault, for the form to show under each. */
  | { readonly _tag: 'FieldsInvalid'; readonly fields: readonly InvalidInput[] }
  | { readonly _tag: 'Generic' };

export function failureText(failure: ReservationFailure): FailureText {
  switch (failure._tag) {
    case 'ApiRefusal': {
      if (failure.code === 'HUMAN_CHECK.FAILED') return { _tag: 'HumanCheck' };
      if (failure.code === 'IDEMPOTENCY.IN_FLIGHT') return { _tag: 'WaitForAnswer' };
      const text =
        failure.message.trim() !== ''
          ? failure.message
          : failure.attributes.flatMap((attribute) => attribute.messages).join(' ');
      return text.trim() === '' ? { _tag: 'Generic' } : { _tag: 'ApiSaid', text, code: failure.code };
    }
    case 'HumanCheckFailed':
      return { _tag: 'HumanCheck' };
    case 'ApiUnreachable':
      return { _tag: 'Unreachable', reason: failure.reason };
    case 'InputInvalid':
      return { _tag: 'FieldsInvalid', fields: failure.fields };
    case 'ApiMisbehaved':
      return { _tag: 'Generic' };
    default:
      return failure satisfies never;
  }
}
