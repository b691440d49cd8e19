import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyLocalDate } from '../calendar/calendar.arbitraries';
import { anyEmail, anyPadding, anyPhone, anyText } from './validation.arbitraries';
import {
  acceptedTerms,
  asConfigured,
  calendarDay,
  decimal,
  email,
  EMAIL_MAX_LENGTH,
  integer,
  INTEGER_MAX,
  password,
  phone,
  typedDay,
  positiveWholeNumber,
  simpleText,
  TEXT_MAX_LENGTH,
  whenGiven,
} from './field-rules';

const keyOf = <T>(result: { _unsafeUnwrapErr: () => { key: T } }) => result._unsafeUnwrapErr().key;

describe('simple required text: firstName, lastName (booking-wizard §5, §9)', () => {
  it('accepts any text up to 280 characters, trimmed', () => {
    fc.assert(
      fc.property(
        anyText({ minLength: 1, maxLength: TEXT_MAX_LENGTH }),
        anyPadding,
        anyPadding,
        (text, before, after) => {
          expect(simpleText()(before + text + after)._unsafeUnwrap()).toBe(text);
        },
      ),
    );
  });

  it('refuses text over 280 characters, naming the limit', () => {
    fc.assert(
      fc.property(anyText({ minLength: TEXT_MAX_LENGTH + 1, maxLength: 600 }), (text) => {
        expect(simpleText()(text)._unsafeUnwrapErr()).toEqual({
          _tag: 'FieldError',
          key: 'ERRORS.VALIDATION_MAX_LENGTH',
          params: { max: 280 },
        });
      }),
    );
  });

  it('refuses blank text as missing', () => {
    fc.assert(
      fc.property(anyPadding, (blank) => {
        expect(keyOf(simpleText()(blank))).toBe('ERRORS.VALIDATION_REQUIRED');
      }),
    );
  });
});

describe('a field as the company configured it (booking-wizard §5 "required per config")', () => {
  it('accepts a blank optional field as not given', () => {
    expect(whenGiven(email)('  ')._unsafeUnwrap()).toBeNull();
    expect(asConfigured(phone, { required: false })('')._unsafeUnwrap()).toBeNull();
  });

  it('refuses a blank required field', () => {
    expect(keyOf(asConfigured(phone, { required: true })(''))).toBe('ERRORS.VALIDATION_REQUIRED');
  });

  it('still applies the rule to an optional field that was filled in', () => {
    expect(keyOf(asConfigured(phone, { required: false })('1234'))).toBe('ERRORS.VALIDATION_PHONE_TOO_SHORT');
  });
});

describe('email (booking-wizard §5, §9)', () => {
  it('accepts any well-formed address up to 60 characters, trimmed', () => {
    fc.assert(
      fc.property(anyEmail({ min: 20, max: EMAIL_MAX_LENGTH }), anyPadding, (address, padding) => {
        expect(email(padding + address + padding)._unsafeUnwrap()).toBe(address);
      }),
    );
  });

  it('accepts the addresses fast-check considers valid, up to 60 characters (WHATWG pattern)', () => {
    fc.assert(
      fc.property(
        fc.emailAddress().filter((address) => address.length <= EMAIL_MAX_LENGTH),
        (address) => {
          expect(email(address).isOk()).toBe(true);
        },
      ),
    );
  });

  it('refuses an email longer than 60 characters (booking-wizard §5)', () => {
    fc.assert(
      fc.property(anyEmail({ min: EMAIL_MAX_LENGTH + 1, max: 200 }), (address) => {
        expect(email(address)._unsafeUnwrapErr()).toEqual({
          _tag: 'FieldError',
          key: 'ERRORS.VALIDATION_MAX_LENGTH',
          params: { max: 60 },
        });
      }),
    );
  });

  it.each(['ana', 'ana@', '@mail.cl', 'ana@@mail.cl', 'ana maria@mail.cl', 'ana@-mail.cl', 'ana@mail..cl'])(
    'refuses %j as not an email address',
    (typed) => {
      expect(keyOf(email(typed))).toBe('ERRORS.VALIDATION_EMAIL_INVALID');
    },
  );
});

describe('phone and second phone (booking-wizard §5, §9)', () => {
  it('accepts any phone of 8 characters or more', () => {
    fc.assert(
      fc.property(anyPhone({ min: 8, max: 20 }), (number) => {
        expect(phone(number)._unsafeUnwrap()).toBe(number);
      }),
    );
  });

  it('refuses a phone shorter than 8 characters, naming the minimum', () => {
    fc.assert(
      fc.property(anyPhone({ min: 1, max: 7 }), anyPadding, (number, padding) => {
        expect(phone(padding + number + padding)._unsafeUnwrapErr()).toEqual({
          _tag: 'FieldError',
          key: 'ERRORS.VALIDATION_PHONE_TOO_SHORT',
          params: { min: 8 },
        });
      }),
    );
  });
});

