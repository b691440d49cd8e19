import { signal, type Signal } from '@preact/signals-react';
import type { CompanyTracking, TrackedCompany } from './company-tracking';

/**
 * The company tracking the first page carries: the banner's signal and a stand-in whose rules and
 * storage load, in a chunk of their own, only for a company that names a tracker.
 */
export function lazyCompanyTracking(
  load: (asking: Signal<TrackedCompany | null>) => Promise<CompanyTracking>,
): CompanyTracking {
  const asking = signal<TrackedCompany | null>(null);
  let loaded: Promise<CompanyTracking> | null = null;
  const real = () => (loaded ??= load(asking));
  return {
    asking,
    show(company) {
      if (company.facebookCustomTracker !== null || company.googleCustomTracker !== null)
        void real().then((tracking) => {
          tracking.show(company);
        });
    },
    decide(answer) {
      void real().then((tracking) => {
        tracking.decide(answer);
      });
    },
    track(event) {
      void loaded?.then((tracking) => {
        tracking.track(event);
      });
    },
  };
}
