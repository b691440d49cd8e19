import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { fieldError } from '#domain/validation/field-error';
import type { ApiRefusal } from '../../ports/client/api-result';
import { inputInvalid } from '../shared/client-side-errors';
import { failureText } from './failure-text';

// Which words a failure is shown with (storefront §8 "Error text choice": the server's data.error,
// or its errors, else the response's error, else the request's error, otherwise generic;
// booking-wizard §8 "if the error has an attributes list, join messages" — when there is no
// data.error to show —, RECAPTCHA_ERR, "wait for an answer before retrying").

const refusal = (changes: Partial<ApiRefusal> = {}): ApiRefusal => ({
  _tag: 'ApiRefusal',
  status: 422,
  code: 'BOOKING.PRICE_CHANGED',
  message: 'Some prices changed.',
  attributes: [],
  retryAfterSeconds: null,
  ...changes,
});

const anyWords = fc.string({ minLength: 1, maxLength: 30 }).filter((text) => text.trim() !== '');
const anyOtherCode = fc.constantFrom(
  'BOOKING.SLOT_TAKEN',
  'BOOKING.PRICE_CHANGED',
  'REQUEST.INVALID',
  'PROMOTION.EXPIRED',
  'CLIENT.NOT_ALLOWED_TO_BOOK',
);

describe("the API's own words (storefront §8 Error text choice; booking-wizard §8 check and booking failures)", () => {
  it("shows the API's message with its code when it names no field", () => {
    expect(
      failureText(refusal({ code: 'BOOKING.SLOT_TAKEN', message: 'Las horas elegidas ya no están disponibles.' })),
    ).toEqual({
      _tag: 'ApiSaid',
      text: 'Las horas elegidas ya no están disponibles.',
      code: 'BOOKING.SLOT_TAKEN',
    });
  });

  it('shows its message, not the messages of the fields it names, which only complete their names', () => {
    const named = refusal({
      code: 'BOOKING.SLOT_TAKEN',
      message: 'The selected hours are no longer available.',
      attributes: [{ field: 'bookings[0].start', messages: ['is no longer available'] }],
    });
    expect(failureText(named)).toEqual({
      _tag: 'ApiSaid',
      text: 'The selected hours are no longer available.',
      code: 'BOOKING.SLOT_TAKEN',
    });
  });

  it('shows the messages of every field it names, joined, when it gave no message of its own', () => {
    const named = refusal({
      message: '',
      attributes: [
        { field: 'bookings[0].price', messages: ['El precio cambió.'] },
        { field: 'max_discount', messages: ['El descuento cambió.', 'Vuelve a intentarlo.'] },
      ],
    });
    expect(failureText(named)).toEqual({
      _tag: 'ApiSaid',
      text: 'El precio cambió. El descuento cambió. Vuelve a intentarlo.',
      code: 'BOOKING.PRICE_CHANGED',
    });
  });

  it('shows its message when the fields it names carry no message', () => {
    expect(failureText(refusal({ attributes: [{ field: 'bookings[0].price', messages: [] }] }))).toMatchObject({
      text: 'Some prices changed.',
    });
  });

  it("words a 429 with the API's own sentence, which says how long to wait before trying again (ADR 0038)", () => {
    const limited = refusal({
      status: 429,
      code: 'RATE.LIMITED',
      message: 'Demasiados intentos. Espera 15 minutos y vuelve a intentarlo.',
      retryAfterSeconds: 900,
    });
    expect(failureText(limited)).toEqual({
      _tag: 'ApiSaid',
      text: 'Demasiados intentos. Espera 15 minutos y vuelve a intentarlo.',
      code: 'RATE.LIMITED',
    });
  });

  it('shows the generic text when the API said nothing', () => {
    expect(failureText(refusal({ message: '  ' }))).toEqual({ _tag: 'Generic' });
  });

  it('shows the message the API gave, or else every message of its fields in their order, and its code', () => {
    fc.assert(
      fc.property(
        anyOtherCode,
        fc.option(anyWords, { nil: '' }),
        fc.array(fc.array(anyWords, { minLength: 1, maxLength: 3 }), { minLength: 1, maxLength: 3 }),
        (code, message, fieldMessages) => {
          const said = failureText(
            refusal({
              code,
              message,
              attributes: fieldMessages.map((messages, index) => ({ field: `bookings[${String(index)}]`, messages })),
            }),
          );
          expect(said).toEqual({
            _tag: 'ApiSaid',
            code,
            text: message === '' ? fieldMessages.flat().join(' ') : message,
          });
        },
      ),
    );
  });
});

describe('the texts the storefront words itself (booking-wizard §8; storefront §8)', () => {
  it("shows RECAPTCHA_ERR when the server's human check refused the token", () => {
    expect(failureText(refusal({ code: 'HUMAN_CHECK.FAILED', message: 'The human check failed.' }))).toEqual({
      _tag: 'HumanCheck',
    });
  });

  it('shows RECAPTCHA_ERR when no token could be had', () => {
    expect(
      failureText({ _tag: 'HumanCheckFailed', code: 'HUMAN_CHECK.FAILED', message: 'reCAPTCHA is not loaded' }),
    ).toEqual({ _tag: 'HumanCheck' });
  });

  it('asks to wait for the answer when the same submission is still being answered', () => {
    expect(
      failureText(
        refusal({
          status: 409,
          code: 'IDEMPOTENCY.IN_FLIGHT',
          message: 'A request with this key is in flight.',
          retryAfterSeconds: 2,
        }),
      ),
    ).toEqual({ _tag: 'WaitForAnswer' });
  });

  it("shows the request's own error when the API could not be reached, or did not answer in time", () => {
    expect(failureText({ _tag: 'ApiUnreachable', reason: 'network', message: 'fetch failed' })).toEqual({
      _tag: 'Unreachable',
      reason: 'network',
    });
    expect(
      failureText({ _tag: 'ApiUnreachable', reason: 'timeout', message: 'The API did not answer within 60 s.' }),
    ).toEqual({ _tag: 'Unreachable', reason: 'timeout' });
  });

  it('shows each field refused before sending under its field', () => {
    const fields = [{ field: 'bookings[1]', error: fieldError('ERRORS.VALIDATION_REQUIRED') }];
    expect(failureText(inputInvalid(fields))).toEqual({ _tag: 'FieldsInvalid', fields });
  });

  it('shows the generic text when the API answered outside the contract', () => {
    expect(
      failureText({ _tag: 'ApiMisbehaved', status: 502, message: 'The API answered 502 without an Error body.' }),
    ).toEqual({ _tag: 'Generic' });
  });
});
