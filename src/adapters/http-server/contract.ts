// The HTTP contract, openapi/booking-api.yaml (ADR 0005), read once per process and indexed by
// operation: its parameters, request body and responses with their component references
// resolved, and its JSON Schemas (OpenAPI 3.1 schemas are JSON Schema 2020-12).
import { readFileSync } from 'node:fs';
import { parse } from 'yaml';
import { runtimeFiles } from '../runtime-files';

/** A JSON Schema as the document writes it. */
export type JsonSchema = boolean | { readonly [keyword: string]: unknown };

export type HttpMethod = 'get' | 'post' | 'put' | 'patch' | 'delete';
const httpMethods: readonly HttpMethod[] = ['get', 'post', 'put', 'patch', 'delete'];

export interface ContractParameter {
  readonly name: string;
  readonly in: 'query' | 'path' | 'header' | 'cookie';
  readonly required: boolean;
  readonly schema: JsonSchema;
  /** Sent as JSON text (`content: application/json`), as structured query values are (ADR 0014). */
  readonly json: boolean;
}

export interface ContractResponse {
  /** The application/json body's schema; undefined for a response without a body. */
  readonly schema: JsonSchema | undefined;
  /** Headers the response must carry, as the document names them. */
  readonly requiredHeaders: readonly string[];
  /** The media type of a body that is text, not JSON: an HTML page (text/html), the calendar file (text/calendar); undefined otherwise. */
  readonly textMediaType: string | undefined;
  /** The JSON body may also be sent as YAML, to a request whose Accept prefers it (a catalogue file, ADR 0077). */
  readonly yamlAlternative: boolean;
  /**
   * The status may be an HTML page or JSON: a page's 404, which its handler answers as a page and a
   * path naming nothing answers as JSON before any handler (a gift card's printable page, docs/adr/0112).
   */
  readonly htmlAlternative: boolean;
}

export interface ContractOperation {
  readonly operationId: string;
  readonly method: HttpMethod;
  /** The path template, as the document writes it (`/locations/{id}`). */
  readonly path: string;
  readonly parameters: readonly ContractParameter[];
  /** The body the server decodes: JSON, or an HTML form's fields (`form`); `yaml` when it may be sent as YAML too. */
  readonly requestBody:
    | { readonly required: boolean; readonly schema: JsonSchema; readonly form: boolean; readonly yaml: boolean }
    | undefined;
  /**
   * `x-reserva-raw-body`: the body is handed over exactly as sent and not decoded against the
   * document (a payment provider's notification, whose signature covers its exact bytes).
   */
  readonly rawBody: boolean;
  /** By status code as the document writes it ('200', '404', 'default'). */
  readonly responses: ReadonlyMap<string, ContractResponse>;
}

export interface Contract {
  readonly operations: ReadonlyMap<string, ContractOperation>;
  /** components.schemas, whose `$ref`s read `#/components/schemas/<name>`. */
  readonly schemas: Readonly<Record<string, JsonSchema>>;
}

type JsonObject = Readonly<Record<string, unknown>>;

function isObject(value: unknown): value is JsonObject {
  return typeof value === 'object' && value !== null && !Array.isArray(value);
}

function objectAt(value: unknown, where: string): JsonObject {
  if (!isObject(value)) throw new Error(`The contract has no object at ${where}`);
  return value;
}

