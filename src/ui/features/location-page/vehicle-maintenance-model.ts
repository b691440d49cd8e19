import { signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import type { ResultAsync } from 'neverthrow';
import type { ApiFailure } from '#application/ports/client/api-result';
import { platePart } from '#application/client-side/booking/workshop-vehicle';
import {
  lookUpVehicleMaintenance,
  refusesMileage,
  type MaintenanceLookup,
} from '#application/client-side/booking/vehicle-maintenance';
import type { VehicleMaintenanceQueries } from '#application/ports/client/vehicle-maintenance-queries';
import type { LocationId } from '#domain/storefront/company';
import { fieldError, type FieldError } from '#domain/validation/field-error';
import { validateCurrentMileage } from '#domain/workshop/record-history';
import { IDLE, LOADING, type Loadable } from '../../shared/loadable';
import type { Timers } from '../../shared/storefront-services';

// The workshop's "Your vehicle" panel (issue 33; docs/adr/0120): the plate, and optionally the
// mileage now, looked up as typed — the plate alone first, for the vehicle and its last mileage on
// record; then, with a mileage above that (the booking's own rule, validateCurrentMileage), again
// for the step due at it. What was typed is the location page's, so the booking carries it.

/** The vehicle as typed on the location page. */
export interface TypedVehicle {
  readonly plate: string;
  readonly mileage: string;
}

/** How long typing pauses before the vehicle is looked up. */
export const VEHICLE_LOOKUP_DELAY_MS = 400;

/** Asks the API again and again, letting only the latest question's answer land; `forget` drops the one on its way. */
function latestQuestion() {
  let asked = 0;
  function ask<T>(
    question: ResultAsync<T, ApiFailure>,
    onAnswer: (value: T) => void,
    onFailure: (failure: ApiFailure) => void,
  ): void {
    const asking = ++asked;
    void question.match(
      (value) => {
        if (asking === asked) onAnswer(value);
      },
      (failure) => {
        if (asking === asked) onFailure(failure);
      },
    );
  }
  return Object.assign(ask, {
    forget: (): void => {
      asked += 1;
    },
  });
}

/** The plate typed as the register keys it, or why no register could hold it; none while it is blank. */
function plateToAsk(typed: string): { readonly plate: string | null; readonly error: FieldError | null } {
  if (typed.trim() === '') return { plate: null, error: null };
  const { plate, fault } = platePart(typed);
  return fault === null ? { plate, error: null } : { plate: null, error: fault.error };
}

/**
 * The mileage typed, checked by the booking's own rule against the plate's last on record: the
 * mileage to ask about (none for a vehicle not on record, whose step nobody knows), or why none is.
 */
function mileageToAsk(
  typed: string,
  known: MaintenanceLookup,
): { readonly ask: number | null; readonly error: FieldError | null } {
  if (typed.trim() === '') return { ask: null, error: null };
  const last = known._tag === 'OnRecord' ? known.maintenance.vehicle.lastMileage : null;
  const checked = validateCurrentMileage(typed, last);
  if (checked.isErr()) return { ask: null, error: checked.error };
  return { ask: known._tag === 'OnRecord' ? checked.value : null, error: null };
}

export function createVehicleMaintenanceModel(
  ports: { readonly vehicleMaintenance: VehicleMaintenanceQueries; readonly timers: Timers },
  locationId: LocationId,
  typed: Signal<TypedVehicle>,
) {
  const lookup = signal<Loadable<MaintenanceLookup>>(IDLE);
  const plateError = signal<FieldError | null>(null);
  const mileageError = signal<FieldError | null>(null);
  /** The register's answer for each plate asked, without a mileage: the vehicle and its last mileage. */
  const byPlate = new Map<string, MaintenanceLookup>();
  const latest = latestQuestion();
  let pending: (() => void) | null = null;

  const show = (value: MaintenanceLookup) => {
    lookup.value = { status: 'ready', value };
  };
  const fail = (failure: ApiFailure) => {
    lookup.value = { status: 'failed', failure };
  };

  /** With the plate's answer known: the step due at the mileage typed, if one is typed and above the last. */
  function withMileage(plate: string, known: MaintenanceLookup): void {
    const { ask, error } = mileageToAsk(typed.peek().mileage, known);
    mileageError.value = error;
    if (ask === null) {
      show(known);
      return;
    }
    lookup.value = LOADING;
    latest(lookUpVehicleMaintenance(ports.vehicleMaintenance, locationId, plate, ask), show, (failure) => {
      if (!refusesMileage(failure) || known._tag === 'NotOnRecord') {
        fail(failure);
        return;
      }
      // The register's mileage rose meanwhile (another booking): the booking's rule, said as the form says it.
      mileageError.value = fieldError('ERRORS.VALIDATION_MILEAGE', { previous: known.maintenance.vehicle.lastMileage });
      show(known);
    });
  }

  function lookUp(): void {
    const { plate, error } = plateToAsk(typed.peek().plate);
    plateError.value = error;
    mileageError.value = null;
    if (plate === null) {
      lookup.value = IDLE;
      // An answer still on its way for an earlier plate no longer lands.
      latest.forget();
      return;
    }
    const known = byPlate.get(plate);
    if (known !== undefined) {
      withMileage(plate, known);
      return;
    }
    lookup.value = LOADING;
    latest(
      lookUpVehicleMaintenance(ports.vehicleMaintenance, locationId, plate),
      (answer) => {
        byPlate.set(plate, answer);
        withMileage(plate, answer);
      },
      fail,
    );
  }

  /** The vehicle as typed now, looked up once typing pauses. */
  function type(change: Partial<TypedVehicle>): void {
    typed.value = { ...typed.peek(), ...change };
    pending?.();
    pending = ports.timers.after(VEHICLE_LOOKUP_DELAY_MS, lookUp);
  }

  return {
    typed: typed as ReadonlySignal<TypedVehicle>,
    lookup: lookup as ReadonlySignal<Loadable<MaintenanceLookup>>,
    plateError: plateError as ReadonlySignal<FieldError | null>,
    mileageError: mileageError as ReadonlySignal<FieldError | null>,
    type,
    /** Looks the vehicle up at once: a plate the address named, or the client asking again after a failure. */
    lookUpNow: (): void => {
      pending?.();
      pending = null;
      lookUp();
    },
    dispose: (): void => pending?.(),
  };
}

export type VehicleMaintenanceModel = ReturnType<typeof createVehicleMaintenanceModel>;
