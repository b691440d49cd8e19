// The links a client's mail carries (issue 18 "Links"): each opens an existing storefront page by
// the booking's confirmation code (storefront §2 `bookings/{action}/{code}`, `bookings/edit/{code}`),
// the review page by a review code, or the location's page to book again. The storefront's pages
// act only on POST, so following a link never changes a booking by itself.
//
// This module names the links and builds their addresses (code pages' paths: booking/code-pages.ts), and decides which of them a booking's
// mail offers from the booking's state and its company's limits (mailLinksFor).

import {
  cancellableUntil,
  type BookingLifecycle,
  type BookingStatus,
  type ChangePolicy,
} from '../booking/booking-lifecycle';
import { bookingActionFacts, bookingActions } from '../booking/booking-actions';
import { codePagePath, countrySegment, type CodePageKind } from '../booking/code-pages';
import type { Instant } from '../calendar/instant';

/** What a link in a mail does, in the order a mail shows them. */
export const MAIL_LINK_KINDS = [
  'view',
  'confirm',
  'confirmAll',
  'change',
  'cancel',
  'cancelAll',
  'review',
  'bookAgain',
] as const;
export type MailLinkKind = (typeof MAIL_LINK_KINDS)[number];

/** A link as a mail shows it: a button (HTML) or a labelled address (plain text). */
export interface MailLink {
  readonly kind: MailLinkKind;
  readonly href: string;
}

function origin(storefrontOrigin: string): string {
  return storefrontOrigin.replace(/\/+$/, '');
}

/** A code page's full address under the storefront's public origin. */
export function codePageLink(
  storefrontOrigin: string,
  countryCode: string,
  kind: CodePageKind,
  code: string,
): MailLink {
  return { kind, href: `${origin(storefrontOrigin)}${codePagePath(countryCode, kind, code)}` };
}

/** The review invitation's page (ADR 0032): `/{country}/reviews/{code}`. */
export function reviewLink(storefrontOrigin: string, countryCode: string, reviewCode: string): MailLink {
  return {
    kind: 'review',
    href: `${origin(storefrontOrigin)}/${countrySegment(countryCode)}/reviews/${encodeURIComponent(reviewCode)}`,
  };
}

/** The location's storefront page (storefront §2 `/{country}/sucursal/{locationId}`), to book again. */
export function bookAgainLink(storefrontOrigin: string, countryCode: string, locationId: number): MailLink {
  return {
    kind: 'bookAgain',
    href: `${origin(storefrontOrigin)}/${countrySegment(countryCode)}/sucursal/${String(locationId)}`,
  };
}

/**
 * The location's page with the booking wizard opened for a vehicle's maintenance (issue 33;
 * docs/adr/0119): `/{country}/sucursal/{locationId}?services_id={serviceId}&plate={PLATE}`, the
 * service preselected (preselection.ts) and the plate as the register writes it.
 */
export function bookMaintenanceLink(
  storefrontOrigin: string,
  countryCode: string,
  locationId: number,
  serviceId: number,
  plate: string,
): { readonly kind: 'bookMaintenance'; readonly href: string } {
  const query = `services_id=${String(serviceId)}&plate=${encodeURIComponent(plate)}`;
  return {
    kind: 'bookMaintenance',
    href: `${bookAgainLink(storefrontOrigin, countryCode, locationId).href}?${query}`,
  };
}

// Which links a booking's mail offers (issue 18 "only those the booking's state and the company's
// limits allow"): each link is offered exactly when the page it opens would do what it says — the
// same lifecycle rules (booking-lifecycle.ts) the page's POST is held to —, so a client never
// follows a link to be told no. A mail of some kind offers fewer: a cancellation only the way to
// book again, a reminder only what concerns the booking it reminds of.

/** The part of a booking its links read. */
export interface LinkedBooking {
  readonly status: BookingStatus;
  readonly start: Instant;
  /** The client already said they will attend. */
  readonly clientConfirmed: boolean;
  /** How many times the client moved it. */
  readonly modifications: number;
  /** A seat in a class, which is never moved (edit-booking.ts). */
  readonly isClass: boolean;
}

/** A booking of the group, as the `_all` pages read it: they act on every booking of the group. */
export type GroupMember = Pick<LinkedBooking, 'status' | 'start' | 'clientConfirmed'>;

/**
 * Where the links are offered: a mail of one of these kinds, or `page` — the booking's own page
 * (storefront `bookings/view/{code}`), which offers everything the booking's state allows.
 */
export const LINK_OCCASIONS = ['page', 'confirmed', 'moved', 'cancelled', 'reminder'] as const;
export type LinkOccasion = (typeof LINK_OCCASIONS)[number];

/** The links that concern one booking. */
const BOOKING_LINK_KINDS = [
  'view',
  'confirm',
  'change',
  'cancel',
  'bookAgain',
] as const satisfies readonly MailLinkKind[];
export type BookingLinkKind = (typeof BOOKING_LINK_KINDS)[number];
/** The links that act on every booking of the group. */
export type GroupLinkKind = Extract<MailLinkKind, 'confirmAll' | 'cancelAll'>;

/** What each occasion may offer at most; the booking's state narrows it further. */
const OFFERED_ON: Readonly<Record<LinkOccasion, readonly MailLinkKind[]>> = {
  page: MAIL_LINK_KINDS,
  confirmed: MAIL_LINK_KINDS,
  moved: MAIL_LINK_KINDS,
  // What was cancelled is gone: the only way on is to book again.
  cancelled: ['bookAgain'],
  // A reminder is about the one booking it reminds of.
  reminder: ['view', 'confirm', 'change', 'cancel'],
};

