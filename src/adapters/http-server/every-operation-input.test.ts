import { createHmac } from 'node:crypto';
import { readFileSync } from 'node:fs';
import { mkdir, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import type { TextFlaw } from '#domain/shared/plain-text';
import type { components } from '../http/booking-api.generated';
import { parseYamlFile, writeYamlFile } from '../catalogue-file/yaml-catalogue';
import { DEV_SANDBOX_PAYMENT_SECRET, SANDBOX_SIGNATURE_HEADER } from '../payments/sandbox/sandbox-gateway';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { settableClock } from '../settable-clock';
import { bookingClient, createBookingBody } from './booking-requests.test-support';
import { bookingApiContract, type ContractOperation } from './contract';
import type { CheckedResponse } from './contract-checked-client.test-support';
import { problemMessage } from '#i18n/field-messages';
import { createHttpApp } from './hono-app';
import { sqlServerPorts } from './server-composition-root';
import { serverUseCases } from './server-use-cases';
import {
  expectFailure,
  NO_RATE_LIMITS,
  seededTestServer,
  unchanged,
  type TestServer,
} from './test-server.test-support';

// Any input, every operation of the contract (issue 15 §4; ADR 0050): a NUL or another control
// character in any text input is refused with 400 or 422 naming the field, before anything reaches
// the database — never a 500. The walk below sends each operation a request built from its
// schemas with one input spoilt at a time, so an operation or a field added later is walked too.

/** Tuesday 2026-12-01, 08:00 in Santiago: the demo's bookable days are ahead. */
const START = Date.parse('2026-12-01T11:00:00Z') as Instant;

let server: TestServer;

beforeAll(async () => {
  const clock = settableClock({ now: () => START });
  server = await seededTestServer({ clock, testClock: clock });
});

afterAll(async () => {
  await server.dispose();
});

describe('the NUL bytes that answered 500 (issue 15 §4)', () => {
  it('refuses a NUL in a create’s client notes with 422 naming client.notes, booking nothing', async () => {
    await unchanged(server, async () => {
      const response = await server.client.request('/bookings', {
        method: 'POST',
        headers: { 'content-type': 'application/json' },
        body: JSON.stringify(createBookingBody({ client: bookingClient({ notes: 'n\u0000ul' }) })),
      });
      expectFailure(response, 422, 'REQUEST.INVALID', 'client.notes');
    });
  });

  it('refuses a NUL as the transaction of GET /payments/checkout with 422 naming b', async () => {
    const response = await server.client.get('/payments/checkout?p=epayco&b=%00');
    expectFailure(response, 422, 'REQUEST.INVALID', 'b');
  });

  it('refuses a NUL as the transaction of the sandbox page’s form with 422 naming b', async () => {
    await unchanged(server, async () => {
      const response = await server.client.request('/payments/sandbox/checkout', {
        method: 'POST',
        headers: { 'content-type': 'application/x-www-form-urlencoded' },
        body: 'b=%00&t=some-access-token&decision=approve',
      });
      expectFailure(response, 422, 'REQUEST.INVALID', 'b');
    });
  });
});

/** PostgreSQL's `integer`, which every id column is: the largest id the contract lets through (ADR 0091). */
const LARGEST_ID = 2_147_483_647;

describe('the ids that answered 500 (issue 29 §4)', () => {
  const past = '99999999999999999999';

  it.each([
    `/bookings/${past}/some-access-token`,
    `/bookings/${past}/some-access-token/calendar.ics`,
    `/locations/${past}`,
    `/locations/${String(LARGEST_ID + 1)}`,
    '/locations/0',
  ])('answers %s, an id outside its range in the path, with 404', async (address) => {
    const response = await server.client.get(address);
    expect(response.status, JSON.stringify(response.body)).toBe(404);
  });

  it.each([
    [`/bookings?location_id=9999999999999999999999999999999999999999&date=2026-12-02`, 'location_id'],
    [`/locations?company_id=${past}`, 'company_id'],
    [`/companies/overview?website=salon-aurora&location_id=${past}`, 'location_id'],
    [`/locations?company_id=${String(LARGEST_ID + 1)}`, 'company_id'],
  ])('answers %s with 422 naming %s', async (address, field) => {
    expectFailure(await server.client.get(address), 422, 'REQUEST.INVALID', field);
  });

  it.each([['1e308'], ['9007199254740992'], [String(LARGEST_ID + 1)]])(
    'answers an edit_booking whose id is %s with 422 naming id, changing nothing',
    async (id) => {
      await unchanged(server, async () => {
        const response = await server.client.request('/bookings/edit_booking', {
          method: 'POST',
          headers: { 'content-type': 'application/json' },
          body: `{"id": ${id}, "confirmation_code": "some-code", "booking": {"start": "2026-12-02T10:00:00-03:00", "end": "2026-12-02T10:30:00-03:00", "provider_id": 0}}`,
        });
        expectFailure(response, 422, 'REQUEST.INVALID', 'id');
      });
    },
  );
});

describe('text the contract does not decode', () => {
  /** A sandbox notification signed as the sandbox signs, for a payment that exists or not: its text is what is at stake. */
  function signedNotification(body: Readonly<Record<string, unknown>>) {
    const raw = JSON.stringify({
      id: 'evt-1',
      type: 'payment.approved',
      trx_id: 'TRX-1',
      amount: 1000,
      currency: 'CLP',
      occurred_at: new Date(START).toISOString(),
      ...body,
    });
    const t = String(Math.floor(START / 1000));
    const v1 = createHmac('sha256', DEV_SANDBOX_PAYMENT_SECRET).update(`${t}.${raw}`).digest('hex');
    return {
      method: 'POST',
      headers: { 'content-type': 'application/json', [SANDBOX_SIGNATURE_HEADER]: `t=${t},v1=${v1}` },
      body: raw,
    };
  }

  it.each([
    ['its event id', { id: 'evt\u0000' }],
    ['its transaction', { trx_id: 'TRX\u0000' }],
    ['its currency', { currency: 'CL\u001bP' }],
  ])(
    'refuses a signed payment notification with a control character in %s as malformed, changing nothing',
    async (_what, body) => {
      await unchanged(server, async () => {
        expectFailure(
          await server.client.request('/payments/notifications/sandbox', signedNotification(body)),
          400,
          'PAYMENT.NOTIFICATION_MALFORMED',
        );
      });
    },
  );

  it.each([
    '/cl/bookings/1/%00/false',
    '/cl/sucursal/%00',
    '/cl/sucursal/1?token=%00',
    '/cl/dlocal/%00/1/%1b',
    '/%00',
    '/assets/%00.js',
    '/assets/%1b%5b2J',
  ])('answers the built storefront’s address %s without failing', async (address) => {
    const directory = await mkdtemp(path.join(tmpdir(), 'reserva-storefront-'));
    try {
      await mkdir(path.join(directory, 'assets'));
      await writeFile(path.join(directory, 'index.html'), '<!doctype html><html><head></head><body></body></html>');
      await writeFile(path.join(directory, 'assets', 'index.js'), '');
      const app = createHttpApp(
        serverUseCases(sqlServerPorts({ database: server.database, clock: settableClock({ now: () => START }) }), {
          rateLimits: NO_RATE_LIMITS,
        }),
        {
          storefront: { directory, links: [] },
        },
      );
      const response = await app.request(address);
      expect(response.status).toBeLessThan(500);
    } finally {
      await rm(directory, { recursive: true, force: true });
    }
  });
});

// ---------------------------------------------------------------------------------------------
// The walk: requests built from the contract's schemas.

type Schemas = components['schemas'];
type SchemaObject = Readonly<Record<string, unknown>>;
type Segment = string | number;

const contract = bookingApiContract();

function isObject(value: unknown): value is SchemaObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

/** The schema a `$ref` names, followed to the end. */
function resolved(schema: unknown): SchemaObject {
  if (!isObject(schema)) return {};
  const reference = schema['$ref'];
  if (typeof reference !== 'string') return schema;
  return resolved(contract.schemas[reference.replace('#/components/schemas/', '')]);
}

function typesOf(schema: SchemaObject): readonly string[] {
  const type = schema['type'];
  return typeof type === 'string'
    ? [type]
    : Array.isArray(type)
      ? type.filter((each): each is string => typeof each === 'string')
      : [];
}

const listAt = (schema: SchemaObject, keyword: string): readonly unknown[] => {
  const list: unknown = schema[keyword];
  return Array.isArray(list) ? (list as readonly unknown[]) : [];
};
const alternativesOf = (schema: SchemaObject): readonly unknown[] => [
  ...listAt(schema, 'oneOf'),
  ...listAt(schema, 'anyOf'),
];
const isNull = (schema: unknown) => typesOf(resolved(schema)).join() === 'null';

const SAMPLE_FORMATS: Readonly<Record<string, string>> = {
  date: '2026-12-02',
  'date-time': '2026-12-02T10:00:00-03:00',
  email: 'ana.perez@correo.example',
  uri: 'https://reserva.example/',
};

/** A value of `schema` (valid where its keywords are simple; a test about another field does not need more). */
function sample(schema: unknown, depth = 0): unknown {
  const target = resolved(schema);
  if (depth > 12) return null;
  if ('const' in target) return target['const'];
  if (Array.isArray(target['enum'])) return target['enum'][0];
  if ('example' in target && !isObject(target['example'])) return target['example'];
  const alternative = alternativesOf(target).find((each) => !isNull(each));
  if (alternative !== undefined && typesOf(target).length === 0) return sample(alternative, depth + 1);
  if (listAt(target, 'allOf').length > 0) {
    const parts = listAt(target, 'allOf').map((each) => sample(each, depth + 1));
    const objects = parts.filter(isObject);
    if (objects.length > 0) return Object.assign({}, ...objects) as unknown;
    return parts[0];
  }
  const type = typesOf(target).find((each) => each !== 'null') ?? (isObject(target['properties']) ? 'object' : 'null');
  switch (type) {
    case 'string': {
      const format = target['format'];
      if (typeof format === 'string' && SAMPLE_FORMATS[format] !== undefined) return SAMPLE_FORMATS[format];
      return 'x'.repeat(Math.max(1, Number(target['minLength'] ?? 1)));
    }
    case 'integer':
    case 'number':
      return Number(
        target['minimum'] ?? (typeof target['exclusiveMinimum'] === 'number' ? target['exclusiveMinimum'] + 1 : 1),
      );
    case 'boolean':
      return false;
    case 'array':
      return Array.from({ length: Number(target['minItems'] ?? 0) }, () => sample(target['items'], depth + 1));
    case 'object': {
      const properties = isObject(target['properties']) ? target['properties'] : {};
      const required = Array.isArray(target['required'])
        ? target['required'].filter((each): each is string => typeof each === 'string')
        : [];
      return Object.fromEntries(required.map((name) => [name, sample(properties[name], depth + 1)]));
    }
    default:
      return null;
  }
}

/** A name for each property pattern of the contract, to put a text under it. */
const PATTERN_PROPERTY_NAMES: Readonly<Record<string, string>> = { '^custom_[a-z0-9_]+$': 'custom_alergias' };

interface InputField {
  readonly path: readonly Segment[];
  /** The field takes text (else a text there is refused for its type). */
  readonly text: boolean;
  /** The text may hold several lines (`x-reserva-multiline`). */
  readonly multiLine: boolean;
  /** The field takes a whole number: the range the contract gives it; null for any other field. */
  readonly integer: IntegerRange | null;
}

interface IntegerRange {
  readonly minimum: number | undefined;
  readonly maximum: number | undefined;
}

/** The range an integer schema states: its minimum and maximum, or its allowed values'. */
function integerRange(schema: SchemaObject): IntegerRange | null {
  if (!typesOf(schema).includes('integer')) return null;
  const allowed = [...listAt(schema, 'enum'), ...('const' in schema ? [schema['const']] : [])].filter(
    (value): value is number => typeof value === 'number',
  );
  const bound = (keyword: string) => (typeof schema[keyword] === 'number' ? schema[keyword] : undefined);
  return allowed.length > 0
    ? { minimum: Math.min(...allowed), maximum: Math.max(...allowed) }
    : { minimum: bound('minimum'), maximum: bound('maximum') };
}

/** Every value a value of `schema` holds that is not a list or an object: each field a client fills. */
function inputFields(
  schema: unknown,
  path: readonly Segment[] = [],
  seen: ReadonlySet<unknown> = new Set(),
): InputField[] {
  if (seen.has(schema)) return [];
  const inside = new Set([...seen, schema]);
  const target = resolved(schema);
  const found: InputField[] = [];
  const types = typesOf(target);
  if (
    types.some((type) => !['object', 'array', 'null'].includes(type)) ||
    'const' in target ||
    Array.isArray(target['enum'])
  ) {
    found.push({
      path,
      text: types.includes('string') && !('const' in target),
      multiLine: target['x-reserva-multiline'] === true,
      integer: integerRange(target),
    });
  }
  for (const [name, property] of Object.entries(isObject(target['properties']) ? target['properties'] : {}))
    found.push(...inputFields(property, [...path, name], inside));
  for (const [pattern, property] of Object.entries(
    isObject(target['patternProperties']) ? target['patternProperties'] : {},
  )) {
    const name = PATTERN_PROPERTY_NAMES[pattern];
    if (name === undefined) throw new Error(`Give the walk a property name matching ${pattern}`);
    found.push(...inputFields(property, [...path, name], inside));
  }
  if (target['items'] !== undefined) found.push(...inputFields(target['items'], [...path, 0], inside));
  for (const each of [...alternativesOf(target), ...listAt(target, 'allOf')])
    found.push(...inputFields(each, path, inside));
  const byPath = new Map<string, InputField>();
  for (const field of found) {
    const key = JSON.stringify(field.path);
    const known = byPath.get(key);
    byPath.set(
      key,
      known === undefined
        ? field
        : {
            path: field.path,
            text: known.text || field.text,
            multiLine: known.multiLine || field.multiLine,
            integer: known.integer ?? field.integer,
          },
    );
  }
  return [...byPath.values()];
}

/** `value` with `replacement` at `path`, creating what holds it. */
function withValue(value: unknown, path: readonly Segment[], replacement: unknown): unknown {
  const [segment, ...rest] = path;
  if (segment === undefined) return replacement;
  if (typeof segment === 'number') {
    const list = Array.isArray(value) ? [...(value as unknown[])] : [];
    list[segment] = withValue(list[segment] ?? (typeof rest[0] === 'number' ? [] : {}), rest, replacement);
    return list;
  }
  const object: Record<string, unknown> = isObject(value) ? { ...value } : {};
  object[segment] = withValue(object[segment] ?? (typeof rest[0] === 'number' ? [] : {}), rest, replacement);
  return object;
}

/** A wire path, as the Error's `attributes` name fields: `client.notes`, `bookings[0].entity.marca`. */
const wirePath = (path: readonly Segment[]) =>
  path.reduce<string>(
    (written, segment) =>
      typeof segment === 'number'
        ? `${written}[${String(segment)}]`
        : written === ''
          ? segment
          : `${written}.${segment}`,
    '',
  );

const asText = (value: unknown) =>
  Array.isArray(value) ? value.map(String).join(',') : typeof value === 'string' ? value : JSON.stringify(value);

interface SpoiltRequest {
  /** What the request spoils, for the test's name. */
  readonly what: string;
  /** `refusal`: 400 or 422 naming the field; `notFound`: 404, as a path naming nothing. */
  readonly expected: 'refusal' | 'notFound';
  readonly field: string;
  /** The flaw the answer must name; undefined when any refusal naming the field will do. */
  readonly flaw: TextFlaw | undefined;
  readonly path: string;
  readonly init: RequestInit;
}

/** The request for `operation` built from its schemas, with `spoil` changing one input. */
function requestFor(
  operation: ContractOperation,
  spoil: {
    readonly in: 'path' | 'query' | 'header' | 'body';
    readonly name: string;
    readonly path: readonly Segment[];
    /** Text for a parameter sent as text; any JSON value for a body or a JSON parameter. */
    readonly value: unknown;
  },
): { readonly path: string; readonly init: RequestInit } {
  const values = (place: 'path' | 'query' | 'header') =>
    operation.parameters
      .filter(
        (parameter) =>
          parameter.in === place && (parameter.required || (spoil.in === place && spoil.name === parameter.name)),
      )
      .map((parameter): [string, string] => {
        const base = sample(parameter.schema);
        if (spoil.in !== place || spoil.name !== parameter.name)
          return [parameter.name, parameter.json ? JSON.stringify(base) : asText(base)];
        if (!parameter.json) return [parameter.name, asText(spoil.value)];
        return [parameter.name, JSON.stringify(withValue(base, spoil.path, spoil.value))];
      });
  const pathValues = new Map(values('path'));
  const address = operation.path.replace(/\{([^}]+)\}/g, (_, name: string) =>
    encodeURIComponent(pathValues.get(name) ?? 'x'),
  );
  const query = new URLSearchParams(values('query')).toString();
  const headers: Record<string, string> = Object.fromEntries(values('header'));
  let body: string | undefined;
  const requestBody = operation.requestBody;
  if (requestBody !== undefined) {
    const base = sample(requestBody.schema);
    const value = spoil.in === 'body' ? withValue(base, spoil.path, spoil.value) : base;
    if (requestBody.form) {
      headers['content-type'] = 'application/x-www-form-urlencoded';
      body = new URLSearchParams(
        Object.entries(isObject(value) ? value : {}).map(([name, each]) => [name, asText(each)]),
      ).toString();
    } else {
      headers['content-type'] = 'application/json';
      body = JSON.stringify(value);
    }
  }
  return {
    path: query === '' ? address : `${address}?${query}`,
    init: { method: operation.method.toUpperCase(), headers, ...(body === undefined ? {} : { body }) },
  };
}

