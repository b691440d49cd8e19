import { describe, expect, it } from 'vitest';
import { bookingApiValidator, type FieldFault, type RawRequest } from './contract-validation';
import { bookingClient, bookingItem, createBookingBody } from './booking-requests.test-support';

// Request validation against openapi/booking-api.yaml (ADR 0014 "Statuses", ADR 0015): 400 when
// the input does not decode into the operation's types, 422 when it decodes but a rule the
// document states refuses it, every field at fault named as the wire names it.

const validator = bookingApiValidator();

function request(parts: Partial<RawRequest>): RawRequest {
  return { path: {}, query: {}, headers: {}, contentType: undefined, body: undefined, ...parts };
}

const query = (values: Readonly<Record<string, string | readonly string[]>>) =>
  Object.fromEntries(
    Object.entries(values).map(([name, value]) => [name, typeof value === 'string' ? [value] : value]),
  );

function outcome(operationId: string, parts: Partial<RawRequest>) {
  return validator.validateRequest(operationId, request(parts));
}

function refusal(
  operationId: string,
  parts: Partial<RawRequest>,
): { readonly code: string; readonly faults: readonly FieldFault[] } {
  const result = outcome(operationId, parts);
  if (result.isOk()) throw new Error(`${operationId} accepted ${JSON.stringify(parts)}`);
  return { code: result.error.code, faults: 'faults' in result.error ? result.error.faults : [] };
}

const fields = (faults: readonly FieldFault[]) => faults.map((fault) => fault.field);

const availableDays = {
  start_date: '2026-12-01',
  end_date: '2026-12-14',
  local: '1',
  services: '12,15',
};

const aBooking = bookingItem();
const aClient = bookingClient();
const aBookingRequest = createBookingBody();

const json = (body: unknown): Partial<RawRequest> => ({ contentType: 'application/json', body: JSON.stringify(body) });

describe('query strings, read as the contract types them', () => {
  it('reads integers, booleans and comma-separated lists of ids', () => {
    const decoded = outcome('listAvailableDays', {
      query: query({ ...availableDays, bundled: 'true', bundle_id: '20' }),
    })._unsafeUnwrap();
    expect(decoded.query).toEqual({
      start_date: '2026-12-01',
      end_date: '2026-12-14',
      local: 1,
      services: [12, 15],
      bundled: true,
      bundle_id: 20,
    });
  });

  it('reads a structured query value as JSON (ADR 0014 dates_and_providers)', () => {
    const chosen = [{ start: '2026-12-01T10:00:00-03:00', end: '2026-12-01T10:45:00-03:00', provider_id: 7 }];
    const decoded = outcome('listAvailableDays', {
      query: query({ ...availableDays, dates_and_providers: JSON.stringify(chosen) }),
    });
    expect(decoded._unsafeUnwrap().query['dates_and_providers']).toEqual(chosen);
  });

  it('reads path parameters as their types', () => {
    expect(outcome('getLocation', { path: { id: '31' } })._unsafeUnwrap().path).toEqual({ id: 31 });
  });

  it('refuses a list item that is not an id with 400, naming its position', () => {
    const { code, faults } = refusal('listAvailableDays', { query: query({ ...availableDays, services: '12,abc' }) });
    expect(code).toBe('REQUEST.UNDECODABLE');
    expect(faults).toEqual([{ field: 'services[1]', problem: { kind: 'type', expected: ['integer'] } }]);
  });

  it('refuses a boolean written otherwise than true or false with 400', () => {
    const { code, faults } = refusal('listAvailableDays', { query: query({ ...availableDays, bundled: 'yes' }) });
    expect(code).toBe('REQUEST.UNDECODABLE');
    expect(fields(faults)).toEqual(['bundled']);
  });

  it('refuses a structured value that is not JSON with 400, and names the fields inside one that is', () => {
    expect(
      refusal('listAvailableDays', { query: query({ ...availableDays, dates_and_providers: '[{' }) }).faults,
    ).toEqual([{ field: 'dates_and_providers', problem: { kind: 'notJson' } }]);
    const inside = refusal('listAvailableDays', {
      query: query({ ...availableDays, dates_and_providers: '[{"start":"x"}]' }),
    });
    expect(inside.code).toBe('REQUEST.UNDECODABLE');
    expect(fields(inside.faults)).toEqual(
      expect.arrayContaining(['dates_and_providers[0].end', 'dates_and_providers[0].provider_id']),
    );
  });

  it('refuses a parameter given twice with 400: lists are comma-separated', () => {
    const { code, faults } = refusal('getCompanyOverview', { query: query({ website: ['salon-aurora', 'otra'] }) });
    expect(code).toBe('REQUEST.UNDECODABLE');
    expect(faults).toEqual([{ field: 'website', problem: { kind: 'repeated' } }]);
  });

  it('refuses an unknown parameter with 400 rather than ignoring a misspelt one', () => {
    const { code, faults } = refusal('getCompanyOverview', {
      query: query({ website: 'salon-aurora', locationId: '1' }),
    });
    expect(code).toBe('REQUEST.UNDECODABLE');
    expect(faults).toEqual([{ field: 'locationId', problem: { kind: 'unknownParameter' } }]);
  });
});

