// Request and response validation against the contract (ADR 0014, ADR 0015). Every parameter and
// body is checked twice with ajv's JSON Schema 2020-12 validator: once against the document's
// *shape* (the keywords that make the generated TypeScript types: type, required,
// additionalProperties, enum, const) and once against the whole schema. Failing the shape is 400
// (the input does not decode into the operation's types); passing it but failing the rest
// (lengths, patterns, formats, ranges, if/then) is 422. Either way the answer names every field
// at fault, as the wire names it. Every text a request carries must also be plain text (ADR 0050):
// no NUL or other control character, and tabs and line breaks only in a field the contract marks
// `x-reserva-multiline` — a rule of the request's schemas only, 422 like the other rules.
import { Ajv2020, type ErrorObject, type ValidateFunction } from 'ajv/dist/2020.js';
import type { SchemaValidateFunction } from 'ajv/dist/types/index.js';
import addFormats from 'ajv-formats';
import { err, ok, type Result } from 'neverthrow';
import { textFlaw, type TextLayout } from '#domain/shared/plain-text';
import type { FieldProblem } from '#i18n/field-messages';
import { parseYamlFile, type YamlSyntaxError } from '../catalogue-file/yaml-catalogue';
import { duplicateJsonKeys } from './json-duplicate-keys';
import {
  YAML_MEDIA_TYPES,
  bookingApiContract,
  type Contract,
  type ContractOperation,
  type ContractParameter,
  type JsonSchema,
} from './contract';

export type { FieldProblem } from '#i18n/field-messages';

/** One field at fault: a snake_case path (`client.email`, `bookings[0].start`), a parameter or a header. */
export interface FieldFault {
  readonly field: string;
  readonly problem: FieldProblem;
}

/** The body is not JSON at all (or not sent as JSON): nothing in it can be named. */
export interface MalformedJson {
  readonly _tag: 'MalformedJson';
  readonly code: 'REQUEST.MALFORMED_JSON';
}

/** A body sent as YAML that is not YAML (ADR 0077): where it stops being YAML. */
export interface MalformedYaml {
  readonly _tag: 'MalformedYaml';
  readonly code: 'REQUEST.MALFORMED_YAML';
  readonly errors: readonly YamlSyntaxError[];
}

/** 400: the input does not decode into the operation's types. */
export interface UndecodableRequest {
  readonly _tag: 'UndecodableRequest';
  readonly code: 'REQUEST.UNDECODABLE';
  readonly faults: readonly FieldFault[];
}

/** 422: the input decodes, but a length, pattern, format or range the contract states refuses it. */
export interface InvalidRequest {
  readonly _tag: 'InvalidRequest';
  readonly code: 'REQUEST.INVALID';
  readonly faults: readonly FieldFault[];
}

/**
 * 404: a path parameter is outside the range the contract gives it (an id past what the database
 * holds, or below 1; ADR 0091). Such a path names nothing, as an address nothing answers at.
 */
export interface NothingAtPath {
  readonly _tag: 'NothingAtPath';
  readonly code: 'ROUTE.NOT_FOUND';
}

export type RequestRejection = MalformedJson | MalformedYaml | UndecodableRequest | InvalidRequest | NothingAtPath;

/** Where a path of the body (`['services', 3, 'duration']`) is written in a YAML body: its 1-based line, or null. */
export type BodyLines = (path: readonly (string | number)[]) => number | null;

/** A request as the HTTP server received it, before anything is decoded. */
export interface RawRequest {
  readonly path: Readonly<Record<string, string>>;
  /** Every value each query key was given, in order. */
  readonly query: Readonly<Record<string, readonly string[]>>;
  /** Header names in lower case, as HTTP/1.1 and fetch hand them over. */
  readonly headers: Readonly<Record<string, string>>;
  readonly contentType: string | undefined;
  /** The body's text; undefined when none was read. */
  readonly body: string | undefined;
}

/** A request that fits the contract: values typed as the contract says (numbers, booleans, lists). */
export interface DecodedRequest {
  readonly path: Readonly<Record<string, unknown>>;
  readonly query: Readonly<Record<string, unknown>>;
  readonly header: Readonly<Record<string, unknown>>;
  readonly body: unknown;
  /** The lines of a body sent as YAML, so that its problems can name them; null for any other body. */
  readonly bodyLines: BodyLines | null;
}

