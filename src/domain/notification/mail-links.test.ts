import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  cancel,
  cancellableUntil,
  changeAll,
  confirmAttendance,
  modifiableUntil,
  modificationsLeft,
  reschedule,
  type BookingLifecycle,
  type ChangePolicy,
} from '../booking/booking-lifecycle';
import { anyBooking, anyChangePolicy, anyInstant, type TestBooking } from '../booking/booking.arbitraries';
import { addMinutes, type Instant } from '../calendar/instant';
import {
  bookingLinksFor,
  groupLinksFor,
  LINK_OCCASIONS,
  MAIL_LINK_KINDS,
  mailLinksFor,
  type LinkedBooking,
  type LinkOccasion,
  type MailedBooking,
  bookMaintenanceLink,
} from './mail-links';

// Which links a booking's mail offers (issue 18 "Links"): only those its state and its company's
// limits allow, each one the page it opens would honour, and fewer on some mails.

const linked = (booking: TestBooking, isClass = false): LinkedBooking => ({
  status: booking.status,
  start: booking.start,
  clientConfirmed: booking.clientConfirmedAt !== null,
  modifications: booking.modifications,
  isClass,
});

/** What an arbitrary draws. */
type Drawn<A> = A extends fc.Arbitrary<infer T> ? T : never;

const anyOccasion = fc.constantFrom(...LINK_OCCASIONS);
const anyFacts = fc.record({
  occasion: anyOccasion,
  now: anyInstant,
  policy: anyChangePolicy,
  booking: anyBooking,
  isClass: fc.boolean(),
});
/** A group of one to four bookings, as the `_all` pages act on it. */
const anyGroup = fc.array(anyBooking, { minLength: 1, maxLength: 4 });

const linksOf = ({ occasion, now, policy, booking, isClass }: Drawn<typeof anyFacts>) =>
  bookingLinksFor({ occasion, now, policy, booking: linked(booking, isClass) });

/** What the page behind each link does, as the storefront's POST does it: ok and changing the booking. */
const acts = {
  cancel: (booking: BookingLifecycle, now: Instant, policy: ChangePolicy) =>
    cancel(booking, now, policy).map((after) => after !== booking),
  confirm: (booking: BookingLifecycle, now: Instant) =>
    confirmAttendance(booking, now).map((after) => after !== booking),
};

