import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import type { LocalDate } from '#domain/calendar/local-date';
import type { Membership } from '#domain/membership/plan-allocation';
import { admitRequest, type RateLimits } from '../abuse/admit-request';
import { aSubmission, anItem, at, facial, facialOn, haircut, submissionPorts } from './booking-submission.test-support';
import { noPayments } from '../payment/in-memory-payments.test-support';
import {
  createBooking,
  REFERENCE_DRAWS,
  DEFAULT_PENDING_PAYMENTS_PER_CLIENT,
  IDEMPOTENCY_LEASE_SECONDS,
  type CreateBookingRequest,
} from './create-booking';
import { inMemoryRateLimiter } from '../abuse/in-memory-rate-limiter.test-support';
import {
  acceptingHumanCheck,
  FALLBACK_TOKEN,
  inMemoryBookings,
  inMemoryIdempotentRequests,
  inMemoryMemberships,
  inMemoryStaffKeys,
  referenceNumber,
  sequentialTokens,
} from './in-memory-bookings.test-support';
import type { Service } from '#domain/catalog/service';
import type { Vehicle } from '#domain/workshop/vehicle';
import type { StoredClient } from '../account/in-memory-accounts.test-support';
import type { NewBookingGroup } from '../ports/server/bookings';
import type { CompanyBookingSettings } from '../ports/server/company-directory';
import { fixedClock } from '../availability/location-agenda.test-support';
import { inMemoryGiftCards } from '../gift-card/in-memory-gift-cards.test-support';
import type { LocationAgenda } from '../ports/server/agenda';
import type { Clock } from '../ports/shared/clock';
import type { HumanCheck } from '../ports/server/human-check';
import type { TokenGenerator } from '../ports/server/token-generator';
import { clientId, companyId, locationId } from '#domain/shared/ids.test-support';

// Creating bookings (booking-wizard §4 Submission, §7 Create booking; ADR 0014, ADR 0017, ADR 0018)
// over in-memory ports: who is let in, what an Idempotency-Key does, and who "first provider
// available" becomes.

interface SetUp {
  readonly taken?: LocationAgenda['bookings'];
  readonly settings?: Partial<CompanyBookingSettings>;
  readonly services?: readonly Service[];
  readonly clients?: readonly StoredClient[];
  readonly vehicles?: readonly Vehicle[];
  /** The memberships of each client record, by its id. */
  readonly memberships?: Readonly<Record<number, readonly Membership[]>>;
  readonly clock?: Clock;
  readonly humanCheck?: HumanCheck;
  readonly tokens?: TokenGenerator;
}

// Tuesday 2026-12-01, 08:00 in Santiago.
const clock = fixedClock('2026-12-01T11:00:00Z');

/** Only the fallback token is limited here: two an hour per address. */
const FALLBACK_LIMITS: RateLimits = {
  bookingCreate: { perAddress: null, perClient: null },
  clientCheck: { perAddress: null, perClient: null },
  signIn: { perAddress: null, perClient: null },
  tokenLookup: { perAddress: null, perClient: null },
  humanCheckFallback: { perAddress: { maxHits: 2, windowSeconds: 3600 }, perClient: null },
};

