import { describe, expect, it } from 'vitest';
import type { ProviderId } from '#domain/catalog/service';
import type { Service } from '#domain/catalog/service';
import {
  aBookedHaircut as aBooked,
  at,
  facial,
  haircut,
  salonAgenda as agenda,
  submissionPorts,
} from './booking-submission.test-support';
import { editBooking, type EditBookingRequest } from './edit-booking';
import { inMemoryBookings, referenceNumber } from './in-memory-bookings.test-support';
import { inMemoryCatalogue, offered } from '../catalogue/in-memory-directories.test-support';
import { fixedClock, inMemoryAgendas } from '../availability/location-agenda.test-support';
import type { LocationAgenda } from '../ports/server/agenda';
import type { BookedService, BookingGroupRecord } from '#domain/booking/booking-group';
import type { CompanyBookingSettings } from '../ports/server/company-directory';
import { bookingId, companyId, locationId } from '#domain/shared/ids.test-support';

// Moving a booking through its confirmation code (storefront §2 bookings/edit; booking-lifecycle
// `reschedule`) over in-memory ports: the lifecycle's refusals, the new hour's checks, and the move.

interface Group {
  /** The group's other bookings, booked with the one moved. */
  readonly others?: readonly BookedService[];
  readonly services?: readonly Service[];
  readonly settings?: Partial<CompanyBookingSettings>;
}

function setUp(booked: BookedService = aBooked(), taken: LocationAgenda['bookings'] = [], made: Group = {}) {
  const group: BookingGroupRecord = {
    id: 1,
    trxId: 'TRX-1',
    reference: referenceNumber(1),
    location: {
      id: locationId(1),
      companyId: companyId(1),
      name: 'Providencia',
      address: null,
      phone: null,
      email: null,
      timeZone: 'America/Santiago',
      countryCode: 'cl',
      currency: { unit: '$', delimiter: '.', separator: ',' },
      company: { name: 'Barbería Central', colorMinisite: null, logo: null },
    },
    client: { fullName: 'Ana Pérez', email: null, phone: null },
    policy: { cancellationLimitHours: 24, modificationLimitHours: 24, maxModifications: 2 },
    bookings: [booked, ...(made.others ?? [])],
  };
  const store = inMemoryBookings([{ group, accessToken: 'token', codes: { 'code-11': booked.id } }]);
  const edit = editBooking({
    bookings: store,
    agendas: inMemoryAgendas([
      { ...agenda, bookings: [{ providerId: booked.provider.id, start: booked.start, end: booked.end }, ...taken] },
    ]),
    catalogue: inMemoryCatalogue({
      catalogues: { 1: { categories: [], services: (made.services ?? [haircut]).map(offered) } },
    }),
    companyDirectory: submissionPorts(made.settings === undefined ? {} : { settings: made.settings }).companyDirectory,
    // Tuesday 2026-12-01, 08:00 in Santiago.
    clock: fixedClock('2026-12-01T11:00:00Z'),
  });
  return { edit, store };
}

const MOVE: EditBookingRequest = {
  bookingId: bookingId(11),
  confirmationCode: 'code-11',
  start: at('2026-12-04T15:00:00-03:00'),
  end: at('2026-12-04T15:45:00-03:00'),
  providerId: 1,
};