describe('integer custom field (booking-wizard §5, storefront §9)', () => {
  it('accepts any integer up to 2147483647', () => {
    fc.assert(
      fc.property(fc.integer({ min: -2_147_483_648, max: INTEGER_MAX }), (value) => {
        expect(integer()(String(value))._unsafeUnwrap()).toBe(value);
      }),
    );
  });

  it('refuses an integer above 2147483647 as too large', () => {
    fc.assert(
      fc.property(fc.integer({ min: INTEGER_MAX + 1, max: Number.MAX_SAFE_INTEGER }), (value) => {
        expect(integer()(String(value))._unsafeUnwrapErr()).toEqual({
          _tag: 'FieldError',
          key: 'ERRORS.VALIDATION_INTEGER_TOO_LARGE',
          params: { max: INTEGER_MAX },
        });
      }),
    );
  });

  it('refuses a number with a fractional part as not an integer', () => {
    fc.assert(
      fc.property(
        fc.double({ min: -1e6, max: 1e6, noNaN: true }).filter((value) => !Number.isInteger(value)),
        (value) => {
          expect(keyOf(integer()(String(value)))).toBe('ERRORS.VALIDATION_NOT_AN_INTEGER');
        },
      ),
    );
  });

  it('refuses text that is not a number', () => {
    for (const typed of ['twelve', '12a', '1.2.3', '--1', 'NaN', 'Infinity']) {
      expect(keyOf(integer()(typed))).toBe('ERRORS.VALIDATION_NOT_A_NUMBER');
    }
  });
});

describe('age and record number (booking-wizard §5 "numeric, minimum 1")', () => {
  it('accepts any whole number from 1', () => {
    fc.assert(
      fc.property(fc.integer({ min: 1, max: INTEGER_MAX }), (value) => {
        expect(positiveWholeNumber(String(value))._unsafeUnwrap()).toBe(value);
      }),
    );
  });

  it('refuses any whole number below 1, naming the minimum', () => {
    fc.assert(
      fc.property(fc.integer({ min: -1000, max: 0 }), (value) => {
        expect(positiveWholeNumber(String(value))._unsafeUnwrapErr()).toEqual({
          _tag: 'FieldError',
          key: 'ERRORS.VALIDATION_MIN_VALUE',
          params: { min: 1 },
        });
      }),
    );
  });
});

describe('decimal numbers: float custom attributes (booking-wizard §3 "Client payload" types)', () => {
  it('reads a decimal comma as a decimal point', () => {
    expect(decimal('3,5')._unsafeUnwrap()).toBe(3.5);
  });

  it('reads back every finite number written as JavaScript writes it', () => {
    fc.assert(
      fc.property(fc.double({ noNaN: true, noDefaultInfinity: true }), (value) => {
        expect(decimal(String(value))._unsafeUnwrap()).toBe(value === 0 ? 0 : value);
      }),
    );
  });
});

describe('birth date (booking-wizard §3 Client form values, §5 "Birth date … appear when configured")', () => {
  it('accepts any real day written YYYY-MM-DD', () => {
    fc.assert(
      fc.property(anyLocalDate, (date) => {
        expect(calendarDay(date)._unsafeUnwrap()).toBe(date);
      }),
    );
  });

  it('refuses a day that does not exist', () => {
    expect(keyOf(calendarDay('1990-02-30'))).toBe('ERRORS.VALIDATION_DATE_INVALID');
  });

  const anyPart = <T>(part: fc.Arbitrary<T>) => fc.option(part, { nil: null });
  const anyParts = fc.record({
    year: anyPart(fc.integer({ min: 1, max: 9999 })),
    month: anyPart(fc.integer({ min: 1, max: 12 })),
    day: anyPart(fc.integer({ min: 1, max: 31 })),
  });

  it('refuses a day typed in part as incomplete, even where an empty one would do (issue 20)', () => {
    fc.assert(
      fc.property(anyParts, (parts) => {
        const given = [parts.year, parts.month, parts.day].filter((part) => part !== null).length;
        fc.pre(given > 0 && given < 3);
        const typed = typedDay(parts);
        expect(keyOf(calendarDay(typed))).toBe('ERRORS.VALIDATION_DATE_INCOMPLETE');
        expect(keyOf(whenGiven(calendarDay)(typed))).toBe('ERRORS.VALIDATION_DATE_INCOMPLETE');
      }),
    );
  });

  it('writes nothing typed as blank and every part typed as the ISO day (issue 20)', () => {
    expect(typedDay({ year: null, month: null, day: null })).toBe('');
    expect(typedDay({ year: 1980, month: 5, day: 4 })).toBe('1980-05-04');
    expect(typedDay({ year: null, month: 5, day: 4 })).toBe('____-05-04');
    fc.assert(
      fc.property(anyLocalDate, (date) => {
        const [year, month, day] = date.split('-').map(Number) as [number, number, number];
        expect(typedDay({ year, month, day })).toBe(date);
      }),
    );
  });
});

describe('password (storefront §5, §9)', () => {
  it('accepts any password of 8 characters or more, exactly as typed', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 8, maxLength: 64 }), (typed) => {
        expect(password(typed)._unsafeUnwrap()).toBe(typed);
      }),
    );
  });

  it('refuses a password shorter than 8 characters, naming the minimum', () => {
    fc.assert(
      fc.property(fc.string({ minLength: 1, maxLength: 7 }), (typed) => {
        expect(password(typed)._unsafeUnwrapErr()).toEqual({
          _tag: 'FieldError',
          key: 'ERRORS.VALIDATION_PASSWORD_TOO_SHORT',
          params: { min: 8 },
        });
      }),
    );
  });

  it('refuses an empty password as missing', () => {
    expect(keyOf(password(''))).toBe('ERRORS.VALIDATION_REQUIRED');
  });
});

describe('terms (booking-wizard §5)', () => {
  it('requires accepting the terms while the policy term is active', () => {
    expect(keyOf(acceptedTerms(false, true))).toBe('ERRORS.VALIDATION_REQUIRED');
    expect(acceptedTerms(true, true).isOk()).toBe(true);
  });

  it('does not require accepting terms when no policy term is active', () => {
    expect(acceptedTerms(false, false).isOk()).toBe(true);
  });
});