/** Control characters no text may hold, anywhere a request can carry them. */
const CONTROLS: readonly (readonly [string, string])[] = [
  ['a NUL', 'n\u0000ul'],
  ['an escape sequence', '\u001b[2Jclear'],
  ['a bell', 'ring\u0007'],
  ['a DEL', 'de\u007fl'],
];
/** HTTP itself refuses NUL, CR and LF in a header (the Fetch standard and Node's parser): only the others reach the server. */
const HEADER_CONTROLS = CONTROLS.filter(([, text]) => !text.includes('\u0000'));
const LINE_BREAKS: readonly (readonly [string, string])[] = [
  ['a line feed', 'one\ntwo'],
  ['a CR LF', 'one\r\ntwo'],
  ['a tab', 'one\ttwo'],
];

/**
 * The whole numbers an integer input is spoilt with (issue 29 §4): below its range, negative,
 * fractional, past its range, and past what a double holds exactly. `range` says whether the answer
 * is a range's: a path naming nothing then (404); a fraction is no integer at all (400).
 */
function integerSpoils(range: IntegerRange, asJson: boolean): readonly (readonly [string, unknown, boolean])[] {
  const spoils: [string, unknown, boolean][] = [
    ['a negative number', -1, true],
    ['a fractional number', 1.5, false],
  ];
  if (range.minimum !== undefined && range.minimum - 1 !== -1)
    spoils.push(['a number below its range', range.minimum - 1, true]);
  if (range.maximum !== undefined) spoils.push(['a number past its range', range.maximum + 1, true]);
  spoils.push(['a number past a safe integer', asJson ? 9_007_199_254_740_992 : '99999999999999999999', true]);
  if (asJson) spoils.push(['1e308', 1e308, true]);
  return spoils;
}

