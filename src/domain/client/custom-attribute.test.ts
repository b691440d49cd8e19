import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyClockTime, anyLocalDate } from '../calendar/calendar.arbitraries';
import { dateParts } from '../calendar/local-date';
import { anyCustomAttribute } from './client.arbitraries';
import { anyPadding, anyText } from '../validation/validation.arbitraries';
import {
  coerceCustomAttribute,
  customAttributeKey,
  formatDayMonthYearDashed,
  validateCustomAttribute,
  type CustomAttribute,
  type CustomAttributeType,
} from './custom-attribute';

const attributeOf = (type: CustomAttributeType, categories: readonly string[] = []): CustomAttribute => ({
  name: 'Question',
  slug: 'question',
  type,
  categories,
  showOnWorkflow: true,
  mandatoryOnWorkflow: false,
});

describe('custom attribute coercion (booking-wizard §3 "Client payload", storefront §3)', () => {
  it('submits an attribute under custom_{slug}', () => {
    expect(customAttributeKey({ slug: 'allergies' })).toBe('custom_allergies');
  });

  it('submits an unanswered attribute of any type as null', () => {
    fc.assert(
      fc.property(anyCustomAttribute(), fc.oneof(fc.constantFrom(null, undefined), anyPadding), (attribute, blank) => {
        expect(coerceCustomAttribute(attribute, blank)._unsafeUnwrap()).toBeNull();
      }),
    );
  });

  it('keeps text and textarea answers as trimmed text', () => {
    fc.assert(
      fc.property(
        fc.constantFrom<CustomAttributeType>('text', 'textarea'),
        anyText({ minLength: 1, maxLength: 80 }),
        anyPadding,
        (type, text, padding) => {
          expect(coerceCustomAttribute(attributeOf(type), padding + text + padding)._unsafeUnwrap()).toBe(text);
        },
      ),
    );
  });

  it('reads any integer, typed or given as a number, as that integer', () => {
    fc.assert(
      fc.property(fc.integer(), fc.boolean(), (value, asText) => {
        expect(coerceCustomAttribute(attributeOf('integer'), asText ? String(value) : value)._unsafeUnwrap()).toBe(
          value,
        );
      }),
    );
  });

  it('refuses, as a typed error, an integer answer that is not a whole number', () => {
    fc.assert(
      fc.property(
        fc.oneof(
          fc
            .double({ noNaN: true, noDefaultInfinity: true })
            .filter((value) => !Number.isInteger(value))
            .map(String),
          fc.stringMatching(/^[a-z]{1,8}$/),
        ),
        (typed) => {
          const refusal = coerceCustomAttribute(attributeOf('integer'), typed)._unsafeUnwrapErr();
          expect(refusal).toMatchObject({
            _tag: 'UncoercibleCustomAttribute',
            code: 'CLIENT.CUSTOM_ATTRIBUTE_UNCOERCIBLE',
            slug: 'question',
            type: 'integer',
            input: typed,
          });
        },
      ),
    );
  });

  it('reads any finite float, typed or given as a number, as that number', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), fc.boolean(), (value, asText) => {
        const coerced = coerceCustomAttribute(attributeOf('float'), asText ? String(value) : value)._unsafeUnwrap();
        expect(coerced === value).toBe(true);
      }),
    );
  });

  it('refuses, as a typed error and never NaN, a float answer that is not a number', () => {
    fc.assert(
      fc.property(fc.oneof(fc.stringMatching(/^[a-z]{1,8}$/), fc.constantFrom('1.2.3', 'NaN', '1,5,0')), (typed) => {
        expect(coerceCustomAttribute(attributeOf('float'), typed)._unsafeUnwrapErr().reason.key).toBe(
          'ERRORS.VALIDATION_NOT_A_NUMBER',
        );
      }),
    );
    expect(coerceCustomAttribute(attributeOf('float'), Number.NaN).isErr()).toBe(true);
  });

  it('reads booleans and their text as booleans', () => {
    fc.assert(
      fc.property(fc.boolean(), fc.boolean(), (value, asText) => {
        expect(coerceCustomAttribute(attributeOf('boolean'), asText ? String(value) : value)._unsafeUnwrap()).toBe(
          value,
        );
      }),
    );
  });

  it('refuses any other boolean answer', () => {
    fc.assert(
      fc.property(
        anyText({ minLength: 1, maxLength: 10 }).filter((text) => text !== 'true' && text !== 'false'),
        (typed) => {
          expect(coerceCustomAttribute(attributeOf('boolean'), typed).isErr()).toBe(true);
        },
      ),
    );
  });

  it('accepts a categoric answer only when it is one of its categories', () => {
    fc.assert(
      fc.property(
        anyCustomAttribute('categoric'),
        anyText({ minLength: 1, maxLength: 15 }),
        fc.nat(),
        (attribute, other, pick) => {
          const category = attribute.categories[pick % attribute.categories.length] ?? '';
          expect(coerceCustomAttribute(attribute, category)._unsafeUnwrap()).toBe(category);
          const refusal = coerceCustomAttribute(attribute, other);
          expect(refusal.isOk()).toBe(attribute.categories.includes(other));
        },
      ),
    );
  });

  it('names the allowed categories when refusing a categoric answer', () => {
    const refusal = coerceCustomAttribute(attributeOf('categoric', ['Fonasa', 'Isapre']), 'Other')._unsafeUnwrapErr();
    expect(refusal.reason).toEqual({
      _tag: 'FieldError',
      key: 'ERRORS.VALIDATION_OPTION_INVALID',
      params: { options: ['Fonasa', 'Isapre'] },
    });
  });

  it('submits a date as d-m-Y (storefront §9), read from YYYY-MM-DD or DD-MM-YYYY', () => {
    fc.assert(
      fc.property(anyLocalDate, fc.boolean(), (date, iso) => {
        const typed = iso ? date : formatDayMonthYearDashed(date);
        const submitted = coerceCustomAttribute(attributeOf('date'), typed)._unsafeUnwrap();
        const { year, month, day } = dateParts(date);
        expect(submitted).toBe(`${String(day).padStart(2, '0')}-${String(month).padStart(2, '0')}-${String(year)}`);
      }),
    );
  });

  it('refuses a date typed in part as incomplete, not as invalid (issue 20)', () => {
    expect(coerceCustomAttribute(attributeOf('date'), '____-05-04')._unsafeUnwrapErr().reason.key).toBe(
      'ERRORS.VALIDATION_DATE_INCOMPLETE',
    );
  });

  it('refuses a date that does not exist', () => {
    expect(coerceCustomAttribute(attributeOf('date'), '31-04-2026')._unsafeUnwrapErr().reason.key).toBe(
      'ERRORS.VALIDATION_DATE_INVALID',
    );
  });

  it('submits a date and time as d-m-Y H:i (storefront §9), read from a datetime-local value', () => {
    fc.assert(
      fc.property(anyLocalDate, anyClockTime, fc.constantFrom('T', ' '), (date, time, separator) => {
        const submitted = coerceCustomAttribute(attributeOf('datetime'), `${date}${separator}${time}`)._unsafeUnwrap();
        expect(submitted).toBe(`${formatDayMonthYearDashed(date)} ${time}`);
      }),
    );
  });

  it('refuses a date and time without a valid time', () => {
    for (const typed of ['2026-11-22', '2026-11-22T25:00', '2026-11-22T10:00 extra']) {
      expect(coerceCustomAttribute(attributeOf('datetime'), typed).isErr()).toBe(true);
    }
  });
});

