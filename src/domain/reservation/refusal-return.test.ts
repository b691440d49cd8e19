import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { CLIENT_DATA_NAMES, CONFIGURABLE_CLIENT_FIELDS } from '../client/client-form';
import { clientFieldNamed, refusalReturn } from './refusal-return';

const refused = (field: string, message = 'is not valid') => ({ field, messages: [message] });

describe('where a refusal returns the wizard (booking-wizard §8)', () => {
  it('returns to the hours of the booking items it names', () => {
    expect(refusalReturn([refused('bookings[1].start', 'is no longer available')])).toEqual({
      _tag: 'ReturnToHours',
      items: [1],
    });
  });

  it('returns to the client form, the field marked with the API’s words, when it names only a client field', () => {
    const back = refusalReturn([refused('client.identification_number', 'is not a valid RUT')]);
    expect(back).toEqual({
      _tag: 'ReturnToClientForm',
      fields: new Map([['identificationNumber', ['is not a valid RUT']]]),
    });
  });

  it('returns to the hours when it names a booking item besides a client field', () => {
    expect(refusalReturn([refused('client.email'), refused('bookings[0].start')])).toEqual({
      _tag: 'ReturnToHours',
      items: [0],
    });
  });

  it('returns to every hour when it names nothing the wizard knows', () => {
    expect(refusalReturn([])).toEqual({ _tag: 'ReturnToHours', items: [] });
    expect(refusalReturn([refused('Idempotency-Key')])).toEqual({ _tag: 'ReturnToHours', items: [] });
  });

  it('reads each configurable client field, the fixed ones, the birth date’s parts and custom attributes', () => {
    for (const field of CONFIGURABLE_CLIENT_FIELDS) {
      expect(clientFieldNamed(`client.${CLIENT_DATA_NAMES[field]}`)).toBe(field);
    }
    expect(clientFieldNamed('client.first_name')).toBe('firstName');
    expect(clientFieldNamed('client.birth_month')).toBe('birthDate');
    expect(clientFieldNamed('client.custom_shoe_size')).toBe('custom_shoe_size');
    expect(clientFieldNamed('client.no_such_field')).toBeNull();
    expect(clientFieldNamed('bookings[0].client')).toBeNull();
  });

  it('never leaves the hours for the form while any booking item is named, whatever the order', () => {
    const anyRefusal = fc
      .tuple(
        fc.array(fc.constantFrom('client.email', 'client.phone', 'client.first_name', 'notes', 'client.custom_x')),
        fc.array(fc.nat({ max: 5 }), { minLength: 1 }),
      )
      .chain(([clientFields, items]) => {
        const attributes = [
          ...clientFields.map((field) => refused(field)),
          ...items.map((item) => refused(`bookings[${String(item)}].start`)),
        ];
        return fc
          .shuffledSubarray(attributes, { minLength: attributes.length })
          .map((shuffled) => ({ shuffled, items }));
      });
    fc.assert(
      fc.property(anyRefusal, ({ shuffled, items }) => {
        const back = refusalReturn(shuffled);
        expect(back._tag).toBe('ReturnToHours');
        if (back._tag === 'ReturnToHours') expect(new Set(back.items)).toEqual(new Set(items));
      }),
    );
  });
});