export interface ContractValidator {
  readonly contract: Contract;
  operation(operationId: string): ContractOperation;
  validateRequest(operationId: string, request: RawRequest): Result<DecodedRequest, RequestRejection>;
  /** What is wrong with a response to `operationId`; empty when the contract allows it. */
  validateResponse(operationId: string, response: ResponseToCheck): readonly string[];
  /** What is wrong with a body that should be the contract's `schemaName` (e.g. an Error); empty when nothing. */
  validateSchema(schemaName: string, value: unknown): readonly string[];
}

export interface ResponseToCheck {
  readonly status: number;
  readonly headers: Readonly<Record<string, string>>;
  /** The parsed JSON body; undefined when the response has none. */
  readonly body: unknown;
}

// ---------------------------------------------------------------------------------------------
// Schemas: the document's, rewritten for ajv.

/**
 * The contract's mark on a text field of several lines (a booking's notes, a review's comment):
 * tabs and line breaks are allowed there and nowhere else (ADR 0050).
 */
const MULTILINE_MARK = 'x-reserva-multiline';

/** Keywords that only refine a type (ADR 0014: they decide 422, never 400). */
const RULE_KEYWORDS = new Set([
  'minLength',
  'maxLength',
  'pattern',
  'format',
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
  'multipleOf',
  'minItems',
  'maxItems',
  'uniqueItems',
  'minProperties',
  'maxProperties',
  'contains',
  'minContains',
  'maxContains',
  'dependentRequired',
  'dependentSchemas',
  'not',
  'if',
  'then',
  'else',
]);

/** OpenAPI annotations that are not JSON Schema keywords; ajv's strict mode would refuse them. */
const OPENAPI_ONLY_KEYWORDS = new Set(['example', 'discriminator', 'xml', 'externalDocs', MULTILINE_MARK]);

const SCHEMA_MAPS = new Set(['properties', 'patternProperties', '$defs', 'dependentSchemas']);
const SCHEMA_VALUES = new Set([
  'additionalProperties',
  'items',
  'contains',
  'not',
  'if',
  'then',
  'else',
  'propertyNames',
  'unevaluatedItems',
  'unevaluatedProperties',
]);
const SCHEMA_LISTS = new Set(['allOf', 'anyOf', 'oneOf', 'prefixItems']);

/** The keyword the request variant gives every schema typed as text; its value is the field's TextLayout. */
const PLAIN_TEXT_KEYWORD = 'reservaPlainText';

/**
 * `shape`: the keywords that make the types (400). `full`: the whole schema, as responses are
 * checked. `request`: the whole schema plus the plain-text rule every text of a request obeys.
 */
type Variant = 'shape' | 'full' | 'request';

function variantId(variant: Variant): string {
  return `https://reserva.invalid/booking-api/${variant}.json`;
}