function setUp(taken: LocationAgenda['bookings'] = [], options: SetUp = {}) {
  const idempotentRequests = inMemoryIdempotentRequests();
  const bookings = inMemoryBookings([], idempotentRequests);
  const made: NewBookingGroup[] = [];
  const create = createBooking(
    {
      ...submissionPorts({
        ...options,
        company: { allowsOnlinePayment: true, onlinePaymentCapable: true, providerOnlinePayment: 'epayco' },
        taken,
        services: options.services ?? [haircut],
      }),
      ...noPayments(),
      clock: options.clock ?? clock,
      bookings: {
        ...bookings,
        create: (group) => {
          made.push(group);
          return bookings.create(group);
        },
      },
      memberships: inMemoryMemberships(options.memberships ?? {}),
      staffKeys: inMemoryStaffKeys({
        'staff-key': { id: 1, label: 'staff', companyId: null },
        'salon-key': { id: 2, label: 'the salon', companyId: companyId(1) },
        'clinic-key': { id: 3, label: 'the clinic', companyId: companyId(3) },
      }),
      humanCheck: options.humanCheck ?? acceptingHumanCheck,
      idempotentRequests,
      tokens: options.tokens ?? sequentialTokens(),
      giftCards: inMemoryGiftCards(),
    },
    {
      admitRequest: admitRequest({ rateLimiter: inMemoryRateLimiter(), clock }, FALLBACK_LIMITS),
      pendingPaymentsPerClient: DEFAULT_PENDING_PAYMENTS_PER_CLIENT,
    },
  );
  return { create, bookings, made, idempotentRequests };
}

function aRequest(overrides: Partial<CreateBookingRequest> = {}): CreateBookingRequest {
  return {
    ...aSubmission(),
    apiKey: null,
    humanCheckToken: 'a-human',
    clientAddress: '203.0.113.9',
    idempotencyKey: null,
    fingerprint: 'body-1',
    notes: '',
    creativeSource: null,
    rwgToken: null,
    language: null,
    giftCardCode: null,
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
    const busier = setUp([
      { providerId: 1 as ProviderId, start: at('2026-12-02T15:00:00-03:00'), end: at('2026-12-02T15:45:00-03:00') },
    ]);
    (await busier.create(aRequest()))._unsafeUnwrap();
    expect(busier.bookings.groups[0]?.group.bookings[0]?.provider.id).toBe(2 as ProviderId);
  });

  it('refuses an hour nobody is free for with SlotTaken naming the item', async () => {
    const { create: onTakenAgenda } = setUp([
      { providerId: 1 as ProviderId, start: at('2026-12-02T10:30:00-03:00'), end: at('2026-12-02T11:15:00-03:00') },
    ]);
    const [item] = aRequest().items;
    if (item === undefined) throw new Error('no item');
    expect((await onTakenAgenda(aRequest({ items: [{ ...item, providerId: 1 }] })))._unsafeUnwrapErr()).toEqual({
      _tag: 'SlotTaken',
      code: 'BOOKING.SLOT_TAKEN',
      fields: ['bookings[0].start'],
    });
  });

  it('starts bookings pending_payment when the client pays online (ADR 0014)', async () => {
    const { create } = setUp();
    expect((await create(aRequest({ paysOnline: true })))._unsafeUnwrap().status).toBe('pending_payment');
  });
  it('charges online only the items no membership pays: those are booked outright, the rest held for the payment (booking-wizard §4 plans)', async () => {
    const pass: Membership = {
      id: 7,
      name: 'Pase 4 cortes',
      serviceIds: [1 as ServiceId],
      usesLeft: 4,
      validFrom: '2026-12-01' as LocalDate,
      validUntil: '2026-12-31' as LocalDate,
    };
    const { create, made } = setUp([], {
      settings: { activeMemberships: true },
      clients: [{ id: clientId(301), companyId: 1, canBook: true, identificationNumber: '12.345.678-5' }],
      memberships: { 301: [pass] },
    });
    const [first] = aRequest().items;
    if (first === undefined) throw new Error('no item');
    const second = { ...first, start: at('2026-12-02T11:00:00-03:00'), end: at('2026-12-02T11:45:00-03:00') };
    const client = { ...aRequest().client, identificationNumber: '12345678-5' };
    const created = (
      await create(aRequest({ paysOnline: true, client, items: [{ ...first, paymentMembershipId: 7 }, second] }))
    )._unsafeUnwrap();
    expect(created.status).toBe('pending_payment');
    const [group] = made;
    expect(group?.bookings.map((booking) => [booking.status, booking.paymentMembershipId])).toEqual([
      ['confirmed', 7],
      ['pending_payment', null],
    ]);
    // One haircut's price, not two: the pass pays the other.
    expect(group?.payment?.amount).toBe(group?.bookings[1]?.price);
  });
});

