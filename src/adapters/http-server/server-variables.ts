import { Effect, Predicate, Schema, SchemaGetter, SchemaIssue } from 'effect';
import { err, ok, type Result } from 'neverthrow';

// The building blocks of the environment's schema (server-environment.ts; docs/adr/0100): the
// environment as a record of texts, a setting decoded from it with every problem named in the
// operator's words, and the readers of the variables' common shapes.

/** The process's environment: each variable's text, or undefined when it is not set. */
export type Environment = Readonly<Record<string, string | undefined>>;

/**
 * The environment as the schema takes it: the object itself, unread and uncopied, so that each
 * setting looks up only the variables it reads (tools/deploy's test lists them by watching).
 */
export const EnvironmentRecord = Schema.declare<Environment>(
  (input): input is Environment => typeof input === 'object' && input !== null,
);

/** The configuration is read from the environment, never written back to it. */
const notWritten = SchemaGetter.forbidden<Environment, unknown>(() => 'the configuration is never written back');

/**
 * A setting decoded from the environment by `read`, which pushes each problem it finds onto
 * `problems` in the words the operator reads; the setting fails with all of them, in order.
 */
export function setting<T>(read: (env: Environment, problems: string[]) => T) {
  return EnvironmentRecord.pipe(
    Schema.decodeTo(
      // Whatever the reader made is the setting's value: the reader is the only source of its type.
      Schema.declare<T>(Predicate.isUnknown as (input: unknown) => input is T),
      {
        decode: SchemaGetter.transformEffect((env: Environment) => {
          const problems: string[] = [];
          const value = read(env, problems);
          const [first, ...rest] = problems.map((message) => new SchemaIssue.InvalidValue({ message }));
          if (first === undefined) return Effect.succeed(value);
          return Effect.fail(
            rest.length === 0 ? first : new SchemaIssue.Composite(EnvironmentRecord.ast, [first, ...rest], env),
          );
        }),
        encode: notWritten,
      },
    ),
  );
}

/** The variable's text, or null when it is not set or empty. */
export const text = (env: Environment, name: string): string | null =>
  env[name] === undefined || env[name] === '' ? null : env[name];

/** A yes/no variable: true or 1, false or 0; undefined when not set. */
export function flag(value: string | undefined, name: string): Result<boolean | undefined, string> {
  if (value === undefined || value === '') return ok(undefined);
  if (value === 'true' || value === '1') return ok(true);
  if (value === 'false' || value === '0') return ok(false);
  return err(`${name} must be true or false, not ${JSON.stringify(value)}`);
}

/** An http(s) origin and nothing more: scheme, host and optional port, no path, query or wildcard. */
export function isWebOrigin(candidate: string): boolean {
  try {
    const url = new URL(candidate);
    return (url.protocol === 'https:' || url.protocol === 'http:') && url.origin === candidate.replace(/\/$/, '');
  } catch {
    return false;
  }
}

/** A whole number from `min` to `max` in `name`, `fallback` when not set. */
export function wholeNumber(
  env: Environment,
  name: string,
  range: { readonly min: number; readonly max: number; readonly fallback: number },
  problems: string[],
): number {
  const given = env[name] ?? '';
  if (given === '') return range.fallback;
  const value = /^\d{1,9}$/.test(given) ? Number(given) : Number.NaN;
  if (!(value >= range.min && value <= range.max)) {
    problems.push(
      `${name} must be a whole number from ${String(range.min)} to ${String(range.max)}, not ${JSON.stringify(given)}`,
    );
    return range.fallback;
  }
  return value;
}