function isSchemaObject(value: unknown): value is Readonly<Record<string, unknown>> {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function isNullSchema(value: unknown): boolean {
  return isSchemaObject(value) && Object.keys(value).length === 1 && value['type'] === 'null';
}

/**
 * Whether `schema` types its values as text. Every text of a request meets one (the contract types
 * all its fields); a schema that only refers to another leaves the rule to that one.
 */
function typesText(schema: Readonly<Record<string, unknown>>): boolean {
  const type = schema['type'];
  return type === 'string' || (Array.isArray(type) && type.includes('string'));
}

/**
 * The schema as ajv gets it: references made absolute into the variant's document, OpenAPI-only
 * annotations dropped, rule keywords dropped for the shape variant, the plain-text rule added for
 * the request variant, and `oneOf: [X, null]` read as "null, or else X". The last keeps a 422
 * about X from also saying "must be null".
 */
function rewrite(schema: unknown, variant: Variant): unknown {
  if (!isSchemaObject(schema)) return schema;
  const result: Record<string, unknown> = {};
  if (variant === 'request' && typesText(schema)) {
    const layout: TextLayout = schema[MULTILINE_MARK] === true ? 'multiLine' : 'singleLine';
    result[PLAIN_TEXT_KEYWORD] = layout;
  }
  const alternatives: unknown[] = [];
  for (const [keyword, value] of Object.entries(schema)) {
    if (OPENAPI_ONLY_KEYWORDS.has(keyword)) continue;
    if (variant === 'shape' && RULE_KEYWORDS.has(keyword)) continue;
    if (keyword === '$ref' && typeof value === 'string') {
      result[keyword] = value.replace(/^#\/components\/schemas\//, `${variantId(variant)}#/$defs/`);
    } else if (SCHEMA_MAPS.has(keyword) && isSchemaObject(value)) {
      result[keyword] = Object.fromEntries(Object.entries(value).map(([name, sub]) => [name, rewrite(sub, variant)]));
    } else if (SCHEMA_VALUES.has(keyword)) {
      result[keyword] = rewrite(value, variant);
    } else if (SCHEMA_LISTS.has(keyword) && Array.isArray(value)) {
      const rewritten = value.map((sub) => rewrite(sub, variant));
      const [first, second] = rewritten;
      if (keyword === 'oneOf' && rewritten.length === 2 && (isNullSchema(first) || isNullSchema(second))) {
        alternatives.push({ if: { type: 'null' }, then: true, else: isNullSchema(first) ? second : first });
      } else {
        result[keyword] = rewritten;
      }
    } else {
      result[keyword] = value;
    }
  }
  const existing: readonly unknown[] = Array.isArray(result['allOf']) ? (result['allOf'] as readonly unknown[]) : [];
  if (alternatives.length > 0) result['allOf'] = [...existing, ...alternatives];
  return result;
}

/** Follows `#/components/schemas/…` references to the schema that says what type a value is. */
function resolved(contract: Contract, schema: JsonSchema): JsonSchema {
  if (!isSchemaObject(schema)) return schema;
  const reference = schema['$ref'];
  if (typeof reference !== 'string') return schema;
  const target = contract.schemas[reference.replace(/^#\/components\/schemas\//, '')];
  return target === undefined ? schema : resolved(contract, target);
}

function typesOf(contract: Contract, schema: JsonSchema): readonly string[] {
  const target = resolved(contract, schema);
  if (!isSchemaObject(target)) return [];
  const type = target['type'];
  if (typeof type === 'string') return [type];
  return Array.isArray(type) ? type.filter((each): each is string => typeof each === 'string') : [];
}

// ---------------------------------------------------------------------------------------------
// Query, path and header values arrive as text: read them as the contract's types.

const integerText = /^-?\d+$/;
const numberText = /^-?\d+(\.\d+)?([eE][+-]?\d+)?$/;

/** The value a text stands for under a schema's type; the text itself when it stands for none (the validator then names it). */
function fromText(contract: Contract, schema: JsonSchema, text: string): unknown {
  const types = typesOf(contract, schema);
  if (types.includes('integer') && integerText.test(text)) return Number(text);
  if (types.includes('number') && numberText.test(text)) return Number(text);
  if (types.includes('boolean') && (text === 'true' || text === 'false')) return text === 'true';
  if (types.includes('array')) {
    // Lists of ids are comma-separated (style form, explode false; ADR 0014).
    const target = resolved(contract, schema);
    const items = isSchemaObject(target) ? target['items'] : undefined;
    const itemSchema: JsonSchema = typeof items === 'boolean' || isSchemaObject(items) ? items : true;
    return text === '' ? [] : text.split(',').map((item) => fromText(contract, itemSchema, item));
  }
  return text;
}

// ---------------------------------------------------------------------------------------------
// ajv's errors, as fields and problems.

/** A wire path: property names joined with dots, array positions in brackets. */
function wirePath(data: unknown, segments: readonly string[]): string {
  let path = '';
  let current = data;
  for (const segment of segments) {
    if (Array.isArray(current)) {
      path += `[${segment}]`;
      current = current[Number(segment)];
    } else {
      path += path === '' ? segment : `.${segment}`;
      current = isSchemaObject(current) ? current[segment] : undefined;
    }
  }
  return path;
}

function pointerSegments(pointer: string): string[] {
  return pointer === ''
    ? []
    : pointer
        .slice(1)
        .split('/')
        .map((segment) => segment.replace(/~1/g, '/').replace(/~0/g, '~'));
}

function problemOf(error: ErrorObject, source: Source): FieldProblem {
  const params = error.params as Readonly<Record<string, unknown>>;
  const limit = Number(params['limit']);
  switch (error.keyword) {
    case 'required':
      return { kind: 'missing' };
    case 'additionalProperties':
      return { kind: source === 'body' ? 'unknownField' : 'unknownParameter' };
    case 'type': {
      const type = params['type'];
      return { kind: 'type', expected: typeof type === 'string' ? type.split(',') : [] };
    }
    case 'enum':
      return { kind: 'oneOf', allowed: Array.isArray(params['allowedValues']) ? params['allowedValues'] : [] };
    case 'const':
      return { kind: 'oneOf', allowed: [params['allowedValue']] };
    case 'minLength':
    case 'maxLength':
    case 'minItems':
    case 'maxItems':
    case 'minimum':
    case 'maximum':
    case 'exclusiveMinimum':
    case 'exclusiveMaximum':
      return { kind: error.keyword, limit };
    case 'pattern':
      return { kind: 'pattern' };
    case 'format':
      return { kind: 'format', format: String(params['format']) };
    case PLAIN_TEXT_KEYWORD: {
      const flaw = params['flaw'];
      return flaw === 'controlCharacter' || flaw === 'lineBreak' || flaw === 'unpairedSurrogate'
        ? { kind: flaw }
        : { kind: 'invalid' };
    }
    default:
      return { kind: 'invalid' };
  }
}

type Source = 'path' | 'query' | 'header' | 'body';

/** The problems of a value outside its range: in a path, an address that names nothing. */
const RANGE_PROBLEMS: ReadonlySet<FieldProblem['kind']> = new Set([
  'minimum',
  'maximum',
  'exclusiveMinimum',
  'exclusiveMaximum',
]);

/** Errors that only summarise others (a failed `else`, no matching alternative) are left out when the others name the field. */
const SUMMARY_KEYWORDS = new Set(['if', 'oneOf', 'anyOf', 'allOf']);

function faultsOf(
  errors: readonly ErrorObject[],
  data: unknown,
  source: Source,
  fieldName: (path: string) => string,
): FieldFault[] {
  const faults: FieldFault[] = [];
  const seen = new Set<string>();
  const add = (fault: FieldFault) => {
    const key = `${fault.field}\u0000${JSON.stringify(fault.problem)}`;
    if (seen.has(key)) return;
    seen.add(key);
    faults.push(fault);
  };
  const located = errors.map((error) => {
    const segments = pointerSegments(error.instancePath);
    const params = error.params as Readonly<Record<string, unknown>>;
    const child =
      error.keyword === 'required'
        ? params['missingProperty']
        : error.keyword === 'additionalProperties'
          ? params['additionalProperty']
          : undefined;
    const path = wirePath(data, typeof child === 'string' ? [...segments, child] : segments);
    return { error, field: fieldName(path) };
  });
  for (const { error, field } of located) {
    if (SUMMARY_KEYWORDS.has(error.keyword)) continue;
    add({ field, problem: problemOf(error, source) });
  }
  for (const { error, field } of located) {
    if (error.keyword === 'if' || !SUMMARY_KEYWORDS.has(error.keyword)) continue;
    if (!faults.some((fault) => fault.field === field)) add({ field, problem: { kind: 'invalid' } });
  }
  return faults;
}

// ---------------------------------------------------------------------------------------------
// Compiled validators, per operation and part of the request.

interface PartValidators {
  readonly shape: ValidateFunction;
  readonly full: ValidateFunction;
}

interface OperationValidators {
  readonly operation: ContractOperation;
  /** The operation's parameters by place, and what follows from them: worked out once, not per request (issue 37). */
  readonly parametersIn: Readonly<Record<ContractParameter['in'], readonly ContractParameter[]>>;
  readonly knownQuery: ReadonlySet<string>;
  /** A header's name in lower case → as the contract writes it. */
  readonly headerNames: ReadonlyMap<string, string>;
  readonly path: PartValidators;
  readonly query: PartValidators;
  readonly header: PartValidators;
  readonly body: PartValidators | undefined;
}

function parametersSchema(
  parameters: readonly ContractParameter[],
  closed: boolean,
  nameOf: (name: string) => string,
): JsonSchema {
  return {
    type: 'object',
    properties: Object.fromEntries(parameters.map((parameter) => [nameOf(parameter.name), parameter.schema])),
    required: parameters.filter((parameter) => parameter.required).map((parameter) => nameOf(parameter.name)),
    additionalProperties: !closed,
  };
}

/** Refuses a text that is not plain text for its field's layout, saying why in `params.flaw`. */
function plainText(ajv: Ajv2020): void {
  const validate: SchemaValidateFunction = (layout: TextLayout, text: string) => {
    const flaw = textFlaw(text, layout);
    validate.errors =
      flaw === null ? [] : [{ keyword: PLAIN_TEXT_KEYWORD, message: `must be plain text (${flaw})`, params: { flaw } }];
    return flaw === null;
  };
  ajv.addKeyword({ keyword: PLAIN_TEXT_KEYWORD, type: 'string', schemaType: 'string', errors: true, validate });
}

function createAjv(contract: Contract): Ajv2020 {
  const ajv = new Ajv2020({ allErrors: true, strict: true, allowUnionTypes: true });
  addFormats(ajv);
  plainText(ajv);
  for (const variant of ['shape', 'full', 'request'] as const) {
    const definitions = Object.fromEntries(
      Object.entries(contract.schemas).map(([name, schema]) => [name, rewrite(schema, variant)]),
    );
    ajv.addSchema({ $id: variantId(variant), $defs: definitions });
  }
  return ajv;
}

function compilePart(ajv: Ajv2020, schema: JsonSchema): PartValidators {
  return {
    shape: ajv.compile(rewrite(schema, 'shape') as object),
    full: ajv.compile(rewrite(schema, 'request') as object),
  };
}

/** Header names are case-insensitive: the validator sees them in lower case. */
const lowerCase = (name: string) => name.toLowerCase();
const asIs = (name: string) => name;

function compileOperation(ajv: Ajv2020, operation: ContractOperation): OperationValidators {
  const parametersIn = (place: ContractParameter['in']) =>
    operation.parameters.filter((parameter) => parameter.in === place);
  return {
    operation,
    parametersIn: {
      path: parametersIn('path'),
      query: parametersIn('query'),
      header: parametersIn('header'),
      cookie: parametersIn('cookie'),
    },
    knownQuery: new Set(parametersIn('query').map((parameter) => parameter.name)),
    headerNames: new Map(parametersIn('header').map((parameter) => [parameter.name.toLowerCase(), parameter.name])),
    path: compilePart(ajv, parametersSchema(parametersIn('path'), true, asIs)),
    // Unknown query parameters are refused, so that a misspelt one is never silently ignored.
    query: compilePart(ajv, parametersSchema(parametersIn('query'), true, asIs)),
    // Any request carries headers the contract does not name; only those it names are checked.
    header: compilePart(ajv, parametersSchema(parametersIn('header'), false, lowerCase)),
    body: operation.requestBody === undefined ? undefined : compilePart(ajv, operation.requestBody.schema),
  };
}

function isJsonContentType(contentType: string | undefined): boolean {
  const mediaType = (contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '';
  return mediaType === 'application/json' || /^application\/[a-z0-9.+-]*\+json$/.test(mediaType);
}

function isYamlContentType(contentType: string | undefined): boolean {
  return YAML_MEDIA_TYPES.includes((contentType ?? '').split(';')[0]?.trim().toLowerCase() ?? '');
}

function isFormContentType(contentType: string | undefined): boolean {
  return (contentType ?? '').split(';')[0]?.trim().toLowerCase() === 'application/x-www-form-urlencoded';
}

interface PartOutcome {
  readonly decodes: boolean;
  readonly faults: readonly FieldFault[];
}

function checkPart(
  validators: PartValidators,
  data: unknown,
  source: Source,
  fieldName: (path: string) => string,
): PartOutcome {
  const decodes = validators.shape(data);
  if (validators.full(data)) return { decodes, faults: [] };
  // The whole schema's errors name every field at fault, those the shape refuses included.
  return { decodes, faults: faultsOf(validators.full.errors ?? [], data, source, fieldName) };
}

function describeErrors(errors: readonly ErrorObject[] | null | undefined): string[] {
  return (errors ?? []).map((error) => {
    const where = error.instancePath === '' ? '(body)' : error.instancePath;
    return `${where}: ${error.message ?? error.keyword} (${error.keyword} ${JSON.stringify(error.params)})`;
  });
}

/** A validator for every operation of `contract`, compiled when first asked for. */
export function createContractValidator(contract: Contract = bookingApiContract()): ContractValidator {
  const ajv = createAjv(contract);
  const compiled = new Map<string, OperationValidators>();
  const responseValidators = new Map<string, ValidateFunction>();

  const operation = (operationId: string): ContractOperation => {
    const found = contract.operations.get(operationId);
    if (found === undefined) throw new Error(`The contract has no operation ${operationId}`);
    return found;
  };
  const validatorsOf = (operationId: string): OperationValidators => {
    let validators = compiled.get(operationId);
    if (validators === undefined) {
      validators = compileOperation(ajv, operation(operationId));
      compiled.set(operationId, validators);
    }
    return validators;
  };

  function decodeParameters(
    parameters: readonly ContractParameter[],
    values: (parameter: ContractParameter) => readonly string[] | undefined,
    nameOf: (name: string) => string,
  ): { readonly decoded: Record<string, unknown>; readonly faults: FieldFault[] } {
    const decoded: Record<string, unknown> = {};
    const faults: FieldFault[] = [];
    for (const parameter of parameters) {
      const given = values(parameter);
      const [text] = given ?? [];
      if (text === undefined) continue;
      if ((given?.length ?? 0) > 1) faults.push({ field: parameter.name, problem: { kind: 'repeated' } });
      if (!parameter.json) {
        decoded[nameOf(parameter.name)] = fromText(contract, parameter.schema, text);
        continue;
      }
      try {
        decoded[nameOf(parameter.name)] = JSON.parse(text) as unknown;
      } catch {
        faults.push({ field: parameter.name, problem: { kind: 'notJson' } });
      }
    }
    return { decoded, faults };
  }

  function checkJsonBody(operationId: string, status: number, schema: JsonSchema, body: unknown): string[] {
    const key = `${operationId} ${String(status)}`;
    let validate = responseValidators.get(key);
    if (validate === undefined) {
      validate = ajv.compile(rewrite(schema, 'full') as object);
      responseValidators.set(key, validate);
    }
    return validate(body) ? [] : describeErrors(validate.errors);
  }

  return {
    contract,
    operation,

    validateRequest(operationId, request) {
      const validators = validatorsOf(operationId);
      const { requestBody } = validators.operation;
      const { knownQuery, headerNames } = validators;
      const inPlace = (place: ContractParameter['in']) => validators.parametersIn[place];

      const path = decodeParameters(
        inPlace('path'),
        (parameter) => {
          const value = request.path[parameter.name];
          return value === undefined ? undefined : [value];
        },
        asIs,
      );
      const pathOutcome = checkPart(validators.path, path.decoded, 'path', asIs);
      if (pathOutcome.faults.some((fault) => RANGE_PROBLEMS.has(fault.problem.kind)))
        return err({ _tag: 'NothingAtPath', code: 'ROUTE.NOT_FOUND' });

      let body: unknown = undefined;
      let bodyLines: BodyLines | null = null;
      if (requestBody !== undefined) {
        const text = request.body ?? '';
        if (text.trim() === '' && !requestBody.required) {
          body = undefined;
        } else if (requestBody.form) {
          // An HTML form's fields, each sent once: read as text, for the schema to judge.
          if (!isFormContentType(request.contentType))
            return err({ _tag: 'MalformedJson', code: 'REQUEST.MALFORMED_JSON' });
          body = Object.fromEntries(new URLSearchParams(text));
        } else if (requestBody.yaml && isYamlContentType(request.contentType)) {
          // A file as written (ADR 0077), read as the CLI reads it, so its problems can name their lines.
          const parsed = parseYamlFile(text);
          if (parsed.isErr())
            return err({ _tag: 'MalformedYaml', code: 'REQUEST.MALFORMED_YAML', errors: parsed.error });
          body = parsed.value.data;
          const file = parsed.value;
          bodyLines = (at) => file.lineOf(at);
        } else {
          if (!isJsonContentType(request.contentType))
            return err({ _tag: 'MalformedJson', code: 'REQUEST.MALFORMED_JSON' });
          try {
            body = JSON.parse(text) as unknown;
          } catch {
            return err({ _tag: 'MalformedJson', code: 'REQUEST.MALFORMED_JSON' });
          }
          // A key written twice says two things, of which JSON.parse keeps the last (ADR 0091).
          const repeated = duplicateJsonKeys(text);
          if (repeated.length > 0)
            return err({
              _tag: 'UndecodableRequest',
              code: 'REQUEST.UNDECODABLE',
              faults: repeated.map((field): FieldFault => ({ field, problem: { kind: 'duplicateKey' } })),
            });
        }
      }

      const query = decodeParameters(inPlace('query'), (parameter) => request.query[parameter.name], asIs);
      // Unknown query keys are passed on as text, for the closed schema to name them.
      for (const [name, values] of Object.entries(request.query)) {
        if (!knownQuery.has(name)) query.decoded[name] = values[0] ?? '';
      }
      const header = decodeParameters(
        inPlace('header'),
        (parameter) => {
          const value = request.headers[parameter.name.toLowerCase()];
          return value === undefined ? undefined : [value];
        },
        lowerCase,
      );

      const readFaults = [...path.faults, ...query.faults, ...header.faults];
      // A parameter already refused while reading it is not named a second time.
      const notAlreadyRefused = (fault: FieldFault) =>
        !readFaults.some(
          (read) =>
            fault.field === read.field ||
            fault.field.startsWith(`${read.field}[`) ||
            fault.field.startsWith(`${read.field}.`),
        );
      const outcomes = [
        pathOutcome,
        checkPart(validators.query, query.decoded, 'query', asIs),
        checkPart(validators.header, header.decoded, 'header', (name) => headerNames.get(name) ?? name),
        ...(validators.body === undefined || body === undefined
          ? []
          : [checkPart(validators.body, body, 'body', (field) => (field === '' ? 'body' : field))]),
      ];
      const faults = [...readFaults, ...outcomes.flatMap((outcome) => outcome.faults).filter(notAlreadyRefused)];
      if (readFaults.length > 0 || outcomes.some((outcome) => !outcome.decodes)) {
        return err({ _tag: 'UndecodableRequest', code: 'REQUEST.UNDECODABLE', faults });
      }
      if (faults.length > 0) return err({ _tag: 'InvalidRequest', code: 'REQUEST.INVALID', faults });
      // Handlers read headers under the names the contract gives them (`Idempotency-Key`), as the generated types do.
      const declaredHeaders = Object.fromEntries(
        Object.entries(header.decoded).map(([name, value]) => [headerNames.get(name) ?? name, value]),
      );
      return ok({ path: path.decoded, query: query.decoded, header: declaredHeaders, body, bodyLines });
    },

    validateResponse(operationId, response) {
      const { responses } = operation(operationId);
      const declared = responses.get(String(response.status)) ?? responses.get('default');
      if (declared === undefined) {
        return [
          `${operationId} does not answer ${String(response.status)} (it answers ${[...responses.keys()].join(', ')})`,
        ];
      }
      const headerNames = new Set(Object.keys(response.headers).map(lowerCase));
      const problems = declared.requiredHeaders
        .filter((name) => !headerNames.has(name.toLowerCase()))
        .map((name) => `the ${name} header is missing`);
      const contentType =
        Object.entries(response.headers).find(([name]) => name.toLowerCase() === 'content-type')?.[1] ?? '';
      if (declared.yamlAlternative && isYamlContentType(contentType)) {
        // The JSON body's YAML twin (ADR 0077): the same document, as its file.
        const parsed = typeof response.body === 'string' ? parseYamlFile(response.body) : null;
        if (parsed === null || parsed.isErr() || declared.schema === undefined)
          return [...problems, 'a YAML body was expected'];
        return [...problems, ...checkJsonBody(operationId, response.status, declared.schema, parsed.value.data)];
      }
      const isHtml = contentType.split(';')[0]?.trim().toLowerCase() === 'text/html';
      if (declared.htmlAlternative && isHtml)
        return typeof response.body === 'string' ? problems : [...problems, 'a text/html body was expected'];
      if (declared.textMediaType !== undefined) {
        if (contentType.split(';')[0]?.trim().toLowerCase() !== declared.textMediaType)
          problems.push(`the body is ${contentType}, not ${declared.textMediaType}`);
        const binary = declared.textMediaType === 'application/pdf';
        if (typeof response.body !== 'string' && !(binary && response.body instanceof Uint8Array))
          problems.push(`a ${declared.textMediaType} body was expected`);
        return problems;
      }
      if (declared.schema === undefined) {
        return response.body === undefined ? problems : [...problems, 'a body was sent where the contract has none'];
      }
      return [...problems, ...checkJsonBody(operationId, response.status, declared.schema, response.body)];
    },

    validateSchema(schemaName, value) {
      const validate = ajv.getSchema(`${variantId('full')}#/$defs/${schemaName}`);
      if (validate === undefined) throw new Error(`The contract has no schema ${schemaName}`);
      return validate(value) ? [] : describeErrors(validate.errors);
    },
  };
}

let shared: ContractValidator | undefined;

/** One validator per process: compiling the contract's schemas is done once and reused. */
export function bookingApiValidator(): ContractValidator {
  shared ??= createContractValidator();
  return shared;
}
