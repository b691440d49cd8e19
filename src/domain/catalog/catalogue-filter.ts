import { foldedText } from '../shared/folded-text';

// How a location page narrows its services list (storefront §4 "Storefront service selection"): a
// category chip, 'all' being id 0, which selecting again toggles off; a search over name and
// description that applies once the text is longer than 4 characters, an empty box resetting it;
// and whether the categories shown start expanded — when there is only one, or at most 3 with at
// most 2 services each. Searching ignores case and accents (docs/adr/0029): "peluqueria" finds
// "Peluquería".

/** The 'all' chip's category id. */
export const ALL_CATEGORIES = 0;

/** A search text applies once it is longer than this (trimmed). */
export const SEARCH_APPLIES_ABOVE = 4;

/** Categories start expanded when at most this many are shown… */
export const AUTO_EXPAND_MAX_CATEGORIES = 3;
/** …each with at most this many services (or when only one is shown). */
export const AUTO_EXPAND_MAX_SERVICES = 2;

export interface CatalogueFilter {
  /** The chosen category; ALL_CATEGORIES for every one. */
  readonly categoryId: number;
  /** The search box's text as typed. */
  readonly text: string;
}

export const UNFILTERED: CatalogueFilter = { categoryId: ALL_CATEGORIES, text: '' };

/** What a search matches a service by. */
export interface Searchable {
  readonly name: string;
  readonly description: string;
}

export interface CategoryOf<Entry> {
  readonly id: number;
  readonly services: readonly Entry[];
}

/** Selecting a chip: the category, or every category when it was the one chosen already (or is 'all'). */
export function chooseCategory(filter: CatalogueFilter, categoryId: number): CatalogueFilter {
  return { ...filter, categoryId: categoryId === filter.categoryId ? ALL_CATEGORIES : categoryId };
}

/** The search box's new text; an empty box resets the search. */
export function typeSearch(filter: CatalogueFilter, text: string): CatalogueFilter {
  return { ...filter, text };
}

/** The term a text searches for — trimmed and folded — or null while it is too short to apply. */
export function searchTerm(text: string): string | null {
  const trimmed = text.trim();
  return trimmed.length > SEARCH_APPLIES_ABOVE ? foldedText(trimmed) : null;
}

/** Whether the search applies at all: false while the text is empty or too short. */
export function isSearching(filter: CatalogueFilter): boolean {
  return searchTerm(filter.text) !== null;
}

function matches(term: string | null, service: Searchable): boolean {
  return term === null || foldedText(service.name).includes(term) || foldedText(service.description).includes(term);
}

/**
 * The categories `filter` shows, in their order, each with the services it shows in theirs; a
 * category left without services is left out. `searchable` reads an entry's name and description.
 */
export function filterCatalogue<Entry, Category extends CategoryOf<Entry>>(
  categories: readonly Category[],
  filter: CatalogueFilter,
  searchable: (entry: Entry) => Searchable,
): readonly Category[] {
  const term = searchTerm(filter.text);
  return categories
    .filter((category) => filter.categoryId === ALL_CATEGORIES || category.id === filter.categoryId)
    .map((category) => ({
      ...category,
      services: category.services.filter((entry) => matches(term, searchable(entry))),
    }))
    .filter((category) => category.services.length > 0);
}

/** Whether the categories shown start expanded: only one, or at most 3 with at most 2 services each. */
export function expandsByDefault(shown: readonly CategoryOf<unknown>[]): boolean {
  return (
    shown.length === 1 ||
    (shown.length <= AUTO_EXPAND_MAX_CATEGORIES &&
      shown.every((category) => category.services.length <= AUTO_EXPAND_MAX_SERVICES))
  );
}
