import type { Catalogue } from './catalogue';
import type { CatalogueProblem } from './catalogue-problem';
import { duplicateKeys, unknownReference } from './catalogue-rule-problems';

// The rules of a catalogue file's consent forms (issue 32; docs/adr/0115), each problem at its path
// in the file: unique keys, and the forms a service names are forms the file has, each named once.
// A title is one line and a body any text in Markdown, by the schema and the plain-text rule.

/** Every rule the file's consent forms, and the services naming them, break, in the file's order. */
export function consentFormProblems(catalogue: Catalogue): CatalogueProblem[] {
  const forms = new Set(catalogue.consent_forms.map((form) => form.slug));
  return [
    ...duplicateKeys('consentForm', catalogue.consent_forms, (form) => form.slug, ['consent_forms'], 'slug'),
    ...catalogue.services.flatMap((service, position) => {
      const base = ['services', position, 'consent_forms'];
      return [
        ...service.consent_forms.flatMap((form, at) =>
          forms.has(form) ? [] : [unknownReference([...base, at], 'consentForm', form)],
        ),
        ...duplicateKeys('consentForm', service.consent_forms, (form) => form, base, null),
      ];
    }),
  ];
}
