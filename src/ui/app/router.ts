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
}

/** The router over the window's history. */
export function browserRouter(window: Window): Router {
  const read = (): Place => ({ pathname: window.location.pathname, search: window.location.search });
  const place = signal(read());
  window.addEventListener('popstate', () => {
    place.value = read();
  });
  return {
    place,
    host: window.location.host,
    navigate: (path, options = {}) => {
      if (options.replace === true) window.history.replaceState(null, '', path);
      else window.history.pushState(null, '', path);
      place.value = read();
      window.scrollTo({ top: 0 });
    },
    back: () => {
      window.history.back();
    },
    reload: () => {
      window.location.reload();
    },
  };
}

/** A router that only remembers, for component tests; on `host`, a developer's machine unless said. */
export function memoryRouter(initial: string, host = 'localhost:5173'): Router & { readonly visited: readonly string[]; readonly reloads: number; readonly backs: number } {
  const split = (path: string): Place => {
    const [pathname = '/', search = ''] = path.split(/(?=\?)/);
    return { pathname, search };
  };
  const place = signal(split(initial));
  const visited: string[] = [initial];
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
    navigate: (path) => {
      visited.push(path);
      place.value = split(path);
    },
    back: () => {
      counts.backs += 1;
    },
    reload: () => {
      counts.reloads += 1;
    },
  };
}
