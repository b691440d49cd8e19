import { Schema } from 'effect';
import type { Result } from 'neverthrow';
import { decodeWith, type SchemaViolation } from '../shared/decode';
import { EARLIEST_VEHICLE_YEAR } from './vehicle.plain';

// The plate's rules have no Schema: they sit in the vehicle.plain.ts twin, which the storefront's
// first page imports (a preselected plate, docs/adr/0120), as service.plain.ts does (ADR 0072).
export * from './vehicle.plain';

// A vehicle the workshop ("Salfa") variant books for (booking-wizard §3 "Vehicle entity", storefront
// §3 "Vehicle"): what it is, whose it is, and the last mileage recorded for it, which the mileage
// typed with a booking must exceed.

const Text = Schema.Trim.check(Schema.isNonEmpty());

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