describe('the links of one booking', () => {
  it('never offers to cancel once past the company’s cancellation limit or the start, nor a cancelled booking', () => {
    fc.assert(
      fc.property(anyFacts, (facts) => {
        if (!linksOf(facts).includes('cancel')) return;
        expect(facts.now).toBeLessThanOrEqual(cancellableUntil(facts.booking, facts.policy));
        expect(facts.now).toBeLessThan(facts.booking.start);
        expect(facts.booking.status).not.toBe('cancelled');
      }),
    );
  });

  it('never offers to change the hour with no modifications left, past the modification limit, of a class seat or once started', () => {
    fc.assert(
      fc.property(anyFacts, (facts) => {
        if (!linksOf(facts).includes('change')) return;
        expect(modificationsLeft(facts.booking, facts.policy)).toBeGreaterThan(0);
        expect(facts.now).toBeLessThanOrEqual(modifiableUntil(facts.booking, facts.policy));
        expect(facts.now).toBeLessThan(facts.booking.start);
        expect(facts.isClass).toBe(false);
      }),
    );
  });

  it('gives a cancelled booking only the way to book again, and any other the way to see it first', () => {
    fc.assert(
      fc.property(anyFacts, (facts) => {
        const links = linksOf(facts);
        if (facts.booking.status === 'cancelled')
          expect(links).toEqual(facts.occasion === 'reminder' ? [] : ['bookAgain']);
        else if (facts.occasion !== 'cancelled') expect(links[0]).toBe('view');
        expect(facts.booking.status !== 'cancelled' || !links.includes('view')).toBe(true);
      }),
    );
  });

  it('offers to cancel or confirm attendance exactly when the page would do it (the lifecycle’s own rules)', () => {
    fc.assert(
      fc.property(anyFacts, (facts) => {
        const links = bookingLinksFor({ ...facts, occasion: 'page', booking: linked(facts.booking, facts.isClass) });
        expect(links.includes('cancel')).toBe(acts.cancel(facts.booking, facts.now, facts.policy).unwrapOr(false));
        expect(links.includes('confirm')).toBe(acts.confirm(facts.booking, facts.now).unwrapOr(false));
      }),
    );
  });

  it('offers to change the hour exactly when the booking, not a class seat, could be moved to a later free hour', () => {
    fc.assert(
      fc.property(anyFacts, (facts) => {
        const links = bookingLinksFor({ ...facts, occasion: 'page', booking: linked(facts.booking, facts.isClass) });
        const later = { start: addMinutes(facts.now, 7 * 24 * 60), end: addMinutes(facts.now, 7 * 24 * 60 + 30) };
        const movable = !facts.isClass && reschedule(facts.booking, later, facts.now, facts.policy).isOk();
        expect(links.includes('change')).toBe(movable);
      }),
    );
  });

  it('never offers to confirm attendance already confirmed, waiting for a payment, or once started', () => {
    fc.assert(
      fc.property(anyFacts, (facts) => {
        if (!linksOf(facts).includes('confirm')) return;
        expect(facts.booking.clientConfirmedAt).toBeNull();
        expect(facts.booking.status).toBe('confirmed');
        expect(facts.now).toBeLessThan(facts.booking.start);
      }),
    );
  });

  it('lists each link once, in the order a mail shows them, and only those the occasion allows', () => {
    const allowedOn: Readonly<Record<LinkOccasion, readonly string[]>> = {
      page: MAIL_LINK_KINDS,
      confirmed: MAIL_LINK_KINDS,
      moved: MAIL_LINK_KINDS,
      cancelled: ['bookAgain'],
      reminder: ['view', 'confirm', 'change', 'cancel'],
    };
    fc.assert(
      fc.property(anyFacts, (facts) => {
        const links = linksOf(facts);
        const positions = links.map((kind) => MAIL_LINK_KINDS.indexOf(kind));
        expect(positions).toEqual([...new Set(positions)].sort((a, b) => a - b));
        for (const kind of links) expect(allowedOn[facts.occasion]).toContain(kind);
      }),
    );
  });
});

describe('the links of the whole group', () => {
  const anyGroupFacts = fc.record({ occasion: anyOccasion, now: anyInstant, policy: anyChangePolicy, group: anyGroup });
  const groupLinks = ({ occasion, now, policy, group }: Drawn<typeof anyGroupFacts>) =>
    groupLinksFor({ occasion, now, policy, group: group.map((booking) => linked(booking)) });

  it('offers to cancel all exactly when several still stand and the page would cancel them all', () => {
    fc.assert(
      fc.property(anyGroupFacts, (facts) => {
        const all = changeAll(facts.group, (booking) => cancel(booking, facts.now, facts.policy));
        const several = facts.group.filter((booking) => booking.status !== 'cancelled').length > 1;
        expect(groupLinks({ ...facts, occasion: 'page' }).includes('cancelAll')).toBe(several && all.isOk());
      }),
    );
  });

  it('offers to confirm all exactly when there are several, the page would confirm them all, and one is not yet confirmed', () => {
    fc.assert(
      fc.property(anyGroupFacts, (facts) => {
        const all = changeAll(facts.group, (booking) => confirmAttendance(booking, facts.now));
        const changes = all.map((after) => after.some((booking, index) => booking !== facts.group[index]));
        expect(groupLinks({ ...facts, occasion: 'page' }).includes('confirmAll')).toBe(
          facts.group.length > 1 && changes.unwrapOr(false),
        );
      }),
    );
  });

  it('offers nothing for the group on a cancellation’s mail or a reminder', () => {
    fc.assert(
      fc.property(anyGroupFacts, fc.constantFrom('cancelled' as const, 'reminder' as const), (facts, occasion) => {
        expect(groupLinks({ ...facts, occasion })).toEqual([]);
      }),
    );
  });
});

