import { describe, expect, it } from 'vitest';
import { everyDay, exampleProvider } from '../domain/availability/availability.arbitraries';
import type { Instant } from '../domain/calendar/instant';
import type { ProviderId } from '../domain/catalog/service';
import { createBooking, type CreateBookingRequest } from './create-booking';
import {
  acceptingHumanCheck,
  inMemoryBookings,
  inMemoryIdempotentRequests,
  inMemoryMemberships,
  inMemoryStaffKeys,
  sequentialTokens,
} from './in-memory-bookings.test-support';
import { aCompany, aLocation, aService, inMemoryCatalog, inMemoryCompanyDirectory, offered, someBookingSettings } from './in-memory-directories.test-support';
import { fixedClock, inMemoryAgendas } from './location-agenda.test-support';
import type { LocationAgenda } from './ports/agenda';

// Creating bookings (booking-wizard §4 Submission, §7 Create booking; ADR 0014, ADR 0017, ADR 0018)
// over in-memory ports: who is let in, what an Idempotency-Key does, and who "first provider
// available" becomes.

const haircut = aService({ id: 1, durationMinutes: 45, serviceProviders: [{ id: 1, publicName: 'Camila' }, { id: 2, publicName: 'Matías' }] });

const agenda: LocationAgenda = {
  locationId: 1,
  companyId: 1,
  timeZone: 'America/Santiago',
  slotStepMinutes: 15,
  minimumNoticeMinutes: 60,
  afterBookingMonths: 3,
  providers: [exampleProvider(1, everyDay([['09:00', '18:00']])), exampleProvider(2, everyDay([['09:00', '18:00']]))],
  bookings: [],
  classTimes: [],
  classSeatsTaken: [],
};

function setUp(taken: LocationAgenda['bookings'] = []) {
  const idempotentRequests = inMemoryIdempotentRequests();
  const bookings = inMemoryBookings([], idempotentRequests);
  const create = createBooking({
    companyDirectory: inMemoryCompanyDirectory({
      companies: [aCompany({ id: 1, webAddress: 'salon-aurora' })],
      bookingSettings: { 'salon-aurora': someBookingSettings() },
      locations: [aLocation({ id: 1, companyId: 1 })],
    }),
    catalog: inMemoryCatalog({ catalogues: { 1: { categories: [], services: [offered(haircut)] } } }),
    agendas: inMemoryAgendas([{ ...agenda, bookings: taken }]),
    // Tuesday 2026-12-01, 08:00 in Santiago.
    clock: fixedClock('2026-12-01T11:00:00Z'),
    bookings,
    memberships: inMemoryMemberships(),
    staffKeys: inMemoryStaffKeys({ 'staff-key': { id: 1, label: 'staff', companyId: null } }),
    humanCheck: acceptingHumanCheck,
    idempotentRequests,
    tokens: sequentialTokens(),
  });
  return { create, bookings };
}

const at = (iso: string) => Date.parse(iso) as Instant;

function aRequest(overrides: Partial<CreateBookingRequest> = {}): CreateBookingRequest {
  return {
    locationId: 1,
    items: [
      {
        serviceId: 1,
        bundled: false,
        bundleId: null,
        start: at('2026-12-02T10:00:00-03:00'),
        end: at('2026-12-02T10:45:00-03:00'),
        providerId: 0,
        paymentMembershipId: null,
        recordHistory: null,
      },
    ],
    client: {
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana@correo.example',
      phone: '+56912345678',
      secondPhone: null,
      identificationNumber: null,
      address: null,
      birthDay: null,
      birthMonth: null,
      birthYear: null,
      age: null,
      recordNumber: null,
      gender: 0,
      city: null,
      district: null,
      notes: '',
      customAttributes: {},
    },
    hasSessions: false,
    paysOnline: false,
    apiKey: null,
    humanCheckToken: 'a-human',
    idempotencyKey: null,
    fingerprint: 'body-1',
    notes: '',
    creativeSource: null,
    rwgToken: null,
    ...overrides,
  };
}

