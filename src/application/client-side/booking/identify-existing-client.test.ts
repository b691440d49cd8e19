import fc from 'fast-check';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import { anyTypedValidRut } from '#domain/client/client.arbitraries';
import { IDENTIFIER_TYPE, validateIdentifier, type IdentifierType } from '#domain/client/identification';
import type { LocationId } from '#domain/storefront/company';
import { fieldError } from '#domain/validation/field-error';
import { anyEmail, anyPadding, anyPhone } from '#domain/validation/validation.arbitraries';
import type { ExistingClients } from '../../ports/client/existing-clients';
import { fakeBookingApi, PALERMO } from '../shared/fake-booking-api.test-support';
import { identifyExistingClient, type ExistingClientIdentification } from './identify-existing-client';

// Identifying as an existing client of a client-exclusive company (storefront §3 Existing client
// check response: validId, canBook, "after success the fields filled are identificationNumber and
// email or phone depending on type"; §4 Client identification modal; §5; §7 GET /check_client_company;
// §8 Identification errors).

const COMPANY = 'Barbería Porteña';

const identification = (identifierType: IdentifierType, typed: string): ExistingClientIdentification => ({
  companyName: COMPANY,
  locationId: PALERMO.id,
  identifierType,
  typed,
});

/** The fake API, writing down each identification it was asked about. */
function recordingApi(api: ExistingClients = fakeBookingApi()) {
  const asked: unknown[] = [];
  return {
    asked,
    api: {
      ...api,
      checkClientCompany: (identifier: string, type: IdentifierType, locationId: LocationId) => (
        asked.push([identifier, type, locationId]),
        api.checkClientCompany(identifier, type, locationId)
      ),
    },
  };
}

const identify = (type: IdentifierType, typed: string, api: ExistingClients = fakeBookingApi()) =>
  identifyExistingClient(api)(identification(type, typed));

describe('an existing client identified (storefront §3, §4: success closes the modal and opens the reservation)', () => {
  it('fills the identification number of a client known by it', async () => {
    expect((await identify(IDENTIFIER_TYPE.id, '30.123.456'))._unsafeUnwrap()).toEqual({
      _tag: 'ClientIdentified',
      fill: { identificationNumber: '30.123.456' },
    });
  });

  it('fills the email of a client known by it, as typed', async () => {
    expect((await identify(IDENTIFIER_TYPE.email, 'Sofia@Correo.example'))._unsafeUnwrap()).toEqual({
      _tag: 'ClientIdentified',
      fill: { email: 'Sofia@Correo.example' },
    });
  });

  it('fills the phone of a client known by it', async () => {
    expect((await identify(IDENTIFIER_TYPE.phone, '+54 9 11 5555 0000'))._unsafeUnwrap()).toEqual({
      _tag: 'ClientIdentified',
      fill: { phone: '+54 9 11 5555 0000' },
    });
  });

  it('asks the company of the location about the identifier, trimmed, with its type', async () => {
    const { api, asked } = recordingApi();
    await identifyExistingClient(api)(identification(IDENTIFIER_TYPE.email, '  sofia@correo.example\t'));
    expect(asked).toEqual([['sofia@correo.example', IDENTIFIER_TYPE.email, PALERMO.id]]);
  });

  it("sends a Chilean company's RUT as it was typed, trimmed, dots and dash kept, and fills it so", async () => {
    await fc.assert(
      fc.asyncProperty(anyTypedValidRut, anyPadding, anyPadding, async (rut, before, after) => {
        const { api, asked } = recordingApi(
          fakeBookingApi({ checkClientCompany: () => okAsync({ validId: true, canBook: true }) }),
        );
        const identified = (
          await identifyExistingClient(api)(identification(IDENTIFIER_TYPE.id, before + rut + after))
        )._unsafeUnwrap();
        expect(asked).toEqual([[rut, IDENTIFIER_TYPE.id, PALERMO.id]]);
        expect(identified.fill).toEqual({ identificationNumber: rut });
      }),
    );
  });
});

