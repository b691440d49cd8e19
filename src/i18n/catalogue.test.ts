import { describe, expect, it } from 'vitest';
import type { CatalogueProblem } from '#domain/catalogue-file/catalogue-problem';
import { validateCatalogue } from '#domain/catalogue-file/validate-catalogue';
import { catalogueProblemLine, catalogueProblemMessage, yamlSyntaxLine } from './catalogue';
import { LANGUAGES } from './languages';

const path = ['services', 0];
// One problem of each kind, as validation reports them.
const everyProblem: readonly CatalogueProblem[] = [
  { _tag: 'ShapeProblem', code: 'CATALOGUE.SHAPE', path, fault: 'missing', expected: 'a value', check: null },
  { _tag: 'ShapeProblem', code: 'CATALOGUE.SHAPE', path, fault: 'unexpected', expected: 'no such key', check: null },
  { _tag: 'ShapeProblem', code: 'CATALOGUE.SHAPE', path, fault: 'type', expected: 'boolean', check: null },
  { _tag: 'ShapeProblem', code: 'CATALOGUE.SHAPE', path, fault: 'invalid', expected: 'x', check: null },
  {
    _tag: 'ShapeProblem',
    code: 'CATALOGUE.SHAPE',
    path,
    fault: 'invalid',
    expected: 'x',
    check: { kind: 'between', minimum: 1, maximum: 24 },
  },
  {
    _tag: 'DuplicateKey',
    code: 'CATALOGUE.DUPLICATE_KEY',
    path,
    kind: 'location',
    key: 'providencia',
    firstPath: ['locations', 0, 'slug'],
  },
  { _tag: 'UnknownReference', code: 'CATALOGUE.UNKNOWN_REFERENCE', path, kind: 'service', key: 'keratin' },
  { _tag: 'UnknownTimeZone', code: 'CATALOGUE.UNKNOWN_TIME_ZONE', path, timeZone: 'America/Gotham' },
  { _tag: 'DatesReversed', code: 'CATALOGUE.DATES_REVERSED', path, startsOn: '2026-12-02', endsOn: '2026-12-01' },
  { _tag: 'RepeatedDate', code: 'CATALOGUE.REPEATED_DATE', path, date: '2026-12-25' },
  { _tag: 'ServiceKindsMixed', code: 'CATALOGUE.SERVICE_KINDS_MIXED', path, service: 'pack' },
  { _tag: 'BundleTooSmall', code: 'CATALOGUE.BUNDLE_TOO_SMALL', path, service: 'pack' },
  { _tag: 'BundleMemberInvalid', code: 'CATALOGUE.BUNDLE_MEMBER_INVALID', path, member: 'pack', fault: 'itself' },
  { _tag: 'BundleMemberInvalid', code: 'CATALOGUE.BUNDLE_MEMBER_INVALID', path, member: 'yoga', fault: 'class' },
  {
    _tag: 'BundleMemberNotOffered',
    code: 'CATALOGUE.BUNDLE_MEMBER_NOT_OFFERED',
    path,
    member: 'styling',
    location: 'las-condes',
  },
  {
    _tag: 'ProfessionalNotWhereOffered',
    code: 'CATALOGUE.PROFESSIONAL_NOT_WHERE_OFFERED',
    path,
    professional: 'diego',
    service: 'scalp-massage',
  },
  {
    _tag: 'NobodyPerformsThere',
    code: 'CATALOGUE.NOBODY_PERFORMS_THERE',
    path,
    service: 'womens-cut',
    location: 'las-condes',
  },
  { _tag: 'SpecialDiscountRepeated', code: 'CATALOGUE.SPECIAL_DISCOUNT_REPEATED', path, firstService: 'facial' },
  { _tag: 'NeedsOnlinePayment', code: 'CATALOGUE.NEEDS_ONLINE_PAYMENT', path, feature: 'onlineDownPayment' },
  { _tag: 'CompanyTakesNoOnlinePayment', code: 'CATALOGUE.COMPANY_TAKES_NO_ONLINE_PAYMENT', path, service: 'facial' },
  { _tag: 'DownPaymentOutOfRange', code: 'CATALOGUE.DOWN_PAYMENT_OUT_OF_RANGE', path, amount: 40000, price: 30000 },
  { _tag: 'ClientExclusiveWithoutIdentifier', code: 'CATALOGUE.CLIENT_EXCLUSIVE_WITHOUT_IDENTIFIER', path },
  { _tag: 'CustomAttributeCategories', code: 'CATALOGUE.CUSTOM_ATTRIBUTE_CATEGORIES', path, type: 'text' },
  { _tag: 'HoursOverlap', code: 'CATALOGUE.HOURS_OVERLAP', path, interval: '11:00-13:00', other: '09:00-12:00' },
  {
    _tag: 'HoursOutsideOpening',
    code: 'CATALOGUE.HOURS_OUTSIDE_OPENING',
    path,
    interval: '13:00-15:00',
    location: 'providencia',
  },
  {
    _tag: 'HoursOnClosedDay',
    code: 'CATALOGUE.HOURS_ON_CLOSED_DAY',
    path,
    date: '2026-12-25',
    location: 'providencia',
  },
  {
    _tag: 'WorkplacesOverlap',
    code: 'CATALOGUE.WORKPLACES_OVERLAP',
    path,
    weekday: 'monday',
    location: 'las-condes',
    otherLocation: 'providencia',
  },
  { _tag: 'ClassTimeInvalid', code: 'CATALOGUE.CLASS_TIME_INVALID', path, fault: 'outsideHours' },
  { _tag: 'GiftCardWithoutAmount', code: 'CATALOGUE.GIFT_CARD_WITHOUT_AMOUNT', path, product: 'tarjeta' },
  { _tag: 'GiftCardWorthMixed', code: 'CATALOGUE.GIFT_CARD_WORTH_MIXED', path, product: 'tarjeta' },
  { _tag: 'FreeAmountReversed', code: 'CATALOGUE.FREE_AMOUNT_REVERSED', path, minimum: 20000, maximum: 10000 },
  { _tag: 'RepeatedAmount', code: 'CATALOGUE.REPEATED_AMOUNT', path, amount: 20000 },
  { _tag: 'GiftCardServiceWithoutPrice', code: 'CATALOGUE.GIFT_CARD_SERVICE_WITHOUT_PRICE', path, service: 'corte' },
  {
    _tag: 'GiftCardServiceNotOffered',
    code: 'CATALOGUE.GIFT_CARD_SERVICE_NOT_OFFERED',
    path,
    service: 'corte',
    location: 'pocitos',
  },
  { _tag: 'MaintenanceStepWithoutInterval', code: 'CATALOGUE.MAINTENANCE_STEP_WITHOUT_INTERVAL', path, plan: 'toyota' },
  {
    _tag: 'MaintenanceToleranceTooWide',
    code: 'CATALOGUE.MAINTENANCE_TOLERANCE_TOO_WIDE',
    path,
    tolerance: 5000,
    interval: 10000,
  },
  { _tag: 'MaintenanceModelWithoutBrand', code: 'CATALOGUE.MAINTENANCE_MODEL_WITHOUT_BRAND', path, plan: 'toyota' },
  {
    _tag: 'MaintenancePlansOverlap',
    code: 'CATALOGUE.MAINTENANCE_PLANS_OVERLAP',
    path,
    plan: 'hilux',
    firstPath: ['maintenance_plans', 0],
  },
];

