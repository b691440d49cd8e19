import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Catalogue, OfferedService } from '#application/ports/server/catalogue';
import type { CompanyDirectory } from '#application/ports/server/company-directory';
import { DEMO_COMPANY, DEMO_LOCATION, DEMO_PROMOTION_TOKEN, DEMO_PROVIDER, DEMO_SERVICE } from './demo/demo-ids';
import { DEMO_TODAY, seededDatabase } from './demo/demo-databases.test-support';
import { addDays } from '#domain/calendar/local-date';
import { sqlCatalogue } from './sql-catalogue';
import { sqlCompanyDirectory } from './sql-company-directory';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { companyId, locationId } from '#domain/shared/ids.test-support';
import type { LocationId } from '#domain/storefront/company';

// The catalogue's SQL adapters (issue 3, Persistence): one suite over the demo data, run on
// PGlite and on PostgreSQL, so both engines answer the ports the same way.

const engines = await testEngines();

describe.each(engines)('the catalogue’s SQL adapters on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let directory: CompanyDirectory;
    let catalogue: Catalogue;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      directory = sqlCompanyDirectory(handle.database);
      catalogue = sqlCatalogue(handle.database);
    });

    afterAll(async () => {
      await handle.dispose();
    });

    describe('the company directory', () => {
      it('finds a company by its web address and by its id, with its currency format', async () => {
        const salon = await directory.companyByWebAddress('salon-aurora');
        expect(salon).toMatchObject({
          id: DEMO_COMPANY.salon,
          name: 'Salón Aurora',
          countryCode: 'cl',
          currency: { unit: '$', delimiter: '.', separator: ',' },
        });
        expect(await directory.companyById(DEMO_COMPANY.salon)).toEqual(salon);
      });

      it('finds nothing for an unknown web address or id, even one beyond the id column', async () => {
        expect(await directory.companyByWebAddress('nadie')).toBeUndefined();
        expect(await directory.bookingSettingsByWebAddress('salon\u0000aurora')).toBeUndefined();
        expect(await directory.companyById(companyId(999))).toBeUndefined();
        expect(await directory.companyById(companyId(99_999_999_999))).toBeUndefined();
        // Beyond a safe integer, so no decoder brands it: only a cast can say it, and the repository still answers.
        expect(await directory.activeLocation((2 ** 53) as LocationId)).toBeUndefined();
      });

      it('reads the booking settings, with the client form fields and custom attributes in the domain’s names', async () => {
        const settings = await directory.bookingSettingsByWebAddress('salon-aurora');
        expect(settings).toMatchObject({
          showProviders: 0,
          clientExclusive: false,
          afterBookingMonths: 3,
          importantNote: 'Por favor llega 10 minutos antes de tu hora.',
        });
        expect(
          settings?.bookingClientAttributes.find((attribute) => attribute.clientData === 'identificationNumber'),
        ).toEqual({
          clientData: 'identificationNumber',
          used: true,
          required: false,
          label: 'RUT',
        });
        expect(
          settings?.customAttributes.map((attribute) => [attribute.slug, attribute.type, attribute.showOnWorkflow]),
        ).toEqual([
          ['alergias', 'text', true],
          ['como_nos_conociste', 'categoric', true],
        ]);
      });

      it('lists a company’s open locations in its order, each in its own country or its company’s, with its opening hours', async () => {
        const salon = await directory.activeLocationsOf(DEMO_COMPANY.salon);
        expect(salon.map((location) => location.id)).toEqual([DEMO_LOCATION.providencia, DEMO_LOCATION.lasCondes]);
        expect(salon[1]?.openingHours).toEqual({
          '2': [['10:00', '19:00']],
          '3': [['10:00', '19:00']],
          '4': [['10:00', '19:00']],
          '5': [['10:00', '19:00']],
          '6': [['10:00', '19:00']],
        });
        const barbershop = await directory.activeLocationsOf(DEMO_COMPANY.barbershop);
        expect(barbershop.map((location) => [location.name, location.countryCode])).toEqual([
          ['Palermo', 'ar'],
          ['Pocitos', 'uy'],
        ]);
      });

      it('finds an open location but not a closed one', async () => {
        expect((await directory.activeLocation(DEMO_LOCATION.nunoa))?.openingHours['1']).toEqual([
          ['09:00', '13:00'],
          ['14:00', '19:00'],
        ]);
        expect(await directory.activeLocation(DEMO_LOCATION.vitacuraClosed)).toBeUndefined();
      });

      it('lists social links in the company’s order, blank ones included (the use case drops them)', async () => {
        const links = await directory.socialNetworksOf(DEMO_COMPANY.salon);
        expect(links.map((link) => [link.name, link.webAddress])).toEqual([
          ['instagram', 'instagram.com/salonaurora'],
          ['facebook', 'https://www.facebook.com/salonaurora'],
          ['web alternativa', 'salon-aurora.example'],
          ['tiktok', ''],
        ]);
      });
    });

    describe('the catalogue', () => {
      it('asks its five reads at once, so a location not kept yet waits for one round of them (issue 37)', async () => {
        let inFlight = 0;
        let most = 0;
        const counted = sqlCatalogue({
          ...handle.database,
          query: async (text, params) => {
            inFlight += 1;
            most = Math.max(most, inFlight);
            try {
              return await handle.database.query(text, params);
            } finally {
              inFlight -= 1;
            }
          },
        });
        const providencia = await counted.catalogueOf(DEMO_LOCATION.providencia);
        expect(providencia).toEqual(await catalogue.catalogueOf(DEMO_LOCATION.providencia));
        expect(most).toBe(5);
      });

      it('answers a location’s services in the company’s order, and its company’s categories', async () => {
        const lasCondes = await catalogue.catalogueOf(DEMO_LOCATION.lasCondes);
        expect(lasCondes.categories.map((category) => category.name)).toHaveLength(8);
        expect(lasCondes.services.map((offered) => offered.service.id)).toEqual([
          1, 2, 3, 5, 6, 7, 9, 10, 12, 13, 14, 15, 17, 18, 19, 21,
        ]);
      });

      it('decodes every kind of service into the domain’s Service, with its professionals at the location', async () => {
        const offered = (await catalogue.catalogueOf(DEMO_LOCATION.providencia)).services;
        const services = new Map<number, OfferedService>(offered.map((each) => [each.service.id, each]));
        expect(
          services.get(DEMO_SERVICE.renewalPack)?.service.bundle.map((member) => [member.id, member.durationMinutes]),
        ).toEqual([
          [DEMO_SERVICE.womensCut, 45],
          [DEMO_SERVICE.deepConditioning, 45],
        ]);
        expect(services.get(DEMO_SERVICE.hairLossProgramme)?.service.sessionsAmount).toBe(4);
        expect(services.get(DEMO_SERVICE.stylingWorkshop)?.classStartTimes).toEqual([
          { isoWeekday: 1, start: '18:00' },
          { isoWeekday: 6, start: '10:30' },
        ]);
        expect(services.get(DEMO_SERVICE.deepFacial)?.service).toMatchObject({
          charlyDiscount: 30,
          payingPriceCharly: 21000,
          charlyPromotionStartDate: addDays(DEMO_TODAY, -7),
        });
        expect(services.get(DEMO_SERVICE.womensCut)?.service.serviceProviders.map((provider) => provider.id)).toEqual([
          DEMO_PROVIDER.camila,
          DEMO_PROVIDER.javiera,
          DEMO_PROVIDER.matias,
        ]);
      });

      it('answers nothing for a location that offers nothing or does not exist', async () => {
        expect(await catalogue.catalogueOf(DEMO_LOCATION.vitacuraClosed)).toMatchObject({ services: [] });
        expect(await catalogue.catalogueOf(locationId(999))).toEqual({ categories: [], services: [] });
      });

      it('finds a promotion by its token, with its dates and prices', async () => {
        expect(await catalogue.promotionByToken(DEMO_PROMOTION_TOKEN)).toEqual({
          token: DEMO_PROMOTION_TOKEN,
          companyId: DEMO_COMPANY.salon,
          startDate: addDays(DEMO_TODAY, -1),
          endDate: addDays(DEMO_TODAY, 14),
          prices: [
            { serviceId: DEMO_SERVICE.deepConditioning, charlyDiscount: 25, payingPriceCharly: 15000 },
            { serviceId: DEMO_SERVICE.deepFacial, charlyDiscount: 40, payingPriceCharly: 18000 },
          ],
        });
        expect(await catalogue.promotionByToken('nada')).toBeUndefined();
        expect(await catalogue.promotionByToken('aurora\u0000')).toBeUndefined();
      });

      it('answers a professional with their week over every location they work at', async () => {
        const matias = await catalogue.professional(DEMO_PROVIDER.matias);
        expect(matias?.weeklyHours).toEqual({
          '1': [['09:00', '17:00']],
          '2': [['10:00', '19:00']],
          '3': [['09:00', '17:00']],
          '4': [['10:00', '19:00']],
          '5': [['09:00', '17:00']],
        });
        expect(await catalogue.professional(999)).toBeUndefined();
      });
    });

    describe('rows that do not decode', () => {
      it('throws, naming the row, rather than answer a value the domain would refuse', async () => {
        await handle.database.query(
          `INSERT INTO companies (id, name, web_address, country_code, custom_attributes)
           VALUES (900, 'Rota', 'rota', 'cl', '[{"name": "sin tipo"}]')`,
        );
        await expect(directory.bookingSettingsByWebAddress('rota')).rejects.toThrow(/company 900's custom attributes/);
      });
    });
  });
});
