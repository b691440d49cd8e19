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

/** Whether a recorded value names the client the visitor typed, both in their comparable forms. */
export function identifierMatches(type: IdentifierType, recorded: string, typed: string): boolean {
  if (typed === '') return false;
  if (recorded === typed) return true;
  return type === IDENTIFIER_TYPE.phone && typed.length >= PHONE_SUFFIX_MIN_DIGITS && recorded.endsWith(typed);
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
