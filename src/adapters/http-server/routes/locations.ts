import type { GetLocation } from '#application/catalogue/get-location';
import type { ListLocations } from '#application/catalogue/list-locations';
import type { Location } from '#application/ports/server/company-directory';
import { mapSync } from '#application/shared/one-step';
import type { components } from '../../http/booking-api.generated';
import { contractRoute, type ContractRoute } from '../contract-route';
import { writtenJson, type WrittenJson } from '../written-json';
import type { Language } from '../language';
import { scheduleDays } from './schedule-days';
import { companyIdFromWire, locationIdFromWire } from '../wire-ids';

export interface LocationUseCases {
  readonly listLocations: ListLocations;
  readonly getLocation: GetLocation;
}

/** A location on the wire (GET /locations/{id}), its schedule in `language`. */
export function wireLocation(location: Location, language: Language): components['schemas']['Location'] {
  return {
    id: location.id,
    company_id: location.companyId,
    company_web_address: location.companyWebAddress,
    name: location.companyName,
    location_name: location.name,
    phone: location.phone,
    email: location.email,
    whatsapp: location.whatsapp,
    banner: location.banner,
    image: location.image,
    address: location.address,
    country_code: location.countryCode,
    time_zone: location.timeZone,
    schedule: scheduleDays(location.openingHours, language),
  };
}

type WireLocation = components['schemas']['Location'];
const wiredLocations = new Map<Language, WeakMap<Location, WrittenJson<WireLocation>>>();

/**
 * `wireLocation`'s JSON, written once for each location the directory keeps (the same object until
 * it changes) and each language (written-json.ts): a location's page asks for it on every visit
 * (issue 37, docs/adr/0137).
 */
function keptWireLocation(location: Location, language: Language): WrittenJson<WireLocation> {
  let wired = wiredLocations.get(language);
  if (wired === undefined) {
    wired = new WeakMap();
    wiredLocations.set(language, wired);
  }
  let body = wired.get(location);
  if (body === undefined) {
    body = writtenJson(wireLocation(location, language));
    wired.set(location, body);
  }
  return body;
}

/** The Locations calls (storefront §7, booking-wizard §7): a company's locations, and one location. */
export function locationRoutes(useCases: LocationUseCases): readonly ContractRoute[] {
  return [
    contractRoute('listLocations', ({ query, language }) =>
      useCases.listLocations({ companyId: companyIdFromWire(query.company_id) }).map((locations) => ({
        status: 200,
        body: locations.map((location) => wireLocation(location, language)),
      })),
    ),
    // Asked as often as the hours: answered in one step (one-step.ts, docs/adr/0170).
    contractRoute('getLocation', ({ path, language }) =>
      mapSync(useCases.getLocation({ locationId: locationIdFromWire(path.id) }), (location) => ({
        status: 200 as const,
        body: keptWireLocation(location, language),
      })),
    ),
  ];
}
