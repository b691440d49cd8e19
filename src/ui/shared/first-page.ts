import { createContext, useContext } from 'react';
import type { BranchList } from '#application/client-side/catalogue/load-branch-list';
import type { Storefront } from '#application/client-side/catalogue/load-storefront';
import type { ReviewSummaryView } from '#application/ports/client/published-reviews';
import type { GiftCardProductView } from '#application/ports/client/gift-card-offers';
import type { Clock } from '#application/ports/shared/clock';
import type { Instant } from '#domain/calendar/instant';
import type { Loadable } from './loadable';

// The first page's data, read before its first render (docs/adr/0129): the server renders the page
// with it, and the browser reads the same data — from the answers the page carries, without asking
// the API — before it hydrates that HTML, so both render the same page and the first client render
// shows what the server sent rather than the loading state. A page's model starts from it once;
// any later page loads its own data as before.

export interface FirstPageData {
  /** The location page's storefront for `locationId` and the address's promotion token, when it was read first. */
  storefront(locationId: number, token: string | null): Loadable<Storefront> | undefined;
  /** The location's review summary under its name, when it was read first. */
  reviewSummary(locationId: number): Loadable<ReviewSummaryView> | undefined;
  /** The gift cards the location sells, when they were read first (only where the deployment sells them). */
  giftCards(locationId: number): Loadable<readonly GiftCardProductView[]> | undefined;
  /** The branch list of the company at `webAddress` in `country`, when it was read first. */
  branchList(webAddress: string, country: string): Loadable<BranchList> | undefined;
  /** Drops the data once the page that read it is shown: a later page of the same address reads afresh. */
  forget(): void;
}

/** The first page's data from what was read, keyed as `FirstPageData` reads it. */
export function firstPageData(entries: ReadonlyMap<string, Loadable<unknown>>): FirstPageData {
  const kept = new Map(entries);
  return {
    storefront: (locationId, token) =>
      kept.get(`storefront ${String(locationId)} ${token ?? ''}`) as Loadable<Storefront> | undefined,
    reviewSummary: (locationId) =>
      kept.get(`review summary ${String(locationId)}`) as Loadable<ReviewSummaryView> | undefined,
    giftCards: (locationId) =>
      kept.get(`gift cards ${String(locationId)}`) as Loadable<readonly GiftCardProductView[]> | undefined,
    branchList: (webAddress, country) =>
      kept.get(`branches ${webAddress} ${country}`) as Loadable<BranchList> | undefined,
    forget: () => {
      kept.clear();
    },
  };
}

/** No first page's data: every page loads its own (the component tests, a page rendered only in the browser). */
export const NO_FIRST_PAGE: FirstPageData = firstPageData(new Map());

export const FirstPageContext = createContext<FirstPageData>(NO_FIRST_PAGE);

export function useFirstPage(): FirstPageData {
  return useContext(FirstPageContext);
}

/** The attribute of the page's root the server writes the instant it rendered the page at in (milliseconds). */
export const RENDERED_AT_ATTRIBUTE = 'data-rendered-at';

/** The instant a root's `data-rendered-at` names; null when it names none. */
export function renderedAtOf(text: string | null): Instant | null {
  if (text === null || !/^\d{1,15}$/.test(text)) return null;
  return Number(text) as Instant;
}

/**
 * A clock that reads `renderedAt` — the instant the server rendered the page at — until `settle`,
 * then `clock`: what the first render writes from the time (the services' prices of today, in the
 * location's time zone) is what the server wrote, and the page moves on to the browser's time after.
 */
export function hydratingClock(renderedAt: Instant | null, clock: Clock): Clock & { readonly settle: () => void } {
  let first = renderedAt;
  return {
    now: () => first ?? clock.now(),
    settle() {
      first = null;
    },
  };
}
