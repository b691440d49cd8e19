import { describe, expect, it } from 'vitest';
import { joinPhone, PHONE_COUNTRIES, phoneCountryFor, splitPhone, type PhoneCountry } from './phone-countries';

// booking-wizard §5: "the country picker is preselected by the countryCode query"; the number is
// kept whole ("+56912345678"), as the client payload sends it, and split again for the picker.

const country = (code: string): PhoneCountry => {
  const found = PHONE_COUNTRIES.find((candidate) => candidate.code === code);
  if (found === undefined) throw new Error(`No phone country ${code}`);
  return found;
};

describe("the phone field's countries (booking-wizard §5)", () => {
  it.each(['cl', 'ar', 'uy', 'pe', 'co', 'mx'])("preselects the location's country, %s", (code) => {
    expect(phoneCountryFor(code).code).toBe(code);
  });

  it("preselects the location's country whatever the case of its code", () => {
    expect(phoneCountryFor('AR')).toEqual(country('ar'));
  });

  it('preselects Chile for a country it does not list', () => {
    expect(phoneCountryFor('zz')).toEqual(country('cl'));
  });

  it.each(PHONE_COUNTRIES.map((entry) => [entry.code, entry] as const))(
    'splits a number joined with the dial code of %s back into that country and the digits typed',
    (_name, entry) => {
      const whole = joinPhone(entry, '9 1234 5678');
      expect(whole).toBe(`${entry.dial}9 1234 5678`);
      const split = splitPhone(whole, entry);
      expect(split).toEqual({ country: entry, number: '9 1234 5678' });
      expect(joinPhone(split.country, split.number)).toBe(whole);
    },
  );

  it('tells countries sharing a dial code apart by the preselected one', () => {
    expect(splitPhone('+18095550000', country('us')).country).toEqual(country('us'));
    expect(splitPhone('+18095550000', country('do')).country).toEqual(country('do'));
  });

  it("reads the longest dial code that matches, so Uruguay's +598 is not Brazil's +55", () => {
    expect(splitPhone('+59899123456', country('ar'))).toEqual({ country: country('uy'), number: '99123456' });
  });

  it('keeps a number without a known dial code whole, under the preselected country', () => {
    expect(splitPhone('11 5555 0000', country('ar'))).toEqual({ country: country('ar'), number: '11 5555 0000' });
  });

  it('keeps a space typed last, so the digit typed next follows it (the input shows the number back as it is typed)', () => {
    const typed = joinPhone(country('ar'), '11 ');
    expect(splitPhone(typed, country('ar'))).toEqual({ country: country('ar'), number: '11 ' });
    expect(joinPhone(country('ar'), `${splitPhone(typed, country('ar')).number}5`)).toBe('+5411 5');
  });

  it('joins nothing typed into nothing, not a bare dial code', () => {
    expect(joinPhone(country('ar'), '')).toBe('');
    expect(joinPhone(country('ar'), '   ')).toBe('');
    expect(splitPhone('', country('ar'))).toEqual({ country: country('ar'), number: '' });
  });
});
