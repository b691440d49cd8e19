import { readFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { Ajv2020 } from 'ajv/dist/2020.js';
import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { catalogueJsonSchema } from '#domain/catalogue-file/catalogue-json-schema';
import { anyValidCatalogueInput } from '#domain/catalogue-file/catalogue.arbitraries';
import { parseYamlFile, readCatalogueYaml } from './yaml-catalogue';

const root = fileURLToPath(new URL('../../../', import.meta.url));
const exampleText = readFileSync(path.join(root, 'docs/examples/catalogue-salon.yaml'), 'utf8');

const checkAgainstJsonSchema = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true }).compile(
  catalogueJsonSchema(),
);

describe('the example salon catalogue (docs/examples/catalogue-salon.yaml)', () => {
  const catalogue = readCatalogueYaml(exampleText)._unsafeUnwrap();

  it('validates', () => {
    expect(catalogue.company.slug).toBe('salon-aurora');
  });

  it('shows what a salon needs: two locations, every kind of service, three professionals, a promotion', () => {
    const services = catalogue.services;
    expect(catalogue.locations).toHaveLength(2);
    expect(catalogue.categories.length).toBeGreaterThan(0);
    expect(services.length).toBeGreaterThanOrEqual(6);
    expect(services.some((service) => service.bundle.length > 0)).toBe(true);
    expect(services.some((service) => service.class !== null)).toBe(true);
    expect(services.some((service) => service.video)).toBe(true);
    expect(services.some((service) => service.sessions !== null)).toBe(true);
    expect(services.filter((service) => service.special_discount !== null)).toHaveLength(1);
    expect(catalogue.professionals).toHaveLength(3);
    expect(catalogue.professionals.some((each) => each.works_at.some((place) => place.days_off.length > 0))).toBe(true);
    expect(catalogue.promotions).toHaveLength(1);
  });

  it('matches the published JSON Schema', () => {
    const data = parseYamlFile(exampleText)._unsafeUnwrap().data;
    expect(checkAgainstJsonSchema(data), JSON.stringify(checkAgainstJsonSchema.errors)).toBe(true);
  });
});

describe('the published JSON Schema (issue 21: reserva catalogue schema)', () => {
  it('accepts every catalogue the validation accepts', () => {
    fc.assert(
      fc.property(anyValidCatalogueInput, (input) => {
        expect(checkAgainstJsonSchema(input), JSON.stringify(checkAgainstJsonSchema.errors)).toBe(true);
      }),
      { numRuns: 50 },
    );
  });

  it('refuses a key the document does not have, and a value of the wrong type', () => {
    const data = parseYamlFile(exampleText)._unsafeUnwrap().data as Record<string, unknown>;
    expect(checkAgainstJsonSchema({ ...data, colour: 'pink' })).toBe(false);
    expect(checkAgainstJsonSchema({ ...data, locations: 'providencia' })).toBe(false);
  });
});

describe('a catalogue in YAML', () => {
  const minimal = (services: string) =>
    [
      'version: 1',
      'company: { slug: barberia, name: Barbería, country: ar }',
      'locations:',
      '  - slug: palermo',
      '    name: Palermo',
      '    time_zone: America/Argentina/Buenos_Aires',
      '    opening_hours:',
      '      monday: [[09:00, 18:00]]',
      'services:',
      services,
    ].join('\n');

  it('reads unquoted times and dates as text, as YAML 1.2 does', () => {
    const catalogue = readCatalogueYaml(minimal('  []'))._unsafeUnwrap();
    expect(catalogue.locations[0]?.opening_hours.monday).toEqual([['09:00', '18:00']]);
  });

  it('gives each problem the line of the file it points at', () => {
    const text = minimal(['  - slug: corte', '    name: Corte', '    duration: 32'].join('\n'));
    const refusal = readCatalogueYaml(text)._unsafeUnwrapErr();
    expect(refusal).toEqual({
      _tag: 'InvalidCatalogue',
      problems: [expect.objectContaining({ path: ['services', 0, 'duration'], line: 12 })],
    });
  });

  it('says where a file is not YAML', () => {
    const refusal = readCatalogueYaml('version: 1\ncompany:\n  name: a\n  name: b\n')._unsafeUnwrapErr();
    expect(refusal).toEqual({
      _tag: 'NotYaml',
      errors: [expect.objectContaining({ code: 'CATALOGUE.YAML_SYNTAX', line: 4 })],
    });
  });
});

describe('a YAML file from hostile hands (issue 29 §5; ADR 0091)', () => {
  const nested = (merge: boolean) =>
    [
      'a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]',
      ...Array.from({ length: 8 }, (_, index) => {
        const aliases = Array.from({ length: 10 }, () => `*a${String(index)}`).join(', ');
        const name = `a${String(index + 1)}`;
        return merge ? `${name}: &${name} { <<: [${aliases}], x: 1 }` : `${name}: &${name} [${aliases}]`;
      }),
    ].join('\n');

  it.each([
    ['nested anchors', nested(false)],
    ['nested anchors through merge keys', nested(true)],
  ])('refuses an alias bomb of %s as not YAML, at its first alias', (_what, text) => {
    const errors = parseYamlFile(text)._unsafeUnwrapErr();
    expect(errors).toEqual([expect.objectContaining({ line: 2, detail: expect.stringContaining('alias') as unknown })]);
  });

  it('takes a few aliases, as a file repeats its hours', () => {
    expect(parseYamlFile('h: &h [["09:00", "13:00"]]\nmonday: *h\ntuesday: *h\n')._unsafeUnwrap().data).toEqual({
      h: [['09:00', '13:00']],
      monday: [['09:00', '13:00']],
      tuesday: [['09:00', '13:00']],
    });
  });

  it.each([
    ['!!js/function', 'version: 1\ncompany: !!js/function "function () {}"\n', 2],
    ['a local !tag', 'version: 1\ncompany:\n  slug: !tag salon\n', 3],
  ])('refuses a tag the core schema does not know (%s) at its line, rather than drop it', (_what, text, line) => {
    expect(parseYamlFile(text)._unsafeUnwrapErr()).toEqual([expect.objectContaining({ line })]);
  });
});