describe("a booking's reference (issue 35; docs/adr/0126)", () => {
  /** The sequential tokens, with references drawn from `draws` in turn (the last one over and over). */
  const drawing = (...draws: readonly number[]): TokenGenerator => {
    const tokens = sequentialTokens();
    let drawn = 0;
    return { ...tokens, bookingReference: () => referenceNumber(draws[Math.min(drawn++, draws.length - 1)] ?? 0) };
  };
  const at11 = aRequest({
    items: [anItem({ start: at('2026-12-02T11:00:00-03:00'), end: at('2026-12-02T11:45:00-03:00') })],
  });

  it('books under the reference drawn, and draws again when the company already has it', async () => {
    const { create, made, bookings } = setUp([], { tokens: drawing(7, 7, 7, 8) });
    expect((await create(aRequest()))._unsafeUnwrap().reference).toBe(referenceNumber(7));
    const second = (await create(at11))._unsafeUnwrap();
    expect(second.reference).toBe(referenceNumber(8));
    // The second create tried 7 twice, refused each time with nothing booked, then booked under 8.
    expect(made.map((group) => group.reference)).toEqual([7, 7, 7, 8].map(referenceNumber));
    expect(bookings.groups.map((each) => each.group.reference)).toEqual([referenceNumber(7), referenceNumber(8)]);
  });

  it('gives up, booking nothing, when every draw is taken (a broken generator)', async () => {
    const { create, made, bookings } = setUp([], { tokens: drawing(7) });
    (await create(aRequest()))._unsafeUnwrap();
    await expect(create(at11)).rejects.toThrow(/No free booking reference/);
    expect(made).toHaveLength(1 + REFERENCE_DRAWS);
    expect(bookings.groups).toHaveLength(1);
  });
});

describe('who may create (ADR 0018)', () => {
  it('refuses without a passing human check, unless a valid api-key is sent', async () => {
    const { create } = setUp();
    expect((await create(aRequest({ humanCheckToken: null })))._unsafeUnwrapErr()._tag).toBe('HumanCheckFailed');
    expect((await create(aRequest({ humanCheckToken: 'fail' })))._unsafeUnwrapErr()._tag).toBe('HumanCheckFailed');
    expect((await create(aRequest({ humanCheckToken: null, apiKey: 'staff-key' }))).isOk()).toBe(true);
  });

  it("books with the site's fallback token only within its tighter limit per address (ADR 0041)", async () => {
    const { create, bookings } = setUp();
    const at10 = aRequest().items[0];
    if (at10 === undefined) throw new Error('no item');
    const request = (address: string, token: string, hour: number) => {
      const start = (at10.start + hour * 3_600_000) as Instant;
      return aRequest({
        humanCheckToken: token,
        clientAddress: address,
        items: [{ ...at10, start, end: (start + 45 * 60_000) as Instant }],
      });
    };
    expect((await create(request('203.0.113.20', FALLBACK_TOKEN, 0))).isOk()).toBe(true);
    expect((await create(request('203.0.113.20', FALLBACK_TOKEN, 1))).isOk()).toBe(true);
    expect((await create(request('203.0.113.20', FALLBACK_TOKEN, 2)))._unsafeUnwrapErr()).toEqual({
      _tag: 'RateLimited',
      code: 'RATE.LIMITED',
      retryAfterSeconds: 3600,
    });
    // Another address has its own count; a solved check is not counted against the fallback's limit.
    expect((await create(request('203.0.113.21', FALLBACK_TOKEN, 2))).isOk()).toBe(true);
    expect((await create(request('203.0.113.20', 'a-human', 3))).isOk()).toBe(true);
    expect(bookings.groups).toHaveLength(4);
  });

  it("books with a company's own key, and refuses another company's key without booking (issue 21)", async () => {
    const { create, bookings } = setUp();
    expect((await create(aRequest({ humanCheckToken: null, apiKey: 'clinic-key' })))._unsafeUnwrapErr()).toEqual({
      _tag: 'OtherCompanysKey',
      code: 'AUTH.OTHER_COMPANY',
    });
    expect(bookings.groups).toHaveLength(0);
    expect((await create(aRequest({ humanCheckToken: null, apiKey: 'salon-key' }))).isOk()).toBe(true);
    expect(bookings.groups).toHaveLength(1);
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
    const [first, twin] = await Promise.all([
      create(aRequest({ idempotencyKey: 'key-2' })),
      create(aRequest({ idempotencyKey: 'key-2' })),
    ]);
    expect(first.isOk()).toBe(true);
    expect(twin._unsafeUnwrapErr()).toMatchObject({ _tag: 'IdempotencyInFlight', retryAfterSeconds: 2 });
    expect((await create(aRequest({ idempotencyKey: 'key-2', fingerprint: 'body-2' })))._unsafeUnwrapErr()._tag).toBe(
      'IdempotencyKeyReused',
    );
  });

  it('lets a retry run afresh when the first request booked nothing', async () => {
    const { create } = setUp();
    expect((await create(aRequest({ idempotencyKey: 'key-3', humanCheckToken: null })))._unsafeUnwrapErr()._tag).toBe(
      'HumanCheckFailed',
    );
    expect(
      (await create(aRequest({ idempotencyKey: 'key-3', humanCheckToken: null, apiKey: 'staff-key' }))).isOk(),
    ).toBe(true);
  });

  it('books nothing when the location is unknown, and releases the key', async () => {
    const { create, bookings } = setUp();
    expect(
      (await create(aRequest({ idempotencyKey: 'key-4', locationId: locationId(9) })))._unsafeUnwrapErr()._tag,
    ).toBe('BookingRequestInvalid');
    expect(bookings.groups).toHaveLength(0);
    expect((await create(aRequest({ idempotencyKey: 'key-4' }))).isOk()).toBe(true);
  });
});

