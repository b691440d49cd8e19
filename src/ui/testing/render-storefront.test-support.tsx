import type { ReactElement } from 'react';
import type { Signal } from '@preact/signals-react';
import { render, type RenderResult } from '@testing-library/react';
import { userEvent, type UserEvent } from '@testing-library/user-event';
import { TranslationProvider } from '../i18n/use-translation';
import type { Analytics, AnalyticsEvent } from '#application/ports/client/analytics';
import type { HumanCheckTokens } from '#application/ports/client/human-check-tokens';
import type { IdentityProviderButton } from '#application/ports/client/identity-provider-button';
import type { Pause } from '#application/ports/client/pause';
import type { ScreenSize } from '#domain/reservation/reservation';
import { memoryRouter } from '../shared/router';
import {
  managementAreaLinks,
  managementAreaPages,
  storefrontServices,
  StorefrontServicesContext,
  type StorefrontPorts,
  type StorefrontServices,
} from '../shared/storefront-services';
import type { RememberedSignIns } from '#application/ports/client/remembered-sign-in';
import type { ReservationDrafts } from '#application/ports/client/reservation-drafts';
import type { RememberedSignIn } from '#domain/account/sign-in-form';
import { createAnnouncer } from '../components/live-region';
import { bothFirstPageWords } from './first-page-words.test-support';
import { createI18n, type Language } from '../i18n/i18n';
import { recordingPause, scriptedHumanCheck } from '#application/client-side/shared/client-side-ports.test-support';
import { apiPorts } from '#application/client-side/shared/fake-booking-api.test-support';
import { storefrontApi, type StorefrontApi } from './storefront-api.test-support';
import { TypedInputsKept } from '../shared/typed-input';
import {
  drivenTimers,
  fixedClock,
  numberedIdempotencyKeys,
  recordingAnalytics,
  recordingCompanyTracking,
  recordingNavigation,
  screenSize,
  type DrivenTimers,
  type RecordingNavigation,
} from './storefront-ports.test-support';

// Test support: a storefront feature rendered as the composition root (src/ui/main.tsx) renders it,
// inside I18nextProvider (English unless the test says Spanish) and StorefrontServicesContext, over
// test ports the test keeps hold of: the storefront's fake Booking API, a memory router, recording
// analytics, a clock stopped on Wednesday, November 25, 2026 at 09:00 in Buenos Aires, timers the
// test drives, a pause that resolves at once, a human check, numbered idempotency keys, a screen
// size the test sets and an announcer.

/** Where the tests' Booking API is served (its checkout page under it). */
export const API_ORIGIN = 'https://reserva.test';

/** When the tests run, at Palermo: a Wednesday morning. */
export const NOW = '2026-11-25T09:00:00-03:00';

export type MemoryRouter = ReturnType<typeof memoryRouter>;

export interface TestPorts extends StorefrontPorts {
  /** The fake Booking API standing behind every one of the ports. */
  readonly api: StorefrontApi;
  readonly router: MemoryRouter;
  readonly pageNavigation: RecordingNavigation;
  readonly analytics: Analytics & { readonly events: readonly AnalyticsEvent[] };
  readonly timers: DrivenTimers;
  readonly pause: Pause & { readonly waits: readonly number[] };
  readonly humanCheck: HumanCheckTokens & { readonly actions: readonly string[] };
  readonly screen: Signal<ScreenSize>;
  readonly signIns: RememberedSignIns & { kept: RememberedSignIn | null; hinted: boolean };
  readonly drafts: ReservationDrafts & { readonly kept: ReadonlyMap<number, unknown> };
  readonly companyTracking: ReturnType<typeof recordingCompanyTracking>;
}

/** The tab's kept drafts in memory, stored as the browser stores them (JSON), so a test reads what a reload would. */
export function memoryDrafts(): TestPorts['drafts'] {
  const kept = new Map<number, unknown>();
  return {
    kept,
    keep: (locationId, draft) => {
      kept.set(locationId, JSON.parse(JSON.stringify(draft)) as unknown);
    },
    read: (locationId) => kept.get(locationId) ?? null,
    discard: (locationId) => {
      kept.delete(locationId);
    },
  };
}

/** The tracking kept for bookings paid online, in memory, as the session storage would give it back. */
export function memoryConversionSources(): TestPorts['conversionSources'] & { readonly kept: Map<number, unknown> } {
  const kept = new Map<number, unknown>();
  return {
    kept,
    keep: (bookingId, tracking) => {
      kept.set(bookingId, JSON.parse(JSON.stringify(tracking)) as unknown);
    },
    read: (bookingId) => kept.get(bookingId) ?? null,
  };
}

/**
 * Remember me in memory, starting from `kept`. The session hint starts set unless said (`hinted`),
 * so the account is asked of the test API as a browser that signed in before asks it (docs/adr/0130).
 */