/** Every spoilt request of the walk: each text input of each operation with each control character, and more. */
function spoiltRequests(operation: ContractOperation): SpoiltRequest[] {
  const requests: SpoiltRequest[] = [];
  const add = (
    spoil: Parameters<typeof requestFor>[1],
    what: string,
    field: string,
    flaw: TextFlaw | undefined,
    expected: SpoiltRequest['expected'] = 'refusal',
  ) => requests.push({ what, field, flaw, expected, ...requestFor(operation, spoil) });
  for (const parameter of operation.parameters) {
    if (parameter.in === 'cookie') continue;
    const place = parameter.in;
    if (parameter.json) {
      for (const field of inputFields(parameter.schema)) {
        const name = wirePath([parameter.name, ...field.path]);
        for (const [what, text] of CONTROLS) {
          add(
            { in: place, name: parameter.name, path: field.path, value: text },
            `${what} in ${place} ${name}`,
            name,
            field.text ? 'controlCharacter' : undefined,
          );
        }
        if (field.integer !== null)
          for (const [what, value] of integerSpoils(field.integer, true))
            add(
              { in: place, name: parameter.name, path: field.path, value },
              `${what} in ${place} ${name}`,
              name,
              undefined,
            );
      }
      continue;
    }
    const isText = typesOf(resolved(parameter.schema)).includes('string');
    for (const [what, text] of place === 'header' ? HEADER_CONTROLS : CONTROLS) {
      add(
        { in: place, name: parameter.name, path: [], value: text },
        `${what} in ${place} ${parameter.name}`,
        parameter.name,
        isText ? 'controlCharacter' : undefined,
      );
    }
    if (isText && place !== 'header') {
      for (const [what, text] of LINE_BREAKS)
        add(
          { in: place, name: parameter.name, path: [], value: text },
          `${what} in ${place} ${parameter.name}`,
          parameter.name,
          'lineBreak',
        );
    }
    const range = integerRange(resolved(parameter.schema));
    if (range !== null)
      for (const [what, value, outOfRange] of integerSpoils(range, false))
        add(
          { in: place, name: parameter.name, path: [], value: String(value) },
          `${what} in ${place} ${parameter.name}`,
          parameter.name,
          undefined,
          place === 'path' && outOfRange ? 'notFound' : 'refusal',
        );
  }
  if (operation.requestBody !== undefined) {
    for (const field of inputFields(operation.requestBody.schema)) {
      const name = wirePath(field.path);
      if (field.integer !== null)
        for (const [what, value] of integerSpoils(field.integer, !operation.requestBody.form))
          add({ in: 'body', name: '', path: field.path, value }, `${what} in body ${name}`, name, undefined);
      if (!field.text) {
        add({ in: 'body', name: '', path: field.path, value: 'n\u0000ul' }, `a NUL in body ${name}`, name, undefined);
        continue;
      }
      for (const [what, text] of CONTROLS)
        add(
          { in: 'body', name: '', path: field.path, value: text },
          `${what} in body ${name}`,
          name,
          'controlCharacter',
        );
      if (!field.multiLine) {
        for (const [what, text] of LINE_BREAKS)
          add({ in: 'body', name: '', path: field.path, value: text }, `${what} in body ${name}`, name, 'lineBreak');
      }
      // A form's fields travel as UTF-8 bytes, which cannot carry half a surrogate pair.
      if (!operation.requestBody.form)
        add(
          { in: 'body', name: '', path: field.path, value: 'half \ud83d' },
          `half a surrogate pair in body ${name}`,
          name,
          'unpairedSurrogate',
        );
    }
  }
  return requests;
}

