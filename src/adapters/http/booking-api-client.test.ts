import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { BookingRequest } from '#application/ports/client/booking-requests';
import type { AvailabilityQueries } from '#application/ports/client/availability-queries';
import { DEMO_BOOKING, DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { DEMO_PASSWORD, DEMO_USER } from '../persistence/demo/demo-accounts-and-reviews';
import { DEMO_COMPANY, DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from '../persistence/demo/demo-ids';
import { seededTestServer, type TestServer } from '../http-server/test-server.test-support';
import type { ApiClientOptions } from './api-transport';
import type { PaymentProvider } from '#domain/payment/payment-provider';
import { companyId, locationId } from '#domain/shared/ids.test-support';
import type { LocationId } from '#domain/storefront/company';
import { bookingApiClient } from './booking-api-client';
import { palermoCutRequest } from '#application/client-side/shared/fake-booking-api.test-support';

// The HTTP client adapter (booking-wizard §7; storefront §7) against the reference server on the
// demo data, in process: the same requests a browser or the CLI sends, answered by the real app.

let server: TestServer;

/** Tuesday 2026-12-01, the day the tests' demo data is seeded on. */
const NOW = '2026-12-01T11:00:00Z';

beforeAll(async () => {
  server = await seededTestServer({ clock: { now: () => Date.parse(NOW) as never } });
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

const api = (options: Partial<ApiClientOptions> = {}) =>
  bookingApiClient({
    baseUrl: 'http://reserva.test',
    fetch: (input, init) => Promise.resolve(server.app.fetch(new Request(input, init))),
    ...options,
  });

describe('the Booking API client (booking-wizard §7: snake_case sent, camelCase read)', () => {
  it('reads answers with camelCase keys', async () => {
    const locations = (await api().listLocations(companyId(1)))._unsafeUnwrap();
    expect(locations.map((location) => location.locationName)).toEqual(['Providencia', 'Las Condes']);
    expect(locations[0]).toMatchObject({
      companyId: companyId(1),
      companyWebAddress: 'salon-aurora',
      timeZone: 'America/Santiago',
    });
    expect(locations[0]?.schedule[0]).toMatchObject({ dayId: 1, longDay: 'Monday', isOpen: true });
  });

  it('asks for answers in the language it is given', async () => {
    const location = (await api({ language: 'es' }).getLocation(locationId(1)))._unsafeUnwrap();
    expect(location.schedule[0]?.longDay).toBe('Lunes');
  });

  it("answers the API's refusal with its status, code, message and the fields at fault", async () => {
    expect((await api().getLocation(locationId(99)))._unsafeUnwrapErr()).toEqual({
      _tag: 'ApiRefusal',
      status: 404,
      code: 'LOCATION.NOT_FOUND',
      message: 'The location was not found.',
      attributes: [],
      retryAfterSeconds: null,
    });
    // No storefront holds a location 0 (it is no id); cast, to see the API answer that nothing is there (ADR 0091).
    expect((await api().getLocation(0 as LocationId))._unsafeUnwrapErr()).toMatchObject({
      status: 404,
      code: 'ROUTE.NOT_FOUND',
    });
  });

  it('sends the api-key it is given on every call', async () => {
    expect((await api({ apiKey: DEMO_STAFF_API_KEY }).getLocation(locationId(1))).isOk()).toBe(true);
    expect(
      (await api({ apiKey: 'not-a-staff-key-at-all' }).getLocation(locationId(1)))._unsafeUnwrapErr(),
    ).toMatchObject({
      status: 401,
      code: 'AUTH.INVALID_API_KEY',
    });
  });

  it('gives up after its timeout, and says so', async () => {
    const never: typeof fetch = (input) =>
      new Promise((_resolve, reject) => {
        const signal = input instanceof Request ? input.signal : undefined;
        signal?.addEventListener('abort', () => {
          reject(signal.reason as Error);
        });
      });
    expect((await api({ fetch: never, timeoutMs: 50 }).getLocation(locationId(1)))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiUnreachable',
      reason: 'timeout',
    });
  });

  it('answers a network failure as unreachable, never by throwing', async () => {
    const down: typeof fetch = () => Promise.reject(new TypeError('fetch failed: connect ECONNREFUSED 127.0.0.1:3000'));
    expect((await api({ fetch: down }).listLocations(companyId(1)))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiUnreachable',
      reason: 'network',
      message: expect.stringContaining('ECONNREFUSED') as unknown,
    });
  });

  it('tells an answer outside the contract from a refusal', async () => {
    const broken: typeof fetch = () =>
      Promise.resolve(
        new Response('<html>Bad gateway</html>', { status: 502, headers: { 'content-type': 'text/html' } }),
      );
    expect((await api({ fetch: broken }).listLocations(companyId(1)))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiMisbehaved',
      status: 502,
    });
  });

  it('tells an answer naming an id that is no id from a refusal (ADR 0054)', async () => {
    const noId: typeof fetch = () =>
      Promise.resolve(Response.json([{ id: 0, company_id: 1, location_name: 'Nowhere' }], { status: 200 }));
    expect((await api({ fetch: noId }).listLocations(companyId(1)))._unsafeUnwrapErr()).toEqual({
      _tag: 'ApiMisbehaved',
      status: 200,
      message: 'The API answered 0 as an id, which is no id.',
    });
  });
});

const palermo = {
  locationId: DEMO_LOCATION.palermo,
  serviceIds: [DEMO_SERVICE.classicCut],
  providerChoices: [],
  bundleId: null,
} as const;

/** A classic cut at Palermo (Buenos Aires, UTC-3) for Sofía, booked by staff at `start` (HH:mm on Wednesday 2026-12-09). */
function classicCut(start: string, end: string): BookingRequest {
  return palermoCutRequest({ start: `2026-12-09T${start}:00-03:00`, end: `2026-12-09T${end}:00-03:00` });
}

describe('the catalogue and availability calls the CLI makes (booking-wizard §7)', () => {
  it("reads a company's booking settings by its web address", async () => {
    const info = (await api().getCompanyBookingInfo('salon-aurora'))._unsafeUnwrap();
    expect(info).toMatchObject({
      policyTermActive: true,
      presetNotes: { important: 'Por favor llega 10 minutos antes de tu hora.' },
    });
    expect(info.bookingClientAttributes).toContainEqual({
      clientData: 'identification_number',
      used: true,
      required: false,
      label: 'RUT',
    });
    expect(info.attributes[0]).toMatchObject({ slug: 'alergias', showOnWorkflow: true });
  });

  it("reads a location's services by category, bundles with their members", async () => {
    const services = (await api().listServices(DEMO_LOCATION.providencia))
      ._unsafeUnwrap()
      .flatMap((group) => group.services);
    expect(services.find((service) => service.id === DEMO_SERVICE.womensCut)).toMatchObject({
      name: 'Corte de pelo mujer',
      duration: 45,
    });
    expect(
      services.find((service) => service.id === DEMO_SERVICE.bridalPack)?.bundle.map((member) => member.id),
    ).toHaveLength(3);
  });

  it("lists a location's professionals, and those of one service", async () => {
    expect(
      (await api().listServiceProviders(DEMO_LOCATION.palermo, null))._unsafeUnwrap().map((provider) => provider.id),
    ).toEqual([DEMO_PROVIDER.lucas]);
    expect(
      (await api().listServiceProviders(DEMO_LOCATION.providencia, DEMO_SERVICE.womensCut))._unsafeUnwrap().length,
    ).toBeGreaterThan(0);
  });

  it('asks for the days, the hours and the first free hour of a chain of services', async () => {
    const chain = {
      ...palermo,
      serviceIds: [DEMO_SERVICE.classicCut, DEMO_SERVICE.straightRazorShave],
      providerChoices: [DEMO_PROVIDER.lucas, 0],
    };
    const days = (
      await api().listAvailableDays({ ...chain, startDate: '2026-12-06', endDate: '2026-12-09' })
    )._unsafeUnwrap();
    expect(days).toEqual([
      { date: '2026-12-06', available: false },
      { date: '2026-12-07', available: false },
      { date: '2026-12-08', available: true },
      { date: '2026-12-09', available: true },
    ]);
    const hours = (await api().listAvailableHours({ ...chain, date: '2026-12-09' }))._unsafeUnwrap();
    expect(hours.morningHours[0]?.bookings.map((booking) => booking.service)).toEqual([
      DEMO_SERVICE.classicCut,
      DEMO_SERVICE.straightRazorShave,
    ]);
    expect((await api().findSoonerAvailableHour({ ...chain, startDate: '2026-12-06' }))._unsafeUnwrap()).toEqual({
      _tag: 'SoonerAvailable',
      date: '2026-12-08',
      hour: hours.morningHours[0]?.hour,
    });
  });

  it('sends a bundle as its members with the bundle named', async () => {
    const bundle = {
      locationId: DEMO_LOCATION.providencia,
      serviceIds: [DEMO_SERVICE.styling, DEMO_SERVICE.gelManicure, DEMO_SERVICE.eyebrowWaxing],
      providerChoices: [],
      bundleId: DEMO_SERVICE.bridalPack,
    };
    expect((await api().listAvailableHours({ ...bundle, date: '2026-12-03' })).isOk()).toBe(true);
  });
});

describe('the catalogue and availability calls the storefront makes (storefront §2, §3, §7; booking-wizard §3, §7)', () => {
  it("reads the company behind a web address, with the location's name and phone when asked", async () => {
    const overview = (await api().getCompanyOverview('salon-aurora', null))._unsafeUnwrap();
    expect(overview).toMatchObject({
      id: DEMO_COMPANY.salon,
      name: 'Salón Aurora',
      unit: '$',
      delimiter: '.',
      separator: ',',
      companyIsActive: true,
      location: null,
    });
    const withLocation = (await api().getCompanyOverview('barberia-portena', DEMO_LOCATION.palermo))._unsafeUnwrap();
    expect(withLocation.location).toEqual({
      id: DEMO_LOCATION.palermo,
      locationName: 'Palermo',
      phone: expect.any(String) as unknown,
    });
  });

  it("answers an unknown web address, or another company's location, as not found", async () => {
    expect((await api().getCompanyOverview('nadie', null))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiRefusal',
      status: 404,
      code: 'COMPANY.NOT_FOUND',
    });
    expect((await api().getCompanyOverview('salon-aurora', DEMO_LOCATION.palermo))._unsafeUnwrapErr()).toMatchObject({
      status: 404,
      code: 'LOCATION.NOT_FOUND',
    });
  });

  it('reads the workshop variant from the booking settings (booking-wizard §1 Salfa variant)', async () => {
    expect((await api().getCompanyBookingInfo('taller-andes'))._unsafeUnwrap().workshopVariant).toBe(true);
    expect((await api().getCompanyBookingInfo('salon-aurora'))._unsafeUnwrap().workshopVariant).toBe(false);
  });

  it("reads a service's contract fields: a bundle's payment terms, and a class service's start hours", async () => {
    const services = (await api().listServices(DEMO_LOCATION.providencia))
      ._unsafeUnwrap()
      .flatMap((group) => group.services);
    const bridalPack = services.find((service) => service.id === DEMO_SERVICE.bridalPack);
    expect(bridalPack).toMatchObject({ bundled: true, hasSession: false, sessionsAmount: null });
    expect(bridalPack?.bundle[0]).toEqual(
      expect.objectContaining({
        onlinePayable: expect.any(Boolean) as unknown,
        onlineDownPayment: expect.any(Boolean) as unknown,
        onlineDownPaymentAmount: expect.any(Number) as unknown,
      }),
    );
    expect(services.find((service) => service.id === DEMO_SERVICE.stylingWorkshop)).toMatchObject({
      classService: true,
      times: expect.arrayContaining([expect.objectContaining({ dayId: 1 })]) as unknown,
    });
  });

  it("reads a location's gift cards, camelCased, with the locations honouring each as location ids (issue 31)", async () => {
    const products = (await api().listGiftCardProducts(DEMO_LOCATION.providencia))._unsafeUnwrap();
    expect(
      products.map((product) => [product.name, product.fixedAmounts, product.freeAmount, product.service]),
    ).toEqual([
      ['Tarjeta de regalo', [20000, 40000, 60000], { minimum: 10000, maximum: 200000 }, null],
      ['Regala un corte', [], null, { id: DEMO_SERVICE.womensCut, name: 'Corte de pelo mujer', price: 18000 }],
    ]);
    expect(products[0]).toMatchObject({
      validityMonths: 12,
      honouredAt: [DEMO_LOCATION.providencia, DEMO_LOCATION.lasCondes],
    });
    expect((await api().listGiftCardProducts(DEMO_LOCATION.pocitos))._unsafeUnwrap()).toEqual([]);
    expect((await api().listGiftCardProducts(locationId(99)))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiRefusal',
      status: 404,
      code: 'LOCATION.NOT_FOUND',
    });
  });

  it('buys a gift card and reads the purchase back by its token, camelCased, its card not yet issued (issue 31)', async () => {
    const started = (
      await api().createGiftCardPurchase({
        locationId: DEMO_LOCATION.providencia,
        giftCardProductId: 1,
        amount: 40000,
        consumerName: 'Camila Rojas',
        consumerEmail: 'camila@correo.example',
        message: null,
        sendOn: null,
        buyer: {
          firstName: 'Ana',
          lastName: 'Pérez',
          email: 'ana@correo.example',
          phone: '+56911112222',
          identificationNumber: null,
        },
        acceptedTerms: true,
        recaptchaToken: 'a-human',
      })
    )._unsafeUnwrap();
    expect(started.payment).toMatchObject({ provider: 'dlocal', amount: 40000, currency: 'CLP' });
    const purchase = (await api().getGiftCardPurchase(started.purchase.accessToken))._unsafeUnwrap();
    expect(purchase).toMatchObject({
      status: 'pending',
      productName: 'Tarjeta de regalo',
      consumerName: 'Camila Rojas',
      sendOn: null,
      cardLastFour: null,
      payment: { trxId: started.payment.trxId, provider: 'dlocal' },
    });
    expect((await api().getGiftCardPurchase('no-such-purchase-token'))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiRefusal',
      status: 404,
      code: 'GIFT_CARD.PURCHASE_NOT_FOUND',
    });
  });

  it('reads one professional with their week, and answers an unknown one as not found', async () => {
    const lucas = (await api().getServiceProvider(DEMO_PROVIDER.lucas))._unsafeUnwrap();
    expect(lucas).toMatchObject({ id: DEMO_PROVIDER.lucas, publicName: 'Lucas Benítez', image: null });
    expect(lucas.providerTimes.map((day) => day.dayId)).toEqual([1, 2, 3, 4, 5, 6, 7]);
    expect((await api().getServiceProvider(999))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiRefusal',
      status: 404,
      code: 'PROVIDER.NOT_FOUND',
    });
  });

  it('leaves out the hours the reservation already chose for the professional (booking-wizard §7 datesAndProviders)', async () => {
    const withLucas = { ...palermo, providerChoices: [DEMO_PROVIDER.lucas] };
    const hourLabels = async (query: Parameters<AvailabilityQueries['listAvailableHours']>[0]) => {
      const hours = (await api().listAvailableHours(query))._unsafeUnwrap();
      return [...hours.morningHours, ...hours.afternoonHours, ...hours.nightHours].map((block) => block.hour);
    };
    expect(await hourLabels({ ...withLucas, date: '2026-12-09' })).toContain('10:00');
    const chosenTimes = [
      { start: '2026-12-09T10:00:00-03:00', end: '2026-12-09T10:30:00-03:00', providerId: DEMO_PROVIDER.lucas },
    ];
    expect(await hourLabels({ ...withLucas, date: '2026-12-09', chosenTimes })).not.toContain('10:00');
    expect(await hourLabels({ ...withLucas, date: '2026-12-09', chosenTimes: [] })).toContain('10:00');
  });

  it('lists the professionals free for a service over a slot, leaving out one whose time the reservation already chose', async () => {
    const slot = {
      locationId: DEMO_LOCATION.providencia,
      serviceId: DEMO_SERVICE.womensCut,
      startAt: '2026-12-02T10:00:00-03:00',
      endAt: '2026-12-02T10:45:00-03:00',
    };
    expect((await api().listProvidersFreeAt(slot))._unsafeUnwrap().map((provider) => provider.id)).toEqual([
      DEMO_PROVIDER.camila,
      DEMO_PROVIDER.matias,
    ]);
    const chosenTimes = [{ start: slot.startAt, end: slot.endAt, providerId: DEMO_PROVIDER.camila }];
    expect(
      (await api().listProvidersFreeAt({ ...slot, chosenTimes }))._unsafeUnwrap().map((provider) => provider.id),
    ).toEqual([DEMO_PROVIDER.matias]);
  });
});

