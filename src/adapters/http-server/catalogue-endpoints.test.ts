import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { components } from '../http/booking-api.generated';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { DEMO_PROMOTION_TOKEN, DEMO_SERVICE } from '../persistence/demo/demo-ids';
import { DEMO_TODAY } from '../persistence/demo/demo-databases.test-support';
import { addDays } from '#domain/calendar/local-date';
import { expectFailure, seededTestServer, unchanged, type TestServer } from './test-server.test-support';

// The catalogue's read side end to end (issue 3, Server; storefront §3, §7): each call through the
// Hono app, the use cases and the SQL adapters on a PGlite holding the demo data. Every response is
// checked against the contract by the client that requests it.

type Schemas = components['schemas'];

let server: TestServer;

beforeAll(async () => {
  server = await seededTestServer();
});

afterAll(async () => {
  await server.dispose();
});

const get = (path: string, headers?: Readonly<Record<string, string>>) => server.client.get(path, headers);

describe('GET /companies/overview (storefront §3 Company overview)', () => {
  it("answers the salon's overview with its Chilean currency format and online payment settings", async () => {
    const response = await get('/companies/overview?website=salon-aurora');
    expect(response.status).toBe(200);
    expect(response.body).toMatchObject({
      id: 1,
      name: 'Salón Aurora',
      unit: '$',
      delimiter: '.',
      separator: ',',
      company_is_active: true,
      allows_online_payment: true,
      provider_online_payment: 'dlocal',
      reviews_v2: true,
      location: null,
    });
    expect((response.body as Schemas['CompanyOverview']).logo).toMatch(/^data:image\/svg\+xml,/);
    const barbershop = await get('/companies/overview?website=barberia-portena');
    expect(barbershop.body).toMatchObject({ logo: null });
  });

  it('answers the company’s apps in the App Store and Google Play, and none for a company without apps (issue 36)', async () => {
    const salon = (await get('/companies/overview?website=salon-aurora')).body as Schemas['CompanyOverview'];
    expect(salon.apps).toEqual({
      app_store: 'https://apps.apple.com/cl/app/salon-aurora/id6450000001',
      google_play: 'https://play.google.com/store/apps/details?id=cl.salonaurora.app',
    });
    const barbershop = (await get('/companies/overview?website=barberia-portena')).body as Schemas['CompanyOverview'];
    expect(barbershop.apps).toEqual({ app_store: null, google_play: null });
  });

  it('answers what each company says about itself, as it wrote it', async () => {
    const salon = (await get('/companies/overview?website=salon-aurora')).body as Schemas['CompanyOverview'];
    expect(salon.description).toMatch(/^Salón Aurora nació en 2012 en Providencia[^]*\n\nEn Las Condes/);
    const barbershop = (await get('/companies/overview?website=barberia-portena')).body as Schemas['CompanyOverview'];
    expect(barbershop.description).toMatch(/^Barbería clásica de Palermo/);
  });

  it("includes the asked location's name and phone", async () => {
    const response = await get('/companies/overview?website=salon-aurora&location_id=1&locale=es-CL');
    expect((response.body as Schemas['CompanyOverview']).location).toEqual({
      id: 1,
      location_name: 'Providencia',
      phone: '+56 2 2345 6789',
    });
  });

  it('answers 404 COMPANY.NOT_FOUND for a web address no company has, and LOCATION.NOT_FOUND for another company’s location', async () => {
    expectFailure(await get('/companies/overview?website=nadie'), 404, 'COMPANY.NOT_FOUND');
    expectFailure(await get('/companies/overview?website=salon-aurora&location_id=4'), 404, 'LOCATION.NOT_FOUND');
  });

  it('refuses ill-typed, missing, repeated and unknown parameters with 400 and out-of-rule values with 422, naming each, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(await get('/companies/overview'), 400, 'REQUEST.UNDECODABLE', 'website');
      expectFailure(
        await get('/companies/overview?website=salon-aurora&location_id=uno'),
        400,
        'REQUEST.UNDECODABLE',
        'location_id',
      );
      expectFailure(
        await get('/companies/overview?website=salon-aurora&website=otra'),
        400,
        'REQUEST.UNDECODABLE',
        'website',
      );
      expectFailure(await get('/companies/overview?website=salon-aurora&sitio=x'), 400, 'REQUEST.UNDECODABLE', 'sitio');
      expectFailure(await get('/companies/overview?website=Salon%20Aurora'), 422, 'REQUEST.INVALID', 'website');
      expectFailure(
        await get('/companies/overview?website=salon-aurora&location_id=0'),
        422,
        'REQUEST.INVALID',
        'location_id',
      );
      expectFailure(
        await get('/companies/overview?website=salon-aurora&locale=spanish'),
        422,
        'REQUEST.INVALID',
        'locale',
      );
    });
  });

  it('writes the error in Spanish when the request prefers it (ADR 0014)', async () => {
    const response = await get('/companies/overview', { 'Accept-Language': 'es-CL,es;q=0.9,en;q=0.8' });
    expect(response.body).toMatchObject({
      error: 'No se pudo leer la solicitud.',
      attributes: [{ field: 'website', messages: ['falta'] }],
    });
  });
});

