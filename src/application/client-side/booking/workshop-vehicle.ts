import { errAsync, okAsync } from 'neverthrow';
import { fieldError } from '#domain/validation/field-error';
import { integer, INTEGER_MAX, simpleText } from '#domain/validation/field-rules';
import { validateRecordHistory, type RecordHistory, type RecordHistoryField } from '#domain/workshop/record-history';
import {
  EARLIEST_VEHICLE_YEAR,
  isRegistrablePlate,
  LONGEST_TYPED_PLATE,
  registeredPlate,
} from '#domain/workshop/vehicle.plain';
import type { Vehicle } from '#domain/workshop/vehicle';
import type { ApiFailure, ApiResult } from '../../ports/client/api-result';
import type { VehicleRecords } from '../../ports/client/vehicle-records';
import type { VehicleOrder } from './booking-order';
import type { InvalidInput } from '../shared/client-side-errors';
import type { LocationId } from '#domain/storefront/company';

// The workshop ("Salfa") variant's vehicle and record for a booking (booking-wizard §3 Vehicle
// entity, recordHistory, §5): the plate looked up on the workshop's register, the record checked by
// the domain against the register's last mileage. The support CLI and the storefront's client form
// both book through here, under the order's field names (booking-order.ts).

/** The order's names for the record's fields (booking-order.ts). */
const RECORD_FIELD: Readonly<Record<RecordHistoryField, string>> = {
  currentMileage: 'current_mileage',
  presentsRepairs: 'presents_repairs',
  presentsClaims: 'presents_claims',
  claimNumber: 'claim_number',
};

/** The plate as the register keys it, or why it can never be on the register. */
export function platePart(typed: string): { readonly plate: string; readonly fault: InvalidInput | null } {
  const plate = registeredPlate(typed);
  if (typed.trim().length > LONGEST_TYPED_PLATE)
    return {
      plate,
      fault: { field: 'plate', error: fieldError('ERRORS.VALIDATION_MAX_LENGTH', { max: LONGEST_TYPED_PLATE }) },
    };
  if (!isRegistrablePlate(plate))
    return {
      plate,
      fault: {
        field: 'plate',
        error: fieldError('ERRORS.VALIDATION_OPTION_INVALID', { options: ['letters and digits, e.g. BCDF12'] }),
      },
    };
  return { plate, fault: null };
}

/** The vehicle the register holds under the order's plate; null when it holds none (404 VEHICLE.NOT_FOUND) or the order names no vehicle. */
export function vehicleOnRecord(
  vehicles: VehicleRecords,
  locationId: LocationId,
  vehicle: VehicleOrder | undefined,
): ApiResult<Vehicle | null> {
  if (vehicle === undefined || platePart(vehicle.plate).fault !== null) return okAsync(null);
  return vehicles
    .findVehicle(locationId, registeredPlate(vehicle.plate))
    .map((found): Vehicle | null => found)
    .orElse((failure) =>
      failure._tag === 'ApiRefusal' && failure.status === 404 && failure.code === 'VEHICLE.NOT_FOUND'
        ? okAsync(null)
        : errAsync<Vehicle | null, ApiFailure>(failure),
    );
}

/**
 * The workshop's vehicle and record for the order (booking-wizard §3 Vehicle entity, recordHistory,
 * §5 workshop rules): the record checked by the domain against the register's last mileage, which
 * it carries as `previousMileage`; the register's vehicle when it holds the plate, else the vehicle
 * typed (brand, model and year then required), filed under the client's name with the mileage now.
 */
export function workshopPart(
  order: VehicleOrder,
  onRecord: Vehicle | null,
  clientName: string,
): { readonly recordHistory: RecordHistory; readonly entity: Vehicle } | { readonly faults: readonly InvalidInput[] } {
  const faults: InvalidInput[] = [];
  const { plate, fault } = platePart(order.plate);
  if (fault !== null) faults.push(fault);
  const record = validateRecordHistory({ ...order.record, previousMileage: onRecord?.lastMileage ?? null });
  if (record.isErr()) {
    for (const field of Object.keys(RECORD_FIELD) as RecordHistoryField[]) {
      const error = record.error.fields[field];
      if (error !== undefined) faults.push({ field: RECORD_FIELD[field], error });
    }
  }
  let entity: Vehicle | null = onRecord;
  // Whether the register holds a plate is known only for a plate it could hold.
  if (onRecord === null && fault === null) {
    const brand = simpleText()(order.brand);
    const model = simpleText()(order.model);
    const year = integer({ min: EARLIEST_VEHICLE_YEAR, max: INTEGER_MAX })(order.year);
    if (brand.isErr()) faults.push({ field: 'brand', error: brand.error });
    if (model.isErr()) faults.push({ field: 'model', error: model.error });
    if (year.isErr()) faults.push({ field: 'year', error: year.error });
    // Each part passed the rule the Vehicle holds it to (a trimmed text, a year from 1900, a plate of
    // letters and digits, the record's mileage), checked above by the field rules that name the
    // field at fault: the wizard opens without the schema library (docs/adr/0155).
    if (brand.isOk() && model.isOk() && year.isOk() && record.isOk()) {
      entity = {
        brand: brand.value,
        model: model.value,
        plate,
        year: year.value,
        clientName: clientName.trim(),
        lastMileage: record.value.currentMileage,
      };
    }
  }
  if (faults.length > 0 || record.isErr() || entity === null) return { faults };
  return { recordHistory: record.value, entity };
}