describe('the booking calls the CLI makes (booking-wizard §7; storefront §2, §7)', () => {
  const staff = () => api({ apiKey: DEMO_STAFF_API_KEY });

  it('checks a submission without booking it', async () => {
    const checked = (await staff().checkBookings(classicCut('10:00', '10:30')))._unsafeUnwrap();
    expect(checked.bookingsData).toEqual({
      available: [
        {
          serviceId: DEMO_SERVICE.classicCut,
          start: '2026-12-09T10:00:00-03:00',
          end: '2026-12-09T10:30:00-03:00',
          providerId: DEMO_PROVIDER.lucas,
        },
      ],
      unavailable: [],
    });
  });

  it('creates bookings with an Idempotency-Key, and says when the answer is a replay', async () => {
    const request = classicCut('16:00', '16:30');
    const created = (await staff().createBooking(request, 'client-test-key-1'))._unsafeUnwrap();
    expect(created).toMatchObject({ booking: { status: 'confirmed' }, replayed: false });
    expect(created.bookings[0]?.confirmationCode).toEqual(expect.any(String));
    const replayed = (await staff().createBooking(request, 'client-test-key-1'))._unsafeUnwrap();
    expect(replayed).toEqual({ ...created, replayed: true });
    expect(
      (await staff().createBooking(classicCut('17:00', '17:30'), 'client-test-key-1'))._unsafeUnwrapErr(),
    ).toMatchObject({ status: 422, code: 'IDEMPOTENCY.KEY_REUSED' });
  });

  it('answers a taken hour as a refusal naming the item', async () => {
    await staff().createBooking(classicCut('18:00', '18:30'), null);
    expect((await staff().createBooking(classicCut('18:00', '18:30'), null))._unsafeUnwrapErr()).toMatchObject({
      status: 409,
      code: 'BOOKING.SLOT_TAKEN',
      attributes: [{ field: 'bookings[0].start' }],
    });
  });

  it("reads a booking's summary, and the booking a confirmation code names", async () => {
    const { cutAndShave } = DEMO_BOOKING;
    const summary = (await api().getBookingSummary(cutAndShave.cutId, cutAndShave.accessToken))._unsafeUnwrap();
    expect(summary.bookingGroups[0]?.bookings.map((booking) => booking.id)).toEqual([
      cutAndShave.cutId,
      cutAndShave.shaveId,
    ]);
    expect((await api().getBookingForEdit(cutAndShave.cutCode))._unsafeUnwrap()).toMatchObject({
      id: cutAndShave.cutId,
      service: { id: DEMO_SERVICE.classicCut, duration: 30 },
    });
  });

  it('moves, confirms and cancels bookings by their confirmation codes, one or all', async () => {
    const created = (await staff().createBooking({ ...classicCut('12:00', '12:30') }, null))._unsafeUnwrap();
    const code = created.bookings[0]?.confirmationCode ?? '';
    const moved = (
      await api().editBooking({
        id: created.booking.id,
        confirmationCode: code,
        start: '2026-12-09T12:30:00-03:00',
        end: '2026-12-09T13:00:00-03:00',
        providerId: 0,
      })
    )._unsafeUnwrap();
    expect(moved).toMatchObject({ start: '2026-12-09T12:30:00-03:00', end: '2026-12-09T13:00:00-03:00' });
    expect((await api().confirmBooking(code))._unsafeUnwrap().bookings[0]).toMatchObject({
      clientConfirmed: true,
      status: 'confirmed',
    });
    expect((await api().confirmAllBookings(code))._unsafeUnwrap().bookings).toHaveLength(1);
    expect((await api().cancelBooking(code))._unsafeUnwrap().bookings[0]).toMatchObject({ status: 'cancelled' });
    expect((await api().cancelAllBookings(code))._unsafeUnwrap().bookings[0]).toMatchObject({ status: 'cancelled' });
  });

  it("lists a location's day for staff, and refuses it without an api-key", async () => {
    const day = (await staff().listLocationBookings(DEMO_LOCATION.palermo, '2026-12-03'))._unsafeUnwrap();
    expect(day.map((booking) => booking.id)).toEqual([301, 302, 303]);
    expect((await api().listLocationBookings(DEMO_LOCATION.palermo, '2026-12-03'))._unsafeUnwrapErr()).toMatchObject({
      status: 401,
      code: 'AUTH.UNAUTHENTICATED',
    });
  });
});

