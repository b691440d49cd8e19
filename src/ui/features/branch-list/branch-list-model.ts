import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { loadBranchList, type BranchList } from '#application/client-side/catalogue/load-branch-list';
import type { CompanyProfiles } from '#application/ports/client/company-profiles';
import type { LocationDirectory, LocationView } from '#application/ports/client/location-directory';
import { filterBranches } from '#domain/storefront/branch-filter';
import { IDLE, type Loadable } from '../../shared/loadable';

// The branch list's state (storefront §2 `{country}`; docs/adr/0033): the company's list as the use
// case reads it, the search box's text, and the branches the domain's search leaves shown.

export function createBranchListModel(
  ports: { readonly companies: CompanyProfiles; readonly locations: LocationDirectory },
  webAddress: string,
  country: string,
  /** The list read before the first render (shared/first-page.ts): the page starts from it rather than loading. */
  initial?: Loadable<BranchList>,
) {
  const list = signal<Loadable<BranchList>>(initial ?? IDLE);
  let started = false;
  const text = signal('');
  const read = loadBranchList(ports);
  const branches = computed((): readonly LocationView[] => {
    const loaded = list.value;
    return loaded.status === 'ready' && loaded.value._tag === 'Branches' ? loaded.value.branches : [];
  });
  const shown = computed(() => filterBranches(branches.value, text.value));

  function load(): void {
    list.value = { status: 'loading' };
    void read(webAddress, country).match(
      (loaded) => {
        list.value = { status: 'ready', value: loaded };
      },
      (failure) => {
        list.value = { status: 'failed', failure };
      },
    );
  }

  return {
    webAddress,
    list: list as ReadonlySignal<Loadable<BranchList>>,
    text: text as ReadonlySignal<string>,
    branches,
    shown,
    load,
    /** Loads the list once the page is shown, unless it was first rendered with it. */
    start: (): void => {
      const first = started ? undefined : initial;
      started = true;
      if (first?.status !== 'ready' && first?.status !== 'failed') load();
    },
    search: (typed: string): void => {
      text.value = typed;
    },
    seeAll: (): void => {
      text.value = '';
    },
  };
}

export type BranchListModel = ReturnType<typeof createBranchListModel>;
