import { isMarketplaceTraffic, trackingFrom } from '../booking/traffic-source';

// Services chosen before the page opens (booking-wizard §2 Routes, §4; storefront §4 "Preselection
// from query params services_id, bundle_services_id, creative_source: marketplace opens the booking
// immediately; otherwise the cart is shown").

export interface Preselection {
  /** The services named, services first then bundles, each id as written (ids that are not ids are left out). */
  readonly serviceIds: readonly number[];
  /** The booking opens as soon as the page has its services: marketplace traffic with something preselected. */
  readonly opensBookingAtOnce: boolean;
}

function idList(text: string | null): readonly number[] {
  if (text === null) return [];
  return text
    .split(',')
    .map((part) => part.trim())
    .filter((part) => /^[1-9]\d{0,9}$/.test(part))
    .map(Number);
}

/** What an address's query preselects. */
export function preselectionFrom(query: (name: string) => string | null): Preselection {
  const serviceIds = [...idList(query('services_id')), ...idList(query('bundle_services_id'))];
  return { serviceIds, opensBookingAtOnce: serviceIds.length > 0 && isMarketplaceTraffic(trackingFrom(query)) };
}
