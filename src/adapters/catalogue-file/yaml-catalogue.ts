import { err, ok, type Result } from 'neverthrow';
import {
  isMap,
  isPair,
  isScalar,
  isSeq,
  LineCounter,
  parseDocument,
  stringify,
  visit,
  type Document,
  type Node,
  type YAMLError,
} from 'yaml';
import type { Catalogue } from '#domain/catalogue-file/catalogue';
import type { CatalogueProblem, CataloguePath } from '#domain/catalogue-file/catalogue-problem';
import { validateCatalogue } from '#domain/catalogue-file/validate-catalogue';

// A catalogue file written in YAML (issue 21; docs/adr/0070): parsed into plain data for the
// domain's validation, with the line of each problem's path so a person finds it in the file.
// YAML 1.2's core schema reads the file, so `09:00` stays a time and `2026-12-25` a date as text
// (YAML 1.1 would read them as a number and a timestamp), and `no` stays the word it is.

/**
 * The file is not YAML as a catalogue is written (a bad indentation, an unclosed quote, a key twice
 * in one mapping), or holds what plain data cannot (a tag the core schema does not know, such as
 * `!!js/function` or a local `!tag`), or aliases that would expand past `MAX_ALIAS_COUNT` (ADR 0091).
 */
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

/**
 * How many times the file's aliases may be expanded, all told (the yaml package's `maxAliasCount`):
 * a catalogue repeats hours with a few anchors; nested anchors that multiply ("billion laughs") do not fit.
 */
export const MAX_ALIAS_COUNT = 100;

function syntaxError(offset: number, detail: string, lines: LineCounter): YamlSyntaxError {
  const position = lines.linePos(offset);
  return { _tag: 'YamlSyntaxError', code: 'CATALOGUE.YAML_SYNTAX', line: position.line, column: position.col, detail };
}

const firstLine = (problem: YAMLError) => problem.message.split('\n')[0] ?? problem.message;

/**
 * Errors, and warnings too: the parser warns of a tag it cannot resolve and reads the value as if
 * untagged, which would drop what the writer meant silently.
 */
function syntaxErrors(document: Document.Parsed, lines: LineCounter): YamlSyntaxError[] {
  return [...document.errors, ...document.warnings].map((problem) =>
    syntaxError(problem.pos[0], firstLine(problem), lines),
  );
}

/** Where the file's first alias is: where an expansion past the limit starts. */
function firstAliasAt(document: Document.Parsed): number {
  let offset = 0;
  visit(document, {
    Alias(_, alias) {
      offset = alias.range?.[0] ?? 0;
      return visit.BREAK;
    },
  });
  return offset;
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
  if (document.errors.length > 0 || document.warnings.length > 0) return err(syntaxErrors(document, lines));
  let data: unknown;
  try {
    data = document.toJS({ maxAliasCount: MAX_ALIAS_COUNT }) as unknown;
  } catch (error) {
    // The yaml package throws a ReferenceError ("Excessive alias count …") for an alias bomb.
    if (!(error instanceof ReferenceError)) throw error;
    return err([syntaxError(firstAliasAt(document), error.message, lines)]);
  }
  return ok({
    data,
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
