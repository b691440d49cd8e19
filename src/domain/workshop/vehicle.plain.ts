// A vehicle's licence plate as the workshop's register keys it, without Schema so that the
// storefront's first page can read a preselected plate (docs/adr/0120).

/**
 * A licence plate as the workshop's register keys it: upper case, without the spaces, dots, hyphens
 * and middle dots clients type between its groups ('bc·df-12' and 'BCDF12' are one vehicle).
 */
export function registeredPlate(typed: string): string {
  return typed.replace(/[\s.\-·•]/g, '').toUpperCase();
}

/**
 * Whether a registered plate can be kept on the register: letters A–Z and digits only, at least
 * one, as the register stores plates (migration 0006). A plate typed with other signs is refused
 * rather than filed under a key nobody could type again.
 */
export function isRegistrablePlate(plate: string): boolean {
  return /^[A-Z0-9]+$/.test(plate);
}

/** The longest plate, as typed, that is looked up on the register (GET /vehicles' `plate`). */
export const LONGEST_TYPED_PLATE = 20;

/** The first automobiles date from the 1880s; a year before 1900 is a typing error, not a vehicle. */
export const EARLIEST_VEHICLE_YEAR = 1900;