describe('the lease of an Idempotency-Key in flight (issue 15 §3; ADR 0050)', () => {
  /** A clock the test moves, from Tuesday 2026-12-01, 08:00 in Santiago. */
  function movingClock() {
    let now = Date.parse('2026-12-01T11:00:00Z');
    return {
      now: () => now as Instant,
      advanceSeconds: (seconds: number) => {
        now += seconds * 1000;
      },
    };
  }

  it('answers in flight for the lease of a claim whose process died, then runs a retry afresh, booking once', async () => {
    const moving = movingClock();
    const { create, bookings, idempotentRequests } = setUp([], { clock: moving });
    // A server took the key and died before booking: nothing will complete or release its claim.
    const now = moving.now();
    await idempotentRequests.claim('key-died', 'body-1', {
      now,
      until: (now + IDEMPOTENCY_LEASE_SECONDS * 1000) as Instant,
    });
    moving.advanceSeconds(IDEMPOTENCY_LEASE_SECONDS - 1);
    expect((await create(aRequest({ idempotencyKey: 'key-died' })))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'IdempotencyInFlight',
      retryAfterSeconds: 2,
    });
    moving.advanceSeconds(1);
    const afresh = (await create(aRequest({ idempotencyKey: 'key-died' })))._unsafeUnwrap();
    expect(afresh.replayed).toBe(false);
    moving.advanceSeconds(IDEMPOTENCY_LEASE_SECONDS * 10);
    expect((await create(aRequest({ idempotencyKey: 'key-died' })))._unsafeUnwrap()).toEqual({
      ...afresh,
      replayed: true,
    });
    expect(bookings.groups).toHaveLength(1);
  });

  it('books once when a slow first attempt outlives its lease: the retry that took the key over books, and the first is told to retry', async () => {
    const moving = movingClock();
    let letTheFirstThrough: () => void = () => undefined;
    let checks = 0;
    // The first attempt's human check hangs (a provider that answers late); the others pass at once.
    const slowOnce: HumanCheck = {
      ...acceptingHumanCheck,
      verify: (token) => {
        checks += 1;
        if (checks > 1) return acceptingHumanCheck.verify(token);
        return new Promise((resolve) => {
          letTheFirstThrough = () => {
            resolve(acceptingHumanCheck.verify(token));
          };
        });
      },
    };
    const { create, bookings } = setUp([], { clock: moving, humanCheck: slowOnce });
    const first = create(aRequest({ idempotencyKey: 'key-slow' }));
    // The first attempt holds the key once it is at the human check.
    while (checks === 0) await new Promise((resolve) => setTimeout(resolve, 0));
    moving.advanceSeconds(IDEMPOTENCY_LEASE_SECONDS + 1);
    const retry = (await create(aRequest({ idempotencyKey: 'key-slow' })))._unsafeUnwrap();
    letTheFirstThrough();
    expect((await first)._unsafeUnwrapErr()).toMatchObject({ _tag: 'IdempotencyInFlight' });
    expect(bookings.groups).toHaveLength(1);
    expect((await create(aRequest({ idempotencyKey: 'key-slow' })))._unsafeUnwrap()).toEqual({
      ...retry,
      replayed: true,
    });
  });
});

