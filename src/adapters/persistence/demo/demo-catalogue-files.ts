import { readFileSync } from 'node:fs';
import { readCatalogueYaml } from '#adapters/catalogue-file/yaml-catalogue';
import { moveCatalogueDates, wholeWeeksToMove } from '#domain/catalogue-file/move-catalogue-dates';
import type { LocalDate } from '#domain/calendar/local-date';
import { runtimeFiles } from '../../runtime-files';
import { DEMO_COMPANY, DEMO_LOCATION, DEMO_SERVICE } from './demo-ids';
import type { DemoCatalogue, DemoDataPart } from './seed-demo-data';

// The demo's catalogue (issue 21; docs/demo.md, docs/adr/0078): four catalogue files in demo/, one
// per company, which the server applies at its first start through the staff API's use case, as
// support staff apply a business's. Their dates are written as seen from DEMO_FILES_DAY and moved
// by whole weeks to the day they are seeded.

/** The day the files' dates are written as seen from (the tests' demo day, a Tuesday). */
export const DEMO_FILES_DAY = '2026-12-01' as LocalDate;

/**
 * The demo's files in the order seeding applies them: on an empty database this order gives the
 * well-known ids of demo-ids.ts, each company's services from `firstServiceId`.
 */
export const DEMO_CATALOGUE_FILES = [
  { file: 'salon-aurora.yaml', firstServiceId: DEMO_SERVICE.womensCut },
  { file: 'taller-andes.yaml', firstServiceId: DEMO_SERVICE.service10000 },
  { file: 'clinica-sonrisa.yaml', firstServiceId: DEMO_SERVICE.dentalCheckUp },
  { file: 'barberia-portena.yaml', firstServiceId: DEMO_SERVICE.classicCut },
] as const;

const read = new Map<string, readonly DemoCatalogue[]>();

/** The demo's catalogues as written in `directory` (demo/), read once; a file that is not valid is a bug. */
export function demoCatalogueFiles(directory: URL = runtimeFiles.demoCatalogues): readonly DemoCatalogue[] {
  const cached = read.get(directory.href);
  if (cached !== undefined) return cached;
  const catalogues = DEMO_CATALOGUE_FILES.map(({ file, firstServiceId }) => {
    const parsed = readCatalogueYaml(readFileSync(new URL(file, directory), 'utf8'));
    if (parsed.isErr()) throw new Error(`The demo's ${file} is not a valid catalogue: ${JSON.stringify(parsed.error)}`);
    return { file, catalogue: parsed.value, firstServiceId };
  });
  read.set(directory.href, catalogues);
  return catalogues;
}

/** The demo's catalogues as seeded on `today`: their dates moved by whole weeks, so each keeps its weekday. */
export function demoCatalogues(today: LocalDate): readonly DemoCatalogue[] {
  const days = wholeWeeksToMove(DEMO_FILES_DAY, today);
  return demoCatalogueFiles().map((demo) => ({ ...demo, catalogue: moveCatalogueDates(demo.catalogue, days) }));
}

/**
 * The salon's closed location, which a file cannot hold (a location left out of a file is retired,
 * ADR 0070): seeded as retired, for the storefront's refusals of an inactive location.
 */
export function demoRetiredLocations(today: LocalDate): DemoDataPart {
  return {
    name: 'retired locations',
    tables: [
      {
        table: 'locations',
        rows: [
          {
            id: DEMO_LOCATION.vitacuraClosed,
            company_id: DEMO_COMPANY.salon,
            slug: 'vitacura',
            name: 'Vitacura',
            address: 'Av. Vitacura 3600, Vitacura, Santiago',
            time_zone: 'America/Santiago',
            is_active: false,
            retired_at: today,
            position: 3,
          },
        ],
      },
    ],
  };
}

/** A demo storefront: a location page, as the storefront's routes address it (storefront §2). */
export interface DemoStorefront {
  readonly companyName: string;
  readonly webAddress: string;
  readonly locationName: string;
  readonly countryCode: string;
  /** The route, `/{country}/sucursal/{locationId}`. */
  readonly path: string;
}

/** The demo's storefront routes, company by company: the files' locations, numbered as seeding numbers them. */
export function demoStorefronts(): readonly DemoStorefront[] {
  const locations = demoCatalogueFiles().flatMap(({ catalogue }) =>
    catalogue.locations.map((location) => ({ company: catalogue.company, location })),
  );
  return locations.map(({ company, location }, index) => {
    const countryCode = location.country ?? company.country;
    return {
      companyName: company.name,
      webAddress: company.slug,
      locationName: location.name,
      countryCode,
      path: `/${countryCode}/sucursal/${String(index + 1)}`,
    };
  });
}
