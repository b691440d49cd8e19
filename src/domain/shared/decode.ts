import { Result as EffectResult, Schema, SchemaIssue } from 'effect';
import { err, ok, type Result } from 'neverthrow';

/** One reason an untrusted value was refused, with where in the value it sits. */
export interface SchemaIssueAt {
  readonly path: readonly string[];
  readonly message: string;
}

/** Untrusted input did not match its schema; `issues` names every field at fault. */
export interface SchemaViolation {
  readonly _tag: 'SchemaViolation';
  readonly code: 'SCHEMA.INVALID';
  readonly issues: readonly SchemaIssueAt[];
}

const formatIssues = SchemaIssue.makeFormatterStandardSchemaV1();

/**
 * A decoder from unknown input to a trusted domain value, reporting all issues at once. This is
 * the only place effect Schema meets neverthrow: schemas decode at the edge, Results flow inside.
 */
export function decodeWith<S extends Schema.ConstraintDecoder<unknown>>(
  schema: S,
): (input: unknown) => Result<S['Type'], SchemaViolation> {
  const decode = Schema.decodeUnknownResult(schema);
  return (input) => {
    const decoded = decode(input, { errors: 'all' });
    if (EffectResult.isSuccess(decoded)) return ok(decoded.success);
    const issues = formatIssues(decoded.failure.issue).issues.map((issue) => ({
      path: (issue.path ?? []).map((segment) => String(typeof segment === 'object' ? segment.key : segment)),
      message: issue.message,
    }));
    return err({ _tag: 'SchemaViolation', code: 'SCHEMA.INVALID', issues });
  };
}
