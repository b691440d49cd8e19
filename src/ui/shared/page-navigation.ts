// Leaving the storefront for another site's page (booking-wizard §4: the payment provider's pages):
// the whole page goes there, or — inside another site's frame, where a provider's page may refuse
// to show — a new tab opens on it. Behind one seam so tests see where the client was sent.

export interface PageNavigation {
  /** The whole page goes to `url` (location.assign). */
  assign(url: string): void;
  /** Opens `url` in a new tab; false when the browser blocked it (the page then offers a link). */
  openInNewTab(url: string): boolean;
}

/** Navigation over the window. */
export function windowNavigation(window: Window): PageNavigation {
  return {
    assign(url) {
      window.location.assign(url);
    },
    openInNewTab(url) {
      const tab = window.open(url, '_blank');
      if (tab === null) return false;
      // The payment page never needs to reach back into the storefront.
      tab.opener = null;
      return true;
    },
  };
}