describe('an identification the company refuses (storefront §8 Identification)', () => {
  it('says the company does not know the id, email or phone typed, by its type (validId false)', async () => {
    expect((await identify(IDENTIFIER_TYPE.id, '11.111.111'))._unsafeUnwrapErr()).toEqual({
      _tag: 'ClientNotFound',
      code: 'IDENTIFICATION.ID_NOT_FOUND',
      identifierType: 0,
    });
    expect((await identify(IDENTIFIER_TYPE.email, 'nadie@correo.example'))._unsafeUnwrapErr()).toMatchObject({
      code: 'IDENTIFICATION.EMAIL_NOT_FOUND',
    });
    expect((await identify(IDENTIFIER_TYPE.phone, '+5491100000000'))._unsafeUnwrapErr()).toMatchObject({
      code: 'IDENTIFICATION.PHONE_NOT_FOUND',
    });
  });

  it('says a client the company stopped from booking may not book, naming the company to contact (canBook false)', async () => {
    expect((await identify(IDENTIFIER_TYPE.id, '28.765.432'))._unsafeUnwrapErr()).toEqual({
      _tag: 'ClientNotAllowedToBook',
      code: 'IDENTIFICATION.NOT_ALLOWED_TO_BOOK',
      companyName: COMPANY,
    });
  });

  it("answers the API's failure as it is (server response error on call failure)", async () => {
    const down = { _tag: 'ApiUnreachable', reason: 'network', message: 'fetch failed' } as const;
    expect(
      (
        await identify(IDENTIFIER_TYPE.id, '30.123.456', fakeBookingApi({ checkClientCompany: () => errAsync(down) }))
      )._unsafeUnwrapErr(),
    ).toEqual(down);
  });
});

describe('an identifier the identification rules refuse (storefront §5, §8: id required, too short, email invalid, phone too short)', () => {
  it('names the identifier with the rule it breaks, and asks nothing', async () => {
    for (const [type, typed, error] of [
      [IDENTIFIER_TYPE.id, '  ', fieldError('ERRORS.VALIDATION_REQUIRED')],
      [IDENTIFIER_TYPE.id, '7', fieldError('ERRORS.VALIDATION_ID_TOO_SHORT', { min: 2 })],
      [IDENTIFIER_TYPE.email, 'sofia@', fieldError('ERRORS.VALIDATION_EMAIL_INVALID')],
      [IDENTIFIER_TYPE.phone, '12345678', fieldError('ERRORS.VALIDATION_PHONE_TOO_SHORT', { min: 9 })],
    ] as const) {
      const { api, asked } = recordingApi();
      expect((await identifyExistingClient(api)(identification(type, typed)))._unsafeUnwrapErr()).toEqual({
        _tag: 'InputInvalid',
        code: 'INPUT.INVALID',
        fields: [{ field: 'identifier', error }],
      });
      expect(asked).toEqual([]);
    }
  });

  it('asks about exactly what the rules take, and about nothing they refuse, whatever is typed', async () => {
    const anyTyped = fc.oneof(
      fc.string({ maxLength: 12 }),
      anyEmail({ min: 20, max: 40 }),
      anyPhone({ min: 1, max: 15 }),
      anyTypedValidRut,
    );
    await fc.assert(
      fc.asyncProperty(fc.constantFrom<IdentifierType>(0, 1, 2), anyTyped, anyPadding, async (type, typed, padding) => {
        const { api, asked } = recordingApi();
        const outcome = await identifyExistingClient(api)(identification(type, padding + typed));
        const rules = validateIdentifier(type, padding + typed);
        if (rules.isOk()) expect(asked).toEqual([[rules.value, type, PALERMO.id]]);
        else {
          expect(asked).toEqual([]);
          expect(outcome._unsafeUnwrapErr()).toEqual({
            _tag: 'InputInvalid',
            code: 'INPUT.INVALID',
            fields: [{ field: 'identifier', error: rules.error }],
          });
        }
      }),
    );
  });
});