describe('who the company lets book (storefront §1, §6, §8; docs/adr/0022)', () => {
  const rosa: StoredClient = {
    id: clientId(201),
    companyId: 1,
    canBook: true,
    identificationNumber: '12.345.678-5',
    email: 'rosa@correo.example',
  };
  const pedro: StoredClient = {
    id: clientId(202),
    companyId: 1,
    canBook: false,
    identificationNumber: '9.876.543-3',
    email: 'pedro@correo.example',
  };
  const withId = (identificationNumber: string, email = 'alguien@correo.example') =>
    aRequest({ client: { ...aRequest().client, identificationNumber, email } });

  it('books at a client-exclusive company only a client it knows by the identifier it asks for, however it is written', async () => {
    const { create, bookings } = setUp([], {
      settings: { clientExclusive: true, clientExclusiveBy: 0 },
      clients: [rosa, pedro],
    });
    expect((await create(withId('11.111.111-1')))._unsafeUnwrapErr()).toEqual({
      _tag: 'ClientMayNotBook',
      code: 'CLIENT.NOT_ALLOWED_TO_BOOK',
    });
    expect((await create(aRequest()))._unsafeUnwrapErr()._tag).toBe('ClientMayNotBook');
    expect(bookings.groups).toHaveLength(0);
    expect((await create(withId('12345678-5'))).isOk()).toBe(true);
  });

  it('refuses at a client-exclusive company a known client it stopped from booking', async () => {
    const { create, bookings } = setUp([], {
      settings: { clientExclusive: true, clientExclusiveBy: 0 },
      clients: [rosa, pedro],
    });
    expect((await create(withId('9.876.543-3')))._unsafeUnwrapErr()._tag).toBe('ClientMayNotBook');
    expect(bookings.groups).toHaveLength(0);
  });

  it('refuses at any company a booker whose id number, else email, else phone names a client it stopped from booking, and books anyone else', async () => {
    const { create, bookings } = setUp([], { clients: [rosa, pedro] });
    expect((await create(withId('', 'PEDRO@correo.example')))._unsafeUnwrapErr()._tag).toBe('ClientMayNotBook');
    expect(bookings.groups).toHaveLength(0);
    expect((await create(withId('', 'nueva@correo.example'))).isOk()).toBe(true);
    expect((await setUp([], { clients: [rosa, pedro] }).create(withId('12.345.678-5'))).isOk()).toBe(true);
  });
});