const walked = [...contract.operations.values()].filter((operation) => !operation.rawBody);
const walk = walked.flatMap((operation) =>
  spoiltRequests(operation).map((request) => ({ operationId: operation.operationId, ...request })),
);

const messagesFor = (response: CheckedResponse, field: string) =>
  (response.body as Schemas['Error']).attributes?.find((attribute) => attribute.field === field)?.messages ?? [];

/** Every integer schema the contract writes, wherever it sits, with where. */
function integersOf(value: unknown, where: string): { readonly where: string; readonly schema: SchemaObject }[] {
  if (Array.isArray(value)) return value.flatMap((each, index) => integersOf(each, `${where}[${String(index)}]`));
  if (!isObject(value)) return [];
  const own = typesOf(value).includes('integer') ? [{ where, schema: value }] : [];
  return [...own, ...Object.entries(value).flatMap(([key, each]) => integersOf(each, `${where}.${key}`))];
}

describe('the contract’s integers (issue 29 §4; ADR 0091)', () => {
  const integers = [
    ...integersOf(contract.schemas, 'components.schemas'),
    ...[...contract.operations.values()].flatMap((operation) =>
      operation.parameters
        .map((parameter) => ({ operation, parameter }))
        .flatMap(({ operation, parameter }) =>
          integersOf(parameter.schema, `${operation.operationId} ${parameter.name}`),
        ),
    ),
  ];

  it.each(integers)('gives $where a range that PostgreSQL’s integer holds', ({ schema }) => {
    const range = integerRange(schema);
    expect(range?.minimum).toBeGreaterThanOrEqual(0);
    expect(range?.maximum).toBeLessThanOrEqual(LARGEST_ID);
  });
});

