import { signal, type ReadonlySignal } from '@preact/signals-react';

// Where the storefront is: the path and query of the address bar, as a signal, and moving to
// another page without reloading (a single-page application served on every storefront route).

export interface Place {
  readonly pathname: string;
  readonly search: string;
}

export interface Router {
  readonly place: ReadonlySignal<Place>;
  /** The address bar's host, with its port when it has one (`salon-aurora.localhost:3000`): it names the company of the branch list (docs/adr/0033). */
  readonly host: string;
  navigate(path: string, options?: { readonly replace?: boolean }): void;
  /** Back through the browser's history (the marketplace's mobile back, booking-wizard §2). */
  back(): void;
  /** A full reload of the current page ('book again' in the unavailable-services modal). */
  reload(): void;
  /**
   * Back to the storefront's previous page, or to `fallback` when the storefront has none (the
   * client arrived here from a link): the error modal's 'previous' never leaves the site.
   */
  previous(fallback: string): void;
}

/** Where the error modal sends the client on confirm (storefront §8 Error modal). */
export type Redirect =
  | { readonly to: 'home' }
  | { readonly to: 'location'; readonly path: string }
  | { readonly to: 'reload' }
  | { readonly to: 'previous' };

/** Follows `redirect` through `router`. */
export function followRedirect(router: Router, redirect: Redirect): void {
  switch (redirect.to) {
    case 'home':
      router.navigate('/');
      return;
    case 'location':
      router.navigate(redirect.path);
      return;
    case 'reload':
      router.reload();
      return;
    case 'previous':
      router.previous('/');
      return;
  }
  redirect satisfies never;
}

/** How many of the storefront's own pages lie behind the current history entry. */
function depthOf(state: unknown): number {
  return typeof state === 'object' &&
    state !== null &&
    'storefrontDepth' in state &&
    typeof state.storefrontDepth === 'number'
    ? state.storefrontDepth
    : 0;
}

/** The router over the window's history. */
export function browserRouter(window: Window): Router {
  const read = (): Place => ({ pathname: window.location.pathname, search: window.location.search });
  const place = signal(read());
  window.addEventListener('popstate', () => {
    place.value = read();
  });
  const navigate: Router['navigate'] = (path, options = {}) => {
    // Each entry remembers how many storefront pages lie behind it, so 'previous' knows whether
    // going back stays in the storefront.
    const depth = depthOf(window.history.state);
    if (options.replace === true) window.history.replaceState({ storefrontDepth: depth }, '', path);
    else window.history.pushState({ storefrontDepth: depth + 1 }, '', path);
    place.value = read();
    window.scrollTo({ top: 0 });
  };
  return {
    place,
    host: window.location.host,
    navigate,
    back: () => {
      window.history.back();
    },
    reload: () => {
      window.location.reload();
    },
    previous: (fallback) => {
      if (depthOf(window.history.state) > 0) window.history.back();
      else navigate(fallback, { replace: true });
    },
  };
}

/** A router that only remembers, for component tests; on `host`, a developer's machine unless said. */
export function memoryRouter(
  initial: string,
  host = 'localhost:5173',
): Router & { readonly visited: readonly string[]; readonly reloads: number; readonly backs: number } {
  const split = (path: string): Place => {
    const [pathname = '/', search = ''] = path.split(/(?=\?)/);
    return { pathname, search };
  };
  const place = signal(split(initial));
  const visited: string[] = [initial];
  // The pages the memory router went through, to go back to as a browser would.
  const stack: string[] = [initial];
  const counts = { reloads: 0, backs: 0 };
  return {
    place,
    host,
    visited,
    get reloads() {
      return counts.reloads;
    },
    get backs() {
      return counts.backs;
    },
    navigate: (path, options = {}) => {
      visited.push(path);
      if (options.replace === true) stack[stack.length - 1] = path;
      else stack.push(path);
      place.value = split(path);
    },
    back: () => {
      counts.backs += 1;
    },
    reload: () => {
      counts.reloads += 1;
    },
    previous: (fallback) => {
      if (stack.length > 1) stack.pop();
      else stack[0] = fallback;
      const back = stack.at(-1) ?? fallback;
      visited.push(back);
      place.value = split(back);
    },
  };
}