describe('GET /companies/booking_info (booking-wizard §3 companyBookingInfo)', () => {
  it("answers the client-exclusive clinic's settings: identified by id number, professional required, its form and questions", async () => {
    const response = await get('/companies/booking_info?website=clinica-sonrisa');
    expect(response.status).toBe(200);
    const info = response.body as Schemas['CompanyBookingInfo'];
    expect(info).toMatchObject({
      client_exclusive: true,
      client_exclusive_by: 0,
      show_providers: 1,
      active_memberships: true,
      policy_term_active: true,
      after_booking: 6,
      preset_notes: { important: 'Trae tu carnet de identidad y tu credencial de previsión.' },
    });
    expect(info.attributes[0]).toEqual({
      name: 'Previsión',
      slug: 'prevision',
      type: 'categoric',
      categories: ['Fonasa', 'Isapre', 'Particular'],
      show_on_workflow: true,
      mandatory_on_workflow: true,
    });
    expect(
      info.booking_client_attributes.find((attribute) => attribute.client_data === 'identification_number'),
    ).toEqual({
      client_data: 'identification_number',
      used: true,
      required: true,
      label: 'RUT',
    });
  });

  it('answers no identification for a company that is not client-exclusive, and "cannot choose" for the workshop', async () => {
    expect(
      ((await get('/companies/booking_info?website=salon-aurora')).body as Schemas['CompanyBookingInfo'])
        .client_exclusive_by,
    ).toBeNull();
    expect(
      ((await get('/companies/booking_info?website=taller-andes')).body as Schemas['CompanyBookingInfo'])
        .show_providers,
    ).toBe(2);
  });

  it('answers the workshop variant for the vehicle workshop only (booking-wizard §1 Salfa variant)', async () => {
    expect(
      ((await get('/companies/booking_info?website=taller-andes')).body as Schemas['CompanyBookingInfo'])
        .workshop_variant,
    ).toBe(true);
    expect(
      ((await get('/companies/booking_info?website=salon-aurora')).body as Schemas['CompanyBookingInfo'])
        .workshop_variant,
    ).toBe(false);
  });

  it('answers 404 for an unknown web address and 400/422 for a missing or ill-written one, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(await get('/companies/booking_info?website=nadie'), 404, 'COMPANY.NOT_FOUND');
      expectFailure(await get('/companies/booking_info'), 400, 'REQUEST.UNDECODABLE', 'website');
      expectFailure(await get(`/companies/booking_info?website=${'a'.repeat(254)}`), 422, 'REQUEST.INVALID', 'website');
    });
  });
});

describe('GET /social_networks (storefront §3 Social network)', () => {
  it('answers the salon’s links in its order, leaving out the one with a blank address', async () => {
    const response = await get('/social_networks?company_id=1');
    expect(response.body).toEqual([
      { social_network_id: 1, name: 'instagram', web_address: 'instagram.com/salonaurora' },
      { social_network_id: 2, name: 'facebook', web_address: 'https://www.facebook.com/salonaurora' },
      { social_network_id: 3, name: 'web alternativa', web_address: 'salon-aurora.example' },
    ]);
  });

  it('answers 404 for an unknown company, 422 for an id past what the database holds, and 400/422 for a bad one, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(await get('/social_networks?company_id=99'), 404, 'COMPANY.NOT_FOUND');
      expectFailure(await get('/social_networks?company_id=99999999999'), 422, 'REQUEST.INVALID', 'company_id');
      expectFailure(await get('/social_networks'), 400, 'REQUEST.UNDECODABLE', 'company_id');
      expectFailure(await get('/social_networks?company_id=1.5'), 400, 'REQUEST.UNDECODABLE', 'company_id');
      expectFailure(await get('/social_networks?company_id=-3'), 422, 'REQUEST.INVALID', 'company_id');
    });
  });
});

