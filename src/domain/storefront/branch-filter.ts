import { foldedText } from '../shared/folded-text';

// The branch list's search (storefront §2 "branch list with search/filter (count of filtered vs
// total, no-branch-found, see all branches)"; docs/adr/0033): the company's branches in the
// route's country, narrowed to those whose name or address holds the text typed, compared folded as
// the services list compares (docs/adr/0029). Branch names are short ("Ñuñoa"), so unlike the
// services list's, the search applies from the first letter; a blank box shows every branch.

/** What a search matches a branch by. */
export interface SearchableBranch {
  readonly locationName: string;
  readonly address: string | null;
  readonly countryCode: string;
}

/** The branches in `country` (a route's two lower-case letters), in their order. */
export function branchesIn<Branch extends SearchableBranch>(
  branches: readonly Branch[],
  country: string,
): readonly Branch[] {
  return branches.filter((branch) => branch.countryCode.toLowerCase() === country.toLowerCase());
}

/** The term a search box's text searches for — trimmed and folded — or null while it is blank. */
export function branchSearchTerm(text: string): string | null {
  const trimmed = text.trim();
  return trimmed === '' ? null : foldedText(trimmed);
}

/** The branches whose name or address holds the text, whatever its case and accents, in their order; all of them for a blank text. */
export function filterBranches<Branch extends SearchableBranch>(
  branches: readonly Branch[],
  text: string,
): readonly Branch[] {
  const term = branchSearchTerm(text);
  if (term === null) return branches;
  return branches.filter(
    (branch) =>
      foldedText(branch.locationName).includes(term) ||
      (branch.address !== null && foldedText(branch.address).includes(term)),
  );
}
