import { foldedText } from '../shared/folded-text';
import { IDENTIFIER_TYPE, type IdentifierType } from './identification';
import type { ClientId } from './client-id';

// Which of a company's client records a booking is filed under (docs/adr/0048). A booking always
// carries the details its booker typed — name, email, phone, id number — and shows and mails only
// those; the record joins it to the client's history, memberships and stop. A company recognises
// its client only by the identifier it identifies its clients by (storefront §3 Company booking
// info, §4 client identification): the one a client-exclusive company asks for, the id number
// otherwise, which is also what the client form asks for where memberships are sold
// (booking-wizard §5). An email or a phone alone never files a booking under someone's record: who
// types another person's phone or email is a new client, not that person.

/** How a company identifies its clients (Company booking info: clientExclusive, clientExclusiveBy). */
export interface IdentificationRule {
  readonly clientExclusive: boolean;
  /** The identifier a client-exclusive company asks for; null for the id number, or when not exclusive. */
  readonly clientExclusiveBy: IdentifierType | null;
}

/** The identifier the company knows its clients by: the one a client-exclusive company asks for (the id number when it names none), else the id number. */
export function companyIdentifier(rule: IdentificationRule): IdentifierType {
  return rule.clientExclusive ? (rule.clientExclusiveBy ?? IDENTIFIER_TYPE.id) : IDENTIFIER_TYPE.id;
}

/** The identifiers a booker typed. */
export interface TypedIdentifiers {
  readonly identificationNumber: string | null;
  readonly email: string | null;
  readonly phone: string | null;
}

/** What the booker typed for identifier `type`; null when they typed none. */
export function typedIdentifier(typed: TypedIdentifiers, type: IdentifierType): string | null {
  switch (type) {
    case IDENTIFIER_TYPE.id:
      return typed.identificationNumber;
    case IDENTIFIER_TYPE.email:
      return typed.email;
    case IDENTIFIER_TYPE.phone:
      return typed.phone;
  }
}

/** A client record, as telling records apart needs it. */
export interface RecordedClient {
  readonly id: ClientId;
  readonly firstName: string;
  readonly lastName: string;
}

/** A person's name as two writings of it compare: folded (case and accents), spaces collapsed. */
function comparableName(firstName: string, lastName: string): string {
  return foldedText(`${firstName} ${lastName}`).trim().split(/\s+/u).join(' ');
}

/**
 * The record a booking is filed under, among `named` — the company's clients its identifier names,
 * as the booker typed it (identifier-match.ts) — or null to file a new record of the typed details.
 * One record named is the client's. Several (a family sharing the phone a company identifies its
 * clients by) are told apart by the typed name; when the name tells none or more than one apart,
 * the booking is filed under none of them rather than under a relative's.
 */
export function recognisedClient(
  named: readonly RecordedClient[],
  typed: { readonly firstName: string; readonly lastName: string },
): ClientId | null {
  const distinct = [...new Map(named.map((client) => [client.id, client])).values()];
  const [only] = distinct;
  if (distinct.length === 1 && only !== undefined) return only.id;
  const name = comparableName(typed.firstName, typed.lastName);
  const sameName = distinct.filter((client) => comparableName(client.firstName, client.lastName) === name);
  return sameName.length === 1 ? (sameName[0]?.id ?? null) : null;
}