describe('GET /api/views/workflow/v2/check_web_address_countries (storefront §2 routes)', () => {
  it('answers the barbershop’s home country first, then the country of its location abroad', async () => {
    const response = await get('/api/views/workflow/v2/check_web_address_countries?web_address=barberia-portena');
    expect(response.body).toEqual({ web_address: 'barberia-portena', countries: ['ar', 'uy'] });
  });

  it('answers 404 for an unknown web address and 400/422 for a missing or ill-written one, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(
        await get('/api/views/workflow/v2/check_web_address_countries?web_address=nadie'),
        404,
        'COMPANY.NOT_FOUND',
      );
      expectFailure(
        await get('/api/views/workflow/v2/check_web_address_countries'),
        400,
        'REQUEST.UNDECODABLE',
        'web_address',
      );
      expectFailure(
        await get('/api/views/workflow/v2/check_web_address_countries?web_address=-salon'),
        422,
        'REQUEST.INVALID',
        'web_address',
      );
    });
  });
});

describe('GET /locations (storefront §2 `{country}`)', () => {
  it('answers the salon’s open locations in its order, each with its week Monday first', async () => {
    const response = await get('/locations?company_id=1');
    const locations = response.body as readonly Schemas['Location'][];
    expect(locations.map((location) => location.location_name)).toEqual(['Providencia', 'Las Condes']);
    const [providencia] = locations;
    expect(providencia).toMatchObject({
      id: 1,
      company_id: 1,
      company_web_address: 'salon-aurora',
      name: 'Salón Aurora',
      country_code: 'cl',
      time_zone: 'America/Santiago',
    });
    expect(
      providencia?.schedule.map((day) => [day.long_day, day.hours.map((hours) => `${hours.open}-${hours.close}`)]),
    ).toEqual([
      ['Monday', ['09:00-20:00']],
      ['Tuesday', ['09:00-20:00']],
      ['Wednesday', ['09:00-20:00']],
      ['Thursday', ['09:00-20:00']],
      ['Friday', ['09:00-20:00']],
      ['Saturday', ['10:00-14:00']],
      ['Sunday', []],
    ]);
    expect(providencia?.schedule[6]?.is_open).toBe(false);
  });

  it('names the days in Spanish when the request prefers it', async () => {
    const response = await get('/locations?company_id=3', { 'Accept-Language': 'es' });
    expect((response.body as readonly Schemas['Location'][])[0]?.schedule.map((day) => day.long_day)).toEqual([
      'Lunes',
      'Martes',
      'Miércoles',
      'Jueves',
      'Viernes',
      'Sábado',
      'Domingo',
    ]);
  });

  it('answers each of the barbershop’s locations in its own country and time zone', async () => {
    const locations = (await get('/locations?company_id=4')).body as readonly Schemas['Location'][];
    expect(locations.map((location) => [location.location_name, location.country_code, location.time_zone])).toEqual([
      ['Palermo', 'ar', 'America/Argentina/Buenos_Aires'],
      ['Pocitos', 'uy', 'America/Montevideo'],
    ]);
  });

  it('answers 404 for an unknown company and 400 for a missing one, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(await get('/locations?company_id=99'), 404, 'COMPANY.NOT_FOUND');
      expectFailure(await get('/locations'), 400, 'REQUEST.UNDECODABLE', 'company_id');
      expectFailure(await get('/locations?company_id=true'), 400, 'REQUEST.UNDECODABLE', 'company_id');
    });
  });
});

