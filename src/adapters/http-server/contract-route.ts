// Routes defined by the contract's operation ids: the method and path come from the document, the
// input reaches a handler already decoded and typed by the generated types, and a handler's answer
// is typed by the operation's responses, so the compiler checks each body against the contract.
import type { ResultAsync } from 'neverthrow';
import type { ApplicationError } from '#application/shared/application-error';
import type { operations } from '../http/booking-api.generated';
import type { BodyLines, DecodedRequest } from './contract-validation';
import type { Language } from './language';
import type { WrittenJson } from './written-json';

export type OperationId = keyof operations;

type Present<T> = [NonNullable<T>] extends [never] ? Readonly<Record<string, never>> : NonNullable<T>;
type Parameters<Op extends OperationId> = operations[Op]['parameters'];
type Body<Op extends OperationId> =
  NonNullable<operations[Op]['requestBody']> extends { readonly content: { readonly 'application/json': infer B } }
    ? B
    : NonNullable<operations[Op]['requestBody']> extends {
          readonly content: { readonly 'application/x-www-form-urlencoded': infer F };
        }
      ? F
      : undefined;

/**
 * The credentials a request presents beside its typed input: security schemes are not parameters,
 * so the contract's validation does not decode them (ADR 0014 `apiKey`).
 */
export interface RequestCredentials {
  /** The `api-key` header as sent; null without one. Whoever reads it must verify it. */
  readonly apiKey: string | null;
  /**
   * The `authorization` cookie's value (the `session` scheme) as sent; null without one. Whoever
   * reads it resolves it with the `signedInUser` use case, which also refuses an ended session.
   */
  readonly sessionToken: string | null;
  /** Who sent the request on the network (rate-limits.ts `clientAddress`); null where the server cannot know it. */
  readonly clientAddress: string | null;
}

/** The request as it arrived, for the few handlers that need more than its decoded view. */
export interface RawInput {
  /** The body's exact text ('' without one): what a provider's signature covers. */
  readonly body: string;
  /** Header names in lower case. */
  readonly headers: Readonly<Record<string, string>>;
  /** The server's origin as the client reached it (`http://localhost:3000`). */
  readonly origin: string;
}

/** What a handler of `Op` is given: the request as the contract types it, and the language to answer in. */
export interface OperationInput<Op extends OperationId> {
  readonly path: Present<Parameters<Op>['path']>;
  readonly query: Present<Parameters<Op>['query']>;
  readonly header: Present<Parameters<Op>['header']>;
  readonly body: Body<Op>;
  /** Where each path of a body sent as YAML is written; null for any other body. */
  readonly bodyLines: BodyLines | null;
  readonly language: Language;
  readonly credentials: RequestCredentials;
  readonly raw: RawInput;
}

type Responses<Op extends OperationId> = operations[Op]['responses'];
/** The statuses whose body is an HTML page (a page's 404 included): a handler answers them itself. */
type HtmlStatus<Op extends OperationId> = {
  [S in keyof Responses<Op>]: Responses<Op>[S] extends { readonly content: { readonly 'text/html': unknown } }
    ? Extract<S, number>
    : never;
}[keyof Responses<Op>];
type SuccessStatus<Op extends OperationId> = Extract<keyof Responses<Op>, 200 | 201 | 202 | 204 | 303> | HtmlStatus<Op>;
/**
 * A JSON body's type, or its JSON written once (written-json.ts); a text body's (an HTML page, a calendar file) is its text, sent as the
 * contract's media type. A status that may be a page or JSON (a page's 404, which a path naming
 * nothing answers as JSON before any handler) is a page when the handler answers it.
 */
type JsonOf<R> = R extends { readonly content: { readonly 'text/html': infer H } }
  ? H
  : R extends { readonly content: { readonly 'application/json': infer B } }
    ? B | WrittenJson<B>
    : R extends { readonly content: { readonly 'text/calendar': infer C } }
      ? C
      : R extends { readonly content: { readonly 'application/pdf': unknown } }
        ? Uint8Array
        : null;

/** A successful answer of `Op`: one of its 2xx statuses, a 303, or an HTML page, with that status's body. */
export type Success<Op extends OperationId> = {
  readonly [S in SuccessStatus<Op>]: {
    readonly status: S;
    readonly body: JsonOf<Responses<Op>[S]>;
    readonly headers?: AnswerHeaders;
  };
}[SuccessStatus<Op>];

/** An answer's headers: a header sent more than once (Set-Cookie) as the list of its values. */
export type AnswerHeaders = Readonly<Record<string, string | readonly string[]>>;

/** A successful answer, once its operation no longer matters. */
export interface Answer {
  readonly status: number;
  readonly body: unknown;
  readonly headers?: AnswerHeaders;
}

export interface ContractRoute {
  readonly operationId: OperationId;
  handle(
    request: DecodedRequest,
    language: Language,
    credentials: RequestCredentials,
    raw: RawInput,
  ): ResultAsync<Answer, ApplicationError>;
}

/**
 * A route for the contract's operation `operationId`. The request was validated against the
 * operation's schemas before `handle` sees it, which is what makes its typed view sound.
 */
export function contractRoute<Op extends OperationId>(
  operationId: Op,
  handle: (input: OperationInput<Op>) => ResultAsync<Success<Op>, ApplicationError>,
): ContractRoute {
  return {
    operationId,
    handle: (request, language, credentials, raw) =>
      handle({
        path: request.path as OperationInput<Op>['path'],
        query: request.query as OperationInput<Op>['query'],
        header: request.header as OperationInput<Op>['header'],
        body: request.body as OperationInput<Op>['body'],
        bodyLines: request.bodyLines,
        language,
        credentials,
        raw,
      }),
  };
}