describe('400 or 422: the keywords that shape the types decide 400, every other one 422 (ADR 0014)', () => {
  it('answers 400 for a missing required parameter', () => {
    const { code, faults } = refusal('getCompanyOverview', {});
    expect(code).toBe('REQUEST.UNDECODABLE');
    expect(faults).toEqual([{ field: 'website', problem: { kind: 'missing' } }]);
  });

  it('answers 422 for a pattern, a range, a length and a format, naming each field', () => {
    const { code, faults } = refusal('listAvailableDays', {
      query: query({ ...availableDays, start_date: '2026-02-30', local: '0', services: '', providers_array: '-1' }),
    });
    expect(code).toBe('REQUEST.INVALID');
    expect(faults).toEqual(
      expect.arrayContaining([
        { field: 'start_date', problem: { kind: 'format', format: 'date' } },
        { field: 'local', problem: { kind: 'minimum', limit: 1 } },
        { field: 'services', problem: { kind: 'minItems', limit: 1 } },
        { field: 'providers_array[0]', problem: { kind: 'minimum', limit: 0 } },
      ]),
    );
    expect(refusal('getCompanyOverview', { query: query({ website: 'Salón' }) })).toEqual({
      code: 'REQUEST.INVALID',
      faults: [{ field: 'website', problem: { kind: 'pattern' } }],
    });
  });

  it('answers 400 when one field does not decode even if others only break rules, naming them all', () => {
    const { code, faults } = refusal('getCompanyOverview', { query: query({ website: 'Salón', location_id: 'uno' }) });
    expect(code).toBe('REQUEST.UNDECODABLE');
    expect(fields(faults)).toEqual(expect.arrayContaining(['website', 'location_id']));
  });

  it('answers 422 for a header the contract bounds (Idempotency-Key, 8 to 255 characters), named as the contract writes it', () => {
    const { code, faults } = refusal('createBooking', {
      ...json(aBookingRequest),
      headers: { 'idempotency-key': 'short' },
    });
    expect(code).toBe('REQUEST.INVALID');
    expect(faults).toEqual([{ field: 'Idempotency-Key', problem: { kind: 'minLength', limit: 8 } }]);
  });

  it('hands a header on under the name the contract gives it, however the request cased it', () => {
    const decoded = outcome('createBooking', {
      ...json(aBookingRequest),
      headers: { 'idempotency-key': 'b6f1c2a7-3b9d' },
    })._unsafeUnwrap();
    expect(decoded.header).toEqual({ 'Idempotency-Key': 'b6f1c2a7-3b9d' });
  });
});

