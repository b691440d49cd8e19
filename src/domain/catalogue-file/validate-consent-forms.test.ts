import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Catalogue, CatalogueInput } from './catalogue';
import { anyValidCatalogueInput } from './catalogue.arbitraries';
import { canonicalCatalogue, planCatalogue } from './catalogue-changes';
import type { CatalogueProblem } from './catalogue-problem';
import { catalogueDocument, validateCatalogue } from './validate-catalogue';

// Issue 32 "Forms": a company's consent forms in the catalogue file (title, body in Markdown),
// attached to services by their keys (docs/adr/0115).

function clinic(): CatalogueInput {
  return {
    version: 1,
    company: { slug: 'clinica', name: 'Clínica', country: 'cl' },
    locations: [{ slug: 'nunoa', name: 'Ñuñoa', time_zone: 'America/Santiago' }],
    services: [
      { slug: 'blanqueamiento', name: 'Blanqueamiento', duration: 90, consent_forms: ['blanqueamiento', 'datos'] },
      { slug: 'limpieza', name: 'Limpieza', duration: 45 },
    ],
    consent_forms: [
      {
        slug: 'blanqueamiento',
        title: 'Consentimiento informado para blanqueamiento',
        body_markdown: '## Riesgos\n\n- Sensibilidad.\n\nAcepto.',
      },
      { slug: 'datos', title: 'Tratamiento de datos', body_markdown: 'Autorizo el uso de mis datos.' },
    ],
  };
}

const problemsOf = (input: unknown): readonly CatalogueProblem[] =>
  validateCatalogue(input).match(
    () => [],
    (problems) => problems,
  );

const anyCatalogue: fc.Arbitrary<Catalogue> = anyValidCatalogueInput.map((input) =>
  validateCatalogue(input)._unsafeUnwrap(),
);

describe("a catalogue file's consent forms (issue 32)", () => {
  it('keeps each form, its body of several lines, and the forms each service asks for; none by default', () => {
    const catalogue = validateCatalogue(clinic())._unsafeUnwrap();
    expect(catalogue.consent_forms[0]).toEqual({
      slug: 'blanqueamiento',
      title: 'Consentimiento informado para blanqueamiento',
      body_markdown: '## Riesgos\n\n- Sensibilidad.\n\nAcepto.',
    });
    expect(catalogue.services.map((service) => service.consent_forms)).toEqual([['blanqueamiento', 'datos'], []]);
    const { consent_forms: _left, ...without } = clinic();
    expect(validateCatalogue({ ...without, services: [] })._unsafeUnwrap().consent_forms).toEqual([]);
  });

  it('refuses a form the file does not have, a form named twice by a service, and two forms with one key', () => {
    const input = clinic();
    const problems = problemsOf({
      ...input,
      services: [{ slug: 'blanqueamiento', name: 'B', duration: 90, consent_forms: ['datos', 'otro', 'datos'] }],
      consent_forms: [...(input.consent_forms ?? []), { slug: 'datos', title: 'Otra', body_markdown: 'x' }],
    });
    expect(problems).toEqual([
      expect.objectContaining({ _tag: 'DuplicateKey', kind: 'consentForm', path: ['consent_forms', 2, 'slug'] }),
      expect.objectContaining({
        _tag: 'UnknownReference',
        kind: 'consentForm',
        path: ['services', 0, 'consent_forms', 1],
      }),
      expect.objectContaining({ _tag: 'DuplicateKey', path: ['services', 0, 'consent_forms', 2] }),
    ]);
  });

  it('refuses an empty body, a title of two lines, and reports a misspelt form with shape problems', () => {
    const input = clinic();
    const [first, second] = input.consent_forms ?? [];
    expect(
      problemsOf({
        ...input,
        consent_forms: [
          { ...first, body_markdown: '' },
          { ...second, title: 'Dos\nlíneas' },
        ],
      }).map((problem) => [problem._tag, problem.path.join('.')]),
    ).toEqual([
      ['NotPlainText', 'consent_forms.1.title'],
      ['ShapeProblem', 'consent_forms.0.body_markdown'],
    ]);
    expect(
      problemsOf({
        ...input,
        services: [{ slug: 's', name: 'S', duration: 5, consent_forms: ['nada'] }],
        locations: 1,
      }),
    ).toContainEqual(expect.objectContaining({ _tag: 'UnknownReference', path: ['services', 0, 'consent_forms', 0] }));
  });

  it('exports every catalogue with its forms back to a file that validates to the same catalogue', () => {
    fc.assert(
      fc.property(anyCatalogue, (catalogue) => {
        expect(validateCatalogue(catalogueDocument(catalogue))._unsafeUnwrap()).toEqual(catalogue);
      }),
    );
  });

  it("plans a changed body as one field of one form, a dropped form as retired, and a service's forms in any order as the same", () => {
    const catalogue = validateCatalogue(clinic())._unsafeUnwrap();
    const [form, other] = catalogue.consent_forms;
    if (form === undefined || other === undefined) throw new Error('The clinic has two forms');
    const body_markdown = `${form.body_markdown}\n`;
    expect(planCatalogue(catalogue, { ...catalogue, consent_forms: [{ ...form, body_markdown }, other] })).toEqual([
      {
        kind: 'update',
        section: 'consent_forms',
        key: 'blanqueamiento',
        fields: [{ field: 'body_markdown', from: form.body_markdown, to: body_markdown }],
      },
    ]);
    const reordered = {
      ...catalogue,
      services: catalogue.services.map((service) => ({
        ...service,
        consent_forms: [...service.consent_forms].reverse(),
      })),
    };
    expect(planCatalogue(catalogue, reordered)).toEqual([]);
    expect(canonicalCatalogue(reordered).services[0]?.consent_forms).toEqual(['blanqueamiento', 'datos']);
    const dropped = {
      ...catalogue,
      services: catalogue.services.map((service) => ({ ...service, consent_forms: ['blanqueamiento'] })),
      consent_forms: [form],
    };
    expect(planCatalogue(catalogue, dropped)).toEqual(
      expect.arrayContaining([{ kind: 'retire', section: 'consent_forms', key: 'datos' }]),
    );
  });
});
