import { err, ok, type Result } from 'neverthrow';
import type { SchemaIssueAt, SchemaViolation } from './decode';

// Hand-checked decoders (ADR 0072): the domain's rules for the few values the storefront's first
// page decodes — a location's services and its company's currency format — written as plain
// predicates, so that the first page's JavaScript needs no schema library. They report like
// decodeWith (every field at fault, with its path), keep only the fields they know, and are the
// one place each of those rules is written: where an effect Schema of the same value is needed
// (the server's schemas), it is built from the same predicates (`refinedBy`).

/** The rule of the domain's ids (a booking's, a company's, a location's): a positive integer. */
export function isPositiveInteger(value: unknown): value is number {
  return Number.isSafeInteger(value) && (value as number) > 0;
}

/**
 * Where a value is in the input, innermost key last, as a chain written only when an issue is: a
 * location page checks some thousands of fields, and an array per field was most of its garbage.
 */
export type CheckedPath = { readonly outer: CheckedPath; readonly key: string } | null;

function keysOf(path: CheckedPath): string[] {
  const keys: string[] = [];
  for (let at = path; at !== null; at = at.outer) keys.push(at.key);
  return keys.reverse();
}

/** Reads `input` into a T, writing an issue for every field at fault; the T is read only when none were written. */
export type Checked<T> = (input: unknown, path: CheckedPath, issues: SchemaIssueAt[]) => T;

/** Any value, unread: a field that must be there in some form no rule looks into. */
export const checkedUnknown: Checked<unknown> = (input) => input;

/** A predicate with the words a refusal uses: "Expected <expected>, got <value>". */
export interface Rule<T> {
  readonly test: (value: T) => boolean;
  readonly expected: string;
}

export const greaterThanZero: Rule<number> = { test: (value) => value > 0, expected: 'a value greater than 0' };
export const notNegative: Rule<number> = {
  test: (value) => value >= 0,
  expected: 'a value greater than or equal to 0',
};

function shown(value: unknown): string {
  if (typeof value === 'string') return JSON.stringify(value);
  if (value === null || typeof value !== 'object') return String(value);
  return Array.isArray(value) ? 'an array' : 'an object';
}

function refuse(issues: SchemaIssueAt[], path: CheckedPath, expected: string, value: unknown): void {
  issues.push({ path: keysOf(path), message: `Expected ${expected}, got ${shown(value)}` });
}

function primitive<T>(isT: (input: unknown) => input is T, expected: string): Checked<T> {
  return (input, path, issues) => {
    if (!isT(input)) refuse(issues, path, expected, input);
    return input as T;
  };
}

export const checkedString: Checked<string> = primitive(
  (input): input is string => typeof input === 'string',
  'string',
);
export const checkedNumber: Checked<number> = primitive(
  (input): input is number => typeof input === 'number' && !Number.isNaN(input),
  'number',
);
export const checkedInteger: Checked<number> = primitive(
  (input): input is number => Number.isSafeInteger(input),
  'an integer',
);
export const checkedBoolean: Checked<boolean> = primitive(
  (input): input is boolean => typeof input === 'boolean',
  'boolean',
);

/** `base`, refused when it fails a rule (each rule is tested only once `base` passed). */
export function refinedBy<T, R extends T = T>(base: Checked<T>, ...rules: readonly Rule<T>[]): Checked<R> {
  return (input, path, issues) => {
    const before = issues.length;
    const value = base(input, path, issues);
    if (issues.length === before) {
      const failed = rules.find((rule) => !rule.test(value));
      if (failed !== undefined) refuse(issues, path, failed.expected, input);
    }
    return value as R;
  };
}

export function nullOr<T>(checked: Checked<T>): Checked<T | null> {
  return (input, path, issues) => (input === null ? null : checked(input, path, issues));
}

export function arrayOf<T>(checked: Checked<T>): Checked<readonly T[]> {
  return (input, path, issues) => {
    if (!Array.isArray(input)) {
      refuse(issues, path, 'array', input);
      return [];
    }
    const items = new Array<T>(input.length);
    for (let index = 0; index < input.length; index++)
      items[index] = checked(input[index], { outer: path, key: String(index) }, issues);
    return items;
  };
}

type CheckedFields<T> = { readonly [K in keyof T]: Checked<T[K]> };

/**
 * An object with exactly the fields `fields` names (others are dropped), each checked in turn;
 * then, once every field passed, the whole object's rules, the first failing one reported.
 */
export function struct<T extends object>(fields: CheckedFields<T>, ...rules: readonly Rule<T>[]): Checked<T> {
  const entries = Object.entries<Checked<unknown>>(fields);
  return (input, path, issues) => {
    if (typeof input !== 'object' || input === null || Array.isArray(input)) {
      refuse(issues, path, 'object', input);
      return input as T;
    }
    const before = issues.length;
    const record = input as Readonly<Record<string, unknown>>;
    const value: Record<string, unknown> = {};
    for (const [key, checked] of entries) value[key] = checked(record[key], { outer: path, key }, issues);
    if (issues.length === before) {
      const failed = rules.find((rule) => !rule.test(value as T));
      if (failed !== undefined) issues.push({ path: keysOf(path), message: `Expected ${failed.expected}` });
    }
    return value as T;
  };
}

/** A decoder from unknown input to a T, reporting every field at fault (as decodeWith does). */
export function decodeChecked<T>(checked: Checked<T>): (input: unknown) => Result<T, SchemaViolation> {
  return (input) => {
    const issues: SchemaIssueAt[] = [];
    const value = checked(input, null, issues);
    return issues.length === 0 ? ok(value) : err({ _tag: 'SchemaViolation', code: 'SCHEMA.INVALID', issues });
  };
}
