import { err, ok, type Result } from 'neverthrow';
import { isMap, isPair, isScalar, isSeq, LineCounter, parseDocument, stringify, type Document, type Node } from 'yaml';
import type { Catalogue } from '#domain/catalogue-file/catalogue';
import type { CatalogueProblem, CataloguePath } from '#domain/catalogue-file/catalogue-problem';
import { validateCatalogue } from '#domain/catalogue-file/validate-catalogue';

// A catalogue file written in YAML (issue 21; docs/adr/0070): parsed into plain data for the
// domain's validation, with the line of each problem's path so a person finds it in the file.
// YAML 1.2's core schema reads the file, so `09:00` stays a time and `2026-12-25` a date as text
// (YAML 1.1 would read them as a number and a timestamp), and `no` stays the word it is.

/** The file is not YAML (a bad indentation, an unclosed quote, a key twice in one mapping). */
export interface YamlSyntaxError {
  readonly _tag: 'YamlSyntaxError';
  readonly code: 'CATALOGUE.YAML_SYNTAX';
  /** 1-based, as editors count them. */
  readonly line: number;
  readonly column: number;
  /** The YAML library's own description, for a person fixing the file. */
  readonly detail: string;
}

/** A catalogue problem, with the line of the file it points at (null when the path names nothing in it). */
export type LocatedCatalogueProblem = CatalogueProblem & { readonly line: number | null };

export type CatalogueFileRefusal =
  | { readonly _tag: 'NotYaml'; readonly errors: readonly YamlSyntaxError[] }
  | { readonly _tag: 'InvalidCatalogue'; readonly problems: readonly LocatedCatalogueProblem[] };

/** A parsed YAML file: its plain data and where each path sits in the text. */
export interface ParsedYamlFile {
  readonly data: unknown;
  /** The 1-based line of the deepest node along `path` that the file has; null for none. */
  lineOf(path: CataloguePath): number | null;
}

function syntaxErrors(document: Document.Parsed, lines: LineCounter): YamlSyntaxError[] {
  return document.errors.map((error) => {
    const position = lines.linePos(error.pos[0]);
    return {
      _tag: 'YamlSyntaxError',
      code: 'CATALOGUE.YAML_SYNTAX',
      line: position.line,
      column: position.col,
      detail: error.message.split('\n')[0] ?? error.message,
    };
  });
}

/** The node at one step down from `node`, and where its key is written (for a key of a mapping). */
function step(
  node: unknown,
  segment: string | number,
): { readonly node: unknown; readonly keyAt: number | null } | null {
  if (isSeq(node) && typeof segment === 'number') {
    const item: unknown = node.items[segment];
    return item === undefined ? null : { node: item, keyAt: null };
  }
  if (isMap(node)) {
    const pair = node.items.find((each) => isScalar(each.key) && String(each.key.value) === String(segment));
    if (pair === undefined || !isPair(pair)) return null;
    const key = pair.key as Node | null;
    return { node: pair.value, keyAt: key?.range?.[0] ?? null };
  }
  return null;
}

function startOf(node: unknown): number | null {
  return isMap(node) || isSeq(node) || isScalar(node) ? (node.range?.[0] ?? null) : null;
}

/** Parses YAML text into plain data, or says where it is not YAML. */
export function parseYamlFile(text: string): Result<ParsedYamlFile, readonly YamlSyntaxError[]> {
  const lines = new LineCounter();
  const document = parseDocument(text, { version: '1.2', schema: 'core', lineCounter: lines, uniqueKeys: true });
  if (document.errors.length > 0) return err(syntaxErrors(document, lines));
  return ok({
    data: document.toJS({ maxAliasCount: 100 }) as unknown,
    lineOf: (path) => {
      let node: unknown = document.contents;
      let offset = startOf(node);
      for (const segment of path) {
        const next = step(node, segment);
        if (next === null) break;
        node = next.node;
        offset = next.keyAt ?? startOf(node) ?? offset;
      }
      return offset === null ? null : lines.linePos(offset).line;
    },
  });
}

/** Plain data as a YAML file that `parseYamlFile` reads back as the same data (YAML 1.2, as it reads). */
export function writeYamlFile(data: unknown): string {
  return stringify(data, { version: '1.2', lineWidth: 0 });
}

/** A catalogue from a YAML file's text: valid, or every problem with its line. */
export function readCatalogueYaml(text: string): Result<Catalogue, CatalogueFileRefusal> {
  return parseYamlFile(text)
    .mapErr((errors): CatalogueFileRefusal => ({ _tag: 'NotYaml', errors }))
    .andThen((file) =>
      validateCatalogue(file.data).mapErr((problems): CatalogueFileRefusal => ({
        _tag: 'InvalidCatalogue',
        problems: problems.map((problem) => ({ ...problem, line: file.lineOf(problem.path) })),
      })),
    );
}
