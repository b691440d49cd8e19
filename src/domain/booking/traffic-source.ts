// Where a booking's visit came from (booking-wizard §1, §2 Routes, §7 Create booking): marketplace
// traffic, search-engine reserve traffic (a `rwg_token` makes the source google_appointments), or
// whatever `creative_source` and the utm_* parameters of the wizard's route say.

export const MARKETPLACE_SOURCE = 'marketplace';
export const GOOGLE_APPOINTMENTS_SOURCE = 'google_appointments';

/** The tracking parameters the wizard's route may carry, as given (absent ones null). */
export interface TrackingParameters {
  readonly creativeSource: string | null;
  readonly utmSource: string | null;
  readonly utmMedium: string | null;
  readonly utmCampaign: string | null;
  readonly utmContent: string | null;
  readonly utmTerm: string | null;
  readonly rwgToken: string | null;
}

export const NO_TRACKING: TrackingParameters = {
  creativeSource: null,
  utmSource: null,
  utmMedium: null,
  utmCampaign: null,
  utmContent: null,
  utmTerm: null,
  rwgToken: null,
};

const given = (value: string | null): string | null => (value === null || value.trim() === '' ? null : value.trim());

/** The visit's source: google_appointments with a reserve token, else creative_source, else none. */
export function trafficSource(tracking: TrackingParameters): string | null {
  if (given(tracking.rwgToken) !== null) return GOOGLE_APPOINTMENTS_SOURCE;
  return given(tracking.creativeSource);
}

/** The visit came from the marketplace: the booking opens at once and the mobile back uses the browser's history. */
export function isMarketplaceTraffic(tracking: TrackingParameters): boolean {
  return trafficSource(tracking) === MARKETPLACE_SOURCE;
}

/** The `creative_source` a booking is created with: the visit's source, except for marketplace traffic, which is sent as none (booking-wizard §7). */
export function creativeSourceToSend(tracking: TrackingParameters): string | null {
  const source = trafficSource(tracking);
  return source === MARKETPLACE_SOURCE ? null : source;
}

/** The tracking parameters of a route's query string; blank ones count as absent. */
export function trackingFrom(query: (name: string) => string | null): TrackingParameters {
  return {
    creativeSource: given(query('creative_source')),
    utmSource: given(query('utm_source')),
    utmMedium: given(query('utm_medium')),
    utmCampaign: given(query('utm_campaign')),
    utmContent: given(query('utm_content')),
    utmTerm: given(query('utm_term')),
    rwgToken: given(query('rwg_token')),
  };
}

/**
 * The tracking parameters kept for a booking paid online while its payment is made (docs/adr/0076),
 * read back as untrusted — another version of the storefront may have written them: each field a
 * string or absent, anything else no tracking at all.
 */
export function keptTracking(kept: unknown): TrackingParameters {
  if (typeof kept !== 'object' || kept === null) return NO_TRACKING;
  const fields = kept as Record<string, unknown>;
  const read = (name: keyof TrackingParameters): string | null => {
    const value = fields[name];
    return typeof value === 'string' ? given(value) : null;
  };
  return {
    creativeSource: read('creativeSource'),
    utmSource: read('utmSource'),
    utmMedium: read('utmMedium'),
    utmCampaign: read('utmCampaign'),
    utmContent: read('utmContent'),
    utmTerm: read('utmTerm'),
    rwgToken: read('rwgToken'),
  };
}
