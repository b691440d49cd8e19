import { computed, signal, type ReadonlySignal } from '@preact/signals-react';
import { readReservationDraft, type ReservationDraft } from '#application/client-side/booking/reservation-draft';
import {
  servicesById,
  type Storefront,
  type StorefrontCategory,
  type StorefrontService,
} from '#application/client-side/catalogue/load-storefront';
import {
  chooseCategory,
  expandsByDefault,
  filterCatalogue,
  isSearching,
  typeSearch,
  UNFILTERED,
  type CatalogueFilter,
} from '#domain/catalog/catalogue-filter';
import { trackingFrom, trafficSource, type TrackingParameters } from '#domain/booking/traffic-source';
import { preselectionFrom } from '#domain/reservation/preselection';
import { siteAvailability } from '#domain/storefront/site-availability';
import type { ProviderRef, Service } from '#domain/catalog/service';
import {
  cartOf,
  cartSize,
  decrementService,
  emptyCart,
  removeLine,
  selectService,
  servicesToReserveFrom,
  type Cart,
  selectionModeOf,
  type SchedulingConflict,
} from '#domain/reservation/cart';
import { reviewPages, type ReviewPages } from '#application/client-side/review/review-pages';
import type { PromotionInfoView } from '#application/ports/client/landing-promotions';
import type { ReviewSummaryView } from '#application/ports/client/published-reviews';
import type { StorefrontServices } from '../../shared/storefront-services';
import { IDLE, type Loadable } from '../../shared/loadable';
import type { LocationId } from '#domain/storefront/company';
import type { TypedVehicle } from './vehicle-maintenance-model';

// The location page's part in booking (storefront §4 "Storefront service selection"): its services,
// the cart the client fills by the domain's selection rules, the conflict dialog when a rule says
// no, the preselection from the address (services_id, bundle_services_id, creative_source) and the
// tracking parameters kept for the booking; and the services list's search and category chips,
// narrowed by the domain's rules (storefront §4), with the categories each shown open or closed.

/** What the page hands over when the client books: everything the wizard opens with. */
export interface BookingRequestFromPage {
  readonly storefront: Storefront;
  readonly services: readonly Service[];
  readonly providerPreSelected: ProviderRef | null;
  readonly tracking: TrackingParameters;
  readonly professionalPath: boolean;
  /** The draft the tab kept, reopening the wizard where the client was. */
  readonly restored?: ReservationDraft;
  /** At a workshop, the vehicle typed on the page (issue 33; docs/adr/0120), which the client form starts with. */
  readonly vehicle?: TypedVehicle;
}

export interface LocationPageRoute {
  readonly locationId: LocationId;
  readonly professionalId: number | null;
  /** Inside another site's frame (the `iframe` segment); links stay in it. */
  readonly embedded?: boolean;
}

