import { describe, expect, it } from 'vitest';
import { checkClientCompany } from './check-client-company';
import { inMemoryClients } from '../account/in-memory-accounts.test-support';
import { aCompany, aLocation, inMemoryCompanyDirectory } from '../catalogue/in-memory-directories.test-support';
import { clientId, companyId, locationId } from '#domain/shared/ids.test-support';

const check = checkClientCompany({
  companyDirectory: inMemoryCompanyDirectory({
    companies: [aCompany({ id: companyId(3) }), aCompany({ id: companyId(4), webAddress: 'otra' })],
    locations: [
      aLocation({ id: locationId(4), companyId: companyId(3) }),
      aLocation({ id: locationId(5), companyId: companyId(4) }),
      aLocation({ id: locationId(6), companyId: companyId(3), active: false }),
    ],
  }),
  clients: inMemoryClients([
    {
      id: clientId(1),
      companyId: 3,
      canBook: true,
      identificationNumber: '12.345.678-5',
      email: 'Rosa.Diaz@correo.cl',
      phone: '+56 9 1111 2222',
    },
    {
      id: clientId(2),
      companyId: 3,
      canBook: false,
      identificationNumber: '9.876.543-3',
      email: 'bloqueado@correo.cl',
      phone: '+56 9 3333 4444',
    },
    { id: clientId(3), companyId: 4, canBook: true, identificationNumber: '11.111.111-1' },
  ]),
});

describe('checking whether a company knows a client (storefront §3 Existing client check response, §5, §8)', () => {
  it('knows a client by id number however it is written, by email in any case, and by phone with or without country code', async () => {
    for (const [identifier, identifierType] of [
      ['12345678-5', 0],
      ['ROSA.DIAZ@correo.cl', 1],
      ['+56911112222', 2],
      ['9 1111 2222', 2],
    ] as const) {
      expect((await check({ identifier, identifierType, locationId: locationId(4) }))._unsafeUnwrap()).toEqual({
        validId: true,
        canBook: true,
      });
    }
  });

  it('knows a client the company stopped from booking, who cannot book', async () => {
    expect(
      (await check({ identifier: '9876543-3', identifierType: 0, locationId: locationId(4) }))._unsafeUnwrap(),
    ).toEqual({
      validId: true,
      canBook: false,
    });
  });

  it('answers valid_id false for someone the company does not know, also a client of another company', async () => {
    expect(
      (await check({ identifier: 'nadie@correo.cl', identifierType: 1, locationId: locationId(4) }))._unsafeUnwrap(),
    ).toEqual({
      validId: false,
      canBook: false,
    });
    expect(
      (await check({ identifier: '11.111.111-1', identifierType: 0, locationId: locationId(4) }))._unsafeUnwrap()
        .validId,
    ).toBe(false);
  });

  it('refuses an identifier the identification rules refuse (§5), naming it', async () => {
    for (const [identifier, identifierType, key] of [
      ['1', 0, 'ERRORS.VALIDATION_ID_TOO_SHORT'],
      ['rosa@', 1, 'ERRORS.VALIDATION_EMAIL_INVALID'],
      ['12345678', 2, 'ERRORS.VALIDATION_PHONE_TOO_SHORT'],
    ] as const) {
      const refusal = (await check({ identifier, identifierType, locationId: locationId(4) }))._unsafeUnwrapErr();
      expect(refusal._tag === 'InvalidFields' && refusal.fields.map((each) => [each.field, each.error.key])).toEqual([
        ['identifier', key],
      ]);
    }
  });

  it('does not find a closed location', async () => {
    expect(
      (await check({ identifier: '12345678-5', identifierType: 0, locationId: locationId(6) }))._unsafeUnwrapErr()._tag,
    ).toBe('LocationNotFound');
  });
});
