import { textFlaw } from '../shared/plain-text';
import { MULTI_LINE_KEYS } from './catalogue';
import type { CatalogueProblem, CataloguePath } from './catalogue-problem';

// Every text of a catalogue file is plain text (ADR 0050, ADR 0091), by the rule every text of a
// request obeys: no NUL or other control character, tabs and line breaks only in a text of several
// lines (a description, a biography, the preset notes). PostgreSQL cannot store a NUL, and the other
// controls hide in logs, terminals and the storefront's pages. The file is walked as parsed, before
// its shape is checked, so that no text escapes the rule because its key is new.

/**
 * How deep the walk goes. The format's deepest text is eight levels down
 * (`professionals[0].works_at[0].other_hours[0].hours[0][0]`); anything deeper is refused by the
 * shape as no key of the file, and walking it would only spend time.
 */
const DEEPEST_TEXT = 16;

/** A problem for every text of `input` that is not plain text, at its path in the file. */
export function plainTextProblems(input: unknown): readonly CatalogueProblem[] {
  const problems: CatalogueProblem[] = [];
  // Walked without recursion: a file nested as deep as its size allows must not exhaust the stack.
  const pending: { readonly value: unknown; readonly path: CataloguePath }[] = [{ value: input, path: [] }];
  for (let next = pending.pop(); next !== undefined; next = pending.pop()) {
    const { value, path } = next;
    if (typeof value === 'string') {
      const last = path.at(-1);
      const flaw = textFlaw(value, typeof last === 'string' && MULTI_LINE_KEYS.has(last) ? 'multiLine' : 'singleLine');
      if (flaw !== null) problems.push({ _tag: 'NotPlainText', code: 'CATALOGUE.NOT_PLAIN_TEXT', path, flaw });
    } else if (path.length < DEEPEST_TEXT && Array.isArray(value)) {
      const items = value as readonly unknown[];
      for (let index = items.length - 1; index >= 0; index -= 1)
        pending.push({ value: items[index], path: [...path, index] });
    } else if (path.length < DEEPEST_TEXT && typeof value === 'object' && value !== null) {
      const entries: readonly (readonly [string, unknown])[] = Object.entries(value);
      for (let index = entries.length - 1; index >= 0; index -= 1) {
        const [key, each] = entries[index] ?? ['', undefined];
        pending.push({ value: each, path: [...path, key] });
      }
    }
  }
  return problems;
}
