import type { GiftCardChecks } from '#application/ports/client/gift-card-checks';
import { createContext, useContext } from 'react';
import { signal, type ReadonlySignal } from '@preact/signals-react';
import type { Analytics } from '#application/ports/client/analytics';
import type { AccountSessions, UserView } from '#application/ports/client/account-sessions';
import type { AvailabilityQueries } from '#application/ports/client/availability-queries';
import type { BookingChanges } from '#application/ports/client/booking-changes';
import type { BookingRequests } from '#application/ports/client/booking-requests';
import type { BookingSummaries } from '#application/ports/client/booking-summaries';
import type { CardPayments } from '#application/ports/client/card-payments';
import type { CompanyProfiles } from '#application/ports/client/company-profiles';
import type { ConsentSignatures } from '#application/ports/client/consent-signatures';
import type { ExistingClients } from '#application/ports/client/existing-clients';
import type { GiftCardOffers } from '#application/ports/client/gift-card-offers';
import type { GiftCardOrders } from '#application/ports/client/gift-card-orders';
import type { LandingPromotions } from '#application/ports/client/landing-promotions';
import type { LocationDirectory } from '#application/ports/client/location-directory';
import type { OfferedServices } from '#application/ports/client/offered-services';
import type { ProfessionalDirectory } from '#application/ports/client/professional-directory';
import type { PublishedReviews } from '#application/ports/client/published-reviews';
import type { ReviewInvitations } from '#application/ports/client/review-invitations';
import type { ReviewReplies } from '#application/ports/client/review-replies';
import type { VehicleMaintenanceQueries } from '#application/ports/client/vehicle-maintenance-queries';
import type { VehicleRecords } from '#application/ports/client/vehicle-records';
import type { Clock } from '#application/ports/shared/clock';
import type { ReservationDrafts } from '#application/ports/client/reservation-drafts';
import type { ConversionSources } from '#application/ports/client/conversion-sources';
import type { HumanCheckTokens } from '#application/ports/client/human-check-tokens';
import type { IdempotencyKeys } from '#application/ports/client/idempotency-keys';
import type { AccountLinkCalls } from '#application/ports/client/account-links';
import type { IdentityProviderButton } from '#application/ports/client/identity-provider-button';
import type { Pause } from '#application/ports/client/pause';
import type { RememberedSignIns } from '#application/ports/client/remembered-sign-in';
import type { UserMenuEntry } from '#domain/account/user';
import type { ManagementPage } from '#domain/storefront/edit-shortcuts';
import { ResultAsync } from 'neverthrow';
import type { Storefront } from '#application/client-side/catalogue/load-storefront';
import type { ClientSideFailure } from '#application/client-side/shared/client-side-errors';
import type { LocationId } from '#domain/storefront/company';
import type { ScreenSize } from '#domain/reservation/reservation';
import type { Announcer } from '../components/live-region';
import type { PageNavigation } from './page-navigation';
import type { Router } from './router';
import type { CompanyTracking } from './company-tracking';

// What the storefront's features are given by the web composition root (src/ui/main.tsx): the
// ports, and the client-side use cases built over them — the same use cases the support CLI runs
// (docs/adr/0023). Features read them from this context; component tests give their own.

/** The Booking API's ports the storefront calls, each under the name the use cases give it (docs/adr/0055). */
export interface StorefrontApiPorts {
  /** Sign-up and the account's mailed links (issue 34; docs/adr/0121). */
  readonly accountLinks: AccountLinkCalls;
  readonly accountSessions: AccountSessions;
  readonly availability: AvailabilityQueries;
  readonly bookingChanges: BookingChanges;
  readonly bookingRequests: BookingRequests;
  readonly bookingSummaries: BookingSummaries;
  readonly cardPayments: CardPayments;
  readonly companies: CompanyProfiles;
  /** Reading and signing a booking's consent forms by their codes (issue 32; docs/adr/0117). */
  readonly consentSignatures: ConsentSignatures;
  readonly existingClients: ExistingClients;
  readonly giftCardChecks: GiftCardChecks;
  readonly giftCardOffers: GiftCardOffers;
  readonly locations: LocationDirectory;
  readonly offeredServices: OfferedServices;
  readonly professionals: ProfessionalDirectory;
  readonly promotions: LandingPromotions;
  readonly reviewInvitations: ReviewInvitations;
  readonly reviewReplies: ReviewReplies;
  readonly reviews: PublishedReviews;
  readonly vehicles: VehicleRecords;
  /** The workshop's maintenance proposal for a vehicle (issue 33; docs/adr/0120). */
  readonly vehicleMaintenance: VehicleMaintenanceQueries;
}

