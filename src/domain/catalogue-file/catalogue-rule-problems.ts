import type { CatalogueEntityKind, CatalogueProblem, CataloguePath } from './catalogue-problem';

// The problems every section of a catalogue file can have (issue 21; docs/adr/0070): a key used
// twice, and a reference to a key the file does not have.

/** Each entity of `list` whose key an earlier one already has, named at its path with the first one's. */
export function duplicateKeys<T>(
  kind: CatalogueEntityKind,
  list: readonly T[],
  keyOf: (each: T) => string | null,
  base: CataloguePath,
  field: string | null,
): CatalogueProblem[] {
  const first = new Map<string, number>();
  const problems: CatalogueProblem[] = [];
  const at = (index: number): CataloguePath => (field === null ? [...base, index] : [...base, index, field]);
  list.forEach((each, index) => {
    const key = keyOf(each);
    // An entity without a key (in a file whose shape failed) has none to repeat.
    if (key === null) return;
    const seen = first.get(key);
    if (seen === undefined) first.set(key, index);
    else
      problems.push({
        _tag: 'DuplicateKey',
        code: 'CATALOGUE.DUPLICATE_KEY',
        path: at(index),
        kind,
        key,
        firstPath: at(seen),
      });
  });
  return problems;
}

/** A reference to an entity of `kind` the file does not have. */
export function unknownReference(path: CataloguePath, kind: CatalogueEntityKind, key: string): CatalogueProblem {
  return { _tag: 'UnknownReference', code: 'CATALOGUE.UNKNOWN_REFERENCE', path, kind, key };
}
