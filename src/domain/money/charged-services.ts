import type { LocalDate } from '../calendar/local-date';
import type { Service } from '../catalog/service';
import type { ServiceToReserve } from '../reservation/reservation';

/**
 * One price the client is charged: a bundle once for all its bundled services, a session package
 * once for all its sessions, any other service once each time it is reserved.
 */
export interface ChargedService {
  /** The catalogue service whose price is charged (the bundle or the session package itself). */
  readonly service: Service;
  /** The day of its first reserved service, which decides whether a promotion applies. */
  readonly daySelected: LocalDate | null;
  readonly servicesToReserve: readonly ServiceToReserve[];
}

// A cart holds at most one bundle and one session package (booking-wizard §4), so the catalogue
// id tells a bundle's or a package's reserved services apart from any other.
function chargeKey(item: ServiceToReserve): string {
  if (item.bundle !== null) return `bundle ${item.bundle.id}`;
  if (item.sessionNumber !== null) return `sessions ${item.service.id}`;
  return `service ${item.internalId}`;
}

/** The prices a reservation is charged, in the order their services were reserved. */
export function chargedServices(servicesToReserve: readonly ServiceToReserve[]): readonly ChargedService[] {
  const charged = new Map<string, ChargedService>();
  for (const item of servicesToReserve) {
    const key = chargeKey(item);
    const known = charged.get(key);
    charged.set(
      key,
      known === undefined
        ? { service: item.bundle ?? item.service, daySelected: item.daySelected, servicesToReserve: [item] }
        : { ...known, servicesToReserve: [...known.servicesToReserve, item] },
    );
  }
  return [...charged.values()];
}