describe('the client record a booking is filed under (issue 15 item 1; docs/adr/0048)', () => {
  const sofia: StoredClient = {
    id: clientId(401),
    companyId: 1,
    canBook: true,
    firstName: 'Sofía',
    lastName: 'Ríos',
    identificationNumber: '12.345.678-5',
    email: 'sofia@correo.example',
    phone: '+56 9 8765 4321',
  };
  const plan: Membership = {
    id: 9,
    name: 'Pase 4 cortes',
    serviceIds: [1 as ServiceId],
    usesLeft: 4,
    validFrom: '2026-12-01' as LocalDate,
    validUntil: '2026-12-31' as LocalDate,
  };
  const asAna = (typed: Partial<CreateBookingRequest['client']>, paymentMembershipId: number | null = null) =>
    aRequest({
      client: {
        ...aRequest().client,
        firstName: 'Ana',
        lastName: 'Pérez',
        email: 'ana@correo.example',
        phone: '+56 9 1111 2222',
        ...typed,
      },
      items: aRequest().items.map((item) => ({ ...item, paymentMembershipId })),
    });

  it('files under the record the company knows by the id number, keeping what the booker typed, and lets its memberships pay', async () => {
    // The company sells passes, so its form asks for the id number (booking-wizard §5).
    const { create, made } = setUp([], {
      settings: { activeMemberships: true },
      clients: [sofia],
      memberships: { 401: [plan] },
    });
    (await create(asAna({ identificationNumber: '12345678-5' }, 9)))._unsafeUnwrap();
    expect(made[0]?.recognisedClientId).toBe(401);
    // The RUT as the company's form writes it (booking-wizard §5).
    expect(made[0]?.client).toMatchObject({
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana@correo.example',
      phone: '+56 9 1111 2222',
      identificationNumber: '12.345.678-5',
    });
    expect(made[0]?.bookings[0]?.paymentMembershipId).toBe(9);
  });

  it.each([
    ['phone', { phone: '+56 9 8765 4321' }],
    ['phone without its country code', { phone: '987654321' }],
    ['email', { email: 'SOFIA@correo.example' }],
    ['email and phone', { email: 'sofia@correo.example', phone: '+56987654321' }],
  ])(
    'files a booker who typed another client’s %s under no record of hers, and lets none of her memberships pay',
    async (_what, typed) => {
      const { create, made } = setUp([], {
        settings: { activeMemberships: true },
        clients: [sofia],
        memberships: { 401: [plan] },
      });
      (await create(asAna(typed)))._unsafeUnwrap();
      expect(made[0]?.recognisedClientId).toBeNull();
      expect(made[0]?.client).toMatchObject({ firstName: 'Ana', lastName: 'Pérez', ...typed });
      expect((await create(asAna(typed, 9)))._unsafeUnwrapErr()).toMatchObject({
        _tag: 'BookingRequestInvalid',
        fields: [{ field: 'bookings[0].paymentMembershipId', problem: 'notPayable' }],
      });
    },
  );

  it('files under the record a client-exclusive company knows by the identifier it asks for, the phone', async () => {
    const { create, made } = setUp([], {
      settings: { clientExclusive: true, clientExclusiveBy: 2 },
      clients: [sofia],
      memberships: { 401: [plan] },
    });
    (await create(asAna({ firstName: 'Sofía', lastName: 'Ríos', phone: '9 8765 4321' }, 9)))._unsafeUnwrap();
    expect(made[0]?.recognisedClientId).toBe(401);
    // The company's identifier, not the email, is what it knows its clients by.
    expect((await create(asAna({ email: 'sofia@correo.example' })))._unsafeUnwrapErr()._tag).toBe('ClientMayNotBook');
  });
});

