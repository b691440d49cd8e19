import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { clientCompanyCheck, comparableIdentifier, identifierMatches } from './identifier-match';
import { IDENTIFIER_TYPE } from './identification';

describe('recognising a client from what the visitor typed (storefront §5 identification, §7 check_client_company)', () => {
  it('reads an id number the same with or without dots, dash, spaces or a lower-case k', () => {
    const forms = ['12.345.678-k', '12345678-K', '12345678k', ' 12 345 678 K '];
    expect(new Set(forms.map((form) => comparableIdentifier(IDENTIFIER_TYPE.id, form)))).toEqual(
      new Set(['12345678K']),
    );
  });

  it('reads an email in any case and with surrounding spaces as the same address', () => {
    fc.assert(
      fc.property(fc.emailAddress(), (address) => {
        expect(comparableIdentifier(IDENTIFIER_TYPE.email, `  ${address.toUpperCase()} `)).toBe(
          comparableIdentifier(IDENTIFIER_TYPE.email, address),
        );
      }),
    );
  });

  it('reads a phone by its digits, and knows it typed without the country code once it has 8 digits', () => {
    const recorded = comparableIdentifier(IDENTIFIER_TYPE.phone, '+56 9 8765 4321');
    expect(
      identifierMatches(
        IDENTIFIER_TYPE.phone,
        recorded,
        comparableIdentifier(IDENTIFIER_TYPE.phone, '(+56) 98765-4321'),
      ),
    ).toBe(true);
    expect(
      identifierMatches(IDENTIFIER_TYPE.phone, recorded, comparableIdentifier(IDENTIFIER_TYPE.phone, '9 8765 4321')),
    ).toBe(true);
    expect(
      identifierMatches(IDENTIFIER_TYPE.phone, recorded, comparableIdentifier(IDENTIFIER_TYPE.phone, '4321')),
    ).toBe(false);
  });

  it('never matches part of an id number or an email', () => {
    fc.assert(
      fc.property(fc.stringMatching(/^[0-9]{8,9}[0-9K]$/), fc.integer({ min: 1, max: 5 }), (id, cut) => {
        expect(identifierMatches(IDENTIFIER_TYPE.id, id, id.slice(cut))).toBe(false);
      }),
    );
  });

  it('never matches an empty identifier', () => {
    expect(identifierMatches(IDENTIFIER_TYPE.phone, '', '')).toBe(false);
  });
});

describe('the company’s answer (storefront §3 Existing client check response, §8)', () => {
  it('does not know a client nobody matches, who then cannot book either', () => {
    expect(clientCompanyCheck([])).toEqual({ validId: false, canBook: false });
  });

  it('lets a known client book exactly when no client the identifier names is stopped from booking', () => {
    fc.assert(
      fc.property(fc.array(fc.record({ canBook: fc.boolean() }), { minLength: 1, maxLength: 5 }), (matches) => {
        expect(clientCompanyCheck(matches)).toEqual({
          validId: true,
          canBook: matches.every((client) => client.canBook),
        });
      }),
    );
  });
});