describe('the links of a mail, as addresses', () => {
  const address = { storefrontOrigin: 'https://reservas.example/', countryCode: 'CL', locationId: 12 };
  const anyMailed = fc
    .tuple(anyBooking, fc.boolean(), fc.option(fc.string({ minLength: 1, maxLength: 40 }), { nil: null }))
    .map(([booking, isClass, code]): MailedBooking => ({ ...linked(booking, isClass), id: booking.id, code }));
  const anyMail = fc.record({
    occasion: anyOccasion,
    now: anyInstant,
    policy: anyChangePolicy,
    bookings: fc.uniqueArray(anyMailed, { minLength: 1, maxLength: 4, selector: (booking) => booking.id }),
  });

  it('links by each booking’s own code, under the storefront’s origin, and by none when its code did not open', () => {
    fc.assert(
      fc.property(anyMail, (mail) => {
        const links = mailLinksFor({ ...mail, group: mail.bookings, address });
        for (const booking of mail.bookings) {
          const own = links.perBooking(booking.id);
          const byCode = own.filter((link) => link.kind !== 'bookAgain');
          if (booking.code === null) expect(byCode).toEqual([]);
          for (const link of byCode) {
            expect(link.href.startsWith('https://reservas.example/cl/bookings/')).toBe(true);
            expect(link.href.endsWith(`/${encodeURIComponent(booking.code ?? '')}`)).toBe(true);
          }
          for (const link of own.filter((each) => each.kind === 'bookAgain'))
            expect(link.href).toBe('https://reservas.example/cl/sucursal/12');
          expect(own.map((link) => link.kind)).toEqual(
            bookingLinksFor({ ...mail, booking }).filter((kind) => kind === 'bookAgain' || booking.code !== null),
          );
        }
      }),
    );
  });

  it('links the group’s pages by the code of one of its bookings, and offers them only with one', () => {
    fc.assert(
      fc.property(anyMail, (mail) => {
        const { group } = mailLinksFor({ ...mail, group: mail.bookings, address });
        const codes = mail.bookings.flatMap((booking) => (booking.code === null ? [] : [booking.code]));
        if (codes.length === 0) expect(group).toEqual([]);
        else expect(group.map((link) => link.kind)).toEqual(groupLinksFor({ ...mail, group: mail.bookings }));
        for (const link of group)
          expect(codes.some((code) => link.href.endsWith(`/${encodeURIComponent(code)}`))).toBe(true);
      }),
    );
  });

  it('writes the addresses the storefront serves', () => {
    const at = (iso: string) => Date.parse(iso) as Instant;
    const booking: MailedBooking = {
      id: 7,
      status: 'confirmed',
      start: at('2026-12-03T10:00:00Z'),
      clientConfirmed: false,
      modifications: 0,
      isClass: false,
      code: 'abc/123',
    };
    const links = mailLinksFor({
      occasion: 'confirmed',
      now: at('2026-12-01T10:00:00Z'),
      policy: { cancellationLimitHours: 24, modificationLimitHours: 24, maxModifications: 2 },
      bookings: [booking],
      group: [booking, { ...booking, start: at('2026-12-03T11:00:00Z') }],
      address,
    });
    expect(links.perBooking(7)).toEqual([
      { kind: 'view', href: 'https://reservas.example/cl/bookings/view/abc%2F123' },
      { kind: 'confirm', href: 'https://reservas.example/cl/bookings/confirm/abc%2F123' },
      { kind: 'change', href: 'https://reservas.example/cl/bookings/edit/abc%2F123' },
      { kind: 'cancel', href: 'https://reservas.example/cl/bookings/cancel/abc%2F123' },
    ]);
    expect(links.group).toEqual([
      { kind: 'confirmAll', href: 'https://reservas.example/cl/bookings/confirm_all/abc%2F123' },
      { kind: 'cancelAll', href: 'https://reservas.example/cl/bookings/cancel_all/abc%2F123' },
    ]);
    expect(links.perBooking(8)).toEqual([]);
  });
});

describe("a maintenance reminder's link (docs/adr/0119)", () => {
  it('opens the location’s wizard with the due service and the plate selected, under the storefront’s origin', () => {
    expect(bookMaintenanceLink('https://reservas.example/', 'CL', 3, 32, 'KLPR34')).toEqual({
      kind: 'bookMaintenance',
      href: 'https://reservas.example/cl/sucursal/3?services_id=32&plate=KLPR34',
    });
  });
});