describe('every operation of the contract, every text input spoilt (issue 15 §4)', () => {
  it('walks every operation that takes any input, and every text field of every request body', () => {
    const withInput = walked.filter(
      (operation) =>
        operation.parameters.some((parameter) => parameter.in !== 'cookie') || operation.requestBody !== undefined,
    );
    expect(new Set(walk.map((request) => request.operationId))).toEqual(
      new Set(withInput.map((operation) => operation.operationId)),
    );
    expect(walk.filter((request) => request.operationId === 'createBooking').map((request) => request.field)).toEqual(
      expect.arrayContaining([
        'client.notes',
        'client.first_name',
        'client.custom_alergias',
        'bookings[0].entity.marca',
        'Idempotency-Key',
      ]),
    );
  });

  it.each(walk.filter((request) => request.expected === 'notFound'))(
    '$operationId: answers $what with 404, as a path naming nothing',
    async ({ path, init }) => {
      const response = await server.client.request(path, init);
      expect(response.status, JSON.stringify(response.body)).toBe(404);
    },
  );

  it.each(walk.filter((request) => request.expected === 'refusal'))(
    '$operationId: refuses $what with 400 or 422 naming $field',
    async ({ field, flaw, path, init }) => {
      const response = await server.client.request(path, init);
      expect(response.status, JSON.stringify(response.body)).toBeOneOf([400, 422]);
      // A list's item is named by its position (`services[0]`).
      const messages = [
        ...messagesFor(response, field),
        ...(flaw === undefined ? messagesFor(response, `${field}[0]`) : []),
      ];
      expect(messages, JSON.stringify(response.body)).not.toEqual([]);
      if (flaw !== undefined) expect(messages).toContain(problemMessage({ kind: flaw }, 'en'));
    },
  );

  it.each(
    walked
      .flatMap((operation) => (operation.requestBody === undefined ? [] : [operation]))
      .flatMap((operation) =>
        inputFields(operation.requestBody?.schema)
          .filter((field) => field.multiLine)
          .map((field) => ({
            operationId: operation.operationId,
            field: wirePath(field.path),
            operation,
            path: field.path,
          })),
      ),
  )(
    '$operationId: takes line breaks and tabs in $field, which holds several lines, never answering 5xx',
    async ({ operation, path, field }) => {
      const request = requestFor(operation, {
        in: 'body',
        name: '',
        path,
        value: 'Alergia al látex.\r\nLlega 10 minutos antes.\tGracias',
      });
      const response = await server.client.request(request.path, request.init);
      expect(response.status).toBeLessThan(500);
      expect(messagesFor(response, field)).toEqual([]);
    },
  );
});