describe('GET /locations/{id} (storefront §3 Location)', () => {
  it('answers one location with its page’s data', async () => {
    const response = await get('/locations/2');
    expect(response.body).toMatchObject({
      id: 2,
      location_name: 'Las Condes',
      address: 'Av. Apoquindo 4500, Las Condes, Santiago',
    });
  });

  it('names its days in the language each request prefers, however often it is asked in the other', async () => {
    const firstDay = async (language: string) =>
      ((await get('/locations/1', { 'Accept-Language': language })).body as Schemas['Location']).schedule[0]?.long_day;
    for (let asked = 0; asked < 2; asked += 1) {
      expect(await firstDay('es')).toBe('Lunes');
      expect(await firstDay('en')).toBe('Monday');
    }
  });

  it('answers the WhatsApp number of a location that has one, and null for a landline-only one (issue 36)', async () => {
    const providencia = (await get('/locations/1')).body as Schemas['Location'];
    expect(providencia).toMatchObject({ phone: '+56 2 2345 6789', whatsapp: '+56 9 8765 4321' });
    const lasCondes = (await get('/locations/2')).body as Schemas['Location'];
    expect(lasCondes).toMatchObject({ phone: '+56 2 2987 6543', whatsapp: null });
  });

  it("names its company's web address, so a page that knows only the location reads its company's overview", async () => {
    const location = (await get('/locations/5')).body as Schemas['Location'];
    expect(location.company_web_address).toBe('barberia-portena');
    const overview = await get(`/companies/overview?website=${location.company_web_address}&location_id=5`);
    expect(overview.status).toBe(200);
    expect(overview.body).toMatchObject({ id: location.company_id });
  });

  it('answers 404 for a closed or unknown location and for an id outside the range ids have, 400 for an id that is not a number, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(await get('/locations/7'), 404, 'LOCATION.NOT_FOUND');
      expectFailure(await get('/locations/99999999999'), 404, 'ROUTE.NOT_FOUND');
      expectFailure(await get('/locations/providencia'), 400, 'REQUEST.UNDECODABLE', 'id');
      expectFailure(await get('/locations/0'), 404, 'ROUTE.NOT_FOUND');
      expectFailure(await get('/locations/1?expand=all'), 400, 'REQUEST.UNDECODABLE', 'expand');
    });
  });
});