describe('JSON bodies', () => {
  it('accepts a body the contract describes, custom attributes included', () => {
    const body = { ...aBookingRequest, client: { ...aClient, custom_alergias: 'ninguna' } };
    expect(outcome('createBooking', json(body))._unsafeUnwrap().body).toEqual(body);
  });

  it('answers REQUEST.MALFORMED_JSON for a body that is not JSON, or not sent as JSON', () => {
    expect(refusal('createBooking', { contentType: 'application/json', body: '{"bookings": [' }).code).toBe(
      'REQUEST.MALFORMED_JSON',
    );
    expect(refusal('createBooking', { contentType: 'application/x-www-form-urlencoded', body: 'a=1' }).code).toBe(
      'REQUEST.MALFORMED_JSON',
    );
    expect(refusal('createBooking', { contentType: 'application/json', body: '' }).code).toBe('REQUEST.MALFORMED_JSON');
  });

  it('names nested fields as the wire does: snake_case paths with dots and [index]', () => {
    const body = {
      ...aBookingRequest,
      surprise: true,
      bookings: [aBooking, { ...aBooking, service_id: 'corte' }],
      client: { ...aClient, first_name: undefined },
    };
    const { code, faults } = refusal('createBooking', json(body));
    expect(code).toBe('REQUEST.UNDECODABLE');
    expect(faults).toEqual(
      expect.arrayContaining([
        { field: 'surprise', problem: { kind: 'unknownField' } },
        { field: 'bookings[1].service_id', problem: { kind: 'type', expected: ['integer'] } },
        { field: 'client.first_name', problem: { kind: 'missing' } },
      ]),
    );
  });

  it('answers 422 for a format in a body, naming the field', () => {
    const { code, faults } = refusal(
      'createBooking',
      json({ ...aBookingRequest, client: { ...aClient, email: 'ana.perez' } }),
    );
    expect(code).toBe('REQUEST.INVALID');
    expect(faults).toEqual([{ field: 'client.email', problem: { kind: 'format', format: 'email' } }]);
  });

  it('reads a nullable id below 1 as a range refusal, not as "must be null"', () => {
    const { code, faults } = refusal(
      'createBooking',
      json({ ...aBookingRequest, bookings: [{ ...aBooking, bundle_id: 0 }] }),
    );
    expect(code).toBe('REQUEST.INVALID');
    expect(faults).toEqual([{ field: 'bookings[0].bundle_id', problem: { kind: 'minimum', limit: 1 } }]);
  });

  it('answers 400 for a value outside an enumeration', () => {
    const { code, faults } = refusal('createBooking', json({ ...aBookingRequest, payment_dlocal: 'paypal' }));
    expect(code).toBe('REQUEST.UNDECODABLE');
    expect(faults).toEqual([{ field: 'payment_dlocal', problem: { kind: 'oneOf', allowed: ['dlocal', ''] } }]);
  });

  it('answers 422 for a conditional rule (if/then): a claim number is required exactly when claims are presented', () => {
    const recordHistory = {
      current_mileage: 45000,
      presents_repairs: 'no',
      presents_claims: 'yes',
      claim_number: null,
      simple_sworn_statement: true,
      vehicle_documents: true,
      valid_license: true,
      complaint_form: false,
      valid_identity_card: true,
      salfa_company_name: '',
      previous_mileage: 40000,
    };
    const body = { ...aBookingRequest, bookings: [{ ...aBooking, record_history: recordHistory }] };
    const { code, faults } = refusal('createBooking', json(body));
    expect(code).toBe('REQUEST.INVALID');
    expect(fields(faults)).toEqual(['bookings[0].record_history.claim_number']);
  });
});

