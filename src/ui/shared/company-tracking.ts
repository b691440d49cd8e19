import type { ReadonlySignal, Signal } from '@preact/signals-react';
import type { Analytics, AnalyticsEvent } from '#application/ports/client/analytics';
import { companyTrackers, hasTrackers, type CompanyTrackers } from '#domain/storefront/company-trackers';
import type { CompanyId } from '#domain/storefront/company';

// A company's own trackers on its pages (docs/adr/0076): its Meta pixel and Google tag load only
// once the visitor consents, which the consent banner asks — once per company, remembered — and
// then receive the 'Booking' conversion. Until then, and when the visitor declines, nothing
// third-party loads; a conversion tracked before the answer waits for it. The trackers' code loads
// only then too, so the first page carries none of it.

/** The company whose pages show, with its trackers. */
export interface TrackedCompany {
  readonly id: CompanyId;
  readonly name: string;
  readonly trackers: CompanyTrackers;
}

/** The company's trackers, loaded: they send the conversions they are given. */
export interface LoadedTrackers {
  booking(event: Extract<AnalyticsEvent, { readonly name: 'Booking' }>): void;
}

/** What the visitor answered for a company: kept between visits. */
export interface TrackerConsents {
  read(companyId: CompanyId): 'granted' | 'denied' | null;
  keep(companyId: CompanyId, answer: 'granted' | 'denied'): void;
}

/** A company as its overview names its trackers (storefront §3). */
export interface CompanyWithTrackers {
  readonly id: CompanyId;
  readonly name: string;
  readonly facebookCustomTracker: string | null;
  readonly googleCustomTracker: string | null;
  readonly googleCustomTrackerDomain: string | null;
}

export interface CompanyTracking extends Analytics {
  /** The company whose visitor is asked to consent now; null when nobody is asked. */
  readonly asking: ReadonlySignal<TrackedCompany | null>;
  /** A company's page shows: its trackers load if the visitor consented, or the visitor is asked. */
  show(company: CompanyWithTrackers): void;
  /** The visitor's answer for the company being asked about. */
  decide(answer: 'granted' | 'denied'): void;
}

export function companyTracking(
  consents: TrackerConsents,
  load: (trackers: CompanyTrackers) => Promise<LoadedTrackers>,
  asking: Signal<TrackedCompany | null>,
): CompanyTracking {
  let shown: TrackedCompany | null = null;
  let loaded: { readonly companyId: CompanyId; readonly trackers: Promise<LoadedTrackers | null> } | null = null;
  const waiting: Extract<AnalyticsEvent, { readonly name: 'Booking' }>[] = [];

  const start = (company: TrackedCompany) => {
    if (loaded?.companyId === company.id) return;
    loaded = {
      companyId: company.id,
      // Trackers that fail to load (blocked, offline) cost the storefront nothing.
      trackers: load(company.trackers).catch(() => null),
    };
    const events = waiting.splice(0);
    void loaded.trackers.then((trackers) => {
      for (const event of events) trackers?.booking(event);
    });
  };

  return {
    asking,
    show(overview) {
      const company: TrackedCompany = { id: overview.id, name: overview.name, trackers: companyTrackers(overview) };
      if (!hasTrackers(company.trackers)) return;
      shown = company;
      const answer = consents.read(company.id);
      if (answer === 'granted') start(company);
      else if (answer === null) asking.value = company;
    },
    decide(answer) {
      const company = asking.peek();
      if (company === null) return;
      consents.keep(company.id, answer);
      asking.value = null;
      if (answer === 'granted') start(company);
      else waiting.length = 0;
    },
    track(event) {
      if (event.name !== 'Booking' || shown === null) return;
      if (loaded !== null && loaded.companyId === shown.id) {
        void loaded.trackers.then((trackers) => {
          trackers?.booking(event);
        });
      } else if (asking.peek() !== null) waiting.push(event);
    },
  };
}

const CONSENTS_KEY = 'reserva.trackerConsents';

/** The visitor's answers in the browser's storage, by company; storage that refuses keeps nothing, and the visitor is asked again. */
export function storedTrackerConsents(storage: Pick<Storage, 'getItem' | 'setItem'>): TrackerConsents {
  const all = (): Record<string, unknown> => {
    try {
      const value: unknown = JSON.parse(storage.getItem(CONSENTS_KEY) ?? '{}');
      return typeof value === 'object' && value !== null ? (value as Record<string, unknown>) : {};
    } catch {
      return {};
    }
  };
  return {
    read(companyId) {
      const answer = all()[String(companyId)];
      return answer === 'granted' || answer === 'denied' ? answer : null;
    },
    keep(companyId, answer) {
      try {
        storage.setItem(CONSENTS_KEY, JSON.stringify({ ...all(), [String(companyId)]: answer }));
      } catch {
        // Not kept: the next visit asks again.
      }
    },
  };
}
