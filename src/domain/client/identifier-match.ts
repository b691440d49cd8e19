import type { ExistingClientCheck, IdentifierType } from './identification';
import { IDENTIFIER_TYPE } from './identification';

// How a company recognises a client from what the visitor typed (storefront §3 Existing client
// check response, §5 identification, §7 check_client_company). People write the same id number,
// email or phone in several ways; the company must know them whichever way they write it today.

/**
 * A phone typed without its country or area code still names the client when it is at least
 * this long and ends the recorded number: 8 digits is a whole local number in every market we serve.
 */
export const PHONE_SUFFIX_MIN_DIGITS = 8;

/**
 * The form an identifier is compared in: an id number without dots, dashes, spaces or case
 * ("12.345.678-k" is "12345678K"); an email trimmed and in lower case; a phone's digits only.
 */
export function comparableIdentifier(type: IdentifierType, value: string): string {
  switch (type) {
    case IDENTIFIER_TYPE.id:
      return value.replace(/[^0-9A-Za-z]/g, '').toUpperCase();
    case IDENTIFIER_TYPE.email:
      return value.trim().toLowerCase();
    case IDENTIFIER_TYPE.phone:
      return value.replace(/\D/g, '');
  }
}

/**
 * Which recorded phones a typed phone, in its comparable form (digits only), names: those it ends
 * once it has PHONE_SUFFIX_MIN_DIGITS digits (typed without the country or area code), those it
 * equals when shorter, and none when it holds no digit or anything but digits. The one phone rule
 * of "same client" (issue 30 §1): recognising a client and counting a client's pending payments
 * both ask it; a store translates the answer (an index on the digits read backwards, docs/adr/0082).
 */
export type PhoneMatch =
  | { readonly _tag: 'EndsWith'; readonly digits: string }
  | { readonly _tag: 'Equals'; readonly digits: string }
  | { readonly _tag: 'NamesNobody' };

export function phoneMatch(typed: string): PhoneMatch {
  if (!/^[0-9]+$/.test(typed)) return { _tag: 'NamesNobody' };
  return typed.length >= PHONE_SUFFIX_MIN_DIGITS
    ? { _tag: 'EndsWith', digits: typed }
    : { _tag: 'Equals', digits: typed };
}

/** Whether a recorded phone, in its comparable form, is one `match` names. */
export function phoneMatches(match: PhoneMatch, recorded: string): boolean {
  switch (match._tag) {
    case 'EndsWith':
      return recorded.endsWith(match.digits);
    case 'Equals':
      return recorded === match.digits;
    case 'NamesNobody':
      return false;
  }
}

/** Whether a recorded value names the client the visitor typed, both in their comparable forms. */
export function identifierMatches(type: IdentifierType, recorded: string, typed: string): boolean {
  if (typed === '') return false;
  if (type === IDENTIFIER_TYPE.phone) return recorded === typed || phoneMatches(phoneMatch(typed), recorded);
  return recorded === typed;
}

/** Who a booking was made by, or who is booking: the client record recognised, and what they typed. */
export interface ClientContact {
  /** The client record the company recognised them as; null when none. */
  readonly clientId: number | null;
  readonly email: string | null;
  readonly phone: string | null;
}

/**
 * The "same client" rule (issue 30 §1): whether `booked` (a booking already made) is `booker`'s,
 * for what one client may hold at once (the pending-payment cap, docs/adr/0042). The same client
 * record; or the email `booker` typed, trimmed and in any case; or the phone `booker` typed naming
 * the booking's as recognising a client names a recorded one (identifierMatches). A booker the
 * company recognised as no one (docs/adr/0048) is still known by what they type.
 */
export function sameClient(booked: ClientContact, booker: ClientContact): boolean {
  if (booker.clientId !== null && booked.clientId === booker.clientId) return true;
  const typedMatches = (type: IdentifierType, recorded: string | null, typed: string | null) =>
    recorded !== null &&
    typed !== null &&
    identifierMatches(type, comparableIdentifier(type, recorded), comparableIdentifier(type, typed));
  return (
    typedMatches(IDENTIFIER_TYPE.email, booked.email, booker.email) ||
    typedMatches(IDENTIFIER_TYPE.phone, booked.phone, booker.phone)
  );
}

/**
 * The company's answer from the clients the identifier names. A client the company stopped from
 * booking stays stopped whichever identifier names them: when several clients share it (a family
 * phone), any one of them being stopped answers `canBook` false, and the visitor is told to contact
 * the company rather than being let in under a relative's record.
 */
export function clientCompanyCheck(matches: readonly { readonly canBook: boolean }[]): ExistingClientCheck {
  const validId = matches.length > 0;
  return { validId, canBook: validId && matches.every((client) => client.canBook) };
}