describe('the workshop, membership and promotion calls the CLI makes (booking-wizard §3 Vehicle entity, recordHistory, §5; ADR 0021, ADR 0022)', () => {
  const staff = () => api({ apiKey: DEMO_STAFF_API_KEY });

  it("finds a vehicle on the workshop's register by its plate however it is typed, and says when there is none", async () => {
    expect((await api().findVehicle(DEMO_LOCATION.quilicura, 'kl-pr 34'))._unsafeUnwrap()).toEqual({
      brand: 'Toyota',
      model: 'Hilux',
      plate: 'KLPR34',
      year: 2021,
      clientName: 'Transportes Quilicura SpA',
      lastMileage: 118500,
    });
    expect((await api().findVehicle(DEMO_LOCATION.quilicura, 'XXXX00'))._unsafeUnwrapErr()).toMatchObject({
      status: 404,
      code: 'VEHICLE.NOT_FOUND',
    });
  });

  it('reads the maintenance step a vehicle is due for, and the refusal of a mileage not above the last (issue 33)', async () => {
    expect((await api().findVehicleMaintenance(DEMO_LOCATION.quilicura, 'KLPR34'))._unsafeUnwrap()).toMatchObject({
      vehicle: { plate: 'KLPR34', lastMileage: 118500 },
      plan: { key: 'pauta-toyota' },
      due: { serviceId: 32, dueMileage: 120000, reason: 'mileage', status: 'due' },
    });
    expect(
      (await api().findVehicleMaintenance(DEMO_LOCATION.quilicura, 'KLPR34', 118500))._unsafeUnwrapErr(),
    ).toMatchObject({ status: 422, code: 'REQUEST.INVALID', attributes: [{ field: 'mileage' }] });
  });

  it("reads a location's services as a landing link's promotion prices them", async () => {
    const priced = (await api().listServices(DEMO_LOCATION.providencia, 'aurora-vuelve-ana'))
      ._unsafeUnwrap()
      .flatMap((group) => group.services);
    expect(priced.find((service) => service.id === DEMO_SERVICE.deepConditioning)).toMatchObject({
      charlyDiscount: 25,
      payingPriceCharly: 15000,
    });
    const plain = (await api().listServices(DEMO_LOCATION.providencia))
      ._unsafeUnwrap()
      .flatMap((group) => group.services);
    expect(plain.find((service) => service.id === DEMO_SERVICE.deepConditioning)).toMatchObject({
      charlyDiscount: 0,
      payingPriceCharly: null,
    });
  });

  it("sends a workshop item's record and vehicle under the contract's names, and the register takes the new mileage", async () => {
    const request = classicCut('10:00', '10:45');
    const [item] = request.bookings;
    if (item === undefined) throw new Error('no item');
    const workshop: BookingRequest = {
      ...request,
      locationId: DEMO_LOCATION.quilicura,
      client: { ...request.client, phone: '+56922223333', identificationNumber: '15.555.555-6' },
      bookings: [
        {
          ...item,
          serviceId: DEMO_SERVICE.oilChange,
          start: '2026-12-14T10:00:00-03:00',
          end: '2026-12-14T10:45:00-03:00',
          recordHistory: {
            currentMileage: 119000,
            presentsRepairs: 'no',
            presentsClaims: 'no',
            claimNumber: null,
            simpleSwornStatement: false,
            vehicleDocuments: true,
            validLicense: true,
            complaintForm: false,
            validIdentityCard: true,
            salfaCompanyName: '',
            previousMileage: 118500,
          },
          entity: {
            brand: 'Toyota',
            model: 'Hilux',
            plate: 'KLPR34',
            year: 2021,
            clientName: 'Transportes Quilicura SpA',
            lastMileage: 118500,
          },
        },
      ],
    };
    expect((await staff().createBooking(workshop, null))._unsafeUnwrap()).toMatchObject({
      booking: { status: 'confirmed' },
    });
    expect((await api().findVehicle(DEMO_LOCATION.quilicura, 'KLPR34'))._unsafeUnwrap().lastMileage).toBe(119000);
  });

  it("sends a landing link's token and pays online when asked, so its price is booked", async () => {
    const request = classicCut('10:00', '10:45');
    const [item] = request.bookings;
    if (item === undefined) throw new Error('no item');
    const promoted: BookingRequest = {
      ...request,
      locationId: DEMO_LOCATION.providencia,
      maxDiscount: 25,
      promotionToken: 'aurora-vuelve-ana',
      paysOnline: true,
      client: { ...request.client, phone: '+56912345678' },
      bookings: [
        {
          ...item,
          serviceId: DEMO_SERVICE.deepConditioning,
          start: '2026-12-04T10:00:00-03:00',
          end: '2026-12-04T10:45:00-03:00',
          price: 15000,
        },
      ],
    };
    expect((await staff().checkBookings({ ...promoted, promotionToken: null }))._unsafeUnwrapErr()).toMatchObject({
      status: 422,
      code: 'BOOKING.PRICE_CHANGED',
    });
    expect((await staff().createBooking(promoted, null))._unsafeUnwrap()).toMatchObject({
      booking: { status: 'pending_payment' },
    });
  });
});

