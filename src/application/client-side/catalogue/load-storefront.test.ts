import fc from 'fast-check';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { timeZone } from '#domain/availability/time-zone';
import { anyCatalogService } from '#domain/catalog/service.arbitraries';
import type { Service } from '#domain/catalog/service';
import { locationId } from '#domain/shared/ids.test-support';
import type { ApiFailure } from '../../ports/client/api-result';
import type { CategoryGroupView, ServiceView } from '../../ports/client/offered-services';
import {
  apiPorts,
  COMPANY_OVERVIEW,
  CUT,
  CUT_AND_SHAVE_PACK,
  fakeBookingApi,
  PALERMO,
  PROMOTION_TOKEN,
} from '../shared/fake-booking-api.test-support';
import { loadStorefront, servicesById } from './load-storefront';

// Loading a location's storefront (storefront §1, §3 Service, Category group, Company overview;
// booking-wizard §3 Service to reserve): the API's services decoded once into the domain's Service.

/** The service as the API sends it: the domain's fields under the contract's names. */
function viewOf(service: Service): ServiceView {
  return {
    id: service.id,
    name: service.name,
    description: service.description,
    images: [],
    serviceCategoryId: service.categoryId,
    duration: service.durationMinutes,
    showDuration: service.showDuration,
    price: service.price,
    payingPrice: service.payingPrice,
    payingPriceCharly: service.payingPriceCharly,
    discount: service.discount,
    charlyDiscount: service.charlyDiscount,
    charlyPromotionStartDate: service.charlyPromotionStartDate,
    charlyPromotionEndDate: service.charlyPromotionEndDate,
    showPrice: service.showPrice,
    onlinePayable: service.onlinePayable,
    mustBePaidOnline: service.mustBePaidOnline,
    onlineDownPayment: service.onlineDownPayment,
    onlineDownPaymentAmount: service.onlineDownPaymentAmount,
    classService: service.classService,
    bundled: service.bundle.length > 0,
    bundle: service.bundle.map((member) => ({
      id: member.id,
      name: member.name,
      duration: member.durationMinutes,
      serviceProviders: member.serviceProviders,
      onlinePayable: member.onlinePayable,
      mustBePaidOnline: member.mustBePaidOnline,
      onlineDownPayment: member.onlineDownPayment,
      onlineDownPaymentAmount: member.onlineDownPaymentAmount,
    })),
    hasSession: service.sessionsAmount !== null,
    sessionsAmount: service.sessionsAmount,
    isVideo: service.isVideo,
    outcall: service.outcall,
    times: [],
    serviceProviders: service.serviceProviders,
  };
}

/** Palermo's storefront with these categories of services. */
const withServices = (groups: readonly CategoryGroupView[]) => fakeBookingApi({ listServices: () => okAsync(groups) });

const load = (api = fakeBookingApi(), token: string | null = null) => loadStorefront(apiPorts(api))(PALERMO.id, token);