describe('the price the client was shown (booking-wizard §3 price, §9; docs/adr/0022)', () => {
  it('books a special-discount price shown while its promotion applies, paying online, at that price', async () => {
    const { create, made } = setUp([], { services: [haircut, facial] });
    (
      await create(aRequest({ items: [facialOn('2026-12-02', 21000)], paysOnline: true, maxDiscount: 30 }))
    )._unsafeUnwrap();
    expect(made[0]?.bookings[0]?.price).toBe(21000);
  });

  it("charges the server's own price when the client was shown the regular one", async () => {
    const { create, made } = setUp([], { services: [haircut, facial] });
    (await create(aRequest({ items: [facialOn('2026-12-02', 30000)], paysOnline: true })))._unsafeUnwrap();
    (await create(aRequest({ items: [facialOn('2026-12-03', 30000)] })))._unsafeUnwrap();
    expect(made.map((group) => group.bookings[0].price)).toEqual([21000, 30000]);
  });

  it('refuses a price the server does not grant, and the special-discount price when not paying online, naming the item', async () => {
    const { create, bookings } = setUp([], { services: [haircut, facial] });
    expect((await create(aRequest({ items: [anItem({ price: 12000 })] })))._unsafeUnwrapErr()).toEqual({
      _tag: 'PriceChanged',
      code: 'BOOKING.PRICE_CHANGED',
      fields: ['bookings[0].price'],
    });
    expect((await create(aRequest({ items: [facialOn('2026-12-02', 21000)] })))._unsafeUnwrapErr()._tag).toBe(
      'PriceChanged',
    );
    expect(bookings.groups).toHaveLength(0);
  });

  it('refuses a max_discount larger than any discount granted on the cart', async () => {
    const { create, bookings } = setUp([], { services: [haircut, facial] });
    expect(
      (
        await create(aRequest({ items: [facialOn('2026-12-02', null)], paysOnline: true, maxDiscount: 40 }))
      )._unsafeUnwrapErr(),
    ).toMatchObject({
      _tag: 'PriceChanged',
      fields: ['maxDiscount'],
    });
    expect((await create(aRequest({ maxDiscount: 10 })))._unsafeUnwrapErr()._tag).toBe('PriceChanged');
    expect(bookings.groups).toHaveLength(0);
  });

  it('refuses a special-discount price after its promotion ended, unless the client agreed, then books the regular price', async () => {
    const { create, bookings, made } = setUp([], { services: [haircut, facial] });
    const ended = aRequest({ items: [facialOn('2026-12-15', 21000)], paysOnline: true, maxDiscount: 30 });
    expect((await create(ended))._unsafeUnwrapErr()).toEqual({
      _tag: 'PromotionExpired',
      code: 'PROMOTION.EXPIRED',
      fields: ['bookings[0].price'],
    });
    expect(bookings.groups).toHaveLength(0);
    (await create({ ...ended, expiredConfirm: true }))._unsafeUnwrap();
    expect(made[0]?.bookings[0]?.price).toBe(30000);
  });
});

