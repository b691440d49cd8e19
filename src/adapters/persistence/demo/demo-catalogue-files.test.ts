import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { readCatalogueYaml } from '#adapters/catalogue-file/yaml-catalogue';
import type { Catalogue } from '#domain/catalogue-file/catalogue';
import { canonicalCatalogue } from '#domain/catalogue-file/catalogue-changes';
import { addDays, isoWeekday } from '#domain/calendar/local-date';
import { moveCatalogueDates } from '#domain/catalogue-file/move-catalogue-dates';
import { readBack } from '../read-back.test-support';
import { sqlCatalogueStore } from '../sql-catalogue-store';
import type { SqlDatabase } from '../sql-database';
import { testEngines, type TestDatabase } from '../test-databases.test-support';
import { DEMO_CATALOGUE_FILES, DEMO_FILES_DAY, demoCatalogueFiles, demoStorefronts } from './demo-catalogue-files';
import { demoData } from './demo-data';
import {
  DEMO_CATEGORY,
  DEMO_COMPANY,
  DEMO_GIFT_CARD_PRODUCT,
  DEMO_LOCATION,
  DEMO_PROVIDER,
  DEMO_SERVICE,
} from './demo-ids';
import { seedDemoData } from './seed-demo-data';

// The demo's catalogue as files (issue 21; docs/demo.md, docs/adr/0078): demo/*.yaml, one per
// company, are valid catalogues; seeding applies them, so that exporting the seeded demo gives the
// files back, their dates moved by whole weeks to the seeding day; and applied in their order they
// give the ids the docs, the pacts and the tests name (demo-ids.ts).

const DEMO_DIRECTORY = path.join(import.meta.dirname, '../../../../demo');

const engines = await testEngines();

/** What a company's catalogue is in `database`, as the staff API exports it. */
async function exported(database: SqlDatabase, company: string): Promise<Catalogue | null> {
  return sqlCatalogueStore(database).transaction((unit) => unit.current(company));
}

/** The slug of the row `id` of `table`, with its company's. */
async function slugOf(database: SqlDatabase, table: string, id: number): Promise<string | undefined> {
  const [row] = await readBack(database).query<{ key: string }>(
    `SELECT c.web_address || '/' || coalesce(t.slug, '?') AS key FROM ${table} t JOIN companies c ON c.id = t.company_id
      WHERE t.id = $1`,
    [id],
  );
  return row?.key;
}

