import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyIdentifier, recognisedClient, typedIdentifier, type RecordedClient } from './client-recognition';
import { IDENTIFIER_TYPE, type IdentifierType } from './identification';
import { clientId } from '../shared/ids.test-support';

// Which client record a booking is filed under (issue 15 item 1; docs/adr/0048).

const anyIdentifierType = fc.constantFrom<IdentifierType>(
  IDENTIFIER_TYPE.id,
  IDENTIFIER_TYPE.email,
  IDENTIFIER_TYPE.phone,
);

const names = ['Sofía', 'Ana', 'Pérez', 'Ríos', 'María José', 'Lucía'];
const anyName = fc.constantFrom(...names);

const anyRecordedClient: fc.Arbitrary<RecordedClient> = fc.record({
  id: fc.integer({ min: 1, max: 50 }).map(clientId),
  firstName: anyName,
  lastName: anyName,
});

/** A company's records an identifier names: each record once. */
const anyRecords = fc.uniqueArray(anyRecordedClient, { maxLength: 6, selector: (client) => client.id });

describe('the identifier a company knows its clients by (storefront §3 Company booking info, §4)', () => {
  it.each([
    [{ clientExclusive: false, clientExclusiveBy: null }, IDENTIFIER_TYPE.id],
    [{ clientExclusive: true, clientExclusiveBy: null }, IDENTIFIER_TYPE.id],
    [{ clientExclusive: true, clientExclusiveBy: IDENTIFIER_TYPE.id }, IDENTIFIER_TYPE.id],
    [{ clientExclusive: true, clientExclusiveBy: IDENTIFIER_TYPE.email }, IDENTIFIER_TYPE.email],
    [{ clientExclusive: true, clientExclusiveBy: IDENTIFIER_TYPE.phone }, IDENTIFIER_TYPE.phone],
  ] as const)('is, for %o, identifier %d', (rule, identifier) => {
    expect(companyIdentifier(rule)).toBe(identifier);
  });

  it('is the id number for every company that does not restrict booking to its clients, whatever else it says', () => {
    fc.assert(
      fc.property(fc.option(anyIdentifierType), (clientExclusiveBy) => {
        expect(companyIdentifier({ clientExclusive: false, clientExclusiveBy })).toBe(IDENTIFIER_TYPE.id);
      }),
    );
  });

  it('reads from what the booker typed the identifier asked for, and only it', () => {
    const typed = { identificationNumber: '12.345.678-5', email: 'ana@correo.example', phone: '+56912345678' };
    expect(
      [IDENTIFIER_TYPE.id, IDENTIFIER_TYPE.email, IDENTIFIER_TYPE.phone].map((type) => typedIdentifier(typed, type)),
    ).toEqual(['12.345.678-5', 'ana@correo.example', '+56912345678']);
    expect(typedIdentifier({ ...typed, identificationNumber: null }, IDENTIFIER_TYPE.id)).toBeNull();
  });
});

describe('the record a booking is filed under, among those the company’s identifier names', () => {
  const sofia: RecordedClient = { id: clientId(1), firstName: 'Sofía', lastName: 'Ríos' };
  const martina: RecordedClient = { id: clientId(2), firstName: 'Martina', lastName: 'Ríos' };

  it.each([
    ['no record named: a new one', [], { firstName: 'Ana', lastName: 'Pérez' }, null],
    ['the one record named, whatever name was typed', [sofia], { firstName: 'Ana', lastName: 'Pérez' }, clientId(1)],
    ['the one record named, listed twice', [sofia, sofia], { firstName: 'Ana', lastName: 'Pérez' }, clientId(1)],
    [
      'among a family’s, the one of the typed name',
      [sofia, martina],
      { firstName: 'Martina', lastName: 'Ríos' },
      clientId(2),
    ],
    [
      'among a family’s, the typed name written otherwise',
      [sofia, martina],
      { firstName: '  SOFIA ', lastName: 'rios' },
      clientId(1),
    ],
    [
      'among a family’s, none when the typed name is nobody’s',
      [sofia, martina],
      { firstName: 'Ana', lastName: 'Pérez' },
      null,
    ],
    ['among namesakes, none', [sofia, { ...sofia, id: clientId(3) }], { firstName: 'Sofía', lastName: 'Ríos' }, null],
  ] as const)('is %s', (_case, named, typed, filed) => {
    expect(recognisedClient(named, typed)).toBe(filed);
  });

  it('is always one of the records named, or none', () => {
    fc.assert(
      fc.property(anyRecords, anyName, anyName, (named, firstName, lastName) => {
        const filed = recognisedClient(named, { firstName, lastName });
        expect(filed === null || named.some((client) => client.id === filed)).toBe(true);
      }),
    );
  });

  it('files under a record other than the only one named only when its name is the typed one', () => {
    fc.assert(
      fc.property(anyRecords, anyName, anyName, (named, firstName, lastName) => {
        const filed = recognisedClient(named, { firstName, lastName });
        const ids = new Set(named.map((client) => client.id));
        if (filed !== null && ids.size > 1) {
          const chosen = named.filter((client) => client.id === filed);
          expect(chosen.some((client) => client.firstName === firstName && client.lastName === lastName)).toBe(true);
          // And no other record named carries that name.
          expect(
            named
              .filter((client) => client.id !== filed)
              .some((client) => `${client.firstName} ${client.lastName}` === `${firstName} ${lastName}`),
          ).toBe(false);
        }
      }),
    );
  });

  it('does not depend on the order the records are listed in', () => {
    fc.assert(
      fc.property(anyRecords, anyName, anyName, (named, firstName, lastName) => {
        expect(recognisedClient([...named].reverse(), { firstName, lastName })).toBe(
          recognisedClient(named, { firstName, lastName }),
        );
      }),
    );
  });
});
