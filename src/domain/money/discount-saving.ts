import type { ServiceToReserve } from '../reservation/reservation';
import { chargedServices } from './charged-services';

/**
 * What the client saves by paying online (booking-wizard §9): price minus paying price, summed
 * over the online-payable services with an online discount and no special-discount promotion (whose
 * own price replaces the online discount). A bundle or a session package counts once. A service
 * with no paying price is paid at its price and saves nothing.
 */
export function discountSaving(servicesToReserve: readonly ServiceToReserve[]): number {
  return chargedServices(servicesToReserve)
    .map(({ service }) => service)
    .filter((service) => service.onlinePayable && service.discount > 0 && service.charlyDiscount === 0)
    .reduce((saving, service) => saving + (service.price ?? 0) - (service.payingPrice ?? service.price ?? 0), 0);
}