/** A fetch into the app that keeps each request's JSON body, as the server received it. */
function recordingFetch(bodies: unknown[]): typeof fetch {
  return async (input, init) => {
    const request = new Request(input, init);
    bodies.push(await request.clone().json());
    return server.app.fetch(request);
  };
}

describe('the booking calls the storefront makes, anonymously (booking-wizard §4 Submission, §5, §7)', () => {
  const fromInstagram = (request: BookingRequest): BookingRequest => ({
    ...request,
    creativeSource: 'instagram',
    rwgToken: 'rwg-token-de-prueba',
    humanCheckToken: 'token-de-una-persona',
  });

  it("sends the traffic source, the reserve token and the human check's token under the contract's names, and the API books", async () => {
    const bodies: unknown[] = [];
    const created = (
      await api({ fetch: recordingFetch(bodies) }).createBooking(fromInstagram(classicCut('13:00', '13:30')), null)
    )._unsafeUnwrap();
    expect(created).toMatchObject({ booking: { status: 'confirmed' }, replayed: false });
    expect(bodies[0]).toMatchObject({
      creative_source: 'instagram',
      rwg_token: 'rwg-token-de-prueba',
      recaptcha_token: 'token-de-una-persona',
    });
  });

  it("names the company's payment provider when paying online, Pago Fácil as 2, and dLocal also in payment_dlocal (booking-wizard §7)", async () => {
    const bodies: unknown[] = [];
    const paying = (paymentProvider: PaymentProvider) => ({
      ...classicCut('15:00', '15:30'),
      paysOnline: true,
      paymentProvider,
    });
    await api({ fetch: recordingFetch(bodies) }).checkBookings(paying('pago_facil'));
    await api({ fetch: recordingFetch(bodies) }).checkBookings(paying('dlocal'));
    await api({ fetch: recordingFetch(bodies) }).checkBookings(classicCut('15:00', '15:30'));
    expect(
      bodies
        .map((body) => body as Record<string, unknown>)
        .map(({ payment_pago_facil, payment_dlocal }) => [payment_pago_facil, payment_dlocal]),
    ).toEqual([
      ['2', ''],
      ['dlocal', 'dlocal'],
      ['', ''],
    ]);
  });

  it("checks a submission without the human check's token, which the check does not take", async () => {
    const bodies: unknown[] = [];
    expect(
      (await api({ fetch: recordingFetch(bodies) }).checkBookings(fromInstagram(classicCut('14:00', '14:30')))).isOk(),
    ).toBe(true);
    expect(bodies[0]).toMatchObject({
      creative_source: 'instagram',
      rwg_token: 'rwg-token-de-prueba',
      booking_group: null,
    });
    expect(bodies[0]).not.toHaveProperty('recaptcha_token');
  });

  it('leaves out what the request does not have, so marketplace traffic sends no source', async () => {
    const bodies: unknown[] = [];
    await api({ fetch: recordingFetch(bodies) }).checkBookings({
      ...classicCut('14:00', '14:30'),
      creativeSource: null,
      rwgToken: null,
    });
    expect(bodies[0]).not.toHaveProperty('creative_source');
    expect(bodies[0]).not.toHaveProperty('rwg_token');
  });

  it("answers a booking without the human check's token as the refusal 422 HUMAN_CHECK.FAILED", async () => {
    expect((await api().createBooking(classicCut('15:00', '15:30'), null))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiRefusal',
      status: 422,
      code: 'HUMAN_CHECK.FAILED',
    });
  });
});