describe('GET /services (storefront §3 Category group, Service)', () => {
  const servicesOf = async (path: string) => {
    const response = await get(path);
    expect(response.status).toBe(200);
    const groups = response.body as readonly Schemas['CategoryGroup'][];
    const byId = new Map(groups.flatMap((group) => group.services).map((service) => [service.id, service]));
    return { groups, service: (id: number) => byId.get(id) };
  };

  it("answers Providencia's 24 services under the salon's eight categories, in order", async () => {
    const { groups } = await servicesOf('/services?location_id=1');
    expect(groups.map((group) => group.category)).toEqual([
      'Cortes',
      'Coloración',
      'Tratamientos capilares',
      'Manos y pies',
      'Depilación y rostro',
      'Packs y programas',
      'Talleres',
      'Online y a domicilio',
    ]);
    expect(groups.flatMap((group) => group.services)).toHaveLength(24);
  });

  it("answers a service's images in the gallery's order, and none for a service without", async () => {
    const { service } = await servicesOf('/services?location_id=1');
    const balayage = service(DEMO_SERVICE.balayage)?.images ?? [];
    expect(balayage).toHaveLength(5);
    for (const image of balayage) expect(image).toMatch(/^data:image\/svg\+xml,/);
    expect(decodeURIComponent(balayage[1] ?? '')).toContain('Balayage cenizo');
    expect(service(DEMO_SERVICE.mensCut)?.images).toEqual([]);
  });

  it('answers every kind of service the demo salon offers, as the storefront needs it', async () => {
    const { service } = await servicesOf('/services?location_id=1');
    expect(service(DEMO_SERVICE.bridalPack)).toMatchObject({ bundled: true, has_session: false, duration: 115 });
    expect(
      service(DEMO_SERVICE.bridalPack)?.bundle.map((member) => [
        member.name,
        member.service_providers.map((provider) => provider.id),
      ]),
    ).toEqual([
      ['Peinado', [1, 2, 6]],
      ['Manicure permanente', [6]],
      ['Depilación de cejas', [1, 6]],
    ]);
    expect(service(DEMO_SERVICE.hairLossProgramme)).toMatchObject({
      has_session: true,
      sessions_amount: 4,
      bundled: false,
      bundle: [],
    });
    expect(service(DEMO_SERVICE.stylingWorkshop)).toMatchObject({ class_service: true });
    expect(service(DEMO_SERVICE.stylingWorkshop)?.times.filter((day) => day.open)).toEqual([
      { day_id: 1, open: true, hours: ['18:00'] },
      { day_id: 6, open: true, hours: ['10:30'] },
    ]);
    expect(service(DEMO_SERVICE.womensCut)?.times).toEqual([]);
    expect(service(DEMO_SERVICE.fullColour)).toMatchObject({
      online_payable: true,
      discount: 10,
      paying_price: 40500,
      price: 45000,
    });
    expect(service(DEMO_SERVICE.balayage)).toMatchObject({
      must_be_paid_online: true,
      online_down_payment: true,
      online_down_payment_amount: 20000,
    });
    expect(service(DEMO_SERVICE.colourCorrection)).toMatchObject({ show_price: false });
    expect(service(DEMO_SERVICE.scalpMassage)).toMatchObject({ show_duration: false });
    expect(service(DEMO_SERVICE.videoConsultation)).toMatchObject({ is_video: true });
    expect(service(DEMO_SERVICE.stylingAtHome)).toMatchObject({ outcall: true });
    expect(service(DEMO_SERVICE.deepFacial)).toMatchObject({
      charly_discount: 30,
      paying_price_charly: 21000,
      charly_promotion_start_date: addDays(DEMO_TODAY, -7),
      charly_promotion_end_date: addDays(DEMO_TODAY, 60),
    });
  });

  it('lists as professionals of a service only those who work at the location', async () => {
    const providencia = await servicesOf('/services?location_id=1');
    const lasCondes = await servicesOf('/services?location_id=2');
    const names = (service: Schemas['Service'] | undefined) =>
      service?.service_providers.map((provider) => provider.public_name);
    expect(names(providencia.service(DEMO_SERVICE.womensCut))).toEqual([
      'Camila Rojas',
      'Javiera Soto',
      'Matías Fuentes',
    ]);
    expect(names(lasCondes.service(DEMO_SERVICE.womensCut))).toEqual(['Matías Fuentes', 'Valentina Muñoz']);
    expect(lasCondes.service(DEMO_SERVICE.bridalPack)).toBeUndefined();
  });

  it("applies the promotion's special-discount prices and dates with its token (storefront §2 Promo banner)", async () => {
    const { service } = await servicesOf(`/services?location_id=1&token=${DEMO_PROMOTION_TOKEN}`);
    expect(service(DEMO_SERVICE.deepFacial)).toMatchObject({
      charly_discount: 40,
      paying_price_charly: 18000,
      charly_promotion_start_date: addDays(DEMO_TODAY, -1),
      charly_promotion_end_date: addDays(DEMO_TODAY, 14),
    });
    expect(service(DEMO_SERVICE.deepConditioning)).toMatchObject({ charly_discount: 25, paying_price_charly: 15000 });
    expect(service(DEMO_SERVICE.womensCut)).toMatchObject({ charly_discount: 0, paying_price_charly: null });
  });

  it('answers 404 for an unknown token or a closed location, and 400/422 for bad parameters, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(await get('/services?location_id=1&token=nada'), 404, 'PROMOTION.NOT_FOUND');
      // A control character is refused before anything is looked up (docs/adr/0050).
      expectFailure(await get('/services?location_id=1&token=%00'), 422, 'REQUEST.INVALID', 'token');
      expectFailure(await get(`/services?location_id=4&token=${DEMO_PROMOTION_TOKEN}`), 404, 'PROMOTION.NOT_FOUND');
      expectFailure(await get('/services?location_id=7'), 404, 'LOCATION.NOT_FOUND');
      expectFailure(await get('/services'), 400, 'REQUEST.UNDECODABLE', 'location_id');
      expectFailure(await get(`/services?location_id=1&token=${'x'.repeat(129)}`), 422, 'REQUEST.INVALID', 'token');
      expectFailure(await get('/services?location_id=1&token='), 422, 'REQUEST.INVALID', 'token');
    });
  });
});

