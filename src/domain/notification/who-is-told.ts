import { businessChangeOf, NOTICE_KINDS, type BusinessChange, type NoticeKind } from './booking-notice';

// Who is told of what happened to a booking (docs/adr/0044, 0052, 0067; issue 30 §1). Decided here,
// once, for every change that owes mail, whoever stores the outbox.

/** Every kind of client mail the outbox is asked to owe about a booking group. */
export type OwedNoticeKind = NoticeKind | 'payment_released' | 'reminder' | 'review_invitation';

/** Where a booking group's mail can go: the booker's email as typed, and the business's. */
export interface NoticeContacts {
  /** The booker's email as they typed it on the booking (docs/adr/0048); null or blank when none. */
  readonly clientEmail: string | null;
  /** The location's email; null or blank when it has none. */
  readonly businessEmail: string | null;
  /** Whether the company wants to hear of its bookings (companies.notify_business). */
  readonly notifyBusiness: boolean;
}

/** Who gets a mail about one change; the business with the change it is told of. */
export interface Audience {
  readonly client: boolean;
  readonly business: BusinessChange | null;
}

const isChange = (kind: OwedNoticeKind): kind is NoticeKind => (NOTICE_KINDS as readonly string[]).includes(kind);
const written = (email: string | null) => email !== null && email.trim() !== '';

/**
 * Whether the business is told of a `kind` of mail about its booking: a booking booked
 * (confirmed), moved or cancelled is told to the location's mailbox (docs/adr/0067) — unless the
 * company turned these notices off or the location has no email. A payment that released its
 * hours, a reminder and a review invitation are the client's alone. Answers the change told, or null.
 */
export function businessIsTold(kind: OwedNoticeKind, contacts: NoticeContacts): BusinessChange | null {
  return isChange(kind) && contacts.notifyBusiness && written(contacts.businessEmail) ? businessChangeOf(kind) : null;
}

/** Who is told of a `kind` of mail: the client whenever they left an email, the business as businessIsTold says. */
export function whoIsTold(kind: OwedNoticeKind, contacts: NoticeContacts): Audience {
  return { client: written(contacts.clientEmail), business: businessIsTold(kind, contacts) };
}