// ---------------------------------------------------------------------------------------------
// Catalogue files from hostile hands (issue 29 §5; ADR 0091): every operation that takes a catalogue
// document, as JSON and as the YAML file itself.

const catalogueOperations = walked.filter((operation) => operation.requestBody?.yaml === true);

const exampleCatalogue = parseYamlFile(
  readFileSync(new URL('../../../docs/examples/catalogue-salon.yaml', import.meta.url), 'utf8'),
)._unsafeUnwrap().data as Record<string, unknown> & {
  company: Record<string, unknown>;
  promotions: Record<string, unknown>[];
};
/** A new company's catalogue: the example's, under another slug, with promotion tokens of its own. */
const hostileCompany = 'salon-hostil';
const catalogueDocument = {
  ...exampleCatalogue,
  company: { ...exampleCatalogue.company, slug: hostileCompany, name: 'Salón Hostil' },
  promotions: exampleCatalogue.promotions.map((promotion) => ({
    ...promotion,
    token: `hostil-${String(promotion['token'])}`,
  })),
};

const catalogueAddress = (operation: ContractOperation) => operation.path.replace('{slug}', hostileCompany);

function sendCatalogue(operation: ContractOperation, contentType: string, body: string) {
  return server.client.request(catalogueAddress(operation), {
    method: operation.method.toUpperCase(),
    headers: { 'content-type': contentType, 'api-key': DEMO_STAFF_API_KEY },
    body,
  });
}