export function createLocationPageModel(
  services: StorefrontServices,
  route: LocationPageRoute,
  search: string,
  onBook: (request: BookingRequestFromPage) => void,
  /** The storefront read before the first render (shared/first-page.ts): the page starts from it rather than loading. */
  initial?: Loadable<Storefront>,
  /** The review summary read before the first render, with `initial`. */
  initialSummary?: Loadable<ReviewSummaryView>,
) {
  const query = new URLSearchParams(search);
  const tracking = trackingFrom((name) => query.get(name));
  const preselection = preselectionFrom((name) => query.get(name));
  const storefront = signal<Loadable<Storefront>>(initial ?? { status: 'loading' });
  const cart = signal<Cart>(
    initial?.status === 'ready' ? emptyCart(selectionModeOf(initial.value.bookingInfo)) : emptyCart(),
  );
  const conflict = signal<SchedulingConflict | null>(null);
  /** Counts valid adds, so the cart scrolls into view and wiggles for 1 s after each. */
  const added = signal(0);
  const bookingDue = signal(false);
  /** At a workshop, the vehicle typed in "Your vehicle", or named by the address's plate (docs/adr/0120). */
  const vehicle = signal<TypedVehicle>({ plate: preselection.plate ?? '', mileage: '' });

  const count = computed(() => cartSize(cart.value));

  /** The location's reviews by its company's version (storefront §4), once the storefront is loaded. */
  const reviews = signal<ReviewPages | null>(null);
  const reviewSummary = signal<Loadable<ReviewSummaryView>>(initialSummary ?? IDLE);
  const reviewsOpen = signal(false);

  /** The landing link's promotion banner (storefront §2 Promo banner): asked for when the address carries a token. */
  const promotion = signal<Loadable<PromotionInfoView>>(IDLE);
  function loadPromotion(): void {
    const token = query.get('token');
    if (token === null || token === '') return;
    promotion.value = { status: 'loading' };
    void services.promotions.getPromotionInfo(token).match(
      (info) => {
        promotion.value = { status: 'ready', value: info };
      },
      (failure) => {
        promotion.value = { status: 'failed', failure };
      },
    );
  }

  function loadReviewSummary(loaded: Storefront): void {
    const pages = reviewPages(services, loaded.location.id, loaded.company.reviewsV2);
    reviews.value = pages;
    // Read before the first render: kept, so the line the page was rendered with does not blink.
    if (reviewSummary.peek().status === 'ready') return;
    reviewSummary.value = { status: 'loading' };
    void pages.summary().match(
      (summary) => {
        reviewSummary.value = { status: 'ready', value: summary };
      },
      (failure) => {
        reviewSummary.value = { status: 'failed', failure };
      },
    );
  }

  const filter = signal<CatalogueFilter>(UNFILTERED);
  /** The categories the client opened or closed since the list last changed; the others follow the domain's default. */
  const toggled = signal<ReadonlyMap<number, boolean>>(new Map());
  const shown = computed((): readonly StorefrontCategory[] => {
    const loaded = storefront.value;
    return loaded.status === 'ready'
      ? filterCatalogue(loaded.value.categories, filter.value, (entry: StorefrontService) => entry.service)
      : [];
  });
  const openByDefault = computed(() => expandsByDefault(shown.value));

  function narrow(next: CatalogueFilter): void {
    const before = filter.peek();
    const listChanged = next.categoryId !== before.categoryId || isSearching(next) || isSearching(before);
    filter.value = next;
    // A new list opens as the domain says for it, whatever was opened in the previous one.
    if (listChanged) toggled.value = new Map();
  }

  function providerPreSelected(loaded: Storefront): ProviderRef | null {
    if (route.professionalId === null) return null;
    for (const category of loaded.categories) {
      for (const entry of category.services) {
        const found = entry.service.serviceProviders.find((provider) => provider.id === route.professionalId);
        if (found !== undefined) return found;
      }
    }
    return null;
  }

  function book(): void {
    const loaded = storefront.peek();
    if (
      loaded.status !== 'ready' ||
      cartSize(cart.peek()) === 0 ||
      siteAvailability(loaded.value.company)._tag !== 'Available'
    )
      return;
    onBook({
      storefront: loaded.value,
      services: servicesToReserveFrom(cart.peek()),
      providerPreSelected: providerPreSelected(loaded.value),
      tracking,
      professionalPath: route.professionalId !== null,
      ...(restored === undefined ? {} : { restored }),
      ...(loaded.value.bookingInfo.workshopVariant && vehicle.peek().plate.trim() !== ''
        ? { vehicle: vehicle.peek() }
        : {}),
    });
    // Only the first booking after the reload reopens the kept draft.
    restored = undefined;
  }

  /** The wizard the tab kept (a reload) reopens where the client was, its cart with it (docs/adr/0075). */
  let restored: ReservationDraft | undefined;
  function restore(loaded: Storefront): boolean {
    const kept = readReservationDraft(services.drafts.read(loaded.location.id), loaded);
    if (kept === null) {
      services.drafts.discard(loaded.location.id);
      return false;
    }
    const selectionMode = selectionModeOf(loaded.bookingInfo);
    return cartOf(kept.services, selectionMode).match(
      (inCart) => {
        cart.value = inCart;
        restored = kept.draft;
        bookingDue.value = true;
        return true;
      },
      () => false,
    );
  }

  function preselect(loaded: Storefront): void {
    const byId = servicesById(loaded);
    const chosen = preselection.serviceIds
      .map((id) => byId.get(id)?.service)
      .filter((service): service is Service => service !== undefined);
    if (chosen.length === 0) return;
    const selectionMode = selectionModeOf(loaded.bookingInfo);
    cartOf(chosen, selectionMode).match(
      (preselected) => {
        cart.value = preselected;
        // Marketplace visitors land in the booking at once — once the page under it has painted
        // (the page opens it: `bookingDue`), so the page's first paint does not wait for the
        // wizard's code; others see their cart (storefront §4).
        if (preselection.opensBookingAtOnce) bookingDue.value = true;
        else {
          added.value += 1;
          // The categories holding what the link chose open, so the client sees it chosen.
          const chosenIds = new Set(chosen.map((service) => service.id));
          const holding = loaded.categories.filter((category) =>
            category.services.some((entry) => chosenIds.has(entry.service.id)),
          );
          toggled.value = new Map(holding.map((category) => [category.id, true]));
        }
      },
      (refused) => {
        conflict.value = refused;
      },
    );
  }

  function load(): void {
    storefront.value = { status: 'loading' };
    if (promotion.peek().status !== 'ready') loadPromotion();
    void services.useCases.loadStorefront(route.locationId, query.get('token')).match(
      (loaded) => {
        storefront.value = { status: 'ready', value: loaded };
        cart.value = emptyCart(selectionModeOf(loaded.bookingInfo));
        arrived(loaded);
      },
      (failure) => {
        storefront.value = { status: 'failed', failure };
      },
    );
  }

  /** What follows the storefront's arrival: the visit's source told, a kept or linked cart, the review summary. */
  function arrived(loaded: Storefront): void {
    services.analytics.track({
      name: 'TrafficSource',
      locationId: loaded.location.id,
      source: trafficSource(tracking),
      tracking,
    });
    // An unavailable site shows its notice: nothing is preselected, and no booking opens.
    if (siteAvailability(loaded.company)._tag === 'Available' && !restore(loaded)) preselect(loaded);
    loadReviewSummary(loaded);
  }

  /**
   * Starts the page once it is shown: from the storefront it was first rendered with, when there is
   * one (what follows its arrival happens now, after the first render, so hydration sees the same
   * page the server rendered); by loading it otherwise.
   */
  let started = false;
  function start(): void {
    const first = started ? undefined : initial;
    started = true;
    if (first === undefined || first.status === 'loading' || first.status === 'idle') {
      load();
      return;
    }
    if (promotion.peek().status !== 'ready') loadPromotion();
    if (first.status === 'ready') arrived(first.value);
  }

  return {
    storefront: storefront as ReadonlySignal<Loadable<Storefront>>,
    cart: cart as ReadonlySignal<Cart>,
    count,
    conflict: conflict as ReadonlySignal<SchedulingConflict | null>,
    added: added as ReadonlySignal<number>,
    tracking,
    vehicle,
    load,
    start,
    /** A marketplace link's booking, waiting to be opened once the page has painted. */
    bookingDue: bookingDue as ReadonlySignal<boolean>,
    openDueBooking: (): void => {
      if (!bookingDue.peek()) return;
      bookingDue.value = false;
      book();
    },
    select: (service: Service): boolean => {
      return selectService(cart.peek(), service).match(
        (next) => {
          const grew = cartSize(next) > cartSize(cart.peek());
          cart.value = next;
          if (grew) added.value += 1;
          return true;
        },
        (refused) => {
          conflict.value = refused;
          return false;
        },
      );
    },
    decrement: (service: Service): void => {
      cart.value = decrementService(cart.peek(), service.id);
    },
    remove: (service: Service): void => {
      cart.value = removeLine(cart.peek(), service.id);
    },
    closeConflict: (): void => {
      conflict.value = null;
    },
    book,
    reviews: reviews as ReadonlySignal<ReviewPages | null>,
    reviewSummary: reviewSummary as ReadonlySignal<Loadable<ReviewSummaryView>>,
    reviewsOpen: reviewsOpen as ReadonlySignal<boolean>,
    promotion: promotion as ReadonlySignal<Loadable<PromotionInfoView>>,
    openReviews: (): void => {
      reviewsOpen.value = true;
    },
    closeReviews: (): void => {
      reviewsOpen.value = false;
    },
    filter: filter as ReadonlySignal<CatalogueFilter>,
    shown,
    isOpen: (categoryId: number): boolean => toggled.value.get(categoryId) ?? openByDefault.value,
    toggleCategory: (categoryId: number, open: boolean): void => {
      toggled.value = new Map(toggled.peek()).set(categoryId, open);
    },
    chooseCategory: (categoryId: number): void => {
      narrow(chooseCategory(filter.peek(), categoryId));
    },
    search: (text: string): void => {
      narrow(typeSearch(filter.peek(), text));
    },
    showAll: (): void => {
      narrow(UNFILTERED);
    },
  };
}

export type LocationPageModel = ReturnType<typeof createLocationPageModel>;
