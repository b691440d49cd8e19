import { isMarketplaceTraffic, trackingFrom } from '../booking/traffic-source';
import { isRegistrablePlate, LONGEST_TYPED_PLATE, registeredPlate } from '../workshop/vehicle.plain';

// Services chosen before the page opens (booking-wizard §2 Routes, §4; storefront §4 "Preselection
// from query params services_id, bundle_services_id, creative_source: marketplace opens the booking
// immediately; otherwise the cart is shown"). At a workshop, `plate` names the vehicle too (issue 33;
// docs/adr/0120): a maintenance reminder's link opens the booking of the service due, its plate typed.

export interface Preselection {
  /** The services named, services first then bundles, each id as written (ids that are not ids are left out). */
  readonly serviceIds: readonly number[];
  /** The plate `plate` names, as the register keys it; null without one, or with one no register could hold. */
  readonly plate: string | null;
  /**
   * The booking opens as soon as the page has its services: marketplace traffic with something
   * preselected, or a vehicle's link (a plate) with something preselected.
   */
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

function plateFrom(text: string | null): string | null {
  if (text === null || text.trim().length > LONGEST_TYPED_PLATE) return null;
  const plate = registeredPlate(text);
  return isRegistrablePlate(plate) ? plate : null;
}

/** What an address's query preselects. */
export function preselectionFrom(query: (name: string) => string | null): Preselection {
  const serviceIds = [...idList(query('services_id')), ...idList(query('bundle_services_id'))];
  const plate = plateFrom(query('plate'));
  return {
    serviceIds,
    plate,
    opensBookingAtOnce: serviceIds.length > 0 && (plate !== null || isMarketplaceTraffic(trackingFrom(query))),
  };
}