describe('identifying an existing client of a client-exclusive company (storefront §3 Existing client check response, §5, §7 GET /check_client_company, §8)', () => {
  const check = (identifier: string, type: 0 | 1 | 2) =>
    api().checkClientCompany(identifier, type, DEMO_LOCATION.nunoa);

  it('answers that the clinic knows a patient who may book: Rosa Díaz by her RUT, her email and her phone', async () => {
    for (const [identifier, type] of [
      ['12.345.678-5', 0],
      ['rosa.diaz@correo.example', 1],
      ['+56 9 1111 2222', 2],
    ] as const) {
      expect((await check(identifier, type))._unsafeUnwrap()).toEqual({ validId: true, canBook: true });
    }
  });

  it('answers that the clinic knows a patient it stopped from booking online: Pedro Soto', async () => {
    expect((await check('9.876.543-3', 0))._unsafeUnwrap()).toEqual({ validId: true, canBook: false });
  });

  it('answers an identifier the clinic does not know as not valid, not as a refusal', async () => {
    expect((await check('11.111.111-1', 0))._unsafeUnwrap()).toEqual({ validId: false, canBook: false });
  });

  it("sends the identifier, its type and the location under the contract's names", async () => {
    const urls: string[] = [];
    const recording: typeof fetch = (input, init) => {
      const request = new Request(input, init);
      urls.push(request.url);
      return Promise.resolve(server.app.fetch(request));
    };
    await api({ fetch: recording }).checkClientCompany('12.345.678-5', 0, DEMO_LOCATION.nunoa);
    expect(Object.fromEntries(new URL(urls[0] ?? '').searchParams)).toEqual({
      identificador: '12.345.678-5',
      identificador_type: '0',
      location_id: String(DEMO_LOCATION.nunoa),
    });
  });

  it('answers an identifier the identification rules refuse as the refusal 422 naming identificador', async () => {
    expect((await check('7', 0))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiRefusal',
      status: 422,
      code: 'REQUEST.INVALID',
      attributes: [{ field: 'identificador' }],
    });
  });
});

