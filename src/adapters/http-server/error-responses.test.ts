import { describe, expect, it } from 'vitest';
import { companyNotFound, locationNotFound, promotionNotFound, providerNotFound } from '#application/shared/not-found';
import { bookingApiValidator } from './contract-validation';
import { rateLimited } from '#application/abuse/rate-limit-errors';
import {
  errorResponse,
  rateLimitedMessage,
  routeNotFound,
  serverUnavailable,
  unexpectedFailure,
  type HttpFailure,
} from './error-responses';
import { namedLanguage, preferredLanguage } from './language';

// The one place failures become statuses and Error bodies (ADR 0002, ADR 0014 "Statuses").

const everyFailure: readonly (readonly [HttpFailure, number])[] = [
  [{ _tag: 'MalformedJson', code: 'REQUEST.MALFORMED_JSON' }, 400],
  [
    {
      _tag: 'UndecodableRequest',
      code: 'REQUEST.UNDECODABLE',
      faults: [{ field: 'website', problem: { kind: 'missing' } }],
    },
    400,
  ],
  [
    {
      _tag: 'InvalidRequest',
      code: 'REQUEST.INVALID',
      faults: [{ field: 'id', problem: { kind: 'minimum', limit: 1 } }],
    },
    422,
  ],
  [companyNotFound, 404],
  [locationNotFound, 404],
  [promotionNotFound, 404],
  [providerNotFound, 404],
  [routeNotFound, 404],
  [rateLimited(30), 429],
  [unexpectedFailure, 500],
  [serverUnavailable, 503],
];

