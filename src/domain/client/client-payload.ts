import { dateParts } from '../calendar/local-date';
import type { CustomAttributeKey, CustomAttributeValue } from './custom-attribute';
import type { Gender, ValidClientForm } from './client-form';

// The client as a booking request sends it (booking-wizard §3 "Client payload", storefront §3):
// the valid form, with the company's important note ahead of the client's own, the birth date in
// parts and every shown custom attribute under its custom_{slug} key.

export interface ClientPayloadFields {
  readonly firstName: string;
  readonly lastName: string;
  readonly email: string | null;
  readonly phone: string | null;
  readonly secondPhone: string | null;
  readonly identificationNumber: string | null;
  readonly address: string | null;
  readonly birthDay: number | null;
  readonly birthMonth: number | null;
  readonly birthYear: number | null;
  readonly age: number | null;
  readonly recordNumber: number | null;
  /** 0 (unknown) when the client did not say. */
  readonly gender: Gender;
  readonly city: string | null;
  readonly district: string | null;
  /** The company's important note, then the client's, one per line; '' when neither has one. */
  readonly notes: string;
}

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
  const birth = form.birthDate === null ? null : dateParts(form.birthDate);
  return {
    ...form.customAttributes,
    firstName: form.firstName,
    lastName: form.lastName,
    email: form.email,
    phone: form.phone,
    secondPhone: form.secondPhone,
    identificationNumber: form.identificationNumber,
    address: form.address,
    birthDay: birth?.day ?? null,
    birthMonth: birth?.month ?? null,
    birthYear: birth?.year ?? null,
    age: form.age,
    recordNumber: form.recordNumber,
    gender: form.gender ?? 0,
    city: form.city,
    district: form.district,
    notes: bookingNotes(importantPresetNote, form.notes),
  };
}