describe('custom attribute answers on the form (booking-wizard §3 showOnWorkflow, mandatoryOnWorkflow)', () => {
  it('requires an answer to a mandatory attribute', () => {
    fc.assert(
      fc.property(anyCustomAttribute(), fc.constantFrom(null, undefined, '', '  '), (attribute, blank) => {
        const mandatory = { ...attribute, mandatoryOnWorkflow: true };
        expect(validateCustomAttribute(mandatory, blank)._unsafeUnwrapErr().key).toBe('ERRORS.VALIDATION_REQUIRED');
      }),
    );
  });

  it('requires a mandatory checkbox to be ticked', () => {
    const mandatory = { ...attributeOf('boolean'), mandatoryOnWorkflow: true };
    expect(validateCustomAttribute(mandatory, false)._unsafeUnwrapErr().key).toBe('ERRORS.VALIDATION_REQUIRED');
    expect(validateCustomAttribute(mandatory, true)._unsafeUnwrap()).toBe(true);
  });

  it('lets an optional attribute go unanswered', () => {
    expect(validateCustomAttribute(attributeOf('integer'), '')._unsafeUnwrap()).toBeNull();
  });

  it('refuses an integer answer above 2147483647 (booking-wizard §5)', () => {
    expect(validateCustomAttribute(attributeOf('integer'), '2147483648')._unsafeUnwrapErr()).toEqual({
      _tag: 'FieldError',
      key: 'ERRORS.VALIDATION_INTEGER_TOO_LARGE',
      params: { max: 2_147_483_647 },
    });
  });
});