describe('moving a booking through its confirmation code', () => {
  it('moves the booking to the new hour, counting the modification', async () => {
    const { edit } = setUp();
    const edited = (await edit(MOVE))._unsafeUnwrap();
    expect(edited.booking).toMatchObject({ start: MOVE.start, end: MOVE.end, modifications: 1 });
    expect(edited.modificationsLeft).toBe(1);
  });

  it('moves "first provider available" to a professional free at the new hour', async () => {
    const { edit } = setUp(aBooked(), [{ providerId: 1 as ProviderId, start: MOVE.start, end: MOVE.end }]);
    const edited = (await edit({ ...MOVE, providerId: 0 }))._unsafeUnwrap();
    expect(edited.booking.provider.id).toBe(2);
  });

  it('lets the booking move within its own time', async () => {
    const { edit } = setUp();
    const later = { ...MOVE, start: at('2026-12-03T10:15:00-03:00'), end: at('2026-12-03T11:00:00-03:00') };
    expect((await edit(later))._unsafeUnwrap().booking.start).toBe(later.start);
  });

  it('answers a code that names another booking as not found', async () => {
    const { edit } = setUp();
    expect((await edit({ ...MOVE, bookingId: bookingId(12) }))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'BookingNotFound',
    });
    expect((await edit({ ...MOVE, confirmationCode: 'unknown' }))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'BookingNotFound',
    });
  });

  it('refuses a cancelled booking, naming it', async () => {
    const { edit } = setUp(aBooked({ status: 'cancelled' }));
    expect((await edit(MOVE))._unsafeUnwrapErr()).toEqual({
      _tag: 'BookingCancelled',
      code: 'BOOKING.CANCELLED',
      bookingId: 11,
    });
  });

  it('refuses a booking moved as many times as the company allows', async () => {
    const { edit } = setUp(aBooked({ modifications: 2 }));
    expect((await edit(MOVE))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'BookingNotModifiable',
      reason: 'LIMIT_REACHED',
    });
  });

  it('refuses a booking inside the modification window', async () => {
    const { edit } = setUp(aBooked({ start: at('2026-12-01T20:00:00-03:00'), end: at('2026-12-01T20:45:00-03:00') }));
    expect((await edit(MOVE))._unsafeUnwrapErr()).toMatchObject({ _tag: 'BookingNotModifiable', reason: 'TOO_LATE' });
  });

  it('refuses to move a class, whose time is the class’s', async () => {
    const { edit } = setUp(aBooked({ isClass: true }));
    expect((await edit(MOVE))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'BookingRequestInvalid',
      fields: [{ field: 'booking.start', problem: 'notOffered' }],
    });
  });

  it('refuses an end that is not the start plus the service’s duration', async () => {
    const { edit } = setUp();
    expect((await edit({ ...MOVE, end: at('2026-12-04T16:00:00-03:00') }))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'BookingRequestInvalid',
      fields: [{ field: 'booking.end', problem: 'wrongEnd' }],
    });
  });

  it('refuses a professional who does not perform the service', async () => {
    const { edit } = setUp();
    expect((await edit({ ...MOVE, providerId: 9 }))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'BookingRequestInvalid',
      fields: [{ field: 'booking.providerId', problem: 'invalid' }],
    });
  });

  it('refuses an hour the professional is not free at with SlotTaken, leaving the booking where it was', async () => {
    const { edit, store } = setUp(aBooked(), [{ providerId: 1 as ProviderId, start: MOVE.start, end: MOVE.end }]);
    expect((await edit(MOVE))._unsafeUnwrapErr()).toMatchObject({ _tag: 'SlotTaken' });
    expect(store.groups[0]?.group.bookings[0]).toMatchObject({ start: aBooked().start, modifications: 0 });
  });

  it('refuses an hour outside working hours as taken', async () => {
    const { edit } = setUp();
    const night = { ...MOVE, start: at('2026-12-04T22:00:00-03:00'), end: at('2026-12-04T22:45:00-03:00') };
    expect((await edit(night))._unsafeUnwrapErr()).toMatchObject({ _tag: 'SlotTaken' });
  });
});

describe("moving a booking of a group the storefront's cart refuses (issue 29; booking-wizard §4, storefront §9)", () => {
  const facialBooked = aBooked({
    id: bookingId(12),
    serviceId: facial.id,
    serviceName: 'Limpieza facial',
    start: at('2026-12-03T12:00:00-03:00'),
    end: at('2026-12-03T13:00:00-03:00'),
    durationMinutes: 60,
  });

  it('refuses to move a haircut booked with a special-discount facial, naming the cart’s code, and moves nothing', async () => {
    const { edit, store } = setUp(aBooked(), [], { others: [facialBooked], services: [haircut, facial] });
    expect((await edit(MOVE))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'BookingSelectionRefused',
      code: 'CART.SPECIAL_DISCOUNT_MUST_BE_FIRST',
      field: 'id',
    });
    expect(store.groups[0]?.group.bookings[0]?.modifications).toBe(0);
  });

  it('moves the haircut once the facial booked with it is cancelled', async () => {
    const cancelled = { ...facialBooked, status: 'cancelled' as const, cancelledAt: at('2026-11-30T10:00:00-03:00') };
    const { edit } = setUp(aBooked(), [], { others: [cancelled], services: [haircut, facial] });
    expect((await edit(MOVE)).isOk()).toBe(true);
  });

  it('refuses to move one of two services booked together in the workshop variant, which books one at a time', async () => {
    const second = aBooked({
      id: bookingId(12),
      start: at('2026-12-03T12:00:00-03:00'),
      end: at('2026-12-03T12:45:00-03:00'),
    });
    const { edit } = setUp(aBooked(), [], { others: [second], settings: { workshopVariant: true } });
    expect((await edit(MOVE))._unsafeUnwrapErr()).toMatchObject({ code: 'CART.SINGLE_SELECTION' });
  });
});