// Each well-known id (demo-ids.ts) and what it names in the files: company/slug.
const WELL_KNOWN: readonly (readonly [string, Readonly<Record<string, number>>, Readonly<Record<string, string>>])[] = [
  [
    'locations',
    DEMO_LOCATION,
    {
      providencia: 'salon-aurora/providencia',
      lasCondes: 'salon-aurora/las-condes',
      quilicura: 'taller-andes/quilicura',
      nunoa: 'clinica-sonrisa/nunoa',
      palermo: 'barberia-portena/palermo',
      pocitos: 'barberia-portena/pocitos',
      vitacuraClosed: 'salon-aurora/vitacura',
    },
  ],
  [
    'providers',
    DEMO_PROVIDER,
    {
      camila: 'salon-aurora/camila-rojas',
      javiera: 'salon-aurora/javiera-soto',
      matias: 'salon-aurora/matias-fuentes',
      valentina: 'salon-aurora/valentina-munoz',
      diego: 'salon-aurora/diego-herrera',
      francisca: 'salon-aurora/francisca-vidal',
      bayOne: 'taller-andes/box-1',
      bayTwo: 'taller-andes/box-2',
      paula: 'clinica-sonrisa/dra-paula-reyes',
      tomas: 'clinica-sonrisa/dr-tomas-lagos',
      lucas: 'barberia-portena/lucas-benitez',
      martin: 'barberia-portena/martin-sosa',
    },
  ],
  [
    'service_categories',
    DEMO_CATEGORY,
    {
      cuts: 'salon-aurora/cortes',
      colour: 'salon-aurora/coloracion',
      hairTreatments: 'salon-aurora/tratamientos-capilares',
      handsAndFeet: 'salon-aurora/manos-y-pies',
      waxingAndFace: 'salon-aurora/depilacion-y-rostro',
      packs: 'salon-aurora/packs-y-programas',
      workshops: 'salon-aurora/talleres',
      onlineAndAtHome: 'salon-aurora/online-y-a-domicilio',
      maintenance: 'taller-andes/mantenciones',
      repairs: 'taller-andes/frenos-y-suspension',
      generalDentistry: 'clinica-sonrisa/odontologia-general',
      cosmeticDentistry: 'clinica-sonrisa/estetica-dental',
      barbering: 'barberia-portena/barberia',
    },
  ],
  [
    'services',
    DEMO_SERVICE,
    {
      womensCut: 'salon-aurora/corte-de-pelo-mujer',
      mensCut: 'salon-aurora/corte-de-pelo-hombre',
      childrensCut: 'salon-aurora/corte-infantil',
      styling: 'salon-aurora/peinado',
      fullColour: 'salon-aurora/tintura-completa',
      balayage: 'salon-aurora/mechas-balayage',
      rootTouchUp: 'salon-aurora/retoque-de-raiz',
      colourCorrection: 'salon-aurora/correccion-de-color',
      keratin: 'salon-aurora/alisado-con-keratina',
      deepConditioning: 'salon-aurora/hidratacion-profunda',
      scalpMassage: 'salon-aurora/masaje-capilar',
      hairLossProgramme: 'salon-aurora/programa-anticaida-4-sesiones',
      manicure: 'salon-aurora/manicure-tradicional',
      gelManicure: 'salon-aurora/manicure-permanente',
      spaPedicure: 'salon-aurora/pedicure-spa',
      acrylicNails: 'salon-aurora/unas-acrilicas',
      eyebrowWaxing: 'salon-aurora/depilacion-de-cejas',
      legWaxing: 'salon-aurora/depilacion-piernas-completas',
      deepFacial: 'salon-aurora/limpieza-facial-profunda',
      bridalPack: 'salon-aurora/pack-novia',
      renewalPack: 'salon-aurora/pack-renovacion',
      stylingWorkshop: 'salon-aurora/taller-de-autopeinado',
      videoConsultation: 'salon-aurora/asesoria-de-imagen-por-videollamada',
      stylingAtHome: 'salon-aurora/peinado-a-domicilio',
      service10000: 'taller-andes/mantencion-10-000-km',
      service20000: 'taller-andes/mantencion-20-000-km',
      oilChange: 'taller-andes/cambio-de-aceite-y-filtro',
      brakeCheck: 'taller-andes/revision-de-frenos',
      alignment: 'taller-andes/alineacion-y-balanceo',
      dentalCheckUp: 'clinica-sonrisa/evaluacion-dental',
      dentalCleaning: 'clinica-sonrisa/limpieza-dental',
      whitening: 'clinica-sonrisa/blanqueamiento',
      orthodonticCheck: 'clinica-sonrisa/control-de-ortodoncia',
      classicCut: 'barberia-portena/corte-clasico',
      straightRazorShave: 'barberia-portena/afeitado-con-navaja',
      cutAndBeard: 'barberia-portena/corte-y-barba',
    },
  ],
  [
    'gift_card_products',
    DEMO_GIFT_CARD_PRODUCT,
    {
      auroraGiftCard: 'salon-aurora/tarjeta-de-regalo',
      auroraWomensCut: 'salon-aurora/regala-un-corte',
      portenaGiftCard: 'barberia-portena/tarjeta-de-regalo',
    },
  ],
];