describe("decoding a location's services (storefront §3 Service; booking-wizard §3 Service to reserve)", () => {
  it('decodes every service the domain accepts into that same Service, by category', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(anyCatalogService, { minLength: 1, maxLength: 5, selector: (service) => service.id }),
        async (services) => {
          const storefront = (
            await load(withServices([{ id: 3, category: 'Barbería', services: services.map(viewOf) }]))
          )._unsafeUnwrap();
          expect(storefront.categories.map((category) => [category.id, category.name])).toEqual([[3, 'Barbería']]);
          expect(storefront.categories[0]?.services.map((entry) => entry.service)).toEqual(services);
        },
      ),
    );
  });

  it("keeps a bundle's members in the order they are performed, each with its own duration, professionals and payment terms", async () => {
    const storefront = (await load())._unsafeUnwrap();
    const pack = servicesById(storefront).get(CUT_AND_SHAVE_PACK.id)?.service;
    expect(pack?.bundle).toEqual([
      {
        id: 51,
        name: 'Corte clásico',
        durationMinutes: 30,
        serviceProviders: [],
        onlinePayable: false,
        mustBePaidOnline: false,
        onlineDownPayment: false,
        onlineDownPaymentAmount: 0,
      },
      {
        id: 52,
        name: 'Afeitado con navaja',
        durationMinutes: 30,
        serviceProviders: [],
        onlinePayable: false,
        mustBePaidOnline: false,
        onlineDownPayment: false,
        onlineDownPaymentAmount: 0,
      },
    ]);
  });

  it('reads a session package as its number of sessions only when the API says it has sessions', async () => {
    const sessions = { ...CUT, id: 60, hasSession: true, sessionsAmount: 4 };
    const notSessions = { ...CUT, id: 61, hasSession: false, sessionsAmount: 4 };
    const byId = servicesById(
      (await load(withServices([{ id: 1, category: 'Barbería', services: [sessions, notSessions] }])))._unsafeUnwrap(),
    );
    expect(byId.get(60)?.service.sessionsAmount).toBe(4);
    expect(byId.get(61)?.service.sessionsAmount).toBeNull();
  });

  it("keeps what only the location page shows beside the Service: the service's images and a class's start hours", async () => {
    const yoga = {
      ...CUT,
      id: 62,
      classService: true,
      images: ['https://img.example/yoga.jpg'],
      times: [{ dayId: 2, open: true, hours: ['09:00', '18:00'] }],
    };
    const entry = servicesById(
      (await load(withServices([{ id: 1, category: 'Clases', services: [yoga] }])))._unsafeUnwrap(),
    ).get(62);
    expect(entry).toMatchObject({
      images: ['https://img.example/yoga.jpg'],
      times: [{ dayId: 2, open: true, hours: ['09:00', '18:00'] }],
    });
  });

  it('answers a service the domain refuses as the API misbehaving, naming the service, whichever rule it breaks', async () => {
    const breakages: readonly Partial<ServiceView>[] = [
      { duration: 0 },
      { name: '' },
      { discount: 101 },
      { price: -1 },
      { charlyPromotionStartDate: '2026-12-01', charlyPromotionEndDate: null },
      { charlyPromotionStartDate: '2026-12-31', charlyPromotionEndDate: '2026-12-01' },
      { charlyPromotionStartDate: '2026-02-30', charlyPromotionEndDate: '2026-03-01' },
      { hasSession: true, sessionsAmount: 1 },
      { serviceProviders: [{ id: -1, publicName: 'Nadie' }] },
    ];
    await fc.assert(
      fc.asyncProperty(
        fc.array(anyCatalogService, { minLength: 1, maxLength: 4 }),
        fc.nat(),
        fc.constantFrom(...breakages),
        async (services, at, breakage) => {
          const views = services.map(viewOf);
          const index = at % views.length;
          const broken = { ...views[index], ...breakage, id: 10_001 } as ServiceView;
          views[index] = broken;
          const failure = (
            await load(withServices([{ id: 1, category: 'Barbería', services: views }]))
          )._unsafeUnwrapErr();
          expect(failure).toMatchObject({
            _tag: 'ApiMisbehaved',
            message: expect.stringContaining('service 10001') as unknown,
          });
        },
      ),
      { numRuns: 40 },
    );
  });
});

describe("a location's storefront (storefront §1, §3 Location, Company overview; booking-wizard §3, §5)", () => {
  it('reads the location in its own time zone, with its company, booking settings and currency', async () => {
    const storefront = (await load())._unsafeUnwrap();
    expect(storefront.location).toEqual(PALERMO);
    expect(storefront.zone).toBe(timeZone(PALERMO.timeZone)._unsafeUnwrap());
    expect(storefront.company).toMatchObject({
      id: PALERMO.companyId,
      location: { id: PALERMO.id, locationName: 'Palermo' },
    });
    expect(storefront.currency).toEqual({ unit: '$', delimiter: '.', separator: ',' });
    expect(storefront.bookingInfo.presetNotes.important).toBe('Llegá 5 minutos antes.');
  });

  it('takes payments online only when the overview allows it, is capable of it and names a provider that supports it (booking-wizard §5)', async () => {
    const paying = (settings: Partial<typeof COMPANY_OVERVIEW>) =>
      fakeBookingApi({
        getCompanyOverview: () =>
          okAsync({
            ...COMPANY_OVERVIEW,
            allowsOnlinePayment: true,
            onlinePaymentCapable: true,
            providerOnlinePayment: 'dlocal',
            ...settings,
          }),
      });
    expect((await load(paying({})))._unsafeUnwrap().onlinePayment).toEqual({
      _tag: 'OnlinePaymentActive',
      provider: 'dlocal',
    });
    expect((await load(paying({ onlinePaymentCapable: false })))._unsafeUnwrap().onlinePayment).toEqual({
      _tag: 'OnlinePaymentInactive',
      reason: 'NOT_CAPABLE',
    });
    expect((await load(paying({ providerOnlinePayment: 'mercadopago' })))._unsafeUnwrap().onlinePayment).toEqual({
      _tag: 'OnlinePaymentInactive',
      reason: 'PROVIDER_UNSUPPORTED',
    });
    expect((await load())._unsafeUnwrap().onlinePayment).toEqual({
      _tag: 'OnlinePaymentInactive',
      reason: 'NOT_ALLOWED',
    });
  });

  it("asks for the location's company by the location's web address, with the location named", async () => {
    const asked: unknown[] = [];
    const api = fakeBookingApi();
    (
      await load({
        ...api,
        getCompanyOverview: (website, locationId) => (
          asked.push([website, locationId]),
          api.getCompanyOverview(website, locationId)
        ),
      })
    )._unsafeUnwrap();
    expect(asked).toEqual([['barberia-portena', PALERMO.id]]);
  });

  it('answers a time zone the runtime does not know as the API misbehaving', async () => {
    const api = fakeBookingApi({ getLocation: () => okAsync({ ...PALERMO, timeZone: 'America/Atlantis' }) });
    expect((await load(api))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'ApiMisbehaved',
      message: expect.stringContaining('America/Atlantis') as unknown,
    });
  });

  it('answers a currency format prices cannot be written with as the API misbehaving (storefront §5 price display)', async () => {
    for (const format of [
      { delimiter: '.', separator: '.' },
      { delimiter: '.', separator: '' },
      { delimiter: '1', separator: ',' },
    ]) {
      const api = fakeBookingApi({ getCompanyOverview: () => okAsync({ ...COMPANY_OVERVIEW, ...format }) });
      expect((await load(api))._unsafeUnwrapErr()).toMatchObject({ _tag: 'ApiMisbehaved' });
    }
  });

  it("answers the API's refusal of any of its calls as it is", async () => {
    const notFound = {
      _tag: 'ApiRefusal',
      status: 404,
      code: 'LOCATION.NOT_FOUND',
      message: 'The location was not found.',
      attributes: [],
      retryAfterSeconds: null,
    } as const;
    expect((await loadStorefront(apiPorts(fakeBookingApi()))(locationId(99), null))._unsafeUnwrapErr()).toEqual(
      notFound,
    );
  });
});