describe('plain text (ADR 0050): every text of a request, whatever else its field allows', () => {
  it('answers 422 for a NUL or another control character in a body, a query or a path, naming the field', () => {
    expect(
      refusal(
        'createBooking',
        json({ ...aBookingRequest, client: { ...aClient, notes: 'n\u0000ul', first_name: 'Ana\u001b[2J' } }),
      ),
    ).toEqual({
      code: 'REQUEST.INVALID',
      faults: [
        { field: 'client.first_name', problem: { kind: 'controlCharacter' } },
        { field: 'client.notes', problem: { kind: 'controlCharacter' } },
      ],
    });
    expect(refusal('paymentCheckout', { query: query({ p: 'epayco', b: '\u0000' }) })).toEqual({
      code: 'REQUEST.INVALID',
      faults: [{ field: 'b', problem: { kind: 'controlCharacter' } }],
    });
    expect(refusal('getBookingSummary', { path: { bookingId: '1', accessToken: 'abc\u007f' } }).faults).toEqual([
      { field: 'accessToken', problem: { kind: 'controlCharacter' } },
    ]);
  });

  it('takes tabs and line breaks only in a field the contract marks x-reserva-multiline', () => {
    const lines = 'Alergia al látex.\r\nLlega antes.\tGracias';
    expect(
      outcome(
        'createBooking',
        json({ ...aBookingRequest, client: { ...aClient, notes: lines, custom_alergias: lines } }),
      ).isOk(),
    ).toBe(true);
    expect(
      refusal('createBooking', json({ ...aBookingRequest, client: { ...aClient, last_name: 'Pérez\nSoto' } })),
    ).toEqual({
      code: 'REQUEST.INVALID',
      faults: [{ field: 'client.last_name', problem: { kind: 'lineBreak' } }],
    });
  });

  it('refuses half a surrogate pair, which UTF-8 cannot carry', () => {
    expect(
      refusal('createBooking', json({ ...aBookingRequest, client: { ...aClient, city: 'Santiago \ud83d' } })).faults,
    ).toEqual([{ field: 'client.city', problem: { kind: 'unpairedSurrogate' } }]);
  });

  it('leaves responses to their own schemas: an answer may carry what a request may not', () => {
    const location = {
      id: 1,
      company_id: 1,
      company_web_address: 'salon-aurora',
      name: 'Salón\nAurora',
      location_name: 'Providencia',
      phone: null,
      email: null,
      whatsapp: null,
      banner: null,
      image: null,
      address: null,
      country_code: 'cl',
      time_zone: 'America/Santiago',
      schedule: [],
    };
    expect(validator.validateResponse('getLocation', { status: 200, headers: {}, body: location })).toEqual([]);
  });
});

describe('responses, for the tests (ADR 0005)', () => {
  const location = {
    id: 1,
    company_id: 1,
    company_web_address: 'salon-aurora',
    name: 'Salón Aurora',
    location_name: 'Providencia',
    phone: null,
    email: null,
    whatsapp: '+56 9 8765 4321',
    banner: null,
    image: null,
    address: null,
    country_code: 'cl',
    time_zone: 'America/Santiago',
    schedule: [],
  };

  it('accepts a response the operation declares, with a body that fits', () => {
    expect(validator.validateResponse('getLocation', { status: 200, headers: {}, body: location })).toEqual([]);
  });

  it('refuses a WhatsApp number without enough digits, naming where (issue 36)', () => {
    const problems = validator.validateResponse('getLocation', {
      status: 200,
      headers: {},
      body: { ...location, whatsapp: '2345 678' },
    });
    expect(problems.join('\n')).toMatch(/\/whatsapp/);
  });

  it('refuses a status the operation does not declare', () => {
    expect(
      validator.validateResponse('getLocation', { status: 409, headers: {}, body: { error: 'x', code: 'A.B' } })[0],
    ).toMatch(/does not answer 409/);
  });

  it('refuses a body that does not fit, naming where', () => {
    const problems = validator.validateResponse('getLocation', {
      status: 200,
      headers: {},
      body: { ...location, country_code: 'CHL' },
    });
    expect(problems.join('\n')).toMatch(/\/country_code/);
  });

  it('refuses a response missing a header the contract requires (Retry-After on 429)', () => {
    const problems = validator.validateResponse('getLocation', {
      status: 429,
      headers: {},
      body: { error: 'Slow down.', code: 'RATE.LIMITED' },
    });
    expect(problems).toEqual(['the Retry-After header is missing']);
  });
});
