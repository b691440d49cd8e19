import { apiPorts } from '#application/client-side/shared/fake-booking-api.test-support';
import { loadStorefront, servicesById, type Storefront } from '#application/client-side/catalogue/load-storefront';
import type { ServiceView } from '#application/ports/client/offered-services';
import { NO_TRACKING } from '#domain/booking/traffic-source';
import type { Service } from '#domain/catalog/service';
import type { WizardOpening } from './wizard-types';
import type { StorefrontApi } from '../../testing/storefront-api.test-support';

// Test support: what the booking wizard opens with, built as the location page builds it — the
// storefront loaded through the (fake) Booking API, and the services the client picked from it.

/** The storefront of the scenario's location, loaded as the location page loads it. */
export async function loadedStorefront(api: StorefrontApi): Promise<Storefront> {
  const loaded = await loadStorefront(apiPorts(api))(api.scenario.location.id, null);
  if (loaded.isErr()) throw new Error(`The storefront did not load: ${JSON.stringify(loaded.error)}`);
  return loaded.value;
}

/** The storefront's Service for a catalogue entry. */
export function serviceIn(storefront: Storefront, view: ServiceView): Service {
  const found = servicesById(storefront).get(view.id);
  if (found === undefined) throw new Error(`The storefront does not list ${view.name}`);
  return found.service;
}

/** The wizard opened on `picked`, in that order, by a visitor who came straight to the page. */
export async function wizardOpening(
  api: StorefrontApi,
  picked: readonly ServiceView[],
  changes: Partial<Omit<WizardOpening, 'storefront' | 'services'>> = {},
): Promise<WizardOpening> {
  const storefront = await loadedStorefront(api);
  return {
    storefront,
    services: picked.map((view) => serviceIn(storefront, view)),
    providerPreSelected: null,
    tracking: NO_TRACKING,
    professionalPath: false,
    identified: null,
    signedInUser: Promise.resolve(null),
    ...changes,
  };
}