describe("a catalogue file's problems in words (issue 21)", () => {
  it('name the path in the file, then what is wrong, in each language', () => {
    const file = {
      version: 1,
      company: { slug: 'barberia', name: 'Barbería', country: 'ar' },
      locations: [{ slug: 'palermo', name: 'Palermo', time_zone: 'America/Argentina/Buenos_Aires' }],
      services: [{ slug: 'corte', name: 'Corte', duration: 32 }],
    };
    const [problem] = validateCatalogue(file)._unsafeUnwrapErr();
    expect(problem && catalogueProblemLine(problem, 'en')).toBe(
      'services[0].duration: must be a positive multiple of 5 minutes, at most 1440',
    );
    expect(problem && catalogueProblemLine(problem, 'es')).toBe(
      'services[0].duration: debe ser un múltiplo positivo de 5 minutos, de 1440 como máximo',
    );
  });

  it('word every kind of problem, with every value in place', () => {
    for (const language of LANGUAGES) {
      for (const problem of everyProblem) {
        const message = catalogueProblemMessage(problem, language);
        expect(message, `${language} ${problem._tag}`).toMatch(/\S/);
        expect(message, `${language} ${problem._tag}`).not.toContain('{{');
      }
    }
    expect(catalogueProblemMessage(everyProblem[5] as CatalogueProblem, 'es')).toBe(
      'la sede «providencia» ya se usa en locations[0].slug',
    );
  });

  it('words the checks of values the catalogue reuses from the rest of the domain', () => {
    const file = {
      version: 1,
      company: { slug: 'barberia', name: 'Barbería', country: 'ar' },
      locations: [
        {
          slug: 'palermo',
          name: 'Palermo',
          time_zone: 'America/Argentina/Buenos_Aires',
          opening_hours: { monday: [['9:00', '18:00']] },
          closed_days: ['2026-02-30'],
        },
      ],
    };
    expect(
      validateCatalogue(file)
        ._unsafeUnwrapErr()
        .map((problem) => catalogueProblemLine(problem, 'en')),
    ).toEqual([
      'locations[0].opening_hours.monday[0][0]: must be a time of day written HH:mm',
      'locations[0].closed_days[0]: must be a calendar day written YYYY-MM-DD',
    ]);
  });

  it('say where a file is not YAML', () => {
    expect(yamlSyntaxLine({ line: 4, column: 3, detail: 'Map keys must be unique' }, 'es')).toBe(
      'línea 4, columna 3: esto no es YAML válido (Map keys must be unique)',
    );
  });
});