export function memorySignIns(kept: RememberedSignIn | null = null, hinted = true): TestPorts['signIns'] {
  const signIns = {
    kept,
    hinted,
    read: () => signIns.kept,
    keep: (remembered: RememberedSignIn | null) => {
      signIns.kept = remembered;
    },
    sessionHinted: () => signIns.hinted,
    hintSession: (open: boolean) => {
      signIns.hinted = open;
    },
  };
  return signIns;
}

export interface TestPortChanges {
  readonly api?: StorefrontApi;
  /** Where the memory router starts. */
  readonly path?: string;
  /** The address bar's host (`localhost:5173` unless said). */
  readonly host?: string;
  readonly humanCheck?: TestPorts['humanCheck'];
  /** Gift card purchases; none (no Buy button) unless said — the test API (`api`) sells them when given. */
  readonly giftCardOrders?: TestPorts['giftCardOrders'];
  readonly screen?: ScreenSize;
  /** The clock's instant, with its offset. */
  readonly now?: string;
  readonly signIns?: TestPorts['signIns'];
  readonly drafts?: TestPorts['drafts'];
  readonly conversionSources?: TestPorts['conversionSources'];
  readonly googleSignIn?: IdentityProviderButton;
  /** The company's trackers; no consent given yet unless said. */
  readonly companyTracking?: TestPorts['companyTracking'];
  /** The footer's links; all three under https://reserva.test unless said. */
  readonly site?: TestPorts['site'];
  /** The management area's address, https://panel.test unless said; null for a deployment that names none. */
  readonly managementArea?: string | null;
}

/** A deployment without Google's client id: no button. */
export const NO_IDENTITY_PROVIDER: IdentityProviderButton = { configured: false, show: () => () => undefined };

/**
 * Google's button as a test plays it: a native button named 'Sign in with Google' drawn in the
 * slot, which hands over `token` when pressed — or fails, when `token` is null.
 */
export function fakeGoogleSignIn(token: string | null): IdentityProviderButton & { readonly shownIn: string[] } {
  const shownIn: string[] = [];
  return {
    configured: true,
    shownIn,
    show(slot, language, handlers) {
      shownIn.push(language);
      const button = slot.ownerDocument.createElement('button');
      button.type = 'button';
      button.textContent = 'Sign in with Google';
      button.addEventListener('click', () => {
        if (token === null) handlers.onFailure('the popup was closed');
        else handlers.onToken(token);
      });
      slot.append(button);
      return () => {
        slot.replaceChildren();
      };
    },
  };
}

function managementArea(base: string | null): Pick<TestPorts, 'links' | 'managementPage'> {
  return base === null
    ? { links: null, managementPage: null }
    : { links: managementAreaLinks(base), managementPage: managementAreaPages(base) };
}

export function testPorts(changes: TestPortChanges = {}): TestPorts {
  const api = changes.api ?? storefrontApi();
  return {
    api,
    ...apiPorts(api),
    giftCardOrders: changes.giftCardOrders ?? null,
    humanCheck: changes.humanCheck ?? scriptedHumanCheck(),
    pause: recordingPause(),
    idempotencyKeys: numberedIdempotencyKeys(),
    analytics: recordingAnalytics(),
    clock: fixedClock(changes.now ?? NOW),
    router: memoryRouter(changes.path ?? '/ar/sucursal/5', changes.host),
    pageNavigation: recordingNavigation(),
    apiOrigin: API_ORIGIN,
    announcer: createAnnouncer(),
    screen: screenSize(changes.screen ?? 'desktop'),
    timers: drivenTimers(),
    signIns: changes.signIns ?? memorySignIns(),
    drafts: changes.drafts ?? memoryDrafts(),
    conversionSources: changes.conversionSources ?? memoryConversionSources(),
    ...managementArea(changes.managementArea === undefined ? 'https://panel.test' : changes.managementArea),
    site: changes.site ?? {
      clientHelp: 'https://reserva.test/help',
      forBusinesses: 'https://reserva.test/business',
      termsAndPrivacy: 'https://reserva.test/legal',
    },
    googleSignIn: changes.googleSignIn ?? NO_IDENTITY_PROVIDER,
    companyTracking: changes.companyTracking ?? recordingCompanyTracking(),
  };
}

export interface RenderedStorefront extends RenderResult {
  readonly ports: TestPorts;
  readonly services: StorefrontServices;
  readonly user: UserEvent;
}

/** Renders `ui` inside the storefront's providers, over `ports` (fresh test ports by default). */
export function renderInStorefront(
  ui: ReactElement,
  options: { readonly ports?: TestPorts; readonly language?: Language } = {},
): RenderedStorefront {
  const ports = options.ports ?? testPorts();
  const services = storefrontServices(ports);
  const i18n = createI18n(options.language ?? 'en', null, bothFirstPageWords());
  // No pause between keystrokes: the tests wait for what they expect, not for time to pass.
  const user = userEvent.setup({ delay: null });
  const rendered = render(
    <TypedInputsKept>
      <TranslationProvider translator={i18n}>
        <StorefrontServicesContext.Provider value={services}>{ui}</StorefrontServicesContext.Provider>
      </TranslationProvider>
    </TypedInputsKept>,
  );
  return { ...rendered, ports, services, user };
}
