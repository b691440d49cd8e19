import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  ALL_CATEGORIES,
  chooseCategory,
  expandsByDefault,
  filterCatalogue,
  isSearching,
  searchTerm,
  typeSearch,
  UNFILTERED,
  type CatalogueFilter,
  type Searchable,
} from './catalogue-filter';

interface Category {
  readonly id: number;
  readonly name: string;
  readonly services: readonly Searchable[];
}

const same = (entry: Searchable): Searchable => entry;

/** Whether `term` (folded) occurs in the service's name or description, folded as a search term is. */
function mentions(service: Searchable, term: string): boolean {
  // Each text padded so it is long enough to count as a search; the padding is in no term.
  return [service.name, service.description].some((text) => searchTerm(`${text}_____`)?.includes(term) === true);
}

const hair: Category = {
  id: 3,
  name: 'Peluquería',
  services: [
    { name: 'Corte de pelo mujer', description: 'Lavado, corte y secado' },
    { name: 'Peinado', description: 'Peinado para eventos' },
  ],
};
const nails: Category = {
  id: 7,
  name: 'Manicura',
  services: [{ name: 'Manicura clásica', description: 'Limado y esmaltado' }],
};
const catalogue = [hair, nails];

const anyText = fc.string({ unit: fc.constantFrom('a', 'á', 'B', 'e', 'É', 'n', 'ñ', ' ', 'o', 'z'), maxLength: 12 });
const anyCategories: fc.Arbitrary<readonly Category[]> = fc.uniqueArray(
  fc.record({
    id: fc.integer({ min: 1, max: 40 }),
    name: anyText,
    services: fc.array(fc.record({ name: anyText, description: anyText }), { maxLength: 5 }),
  }),
  { selector: (category) => category.id, maxLength: 6 },
);
const anyFilter: fc.Arbitrary<CatalogueFilter> = fc.record({
  categoryId: fc.oneof(fc.constant(ALL_CATEGORIES), fc.integer({ min: 1, max: 40 })),
  text: anyText,
});

describe('narrowing a location’s services list (storefront §4 Storefront service selection)', () => {
  it('shows every category and service, in order, with nothing chosen or typed', () => {
    fc.assert(
      fc.property(anyCategories, (categories) => {
        expect(filterCatalogue(categories, UNFILTERED, same)).toEqual(
          categories.filter((category) => category.services.length > 0),
        );
      }),
    );
  });

  it('toggles a category chip: choosing it shows only it, choosing it again shows all; "all" is id 0', () => {
    const chosen = chooseCategory(UNFILTERED, nails.id);
    expect(filterCatalogue(catalogue, chosen, same)).toEqual([nails]);
    expect(chooseCategory(chosen, nails.id)).toEqual(UNFILTERED);
    expect(chooseCategory(chosen, hair.id).categoryId).toBe(hair.id);
    expect(chooseCategory(chosen, ALL_CATEGORIES)).toEqual(UNFILTERED);
    fc.assert(
      fc.property(anyFilter, fc.integer({ min: 0, max: 40 }), (filter, id) => {
        expect(chooseCategory(chooseCategory(filter, id), id).categoryId).toBe(
          filter.categoryId === id ? id : ALL_CATEGORIES,
        );
      }),
    );
  });

  it('searches only once the text is longer than 4 characters, ignoring the spaces around it', () => {
    expect(isSearching(typeSearch(UNFILTERED, 'Pein'))).toBe(false);
    expect(filterCatalogue(catalogue, typeSearch(UNFILTERED, '  Pein '), same)).toEqual(catalogue);
    expect(filterCatalogue(catalogue, typeSearch(UNFILTERED, 'Peina'), same)).toEqual([
      { ...hair, services: [hair.services[1]] },
    ]);
    expect(isSearching(typeSearch(typeSearch(UNFILTERED, 'Peina'), ''))).toBe(false);
  });

  it('finds a service by its name or its description, whatever the case and accents typed', () => {
    expect(filterCatalogue(catalogue, typeSearch(UNFILTERED, 'ESMALTADO'), same)).toEqual([nails]);
    expect(filterCatalogue(catalogue, typeSearch(UNFILTERED, 'clasica'), same)).toEqual([nails]);
    expect(filterCatalogue(catalogue, typeSearch(UNFILTERED, 'lávado'), same)).toEqual([
      { ...hair, services: [hair.services[0]] },
    ]);
    expect(searchTerm('Peluquería')).toBe(searchTerm('PELUQUERIA'));
  });

  it('leaves out the categories a search empties, and shows nothing when nothing matches', () => {
    expect(filterCatalogue(catalogue, typeSearch(UNFILTERED, 'masaje'), same)).toEqual([]);
    expect(filterCatalogue(catalogue, { categoryId: nails.id, text: 'Peinado' }, same)).toEqual([]);
  });

  it('only ever narrows: what a filter shows is in the catalogue, in its order, and matches the filter', () => {
    fc.assert(
      fc.property(anyCategories, anyFilter, (categories, filter) => {
        const shown = filterCatalogue(categories, filter, same);
        const term = searchTerm(filter.text);
        const ids = categories.map((category) => category.id);
        expect(shown.map((category) => ids.indexOf(category.id))).toEqual(
          [...shown.map((category) => ids.indexOf(category.id))].sort((a, b) => a - b),
        );
        for (const category of shown) {
          const original = categories.find((candidate) => candidate.id === category.id);
          expect(original).toBeDefined();
          expect(category.services.length).toBeGreaterThan(0);
          expect(original?.services.filter((service) => category.services.includes(service))).toEqual(
            category.services,
          );
          if (filter.categoryId !== ALL_CATEGORIES) expect(category.id).toBe(filter.categoryId);
          for (const service of category.services) {
            if (term !== null) expect(mentions(service, term)).toBe(true);
          }
        }
      }),
    );
  });

  it('starts the categories expanded when only one shows, or at most 3 with at most 2 services each', () => {
    const category = (id: number, services: number): Category => ({
      id,
      name: String(id),
      services: Array.from({ length: services }, (_, index) => ({ name: `s${String(index)}`, description: '' })),
    });
    expect(expandsByDefault([category(1, 9)])).toBe(true);
    expect(expandsByDefault([category(1, 2), category(2, 2), category(3, 1)])).toBe(true);
    expect(expandsByDefault([category(1, 2), category(2, 3)])).toBe(false);
    expect(expandsByDefault([category(1, 1), category(2, 1), category(3, 1), category(4, 1)])).toBe(false);
    expect(expandsByDefault(catalogue)).toBe(true);
  });
});
