import type { AnalyticsEvent } from '#application/ports/client/analytics';
import type { CompanyTrackers } from '#domain/storefront/company-trackers';

// A company's Meta pixel and Google tag, loaded into the page once its visitor consented
// (docs/adr/0076): each vendor's documented loader — a queue function the page calls, and the
// vendor's script from its own origin, which the page's content-security policy opens for this
// company only. No inline script: the policy allows none. Loaded lazily, in a chunk of its own.

type Queue = ((...args: unknown[]) => void) & { queue?: unknown[]; callMethod?: (...args: unknown[]) => void };

interface TrackerWindow {
  fbq?: Queue;
  _fbq?: Queue;
  dataLayer?: unknown[];
  gtag?: (...args: unknown[]) => void;
}

/** Meta's pixel script (Meta's pixel base code). */
export const META_PIXEL_SCRIPT = 'https://connect.facebook.net/en_US/fbevents.js';
/** Google's tag script for `id` (Google's tag snippet). */
export const googleTagScript = (id: string): string =>
  `https://www.googletagmanager.com/gtag/js?id=${encodeURIComponent(id)}`;

function addScript(document: Document, src: string): void {
  const script = document.createElement('script');
  script.async = true;
  script.src = src;
  document.head.append(script);
}

/** Loads `trackers` into `window`'s page; what it returns sends the Booking conversion to each. */
export function loadCompanyTrackers(
  window: Window,
  trackers: CompanyTrackers,
): { booking(event: Extract<AnalyticsEvent, { readonly name: 'Booking' }>): void } {
  const page = window as unknown as TrackerWindow;
  const { metaPixelId, googleTagId, googleLinkedDomain } = trackers;
  if (metaPixelId !== null && page.fbq === undefined) {
    // Meta's base code: calls queue until fbevents.js arrives and takes them over.
    const fbq: Queue = (...args: unknown[]) => {
      if (fbq.callMethod === undefined) fbq.queue?.push(args);
      else fbq.callMethod(...args);
    };
    Object.assign(fbq, { push: fbq, loaded: true, version: '2.0', queue: [] });
    page.fbq = fbq;
    page._fbq ??= fbq;
    addScript(window.document, META_PIXEL_SCRIPT);
    fbq('init', metaPixelId);
    fbq('track', 'PageView');
  }
  if (googleTagId !== null && page.gtag === undefined) {
    // Google's tag: calls go to the data layer gtag.js reads.
    const dataLayer = (page.dataLayer ??= []);
    page.gtag = function gtag() {
      // gtag.js reads the arguments object itself, as Google's snippet pushes it.
      // eslint-disable-next-line prefer-rest-params
      dataLayer.push(arguments);
    };
    addScript(window.document, googleTagScript(googleTagId));
    page.gtag('js', new Date());
    page.gtag('config', googleTagId, googleLinkedDomain === null ? {} : { linker: { domains: [googleLinkedDomain] } });
  }
  return {
    booking(event) {
      if (metaPixelId !== null)
        page.fbq?.('trackCustom', 'Booking', { value: event.value, content_ids: [event.trxId] });
      if (googleTagId !== null)
        page.gtag?.('event', 'Booking', { value: event.value, transaction_id: event.trxId, send_to: googleTagId });
    },
  };
}
