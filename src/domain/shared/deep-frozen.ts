// A value frozen through and through, so that it may be shared: a weekly schedule shared by the
// agendas (sql-agenda.ts).

/** `value` frozen, and every object and array inside it; what is frozen already is left as it is. */
export function deepFrozen<T>(value: T): T {
  if (typeof value === 'object' && value !== null && !Object.isFrozen(value)) {
    for (const inner of Object.values(value)) deepFrozen(inner);
    Object.freeze(value);
  }
  return value;
}
