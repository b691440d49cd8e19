import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { MULTI_LINE_KEYS } from './catalogue';
import { anyValidCatalogueInput } from './catalogue.arbitraries';
import type { CataloguePath } from './catalogue-problem';
import { validateCatalogue } from './validate-catalogue';

// Every text of a catalogue file is plain text (issue 29 §5; ADR 0050, ADR 0091): a control
// character in any of them is a problem at its path, and a tab or line break too unless the text
// is one of several lines.

/** Every text of a parsed file, with its path. */
function textsOf(value: unknown, path: CataloguePath = []): { readonly path: CataloguePath; readonly text: string }[] {
  if (typeof value === 'string') return [{ path, text: value }];
  if (Array.isArray(value)) return value.flatMap((each: unknown, index) => textsOf(each, [...path, index]));
  if (typeof value === 'object' && value !== null)
    return Object.entries(value).flatMap(([key, each]) => textsOf(each, [...path, key]));
  return [];
}

/** `value` with `replacement` at `path`. */
function withValue(value: unknown, path: CataloguePath, replacement: unknown): unknown {
  const [segment, ...rest] = path;
  if (segment === undefined) return replacement;
  if (Array.isArray(value))
    return value.map((each: unknown, index) => (index === segment ? withValue(each, rest, replacement) : each));
  const object = value as Readonly<Record<string, unknown>>;
  return { ...object, [segment]: withValue(object[segment], rest, replacement) };
}

const anyFileAndText = anyValidCatalogueInput
  .filter((input) => textsOf(input).length > 0)
  .chain((input) => fc.record({ input: fc.constant(input), at: fc.constantFrom(...textsOf(input)) }));

const anyControl = fc.constantFrom('\u0000', '\u0007', '\u001b', '\u007f', '\u0001', '\u001f');
const anyLineBreak = fc.constantFrom('\n', '\r\n', '\t');

const problemsAt = (input: unknown, path: CataloguePath) =>
  validateCatalogue(input).match(
    () => [],
    (problems) => problems.filter((problem) => JSON.stringify(problem.path) === JSON.stringify(path)),
  );

describe('a catalogue file’s texts (issue 29 §5)', () => {
  it('refuses a control character in any text of a file, naming its path', () => {
    fc.assert(
      fc.property(anyFileAndText, anyControl, ({ input, at }, control) => {
        const spoilt = withValue(input, at.path, `${at.text}${control}x`);
        expect(problemsAt(spoilt, at.path)).toContainEqual(
          expect.objectContaining({ _tag: 'NotPlainText', flaw: 'controlCharacter' }),
        );
      }),
    );
  });

  it('refuses a tab or line break in a text of one line, and keeps it in a description, a biography or the preset notes', () => {
    fc.assert(
      fc.property(anyFileAndText, anyLineBreak, ({ input, at }, lineBreak) => {
        const spoilt = withValue(input, at.path, `${at.text}${lineBreak}x`);
        const last = at.path.at(-1);
        const refusals = problemsAt(spoilt, at.path).filter((problem) => problem._tag === 'NotPlainText');
        if (typeof last === 'string' && MULTI_LINE_KEYS.has(last)) expect(refusals).toEqual([]);
        else expect(refusals).toContainEqual(expect.objectContaining({ flaw: 'lineBreak' }));
      }),
    );
  });

  it('refuses a control character under a key the file does not have, as well as the key', () => {
    const problems = validateCatalogue({
      version: 1,
      company: { note: 'n\u0000ul' },
      locations: [],
    })._unsafeUnwrapErr();
    expect(problems).toContainEqual(expect.objectContaining({ _tag: 'NotPlainText', path: ['company', 'note'] }));
  });

  it('walks a file nested far deeper than any of its texts without exhausting the stack', () => {
    let deep: unknown = 'n\u0000ul';
    for (let level = 0; level < 100_000; level += 1) deep = [deep];
    expect(validateCatalogue({ version: 1, company: { deep }, locations: [] }).isErr()).toBe(true);
  });
});