const aliasBomb = (anchor: (name: string, previous: string) => string) =>
  [
    'version: 1',
    'a0: &a0 [lol, lol, lol, lol, lol, lol, lol, lol, lol, lol]',
    ...Array.from({ length: 8 }, (_, index) => anchor(`a${String(index + 1)}`, `a${String(index)}`)),
    'company: { slug: salon-hostil }',
    'locations: []',
  ].join('\n');

const HOSTILE_YAML: readonly (readonly [string, string, number | null])[] = [
  [
    'an alias bomb of nested anchors',
    aliasBomb((name, previous) => `${name}: &${name} [${Array.from({ length: 10 }, () => `*${previous}`).join(', ')}]`),
    null,
  ],
  [
    'an alias bomb through merge keys',
    aliasBomb(
      (name, previous) =>
        `${name}: &${name} { <<: [${Array.from({ length: 10 }, () => `*${previous}`).join(', ')}], ${name}: 1 }`,
    ),
    null,
  ],
  ['a !!js/function tag', 'version: 1\ncompany: !!js/function "function () { return 1 }"\nlocations: []\n', 2],
  ['a local !tag', 'version: 1\ncompany:\n  slug: !tag salon-hostil\nlocations: []\n', 3],
];

/** Catalogue texts, and what a control character there is refused as: every text a file holds is plain text. */
const CATALOGUE_TEXTS: readonly (readonly [string, readonly Segment[]])[] = [
  ['company.name', ['company', 'name']],
  ['company.description', ['company', 'description']],
  ['locations[0].time_zone', ['locations', 0, 'time_zone']],
  ['services[0].description', ['services', 0, 'description']],
  ['company.booking.client_form[0].label', ['company', 'booking', 'client_form', 0, 'label']],
];

