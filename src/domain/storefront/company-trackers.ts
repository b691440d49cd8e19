// A company's own trackers (storefront §3 Company overview: facebookCustomTracker,
// googleCustomTracker, googleCustomTrackerDomain; docs/adr/0076): its Meta pixel and its Google tag,
// which the storefront loads on the company's pages only once the visitor consents, and the
// third-party origins they load from and send to — the only ones the page's content-security policy
// opens for them. A value that is not such an id is no tracker: nothing loads for it.

export interface CompanyTrackers {
  /** The Meta (Facebook) pixel's id, digits; null when the company has none. */
  readonly metaPixelId: string | null;
  /** The Google tag's id (`G-…` for Analytics, `AW-…` for Ads, `GT-…`, `DC-…`); null when none. */
  readonly googleTagId: string | null;
  /** The company's own site, whose visits the Google tag links to the storefront's (its linker domain); null when none. */
  readonly googleLinkedDomain: string | null;
}

export const NO_TRACKERS: CompanyTrackers = { metaPixelId: null, googleTagId: null, googleLinkedDomain: null };

const META_PIXEL_ID = /^\d{6,20}$/;
const GOOGLE_TAG_ID = /^(?:G|AW|GT|DC)-[A-Z0-9]{4,20}$/;
const HOST_NAME = /^(?=.{1,253}$)(?:[a-z0-9](?:[a-z0-9-]{0,61}[a-z0-9])?\.)+[a-z]{2,63}$/;

/** The trackers a company's overview names, each only when it is such an id. */
export function companyTrackers(company: {
  readonly facebookCustomTracker: string | null;
  readonly googleCustomTracker: string | null;
  readonly googleCustomTrackerDomain: string | null;
}): CompanyTrackers {
  const pixel = company.facebookCustomTracker?.trim() ?? '';
  const tag = company.googleCustomTracker?.trim().toUpperCase() ?? '';
  const domain =
    company.googleCustomTrackerDomain
      ?.trim()
      .toLowerCase()
      .replace(/^https?:\/\//, '')
      .replace(/\/$/, '') ?? '';
  const googleTagId = GOOGLE_TAG_ID.test(tag) ? tag : null;
  return {
    metaPixelId: META_PIXEL_ID.test(pixel) ? pixel : null,
    googleTagId,
    googleLinkedDomain: googleTagId !== null && HOST_NAME.test(domain) ? domain : null,
  };
}

/** Whether the company has any tracker, so its visitors are asked to consent. */
export function hasTrackers(trackers: CompanyTrackers): boolean {
  return trackers.metaPixelId !== null || trackers.googleTagId !== null;
}

/** The third-party origins a page loads scripts from and sends to for `trackers` (images are any https already). */
export interface TrackerOrigins {
  readonly scripts: readonly string[];
  readonly connects: readonly string[];
}

/** Meta's pixel: its script from connect.facebook.net, its events to www.facebook.com (Meta's pixel CSP guidance). */
const META_ORIGINS: TrackerOrigins = {
  scripts: ['https://connect.facebook.net'],
  connects: ['https://connect.facebook.net', 'https://www.facebook.com'],
};
/** Google's tag: its script from www.googletagmanager.com, its hits to Google Analytics (Google's tag CSP guide). */
const GOOGLE_ORIGINS: TrackerOrigins = {
  scripts: ['https://www.googletagmanager.com'],
  connects: ['https://www.googletagmanager.com', 'https://*.google-analytics.com', 'https://*.analytics.google.com'],
};

/** The origins `trackers` need: none without trackers, Meta's and Google's each only for its own tracker. */
export function trackerOrigins(trackers: CompanyTrackers): TrackerOrigins {
  const parts = [
    ...(trackers.metaPixelId === null ? [] : [META_ORIGINS]),
    ...(trackers.googleTagId === null ? [] : [GOOGLE_ORIGINS]),
  ];
  return {
    scripts: parts.flatMap((part) => part.scripts),
    connects: parts.flatMap((part) => part.connects),
  };
}