export interface StorefrontPorts extends StorefrontApiPorts {
  readonly humanCheck: HumanCheckTokens;
  /**
   * Buying gift cards (issue 31; docs/adr/0114): the Booking API's POST and GET /gift_card_purchases;
   * null where the deployment sells none, and then the location page lists a location's gift cards
   * without offering to buy them.
   */
  readonly giftCardOrders: GiftCardOrders | null;
  readonly pause: Pause;
  readonly idempotencyKeys: IdempotencyKeys;
  readonly analytics: Analytics;
  readonly clock: Clock;
  readonly router: Router;
  /** Leaving the storefront for the payment pages (booking-wizard §4), in this tab or a new one. */
  readonly pageNavigation: PageNavigation;
  /** The Booking API's origin, whose checkout page takes online payments (booking-wizard §4, §7). */
  readonly apiOrigin: string;
  readonly announcer: Announcer;
  readonly screen: ReadonlySignal<ScreenSize>;
  /** Timers and window focus, behind one seam so tests can drive the 30 s refetch. */
  readonly timers: Timers;
  /** What the login dialog's remember me keeps (docs/adr/0031). */
  readonly signIns: RememberedSignIns;
  /** The reservation being put together, kept for the tab (docs/adr/0075). */
  readonly drafts: ReservationDrafts;
  /** A booking paid online's visit tracking, kept for its conversion on its page (docs/adr/0076). */
  readonly conversionSources: ConversionSources;
  /** The management area's addresses the storefront links to (storefront §2 External links); null where the deployment names none (docs/adr/0031). */
  readonly links: ExternalLinks | null;
  /** The address of a management-area page an editor's shortcut opens (storefront §2 edit shortcuts); null where the deployment names none. */
  readonly managementPage: ((page: ManagementPage) => string) | null;
  /** The footer's three links to Reserva's own site (storefront §2 Screens, docs/adr/0036), as the server is configured (docs/adr/0076). */
  readonly site: SiteLinks;
  /** Google's button in the login dialog, when this deployment has a client id (docs/adr/0037). */
  readonly googleSignIn: IdentityProviderButton;
  /** The company's own trackers, loaded once the visitor consents (docs/adr/0076); `analytics` also tells them the conversions. */
  readonly companyTracking: CompanyTracking;
}

/** The footer's links: help for clients, Reserva for businesses (its sign-up), terms and privacy; null where none is configured. */
export interface SiteLinks {
  readonly clientHelp: string | null;
  readonly forBusinesses: string | null;
  readonly termsAndPrivacy: string | null;
}

/** Where each of the storefront's external links goes: the user menu's entries, the password reset and the sign-up. */
export type ExternalLinks = Readonly<Record<UserMenuEntry | 'passwordReset' | 'signUp', string>>;

/** The management-area pages under `base`: the section's path, then the page's query. */
export function managementAreaPages(base: string): (page: ManagementPage) => string {
  return (page) => {
    const query = new URLSearchParams(page.query.map(([name, value]) => [name, value])).toString();
    return `${base.replace(/\/$/, '')}/${page.section}${query === '' ? '' : `?${query}`}`;
  };
}

/** The external links under the management area at `base` (its paths are the management area's, docs/adr/0031). */
export function managementAreaLinks(base: string): ExternalLinks {
  const at = (path: string) => `${base.replace(/\/$/, '')}${path}`;
  return {
    companyPanel: at('/'),
    adminTutorials: at('/tutorials/administrators'),
    mySchedule: at('/my-schedule'),
    userTutorials: at('/tutorials'),
    manageServices: at('/services'),
    manageLocations: at('/locations'),
    manageProviders: at('/providers'),
    companySettings: at('/settings'),
    passwordReset: at('/password/new'),
    signUp: at('/sign-up'),
  };
}

export interface Timers {
  every(milliseconds: number, run: () => void): () => void;
  after(milliseconds: number, run: () => void): () => void;
  onWindowFocus(run: () => void): () => void;
  /** Runs `run` once the page has painted what it shows now. */
  afterPaint(run: () => void): () => void;
}