describe('the review calls the CLI makes (storefront §4, §7)', () => {
  it("reads a location's review summary and its pages", async () => {
    expect((await api().getReviewSummary(DEMO_LOCATION.providencia))._unsafeUnwrap()).toMatchObject({
      totalReviews: 7,
    });
    const page = (await api().listReviewsPage(DEMO_LOCATION.providencia, 1, 5))._unsafeUnwrap();
    expect(page.reviews).toHaveLength(5);
    expect(page.pagination).toEqual({ page: 1, size: 5, nextPage: 2 });
  });
});

/**
 * A fetch into the app that keeps the `authorization` cookie as a browser would: the in-process
 * fetch has no cookie jar, and the adapter leaves cookies to the browser (credentials: 'include').
 */
function browserLikeFetch(): typeof fetch {
  let cookie: string | null = null;
  return async (input, init) => {
    const request = new Request(input, init);
    if (cookie !== null) request.headers.set('cookie', cookie);
    const response = await server.app.fetch(request);
    const set = response.headers.get('set-cookie');
    if (set !== null) {
      const pair = set.split(';')[0] ?? '';
      cookie = pair.endsWith('=') ? null : pair;
    }
    return response;
  };
}

describe('the account calls the storefront makes (storefront §4 Login, §6, §7; ADR 0019)', () => {
  it('signs in, answering the user; the session then reads the signed-in user until signing out', async () => {
    const browser = api({ fetch: browserLikeFetch() });
    const user = (await browser.signIn('admin@salon-aurora.example', DEMO_PASSWORD))._unsafeUnwrap();
    expect(user).toMatchObject({
      id: DEMO_USER.salonAdmin,
      email: 'admin@salon-aurora.example',
      firstName: 'Carolina',
      roleId: 2,
      companyId: DEMO_COMPANY.salon,
      birthDate: null,
    });
    expect((await browser.getCurrentUser())._unsafeUnwrap()).toEqual(user);
    expect((await browser.signOut()).isOk()).toBe(true);
    expect((await browser.getCurrentUser())._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiRefusal',
      status: 401,
      code: 'AUTH.UNAUTHENTICATED',
    });
  });

  it('answers a wrong password as the refusal 401 AUTH.BAD_CREDENTIALS', async () => {
    expect((await api().signIn('admin@salon-aurora.example', 'no-es-la-clave'))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiRefusal',
      status: 401,
      code: 'AUTH.BAD_CREDENTIALS',
      attributes: [],
    });
  });

  it('answers the signed-in user without a session as the refusal 401 AUTH.UNAUTHENTICATED, and signs out without one', async () => {
    expect((await api().getCurrentUser())._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiRefusal',
      status: 401,
      code: 'AUTH.UNAUTHENTICATED',
    });
    expect((await api().signOut()).isOk()).toBe(true);
  });
});