describe('the demo catalogue as files (demo/*.yaml)', () => {
  it('holds one file per demo company, and nothing else, each applied by the seeding', async () => {
    const files = (await readdir(DEMO_DIRECTORY)).filter((file) => file.endsWith('.yaml')).sort();
    expect(files).toEqual(DEMO_CATALOGUE_FILES.map((each) => each.file).sort());
  });

  it.each(DEMO_CATALOGUE_FILES.map((each) => each.file))(
    'reads %s as a valid catalogue, with no problem at all',
    async (file) => {
      const read = readCatalogueYaml(await readFile(path.join(DEMO_DIRECTORY, file), 'utf8'));
      expect(read.isErr() ? read.error : []).toEqual([]);
      expect(read.isOk()).toBe(true);
    },
  );

  it('gives the storefront routes of the seeded locations, numbered as seeding numbers them', () => {
    expect(demoStorefronts().map((storefront) => storefront.path)).toEqual([
      `/cl/sucursal/${String(DEMO_LOCATION.providencia)}`,
      `/cl/sucursal/${String(DEMO_LOCATION.lasCondes)}`,
      `/cl/sucursal/${String(DEMO_LOCATION.quilicura)}`,
      `/cl/sucursal/${String(DEMO_LOCATION.nunoa)}`,
      `/ar/sucursal/${String(DEMO_LOCATION.palermo)}`,
      `/uy/sucursal/${String(DEMO_LOCATION.pocitos)}`,
    ]);
  });
});

describe.each(engines)('the demo seeded from its files on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let onFilesDay: TestDatabase;
    // Ten days later, a Friday: the files' dates move by one week, each keeping its weekday.
    const tenDaysLater = addDays(DEMO_FILES_DAY, 10);
    let later: TestDatabase;

    beforeAll(async () => {
      onFilesDay = await engine.fresh();
      await seedDemoData(onFilesDay.database, demoData(DEMO_FILES_DAY));
      later = await engine.fresh();
      await seedDemoData(later.database, demoData(tenDaysLater));
    }, 120_000);

    afterAll(async () => {
      await onFilesDay.dispose();
      await later.dispose();
    });

    it('exports each company as its file says, on the day the files are written as seen from', async () => {
      for (const { file, catalogue } of demoCatalogueFiles()) {
        expect(await exported(onFilesDay.database, catalogue.company.slug), file).toEqual(
          canonicalCatalogue(catalogue),
        );
      }
    });

    it('exports each company as its file says with its dates moved by whole weeks, on a later day', async () => {
      for (const { file, catalogue } of demoCatalogueFiles()) {
        expect(await exported(later.database, catalogue.company.slug), file).toEqual(
          canonicalCatalogue(moveCatalogueDates(catalogue, 7)),
        );
      }
      const salon = await exported(later.database, 'salon-aurora');
      const matias = salon?.professionals.find((professional) => professional.slug === 'matias-fuentes');
      const [otherHours] = matias?.works_at.flatMap((workplace) => workplace.other_hours) ?? [];
      // Matías's other hours stay on a Friday, a day he works at Providencia.
      expect(otherHours === undefined ? undefined : isoWeekday(otherHours.date)).toBe(5);
    });

    it('gives the demo’s well-known ids to what the files name', async () => {
      for (const [company, slug] of Object.entries({
        [DEMO_COMPANY.salon]: 'salon-aurora',
        [DEMO_COMPANY.workshop]: 'taller-andes',
        [DEMO_COMPANY.clinic]: 'clinica-sonrisa',
        [DEMO_COMPANY.barbershop]: 'barberia-portena',
      })) {
        const [row] = await readBack(onFilesDay.database).query<{ web_address: string }>(
          'SELECT web_address FROM companies WHERE id = $1',
          [Number(company)],
        );
        expect(row?.web_address).toBe(slug);
      }
      for (const [table, ids, slugs] of WELL_KNOWN) {
        expect(Object.keys(slugs).sort(), table).toEqual(Object.keys(ids).sort());
        for (const [name, id] of Object.entries(ids)) {
          expect(await slugOf(onFilesDay.database, table, id), `${table} ${name}`).toBe(slugs[name]);
        }
      }
    });
  });
});