describe('mapping failures to statuses and Error bodies (ADR 0014)', () => {
  it.each(everyFailure)(
    'answers %o with %i and an Error body the contract accepts, carrying its code',
    (failure, status) => {
      for (const language of ['en', 'es'] as const) {
        const response = errorResponse(failure, language);
        expect(response.status).toBe(status);
        expect(response.body.code).toBe(failure.code);
        expect(bookingApiValidator().validateSchema('Error', response.body)).toEqual([]);
      }
    },
  );

  it("answers a booking's services the storefront's cart refuses with 422, the cart's code, the services by name and the item's field, in English and Spanish (issue 29)", () => {
    const refused = {
      _tag: 'BookingSelectionRefused',
      code: 'CART.DISCOUNTED_SERVICE_ALONE',
      field: 'bookings[1].serviceId',
      conflict: {
        _tag: 'SchedulingConflict',
        code: 'CART.DISCOUNTED_SERVICE_ALONE',
        serviceName: 'Corte de pelo mujer',
        conflictsWith: ['Limpieza facial profunda'],
      },
    } as const;
    expect(errorResponse(refused, 'en')).toEqual({
      status: 422,
      body: {
        error:
          'Corte de pelo mujer can’t be booked with Limpieza facial profunda. A special-discount service is booked on its own.',
        code: 'CART.DISCOUNTED_SERVICE_ALONE',
        errors: ['bookings[1].service_id: can’t be booked with Limpieza facial profunda'],
        attributes: [{ field: 'bookings[1].service_id', messages: ['can’t be booked with Limpieza facial profunda'] }],
      },
    });
    const spanish = errorResponse(refused, 'es').body;
    expect(spanish.error).toBe(
      'Corte de pelo mujer no se puede reservar con Limpieza facial profunda. Un servicio con descuento especial se reserva solo.',
    );
    expect(bookingApiValidator().validateSchema('Error', spanish)).toEqual([]);
  });

  it('answers RATE.LIMITED with Retry-After and says how long to wait, in English and Spanish', () => {
    expect(errorResponse(rateLimited(45), 'en')).toEqual({
      status: 429,
      body: { error: 'Too many attempts. Please wait 45 seconds and try again.', code: 'RATE.LIMITED' },
      headers: { 'Retry-After': '45' },
    });
    expect(errorResponse(rateLimited(1), 'es').body.error).toBe(
      'Demasiados intentos. Espera 1 segundo y vuelve a intentarlo.',
    );
    expect(rateLimitedMessage(61, 'en')).toBe('Too many attempts. Please wait 2 minutes and try again.');
    expect(rateLimitedMessage(900, 'es')).toBe('Demasiados intentos. Espera 15 minutos y vuelve a intentarlo.');
    expect(rateLimitedMessage(60, 'es')).toBe('Demasiados intentos. Espera 1 minuto y vuelve a intentarlo.');
  });

  it('answers SERVER.UNAVAILABLE with 503 and Retry-After: the database is out of reach, retry in a few seconds (docs/adr/0049)', () => {
    expect(errorResponse(serverUnavailable, 'en')).toEqual({
      status: 503,
      body: {
        error: 'The service is briefly unavailable. Please try again in a few seconds.',
        code: 'SERVER.UNAVAILABLE',
      },
      headers: { 'Retry-After': '5' },
    });
    expect(errorResponse(serverUnavailable, 'es').body.error).toBe(
      'El servicio no está disponible por un momento. Vuelve a intentarlo en unos segundos.',
    );
  });

  it('groups the problems of one field under one attribute, and lists every message as "field: message"', () => {
    const response = errorResponse(
      {
        _tag: 'InvalidRequest',
        code: 'REQUEST.INVALID',
        faults: [
          { field: 'client.email', problem: { kind: 'format', format: 'email' } },
          { field: 'client.email', problem: { kind: 'maxLength', limit: 60 } },
          { field: 'bookings[0].start', problem: { kind: 'format', format: 'date-time' } },
        ],
      },
      'en',
    );
    expect(response.body).toEqual({
      error: 'Some fields are not valid.',
      code: 'REQUEST.INVALID',
      errors: [
        'client.email: must be an email address',
        'client.email: must be at most 60 characters long',
        'bookings[0].start: must be a date and time with its offset (RFC 3339)',
      ],
      attributes: [
        { field: 'client.email', messages: ['must be an email address', 'must be at most 60 characters long'] },
        { field: 'bookings[0].start', messages: ['must be a date and time with its offset (RFC 3339)'] },
      ],
    });
  });

  it('writes messages in Spanish for a Spanish request', () => {
    const response = errorResponse(
      {
        _tag: 'UndecodableRequest',
        code: 'REQUEST.UNDECODABLE',
        faults: [{ field: 'id', problem: { kind: 'type', expected: ['integer'] } }],
      },
      'es',
    );
    expect(response.body).toMatchObject({
      error: 'No se pudo leer la solicitud.',
      attributes: [{ field: 'id', messages: ['debe ser un número entero'] }],
    });
  });
});

describe('choosing the language from Accept-Language (ADR 0014: English by default)', () => {
  it.each([
    [undefined, 'en'],
    ['', 'en'],
    ['es-CL,es;q=0.9,en;q=0.8', 'es'],
    ['fr-FR, es;q=0.5', 'es'],
    ['en;q=0.2, es;q=0.8', 'es'],
    ['es;q=0, en', 'en'],
    ['pt-BR', 'en'],
    ['EN-us', 'en'],
  ] as const)('reads %s as %s', (header, language) => {
    expect(preferredLanguage(header)).toBe(language);
  });
});

describe('the language a booking’s client named, for their mails (issue 18)', () => {
  it.each([
    [undefined, null],
    ['', null],
    ['pt-BR', null],
    ['es;q=0', null],
    ['es-AR,es;q=0.9', 'es'],
    ['fr, en-GB;q=0.7', 'en'],
  ] as const)('reads %s as %s, none when it names neither English nor Spanish', (header, language) => {
    expect(namedLanguage(header)).toBe(language);
  });

  it('reads a header the same when it comes again, a long one too', () => {
    const long = `${Array.from({ length: 60 }, (_, index) => `x${String(index)};q=0.1`).join(',')},es;q=0.5`;
    for (let asked = 0; asked < 2; asked += 1) {
      expect(namedLanguage('es-CL,en;q=0.5')).toBe('es');
      expect(namedLanguage('pt-BR')).toBeNull();
      expect(namedLanguage(long)).toBe('es');
    }
  });
});