/** Follows a component reference (`#/components/parameters/Page`) to what it names. */
function dereference(document: JsonObject, value: unknown, where: string): JsonObject {
  const object = objectAt(value, where);
  const reference = object['$ref'];
  if (typeof reference !== 'string') return object;
  const target = reference
    .replace(/^#\//, '')
    .split('/')
    .reduce<unknown>((node, segment) => (isObject(node) ? node[segment] : undefined), document);
  return dereference(document, target, reference);
}

function jsonContentSchema(content: unknown, mediaType = 'application/json'): JsonSchema | undefined {
  if (!isObject(content)) return undefined;
  const json = content[mediaType];
  if (!isObject(json)) return undefined;
  const schema = json['schema'];
  return typeof schema === 'boolean' || isObject(schema) ? schema : undefined;
}

/** The one media type of a response's content, when it is not JSON: a body sent as text. */
function textMediaType(content: unknown): string | undefined {
  if (!isObject(content) || Object.hasOwn(content, 'application/json')) return undefined;
  return Object.keys(content)[0];
}

/** The media types a YAML body may be sent as (ADR 0077). */
export const YAML_MEDIA_TYPES: readonly string[] = ['application/yaml', 'application/x-yaml', 'text/yaml'];

const hasYaml = (content: unknown) =>
  isObject(content) && YAML_MEDIA_TYPES.some((mediaType) => Object.hasOwn(content, mediaType));

function parameterOf(document: JsonObject, raw: unknown, where: string): ContractParameter {
  const parameter = dereference(document, raw, where);
  const name = parameter['name'];
  const location = parameter['in'];
  if (typeof name !== 'string' || !['query', 'path', 'header', 'cookie'].includes(String(location))) {
    throw new Error(`The contract has a parameter without a name or place at ${where}`);
  }
  const contentSchema = jsonContentSchema(parameter['content']);
  const schema = contentSchema ?? parameter['schema'];
  if (typeof schema !== 'boolean' && !isObject(schema)) throw new Error(`Parameter ${name} at ${where} has no schema`);
  return {
    name,
    in: location as ContractParameter['in'],
    required: parameter['required'] === true,
    schema,
    json: contentSchema !== undefined,
  };
}

function responsesOf(document: JsonObject, raw: unknown, where: string): ReadonlyMap<string, ContractResponse> {
  const responses = new Map<string, ContractResponse>();
  for (const [status, value] of Object.entries(objectAt(raw, where))) {
    const response = dereference(document, value, `${where}/${status}`);
    const headers = isObject(response['headers']) ? response['headers'] : {};
    const requiredHeaders = Object.entries(headers)
      .filter(([, header]) => dereference(document, header, `${where}/${status}/headers`)['required'] === true)
      .map(([name]) => name);
    responses.set(status, {
      schema: jsonContentSchema(response['content']),
      textMediaType: textMediaType(response['content']),
      yamlAlternative: jsonContentSchema(response['content']) !== undefined && hasYaml(response['content']),
      htmlAlternative:
        jsonContentSchema(response['content']) !== undefined &&
        isObject(response['content']) &&
        Object.hasOwn(response['content'], 'text/html'),
      requiredHeaders,
    });
  }
  return responses;
}

/** Reads the document's text into operations and schemas. */
export function parseContract(text: string): Contract {
  const document = objectAt(parse(text), 'the document root');
  const operations = new Map<string, ContractOperation>();
  for (const [path, rawItem] of Object.entries(objectAt(document['paths'], 'paths'))) {
    const item = objectAt(rawItem, path);
    const shared: readonly unknown[] = Array.isArray(item['parameters'])
      ? (item['parameters'] as readonly unknown[])
      : [];
    for (const method of httpMethods) {
      if (!isObject(item[method])) continue;
      const operation = objectAt(item[method], `${method} ${path}`);
      const operationId = operation['operationId'];
      if (typeof operationId !== 'string') throw new Error(`${method} ${path} has no operationId`);
      const own: readonly unknown[] = Array.isArray(operation['parameters'])
        ? (operation['parameters'] as readonly unknown[])
        : [];
      // An operation's own parameter replaces a path-level one of the same name and place.
      const parameters = new Map<string, ContractParameter>();
      for (const raw of [...shared, ...own]) {
        const parameter = parameterOf(document, raw, operationId);
        parameters.set(`${parameter.in}:${parameter.name}`, parameter);
      }
      const rawBody = operation['x-reserva-raw-body'] === true;
      const body =
        operation['requestBody'] === undefined || rawBody
          ? undefined
          : dereference(document, operation['requestBody'], operationId);
      const jsonSchema = body === undefined ? undefined : jsonContentSchema(body['content']);
      const formSchema =
        body === undefined ? undefined : jsonContentSchema(body['content'], 'application/x-www-form-urlencoded');
      const bodySchema = jsonSchema ?? formSchema;
      operations.set(operationId, {
        operationId,
        method,
        path,
        parameters: [...parameters.values()],
        requestBody:
          bodySchema === undefined
            ? undefined
            : {
                required: body?.['required'] === true,
                schema: bodySchema,
                form: jsonSchema === undefined,
                yaml: hasYaml(body?.['content']),
              },
        rawBody,
        responses: responsesOf(document, operation['responses'], `${operationId} responses`),
      });
    }
  }
  const components = objectAt(document['components'], 'components');
  return {
    operations,
    schemas: objectAt(components['schemas'], 'components.schemas') as Readonly<Record<string, JsonSchema>>,
  };
}

export const CONTRACT_FILE = runtimeFiles.contract;

let loaded: Contract | undefined;

/** The booking API's contract, read from openapi/booking-api.yaml on first use. */
export function bookingApiContract(): Contract {
  loaded ??= parseContract(readFileSync(CONTRACT_FILE, 'utf8'));
  return loaded;
}