describe("a landing link's promotion (storefront §2 Promo banner, §7 GET /services token)", () => {
  it("asks for the services under the landing link's token, and keeps the token for the booking", async () => {
    const tokens: unknown[] = [];
    const api = fakeBookingApi();
    const storefront = (
      await load(
        { ...api, listServices: (locationId, token) => (tokens.push(token), api.listServices(locationId, token)) },
        PROMOTION_TOKEN,
      )
    )._unsafeUnwrap();
    expect(tokens).toEqual([PROMOTION_TOKEN]);
    expect(storefront.promotionToken).toBe(PROMOTION_TOKEN);
    expect(servicesById(storefront).get(CUT.id)?.service).toMatchObject({
      payingPriceCharly: 7000,
      charlyDiscount: 30,
      charlyPromotionEndDate: '2026-12-31',
    });
  });

  it('asks for the services without a token when the visit has none', async () => {
    const tokens: unknown[] = [];
    const api = fakeBookingApi();
    const storefront = (
      await load({
        ...api,
        listServices: (locationId, token) => (tokens.push(token), api.listServices(locationId, token)),
      })
    )._unsafeUnwrap();
    expect(tokens).toEqual([null]);
    expect(storefront.promotionToken).toBeNull();
  });

  it('prices the services as usual, and books without a token, when no promotion has the link’s token', async () => {
    const tokens: unknown[] = [];
    const api = fakeBookingApi();
    const storefront = (
      await load(
        { ...api, listServices: (locationId, token) => (tokens.push(token), api.listServices(locationId, token)) },
        'no-such-token',
      )
    )._unsafeUnwrap();
    expect(tokens).toEqual(['no-such-token', null]);
    expect(storefront.promotionToken).toBeNull();
    expect(servicesById(storefront).get(CUT.id)?.service).toMatchObject({ charlyDiscount: 0 });
  });

  it('still fails the page when the services cannot be read for another reason', async () => {
    const api = fakeBookingApi();
    const failing = {
      ...api,
      listServices: () =>
        errAsync<never, ApiFailure>({ _tag: 'ApiUnreachable', reason: 'network', message: 'offline' }),
    };
    expect((await load(failing, PROMOTION_TOKEN))._unsafeUnwrapErr()).toMatchObject({ _tag: 'ApiUnreachable' });
  });
});

describe('the services by id (storefront §3 Category group)', () => {
  it('finds every service of every category under its id, and nothing else', async () => {
    await fc.assert(
      fc.asyncProperty(
        fc.uniqueArray(anyCatalogService, { minLength: 1, maxLength: 6, selector: (service) => service.id }),
        fc.integer({ min: 1, max: 3 }),
        async (services, categories) => {
          const groups = Array.from({ length: categories }, (_, category) => ({
            id: category + 1,
            category: `Categoría ${String(category + 1)}`,
            services: services.filter((_service, index) => index % categories === category).map(viewOf),
          }));
          const byId = servicesById((await load(withServices(groups)))._unsafeUnwrap());
          expect([...byId.keys()].sort((a, b) => a - b)).toEqual(
            services.map((service) => service.id).sort((a, b) => a - b),
          );
          for (const service of services) expect(byId.get(service.id)?.service).toEqual(service);
        },
      ),
    );
  });
});