describe('GET /service_providers/{id} (storefront §2 provider header)', () => {
  it('answers a professional with their week across the locations they work at', async () => {
    const response = await get('/service_providers/3');
    const matias = response.body as Schemas['Provider'];
    expect(matias).toMatchObject({ id: 3, public_name: 'Matías Fuentes', image: null });
    expect(matias.provider_times.map((day) => day.hours.map((hours) => `${hours.open}-${hours.close}`))).toEqual([
      ['09:00-17:00'],
      ['10:00-19:00'],
      ['09:00-17:00'],
      ['10:00-19:00'],
      ['09:00-17:00'],
      [],
      [],
    ]);
  });

  it('answers 404 for an unknown professional and for an id below 1, and 400 for an id that is not a number, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(await get('/service_providers/999'), 404, 'PROVIDER.NOT_FOUND');
      expectFailure(await get('/service_providers/camila'), 400, 'REQUEST.UNDECODABLE', 'id');
      expectFailure(await get('/service_providers/0'), 404, 'ROUTE.NOT_FOUND');
    });
  });
});

describe('GET /vehicles (booking-wizard §3 Vehicle entity; storefront §8 "plate not found")', () => {
  it("answers the workshop's vehicle under the Spanish field names the booking sends back, however the plate is typed", async () => {
    const response = await get(`/vehicles?location_id=3&plate=${encodeURIComponent('bc-df 12')}`);
    expect(response.status).toBe(200);
    expect(response.body).toEqual({
      marca: 'Toyota',
      modelo: 'Yaris',
      patente: 'BCDF12',
      anio: 2019,
      nombre: 'Ana Pérez',
      km: 42_000,
    });
  });

  it('answers 404 VEHICLE.NOT_FOUND for a plate off the register, and for a vehicle of another company', async () => {
    expectFailure(await get('/vehicles?location_id=3&plate=ZZZZ99'), 404, 'VEHICLE.NOT_FOUND');
    expectFailure(await get('/vehicles?location_id=1&plate=BCDF12'), 404, 'VEHICLE.NOT_FOUND');
    expect(
      ((await get('/vehicles?location_id=3&plate=ZZZZ99', { 'Accept-Language': 'es' })).body as Schemas['Error']).error,
    ).toBe('No hay un vehículo registrado con esta patente.');
  });

  it('answers 400 or 422 naming the parameter for bad input, and 404 for a closed location, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(await get('/vehicles?location_id=3'), 400, 'REQUEST.UNDECODABLE', 'plate');
      expectFailure(await get('/vehicles?plate=BCDF12'), 400, 'REQUEST.UNDECODABLE', 'location_id');
      expectFailure(await get('/vehicles?location_id=3&plate='), 422, 'REQUEST.INVALID', 'plate');
      expectFailure(await get(`/vehicles?location_id=3&plate=${'A'.repeat(21)}`), 422, 'REQUEST.INVALID', 'plate');
      expectFailure(
        await get('/vehicles?location_id=3&plate=BCDF12&plate=KLPR34'),
        400,
        'REQUEST.UNDECODABLE',
        'plate',
      );
      expectFailure(await get('/vehicles?location_id=7&plate=BCDF12'), 404, 'LOCATION.NOT_FOUND');
      // A control character is refused before anything is looked up (docs/adr/0050).
      expectFailure(
        await get(`/vehicles?location_id=3&plate=${encodeURIComponent('BC\u0000DF12')}`),
        422,
        'REQUEST.INVALID',
        'plate',
      );
    });
  });
});

describe('an api-key on any call (ADR 0014, ADR 0018)', () => {
  it('refuses a key that is not valid with 401 AUTH.INVALID_API_KEY whatever the call, never reading it as anonymous', async () => {
    await unchanged(server, async () => {
      expectFailure(
        await get('/services?location_id=1', { 'api-key': 'not-a-staff-key-at-all' }),
        401,
        'AUTH.INVALID_API_KEY',
      );
      expectFailure(await get('/vehicles?location_id=3&plate=BCDF12', { 'api-key': '' }), 401, 'AUTH.INVALID_API_KEY');
    });
  });

  it('answers as usual with a valid key, and without one', async () => {
    expect((await get('/services?location_id=1', { 'api-key': DEMO_STAFF_API_KEY })).status).toBe(200);
    expect((await get('/services?location_id=1')).status).toBe(200);
  });
});
