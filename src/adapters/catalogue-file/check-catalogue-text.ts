import { catalogueProblemLine, yamlSyntaxLine } from '#i18n/catalogue';
import type { Language } from '#i18n/languages';
import { parseYamlFile, readCatalogueYaml } from './yaml-catalogue';

// A catalogue file's text checked where it is written (the CLI, before sending it; docs/adr/0077):
// the plain data to send, or every problem as a line naming where it is in the file.

export type CheckedCatalogueText =
  | { readonly _tag: 'Read'; readonly document: unknown }
  | { readonly _tag: 'Unreadable'; readonly problems: readonly string[] };

export function checkCatalogueText(text: string, language: Language): CheckedCatalogueText {
  const checked = readCatalogueYaml(text);
  if (checked.isErr()) {
    const refusal = checked.error;
    return {
      _tag: 'Unreadable',
      problems:
        refusal._tag === 'NotYaml'
          ? refusal.errors.map((error) => yamlSyntaxLine(error, language))
          : refusal.problems.map(
              (problem) =>
                `${problem.line === null ? '' : `${String(problem.line)}: `}${catalogueProblemLine(problem, language)}`,
            ),
    };
  }
  // The file as written (defaults left out), as the server validates it again.
  return { _tag: 'Read', document: parseYamlFile(text)._unsafeUnwrap().data };
}