/**
 * The use cases the first page needs. The booking wizard builds its own from the same ports when it
 * loads (booking-wizard/wizard-use-cases.ts), so their code travels with the wizard's. Reading a
 * storefront (its decoding into the domain's services, prices and time zone) loads at its first
 * call, beside the location page's code, not with the first page's chunk (issue 36: 90 kB).
 */
export function storefrontUseCases(ports: StorefrontPorts) {
  return {
    loadStorefront: (
      locationId: LocationId,
      promotionToken: string | null,
    ): ResultAsync<Storefront, ClientSideFailure> =>
      ResultAsync.fromSafePromise(import('#application/client-side/catalogue/load-storefront')).andThen(
        ({ loadStorefront }) => loadStorefront(ports)(locationId, promotionToken),
      ),
  };
}

/** Who is signed in, asked of the API once and kept as they sign in and out (storefront §4 Login, §6). */
export interface Account {
  /** undefined while asking; null for a visitor. */
  readonly user: ReadonlySignal<UserView | null | undefined>;
  /** Asks the API who is signed in, once. */
  load(): void;
  /** Who is signed in once that is known — asking first if nobody has; null for a visitor. */
  known(): PromiseLike<UserView | null>;
  signedIn(user: UserView): void;
  signedOut(): void;
}

/**
 * The API is asked who is signed in only when this browser holds a hint that a session was opened
 * here (docs/adr/0130): a visitor's pages then ask nothing the API would refuse with a 401, which
 * browsers log as an error in the console. Signing in sets the hint, signing out and a 401 clear it.
 */
export function createAccount(
  accountSessions: AccountSessions,
  hints: Pick<RememberedSignIns, 'sessionHinted' | 'hintSession'>,
): Account {
  const user = signal<UserView | null | undefined>(undefined);
  let asking: Promise<unknown> | null = null;
  const load = (): Promise<unknown> => {
    if (asking === null && !hints.sessionHinted()) {
      asking = Promise.resolve();
      user.value = null;
    }
    // A sign-in or sign-out while the API is asked is newer than its answer, which then changes nothing.
    asking ??= accountSessions.getCurrentUser().match(
      (found) => {
        hints.hintSession(true);
        if (user.value === undefined) user.value = found;
      },
      (failure) => {
        // The session ended (expired, signed out elsewhere): no more asking until a sign-in here.
        if (failure._tag === 'ApiRefusal' && failure.status === 401) hints.hintSession(false);
        if (user.value === undefined) user.value = null;
      },
    );
    return asking;
  };
  return {
    user,
    load() {
      void load();
    },
    async known() {
      if (user.value === undefined) await load();
      return user.value ?? null;
    },
    signedIn(signedIn) {
      asking ??= Promise.resolve();
      hints.hintSession(true);
      user.value = signedIn;
    },
    signedOut() {
      asking ??= Promise.resolve();
      hints.hintSession(false);
      user.value = null;
    },
  };
}

export type StorefrontServices = StorefrontPorts & {
  readonly useCases: ReturnType<typeof storefrontUseCases>;
  readonly account: Account;
};

export function storefrontServices(ports: StorefrontPorts): StorefrontServices {
  return {
    ...ports,
    useCases: storefrontUseCases(ports),
    account: createAccount(ports.accountSessions, ports.signIns),
  };
}

export const StorefrontServicesContext = createContext<StorefrontServices | null>(null);

export function useStorefrontServices(): StorefrontServices {
  const services = useContext(StorefrontServicesContext);
  if (services === null) throw new Error('useStorefrontServices outside a StorefrontServicesContext provider');
  return services;
}

/** Timers over the window. */
export function windowTimers(window: Window): Timers {
  return {
    every(milliseconds, run) {
      const id = window.setInterval(run, milliseconds);
      return () => {
        window.clearInterval(id);
      };
    },
    after(milliseconds, run) {
      const id = window.setTimeout(run, milliseconds);
      return () => {
        window.clearTimeout(id);
      };
    },
    onWindowFocus(run) {
      window.addEventListener('focus', run);
      return () => {
        window.removeEventListener('focus', run);
      };
    },
    afterPaint(run) {
      // A frame's callback runs before its paint; a task queued from it runs after that paint.
      let timeout: number | undefined;
      const frame = window.requestAnimationFrame(() => {
        timeout = window.setTimeout(run, 0);
      });
      return () => {
        window.cancelAnimationFrame(frame);
        window.clearTimeout(timeout);
      };
    },
  };
}
