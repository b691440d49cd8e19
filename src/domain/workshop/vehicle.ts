import { Schema } from 'effect';
import type { Result } from 'neverthrow';
import { decodeWith, type SchemaViolation } from '../shared/decode';

// A vehicle the workshop ("Salfa") variant books for (booking-wizard §3 "Vehicle entity", storefront
// §3 "Vehicle"): what it is, whose it is, and the last mileage recorded for it, which the mileage
// typed with a booking must exceed.

const Text = Schema.Trim.check(Schema.isNonEmpty());

/** The first automobiles date from the 1880s; a year before 1900 is a typing error, not a vehicle. */
export const EARLIEST_VEHICLE_YEAR = 1900;

export const Vehicle = Schema.Struct({
  brand: Text,
  model: Text,
  /** The licence plate, as the workshop registered it. */
  plate: Text,
  year: Schema.Int.check(Schema.isGreaterThanOrEqualTo(EARLIEST_VEHICLE_YEAR)),
  /** The vehicle's client (driver or owner) on the workshop's record; may be unknown (''). */
  clientName: Schema.Trim,
  /** The last mileage recorded for the vehicle, in whole kilometres. */
  lastMileage: Schema.Int.check(Schema.isGreaterThanOrEqualTo(0)),
});
export type Vehicle = typeof Vehicle.Type;

/** Smart constructor: a Vehicle from untrusted input, or every field at fault. */
export const parseVehicle: (input: unknown) => Result<Vehicle, SchemaViolation> = decodeWith(Vehicle);

/** The vehicle as the workshop's records name its fields (marca, modelo, patente, anio, nombre, km). */
export const VehicleFromWorkshopRecord = Vehicle.pipe(
  Schema.encodeKeys({
    brand: 'marca',
    model: 'modelo',
    plate: 'patente',
    year: 'anio',
    clientName: 'nombre',
    lastMileage: 'km',
  }),
);

/** Decodes a vehicle from the workshop's record, Spanish field names and all. */
export const parseWorkshopVehicle: (input: unknown) => Result<Vehicle, SchemaViolation> =
  decodeWith(VehicleFromWorkshopRecord);

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