const standing = (booking: GroupMember) => booking.status !== 'cancelled';
/** The lifecycle's limits read only a booking's start and modifications. */
const limitsOf = (booking: GroupMember & { readonly modifications?: number }): BookingLifecycle => ({
  status: booking.status,
  start: booking.start,
  end: booking.start,
  clientConfirmedAt: null,
  cancelledAt: null,
  modifications: booking.modifications ?? 0,
});
const notStarted = (booking: GroupMember, now: Instant) => now < booking.start;
/** As `cancel` in booking-lifecycle.ts accepts it (the limit is counted from the start alone). */
const cancellable = (booking: GroupMember, now: Instant, policy: ChangePolicy) =>
  standing(booking) && notStarted(booking, now) && now <= cancellableUntil(limitsOf(booking), policy);

/**
 * The links a booking's part of a mail (or its page) offers at `now`, in the order a mail shows
 * them: those the booking offers its client by the one rule of booking-actions.ts (the same the
 * storefront's confirmation view and booking's page follow) — to see it while it stands, to book
 * again once cancelled, to confirm attendance, to change the hour (no class seat), to cancel, each
 * within the company's limits — narrowed to what the occasion shows. The `_all` links are the
 * group's (groupLinksFor), which reads every booking of the group.
 */
export function bookingLinksFor(facts: {
  readonly occasion: LinkOccasion;
  readonly now: Instant;
  readonly policy: ChangePolicy;
  readonly booking: LinkedBooking;
}): readonly BookingLinkKind[] {
  const { now, policy, booking } = facts;
  const lifecycle: BookingLifecycle = {
    ...limitsOf(booking),
    clientConfirmedAt: booking.clientConfirmed ? booking.start : null,
  };
  const offers = bookingActions(
    { ...bookingActionFacts(lifecycle, policy, { standing: 1, unconfirmed: false }), isClass: booking.isClass },
    now,
  );
  const offered = OFFERED_ON[facts.occasion];
  return offers.filter(
    (kind): kind is BookingLinkKind =>
      (BOOKING_LINK_KINDS as readonly string[]).includes(kind) && offered.includes(kind),
  );
}

/**
 * The links a mail (or page) offers for the whole group at `now` — the `_all` pages act on every
 * booking of the group, all or nothing: to confirm attendance to all, while there are several, all
 * confirmed, none started, and any not yet confirmed by the client; to cancel all, while several
 * still stand and each of them may still be cancelled.
 */
export function groupLinksFor(facts: {
  readonly occasion: LinkOccasion;
  readonly now: Instant;
  readonly policy: ChangePolicy;
  /** Every booking of the group. */
  readonly group: readonly GroupMember[];
}): readonly GroupLinkKind[] {
  const { now, policy, group } = facts;
  const standingOnes = group.filter(standing);
  const allowed: Readonly<Record<GroupLinkKind, boolean>> = {
    confirmAll:
      group.length > 1 &&
      group.every((booking) => booking.status === 'confirmed' && notStarted(booking, now)) &&
      group.some((booking) => !booking.clientConfirmed),
    cancelAll: standingOnes.length > 1 && standingOnes.every((booking) => cancellable(booking, now, policy)),
  };
  const offered = OFFERED_ON[facts.occasion];
  return MAIL_LINK_KINDS.filter(
    (kind): kind is GroupLinkKind => kind in allowed && allowed[kind as GroupLinkKind] && offered.includes(kind),
  );
}

/** A booking a mail is about, with its confirmation code when its sealed form opened; null when it did not. */
export interface MailedBooking extends LinkedBooking {
  readonly id: number;
  readonly code: string | null;
}

/** The links of one mail: each booking's, and the group's. */
export interface MailLinks {
  readonly perBooking: (bookingId: number) => readonly MailLink[];
  readonly group: readonly MailLink[];
}

/**
 * The links of a mail about `bookings` (issue 18): for each, those bookingLinksFor offers, and for
 * the group those groupLinksFor offers, as addresses under the storefront's origin. A link by code
 * needs the booking's code — a booking whose sealed code did not open (another key, none kept)
 * goes without them —, and the group's links take the code of the first booking that has one (an
 * `_all` page acts on the group of whichever booking its code names). To book again needs the
 * location; without it, none.
 */
export function mailLinksFor(facts: {
  readonly occasion: LinkOccasion;
  readonly now: Instant;
  readonly policy: ChangePolicy;
  readonly bookings: readonly MailedBooking[];
  /** Every booking of the group, those of the mail included. */
  readonly group: readonly GroupMember[];
  readonly address: {
    readonly storefrontOrigin: string;
    readonly countryCode: string;
    readonly locationId: number | null;
  };
}): MailLinks {
  const { address } = facts;
  const linksOf = (booking: MailedBooking): readonly MailLink[] =>
    bookingLinksFor({ ...facts, booking }).flatMap((kind): readonly MailLink[] => {
      if (kind === 'bookAgain')
        return address.locationId === null
          ? []
          : [bookAgainLink(address.storefrontOrigin, address.countryCode, address.locationId)];
      return booking.code === null
        ? []
        : [codePageLink(address.storefrontOrigin, address.countryCode, kind, booking.code)];
    });
  const perBooking = new Map(facts.bookings.map((booking) => [booking.id, linksOf(booking)]));
  const groupCode = facts.bookings.find((booking) => booking.code !== null)?.code ?? null;
  const group =
    groupCode === null
      ? []
      : groupLinksFor(facts).map((kind) =>
          codePageLink(address.storefrontOrigin, address.countryCode, kind, groupCode),
        );
  return { perBooking: (bookingId) => perBooking.get(bookingId) ?? [], group };
}
