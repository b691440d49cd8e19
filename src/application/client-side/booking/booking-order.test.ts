import { describe, expect, it } from 'vitest';
import { readBookingOrder } from './booking-order';
import { orderRecord } from '../shared/fake-booking-api.test-support';

describe('reading what staff ask to book (issue 6: options, --file, CSV and JSONL lines read alike)', () => {
  it('reads a CSV row: services in order, the start on the location wall clock, the client as typed', () => {
    const order = readBookingOrder(
      orderRecord({ provider: '11', custom_alergias: 'ninguna', accept_terms: 'sí', gender: 'f' }),
    )._unsafeUnwrap();
    expect(order).toMatchObject({
      locationId: 5,
      serviceIds: [51, 52],
      providerChoices: [11],
      date: '2026-12-09',
      hour: '10:00',
    });
    expect(order.client).toMatchObject({
      firstName: 'Sofía',
      email: 'sofia@correo.example',
      acceptedTerms: true,
      gender: 1,
      customAttributes: { alergias: 'ninguna' },
    });
  });

  it('reads a JSONL line with numbers and lists the same way', () => {
    const fromJson = readBookingOrder(
      orderRecord({ location: 5, services: [51, 52], start: '2026-12-09T10:00' }),
    )._unsafeUnwrap();
    expect(fromJson).toEqual(readBookingOrder(orderRecord())._unsafeUnwrap());
  });

  it('takes "first available" for every service as no professional at all', () => {
    expect(readBookingOrder(orderRecord({ provider: '0,0' }))._unsafeUnwrap().providerChoices).toEqual([]);
  });

  it('names every field at fault at once', () => {
    const invalid = readBookingOrder(
      orderRecord({
        location: 'five',
        services: '',
        start: '09/12/2026 10:00',
        provider: '1,2,3',
        accept_terms: 'maybe',
      }),
    )._unsafeUnwrapErr();
    expect(invalid.fields.map((fault) => fault.field)).toEqual([
      'location',
      'services',
      'provider',
      'start',
      'accept_terms',
    ]);
    expect(invalid.fields.find((fault) => fault.field === 'start')?.error.key).toBe(
      'ERRORS.VALIDATION_DATETIME_INVALID',
    );
  });
});