describe('creating bookings (booking-wizard §4 Submission, §7)', () => {
  it('books "first provider available" with the free professional with the fewest bookings that day, the lowest id on a tie (ADR 0013)', async () => {
    const { create, bookings } = setUp();
    const created = (await create(aRequest()))._unsafeUnwrap();
    expect(created).toMatchObject({ status: 'confirmed', replayed: false, accessToken: 'secret-2', trxId: 'TRX-1' });
    expect(created.bookings.map((booking) => booking.confirmationCode)).toEqual(['secret-1']);
    expect(bookings.groups[0]?.group.bookings[0]?.provider.id).toBe(1 as ProviderId);
    // With a booking of Camila's later that day, the hour goes to Matías.
    const busier = setUp([{ providerId: 1 as ProviderId, start: at('2026-12-02T15:00:00-03:00'), end: at('2026-12-02T15:45:00-03:00') }]);
    (await busier.create(aRequest()))._unsafeUnwrap();
    expect(busier.bookings.groups[0]?.group.bookings[0]?.provider.id).toBe(2 as ProviderId);
  });

  it('refuses an hour nobody is free for with SlotTaken naming the item', async () => {
    const { create: onTakenAgenda } = setUp([{ providerId: 1 as ProviderId, start: at('2026-12-02T10:30:00-03:00'), end: at('2026-12-02T11:15:00-03:00') }]);
    const [item] = aRequest().items;
    if (item === undefined) throw new Error('no item');
    expect((await onTakenAgenda(aRequest({ items: [{ ...item, providerId: 1 }] })))._unsafeUnwrapErr()).toEqual({ _tag: 'SlotTaken', code: 'BOOKING.SLOT_TAKEN', fields: ['bookings[0].start'] });
  });

  it('starts bookings pending_payment when the client pays online (ADR 0014)', async () => {
    const { create } = setUp();
    expect((await create(aRequest({ paysOnline: true })))._unsafeUnwrap().status).toBe('pending_payment');
  });
});

describe('who may create (ADR 0018)', () => {
  it('refuses without a passing human check, unless a valid api-key is sent', async () => {
    const { create } = setUp();
    expect((await create(aRequest({ humanCheckToken: null })))._unsafeUnwrapErr()._tag).toBe('HumanCheckFailed');
    expect((await create(aRequest({ humanCheckToken: 'fail' })))._unsafeUnwrapErr()._tag).toBe('HumanCheckFailed');
    expect((await create(aRequest({ humanCheckToken: null, apiKey: 'staff-key' }))).isOk()).toBe(true);
  });

  it('refuses an api-key that is not valid rather than treating the request as anonymous', async () => {
    const { create, bookings } = setUp();
    expect((await create(aRequest({ apiKey: 'guess' })))._unsafeUnwrapErr()._tag).toBe('InvalidApiKey');
    expect(bookings.groups).toHaveLength(0);
  });
});

describe('Idempotency-Key (ADR 0014, ADR 0017)', () => {
  it('replays the first outcome to a retry with the same key and body, booking once', async () => {
    const { create, bookings } = setUp();
    const first = (await create(aRequest({ idempotencyKey: 'key-1' })))._unsafeUnwrap();
    const retry = (await create(aRequest({ idempotencyKey: 'key-1' })))._unsafeUnwrap();
    expect(retry).toEqual({ ...first, replayed: true });
    expect(bookings.groups).toHaveLength(1);
  });

  it('refuses the key with another body, and answers in flight while the first request runs', async () => {
    const { create } = setUp();
    const [first, twin] = await Promise.all([create(aRequest({ idempotencyKey: 'key-2' })), create(aRequest({ idempotencyKey: 'key-2' }))]);
    expect(first.isOk()).toBe(true);
    expect(twin._unsafeUnwrapErr()).toMatchObject({ _tag: 'IdempotencyInFlight', retryAfterSeconds: 2 });
    expect((await create(aRequest({ idempotencyKey: 'key-2', fingerprint: 'body-2' })))._unsafeUnwrapErr()._tag).toBe('IdempotencyKeyReused');
  });

  it('lets a retry run afresh when the first request booked nothing', async () => {
    const { create } = setUp();
    expect((await create(aRequest({ idempotencyKey: 'key-3', humanCheckToken: null })))._unsafeUnwrapErr()._tag).toBe('HumanCheckFailed');
    expect((await create(aRequest({ idempotencyKey: 'key-3', humanCheckToken: null, apiKey: 'staff-key' }))).isOk()).toBe(true);
  });

  it('books nothing when the location is unknown, and releases the key', async () => {
    const { create, bookings } = setUp();
    expect((await create(aRequest({ idempotencyKey: 'key-4', locationId: 9 })))._unsafeUnwrapErr()._tag).toBe('BookingRequestInvalid');
    expect(bookings.groups).toHaveLength(0);
    expect((await create(aRequest({ idempotencyKey: 'key-4' }))).isOk()).toBe(true);
  });
});
