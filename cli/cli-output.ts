import Table from 'cli-table3';
import type { FieldError } from '../src/domain/validation/field-error';
import type { CliFailure } from './exit-codes';
import type { Locale, Messages } from './cli-messages';

// What the CLI writes: readable tables by default, one JSON document with `--json` (docs/cli.md
// lists each command's shape), and failures on stderr with the API's message and every field at
// fault, as text or, with `--json`, as `{ "error": … }`.

export interface Writer {
  write(text: string): void;
}

/** Writes the field messages of input refused before it was sent, in a language. */
export type DescribeFieldError = (error: FieldError, locale: Locale) => string;

export function table(head: readonly string[], rows: readonly (readonly (string | number | null)[])[]): string {
  const output = new Table({ head: [...head], style: { head: [], border: [] } });
  for (const row of rows) output.push(row.map((cell) => (cell === null ? '' : String(cell))));
  return `${output.toString()}\n`;
}

export function json(value: unknown): string {
  return `${JSON.stringify(value, null, 2)}\n`;
}

/** A failure as the `--json` error document names it: stable keys, the API's code and each field at fault. */
export interface ErrorDocument {
  readonly error: {
    readonly kind: 'refused' | 'unreachable' | 'misbehaved' | 'invalid' | 'usage';
    readonly status: number | null;
    readonly code: string;
    readonly message: string;
    readonly fields: readonly { readonly field: string; readonly messages: readonly string[] }[];
  };
}

export function errorDocument(failure: CliFailure, messages: Messages, describe: (error: FieldError) => string): ErrorDocument {
  switch (failure._tag) {
    case 'ApiRefusal':
      return { error: { kind: 'refused', status: failure.status, code: failure.code, message: failure.message, fields: failure.attributes } };
    case 'ApiUnreachable':
      return { error: { kind: 'unreachable', status: null, code: failure.reason === 'timeout' ? 'API.TIMEOUT' : 'API.UNREACHABLE', message: failure.message, fields: [] } };
    case 'ApiMisbehaved':
      return { error: { kind: 'misbehaved', status: failure.status, code: 'API.MISBEHAVED', message: failure.message, fields: [] } };
    case 'InputInvalid': {
      const fields = failure.fields.map((fault) => ({ field: fault.field, messages: [describe(fault.error)] }));
      const message = fields.map((fault) => `${fault.field} ${fault.messages.join('; ')}`).join('; ');
      return { error: { kind: 'invalid', status: null, code: failure.code, message, fields } };
    }
    case 'Unreadable':
      return { error: { kind: 'invalid', status: null, code: failure.code, message: messages.unreadableLine, fields: [] } };
    default:
      return failure satisfies never;
  }
}

/** The error document as text: the message and code, then one line per field at fault. */
export function errorText(document: ErrorDocument, messages: Messages): string {
  const { error } = document;
  const lines = [`${messages.error}: ${error.message} (${error.code}${error.status === null ? '' : `, ${String(error.status)}`})`];
  for (const fault of error.fields) lines.push(`  ${fault.field}: ${fault.messages.join('; ')}`);
  return `${lines.join('\n')}\n`;
}
