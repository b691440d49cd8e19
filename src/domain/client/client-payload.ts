import { dateParts } from '../calendar/local-date.plain';
import type { CustomAttributeKey, CustomAttributeValue } from './custom-attribute';
import type { Gender, ValidClientForm } from './client-form';

// The client as a booking request sends it (booking-wizard §3 "Client payload", storefront §3):
// the valid form, with the company's important note ahead of the client's own, the birth date in
// parts and every shown custom attribute under its custom_{slug} key.

/** The valid form's fields as sent: the birth date in parts, gender always answered, notes joined. */
export type ClientPayloadFields = Omit<
  ValidClientForm,
  'birthDate' | 'gender' | 'notes' | 'acceptedTerms' | 'customAttributes'
> & {
  readonly birthDay: number | null;
  readonly birthMonth: number | null;
  readonly birthYear: number | null;
  /** 0 (unknown) when the client did not say. */
  readonly gender: Gender;
  /** The company's important note, then the client's, one per line; '' when neither has one. */
  readonly notes: string;
};

/** The fixed fields, plus each shown custom attribute's coerced answer under custom_{slug}. */
export type ClientPayload = ClientPayloadFields & { readonly [key: CustomAttributeKey]: CustomAttributeValue };

/**
 * The notes sent with a booking: the company's 'important' preset note first, so staff read it
 * before the client's words, then the client's note; blank parts are skipped, the rest joined by a newline.
 */
export function bookingNotes(importantPresetNote: string, clientNote: string | null): string {
  return [importantPresetNote, clientNote ?? '']
    .map((part) => part.trim())
    .filter((part) => part !== '')
    .join('\n');
}

export function clientPayload(form: ValidClientForm, importantPresetNote: string): ClientPayload {
  // Terms are not part of the client; the rest of the fields go as they are.
  const { birthDate, gender, notes, acceptedTerms, customAttributes, ...fields } = form;
  const birth = birthDate === null ? null : dateParts(birthDate);
  return {
    ...customAttributes,
    ...fields,
    birthDay: birth?.day ?? null,
    birthMonth: birth?.month ?? null,
    birthYear: birth?.year ?? null,
    gender: gender ?? 0,
    notes: bookingNotes(importantPresetNote, notes),
  };
}