describe("the workshop's mileage (booking-wizard §5; storefront §9; ADR 0021; docs/adr/0022)", () => {
  const yaris: Vehicle = {
    brand: 'Toyota',
    model: 'Yaris',
    plate: 'BCDF12',
    year: 2019,
    clientName: 'Ana Pérez',
    lastMileage: 42000,
  };
  const workshop = { settings: { workshopVariant: true }, vehicles: [yaris] };
  const typedYaris: Vehicle = { ...yaris, plate: 'bc-df 12', lastMileage: 0 };

  it("refuses a mileage that does not exceed the register's last one for the plate, however the plate is typed", async () => {
    const { create, bookings } = setUp([], workshop);
    const outcome = await create(aRequest({ items: [anItem({ currentMileage: 42000, vehicle: typedYaris })] }));
    expect(outcome._unsafeUnwrapErr()).toEqual({
      _tag: 'BookingRequestInvalid',
      code: 'REQUEST.INVALID',
      fields: [{ field: 'bookings[0].recordHistory.currentMileage', problem: 'notAboveLast' }],
    });
    expect(bookings.groups).toHaveLength(0);
  });

  it('books a mileage above the last one, handing the register the vehicle with its new mileage', async () => {
    const { create, made } = setUp([], workshop);
    (await create(aRequest({ items: [anItem({ currentMileage: 45000, vehicle: typedYaris })] })))._unsafeUnwrap();
    expect(made[0]?.bookings[0]?.vehicle).toEqual({ ...yaris, lastMileage: 45000 });
  });

  it('files a plate the register does not hold from the vehicle the client typed', async () => {
    const { create, made } = setUp([], workshop);
    const sail: Vehicle = {
      brand: 'Chevrolet',
      model: 'Sail',
      plate: 'zz-yy 99',
      year: 2016,
      clientName: '',
      lastMileage: 5,
    };
    (await create(aRequest({ items: [anItem({ currentMileage: 1, vehicle: sail })] })))._unsafeUnwrap();
    expect(made[0]?.bookings[0]?.vehicle).toEqual({ ...sail, plate: 'ZZYY99', lastMileage: 1 });
  });

  it('requires the record and the vehicle at a workshop, and ignores them elsewhere', async () => {
    const { create } = setUp([], workshop);
    expect((await create(aRequest()))._unsafeUnwrapErr()).toMatchObject({
      fields: [
        { field: 'bookings[0].recordHistory', problem: 'missing' },
        { field: 'bookings[0].entity', problem: 'missing' },
      ],
    });
    const salon = setUp([], { vehicles: [yaris] });
    (await salon.create(aRequest({ items: [anItem({ currentMileage: 1, vehicle: typedYaris })] })))._unsafeUnwrap();
    expect(salon.made[0]?.bookings[0]?.vehicle).toBeNull();
  });
});

describe("the storefront cart's rules, held by the server (issue 29; booking-wizard §4, storefront §4, §9)", () => {
  const haircutAndFacial = (apiKey: string | null) =>
    aRequest({
      apiKey,
      humanCheckToken: apiKey === null ? 'a-human' : null,
      items: [anItem(), facialOn('2026-12-02', null)],
    });

  it('refuses a plain service booked with a special-discount one, with or without a staff key, booking nothing', async () => {
    for (const apiKey of [null, 'staff-key']) {
      const { create, bookings } = setUp([], { services: [haircut, facial] });
      const facialFirst = aRequest({
        apiKey,
        humanCheckToken: apiKey === null ? 'a-human' : null,
        items: [
          facialOn('2026-12-02', null),
          anItem({ start: at('2026-12-02T12:00:00-03:00'), end: at('2026-12-02T12:45:00-03:00') }),
        ],
      });
      expect((await create(facialFirst))._unsafeUnwrapErr()).toMatchObject({
        _tag: 'BookingSelectionRefused',
        code: 'CART.DISCOUNTED_SERVICE_ALONE',
        field: 'bookings[1].serviceId',
      });
      expect((await create(haircutAndFacial(apiKey)))._unsafeUnwrapErr()).toMatchObject({
        _tag: 'BookingSelectionRefused',
        code: 'CART.SPECIAL_DISCOUNT_MUST_BE_FIRST',
        field: 'bookings[1].serviceId',
      });
      expect(bookings.groups).toHaveLength(0);
    }
  });

  it('refuses a second service in the workshop variant, which books one at a time (storefront §4)', async () => {
    const { create, bookings } = setUp([], { settings: { workshopVariant: true } });
    const later = anItem({ start: at('2026-12-02T12:00:00-03:00'), end: at('2026-12-02T12:45:00-03:00') });
    expect((await create(aRequest({ items: [anItem(), later] })))._unsafeUnwrapErr()).toMatchObject({
      code: 'CART.SINGLE_SELECTION',
      field: 'bookings[1].serviceId',
    });
    expect(bookings.groups).toHaveLength(0);
  });

  it('books a plain service twice, as the cart counts a second click', async () => {
    const { create } = setUp();
    const later = anItem({ start: at('2026-12-02T12:00:00-03:00'), end: at('2026-12-02T12:45:00-03:00') });
    expect((await create(aRequest({ items: [anItem(), later] }))).isOk()).toBe(true);
  });
});
