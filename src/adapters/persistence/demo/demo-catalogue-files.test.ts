import { readdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { readCatalogueYaml } from '#adapters/catalogue-file/yaml-catalogue';
import { Schema } from 'effect';
import { WeeklyHours, type Catalogue } from '#domain/catalogue-file/catalogue';
import fc from 'fast-check';
import { addDays, parseLocalDate } from '#domain/calendar/local-date';
import { moveCatalogueDates } from '#domain/catalogue-file/move-catalogue-dates';
import { validateCatalogue } from '#domain/catalogue-file/validate-catalogue';
import { DEMO_COMPANY } from './demo-catalogue';
import { demoCatalogueDocument } from './demo-catalogue-documents.test-support';

// The demo's catalogue as files (issue 21): demo/*.yaml, one per company, are valid catalogues and
// describe the same catalogue as the TypeScript demo (demo-catalogue.ts), except for the two
// places where the TypeScript demo breaks the catalogue's rules and the files fix the data
// (docs/adr/0078). Their dates are written as on the files' day, DEMO_FILES_DAY: the seed is to
// move them to the day it seeds (moveCatalogueDates), as demo-catalogue.ts counts them from `today`.

const DEMO_DIRECTORY = path.join(import.meta.dirname, '../../../../demo');

/** The day the files' dates are written for (the tests' demo day, a Tuesday). */
const DEMO_FILES_DAY = parseLocalDate('2026-12-01')._unsafeUnwrap();

const FILES = {
  'salon-aurora.yaml': DEMO_COMPANY.salon,
  'taller-andes.yaml': DEMO_COMPANY.workshop,
  'clinica-sonrisa.yaml': DEMO_COMPANY.clinic,
  'barberia-portena.yaml': DEMO_COMPANY.barbershop,
} as const;

async function catalogueIn(file: string): Promise<Catalogue> {
  const read = readCatalogueYaml(await readFile(path.join(DEMO_DIRECTORY, file), 'utf8'));
  if (read.isErr()) throw new Error(`${file}: ${JSON.stringify(read.error, null, 2)}`);
  return read.value;
}

const UNTIL_ONE_ON_MONDAYS_AND_WEDNESDAYS = Schema.decodeUnknownSync(WeeklyHours)({
  monday: [['09:00', '13:00']],
  wednesday: [['09:00', '13:00']],
});

/** The TypeScript demo's catalogue with the files' two fixes. */
function fixed(catalogue: Catalogue): Catalogue {
  return {
    ...catalogue,
    professionals: catalogue.professionals.map((professional) => {
      switch (professional.slug) {
        // Diego works only at Las Condes, which does not offer the scalp massage: he no longer performs it.
        case 'diego-herrera':
          return { ...professional, services: professional.services.filter((service) => service !== 'masaje-capilar') };
        // Ñuñoa closes 13:00–14:00 from Monday to Thursday: Dr. Tomás's Monday and Wednesday end at 13:00.
        case 'dr-tomas-lagos':
          return {
            ...professional,
            works_at: professional.works_at.map((workplace) => ({
              ...workplace,
              hours: { ...workplace.hours, ...UNTIL_ONE_ON_MONDAYS_AND_WEDNESDAYS },
            })),
          };
        default:
          return professional;
      }
    }),
  };
}

describe('the demo catalogue as files (demo/*.yaml)', () => {
  it('holds one file per demo company, and nothing else', async () => {
    const files = (await readdir(DEMO_DIRECTORY)).filter((file) => file.endsWith('.yaml')).sort();
    expect(files).toEqual(Object.keys(FILES).sort());
  });

  it.each(Object.keys(FILES))('reads %s as a valid catalogue, with no problem at all', async (file) => {
    const read = readCatalogueYaml(await readFile(path.join(DEMO_DIRECTORY, file), 'utf8'));
    expect(read.isErr() ? read.error : []).toEqual([]);
    expect(read.isOk()).toBe(true);
  });

  it.each(Object.entries(FILES))(
    'describes in %s the catalogue demo-catalogue.ts seeds, with its two rule breaks fixed',
    async (file, companyId) => {
      expect(await catalogueIn(file)).toEqual(fixed(demoCatalogueDocument(DEMO_FILES_DAY, companyId)));
    },
  );

  it('describes the catalogue demo-catalogue.ts seeds on any day, once its dates are moved to that day', async () => {
    const files = await Promise.all(
      Object.entries(FILES).map(async ([file, companyId]) => ({ companyId, catalogue: await catalogueIn(file) })),
    );
    fc.assert(
      fc.property(fc.integer({ min: -800, max: 800 }), (days) => {
        for (const { companyId, catalogue } of files) {
          expect(moveCatalogueDates(catalogue, days)).toEqual(
            fixed(demoCatalogueDocument(addDays(DEMO_FILES_DAY, days), companyId)),
          );
        }
      }),
      { numRuns: 20 },
    );
  });

  it('fixes exactly the two rule breaks of the TypeScript demo, which the catalogue rules refuse', () => {
    const problems = (companyId: number) =>
      validateCatalogue(demoCatalogueDocument(DEMO_FILES_DAY, companyId)).match(
        () => [],
        (found) => found.map((problem) => problem.code),
      );
    expect(problems(DEMO_COMPANY.salon)).toEqual(['CATALOGUE.PROFESSIONAL_NOT_WHERE_OFFERED']);
    expect(problems(DEMO_COMPANY.clinic)).toEqual([
      'CATALOGUE.HOURS_OUTSIDE_OPENING',
      'CATALOGUE.HOURS_OUTSIDE_OPENING',
    ]);
    expect(problems(DEMO_COMPANY.workshop)).toEqual([]);
    expect(problems(DEMO_COMPANY.barbershop)).toEqual([]);
  });
});