describe('catalogue files from hostile hands (issue 29 §5)', () => {
  it('walks every operation that takes a catalogue file', () => {
    expect(catalogueOperations.map((operation) => operation.operationId).sort()).toEqual([
      'applyCatalogue',
      'planCatalogue',
    ]);
  });

  it.each(
    catalogueOperations.flatMap((operation) =>
      HOSTILE_YAML.map(([what, text, line]) => ({ operationId: operation.operationId, operation, what, text, line })),
    ),
  )('$operationId: refuses $what with 400 REQUEST.MALFORMED_YAML', async ({ operation, text, line }) => {
    await unchanged(server, async () => {
      const response = await sendCatalogue(operation, 'application/yaml', text);
      expectFailure(response, 400, 'REQUEST.MALFORMED_YAML');
      if (line !== null)
        expect((response.body as Schemas['Error']).errors?.join('\n')).toContain(`line ${String(line)},`);
    });
  });

  it.each(
    catalogueOperations.flatMap((operation) =>
      [
        ['version', `{"version": 1, "version": 1, "company": {}, "locations": []}`],
        [
          'company.name',
          `{"version": 1, "company": {"name": "Uno", "slug": "salon-hostil", "name": "Dos"}, "locations": []}`,
        ],
        ['locations[0].slug', `{"version": 1, "company": {}, "locations": [{"slug": "a", "slug": "b"}]}`],
      ].map(([field, body]) => ({ operationId: operation.operationId, operation, field, body })),
    ),
  )(
    '$operationId: refuses a JSON body with $field written twice with 400 naming it',
    async ({ operation, field, body }) => {
      await unchanged(server, async () => {
        expectFailure(
          await sendCatalogue(operation, 'application/json', body ?? ''),
          400,
          'REQUEST.UNDECODABLE',
          field,
        );
      });
    },
  );

  it.each(
    catalogueOperations.flatMap((operation) =>
      ['application/json', 'application/yaml'].flatMap((contentType) =>
        CATALOGUE_TEXTS.flatMap(([field, path]) =>
          CONTROLS.map(([what, text]) => ({
            operationId: operation.operationId,
            operation,
            contentType,
            what,
            field,
            path,
            text,
          })),
        ),
      ),
    ),
  )(
    '$operationId: refuses $what in $field of a $contentType file with 422 naming it',
    async ({ operation, contentType, field, path, text }) => {
      await unchanged(server, async () => {
        const document = withValue(catalogueDocument, path, text);
        const body = contentType === 'application/json' ? JSON.stringify(document) : writeYamlFile(document);
        const response = await sendCatalogue(operation, contentType, body);
        expectFailure(response, 422, 'CATALOGUE.INVALID', field);
        expect(messagesFor(response, field)).toContain(problemMessage({ kind: 'controlCharacter' }, 'en'));
      });
    },
  );

  it.each(
    catalogueOperations.flatMap((operation) =>
      LINE_BREAKS.map(([what, text]) => ({ operationId: operation.operationId, operation, what, text })),
    ),
  )(
    '$operationId: refuses $what in a company’s name, a text of one line, with 422 naming company.name',
    async ({ operation, text }) => {
      await unchanged(server, async () => {
        const response = await sendCatalogue(
          operation,
          'application/json',
          JSON.stringify(withValue(catalogueDocument, ['company', 'name'], text)),
        );
        expectFailure(response, 422, 'CATALOGUE.INVALID', 'company.name');
        expect(messagesFor(response, 'company.name')).toContain(problemMessage({ kind: 'lineBreak' }, 'en'));
      });
    },
  );

  it('plans a file whose descriptions and biographies hold line breaks and tabs', async () => {
    const [plan] = catalogueOperations.filter((operation) => operation.operationId === 'planCatalogue');
    if (plan === undefined) throw new Error('The contract has no planCatalogue');
    const text = 'Alergia al látex.\r\nLlega 10 minutos antes.\tGracias';
    let document: unknown = catalogueDocument;
    for (const path of [
      ['company', 'description'],
      ['company', 'booking', 'preset_notes'],
      ['locations', 0, 'description'],
      ['services', 0, 'description'],
      ['professionals', 0, 'biography'],
    ])
      document = withValue(document, path, text);
    const response = await sendCatalogue(plan, 'application/json', JSON.stringify(document));
    expect(response.status, JSON.stringify(response.body)).toBe(200);
  });
});
