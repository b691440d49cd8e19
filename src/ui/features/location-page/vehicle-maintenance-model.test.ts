import { signal } from '@preact/signals-react';
import { errAsync, okAsync } from 'neverthrow';
import { describe, expect, it } from 'vitest';
import type { ApiFailure } from '#application/ports/client/api-result';
import type { VehicleMaintenanceQueries } from '#application/ports/client/vehicle-maintenance-queries';
import { YARIS, YARIS_DUE, YARIS_PLAN } from '#application/client-side/shared/fake-booking-api.test-support';
import { locationId } from '#domain/shared/ids.test-support';
import { drivenTimers } from '../../testing/storefront-ports.test-support';
import { createVehicleMaintenanceModel, VEHICLE_LOOKUP_DELAY_MS, type TypedVehicle } from './vehicle-maintenance-model';

// The panel's model (issue 33; docs/adr/0120) over a register whose mileage rose after the plate was
// looked up: the API's 422 on the mileage is said as the booking's rule, keeping the step found.

const roseMeanwhile: ApiFailure = {
  _tag: 'ApiRefusal',
  status: 422,
  code: 'REQUEST.INVALID',
  message: 'The request is not valid.',
  attributes: [{ field: 'mileage', messages: ['must be above the last mileage on record'] }],
  retryAfterSeconds: null,
};

function modelOver(queries: VehicleMaintenanceQueries) {
  const timers = drivenTimers();
  const typed = signal<TypedVehicle>({ plate: '', mileage: '' });
  const model = createVehicleMaintenanceModel({ vehicleMaintenance: queries, timers }, locationId(5), typed);
  return { model, timers, typed };
}

describe('the vehicle panel’s lookup (issue 33)', () => {
  it('says a mileage the API refuses as the booking’s rule does, keeping the step found for the plate', async () => {
    const asked: (number | undefined)[] = [];
    const { model, timers } = modelOver({
      findVehicleMaintenance: (_location, _plate, mileage) => {
        asked.push(mileage);
        return mileage === undefined
          ? okAsync({ vehicle: YARIS, plan: YARIS_PLAN, due: YARIS_DUE })
          : errAsync(roseMeanwhile);
      },
    });
    model.type({ plate: 'BCDF12', mileage: '43000' });
    timers.advance(VEHICLE_LOOKUP_DELAY_MS);
    await expect.poll(() => model.mileageError.value?.key).toBe('ERRORS.VALIDATION_MILEAGE');
    expect(asked).toEqual([undefined, 43000]);
    expect(model.lookup.value).toEqual({
      status: 'ready',
      value: { _tag: 'OnRecord', maintenance: { vehicle: YARIS, plan: YARIS_PLAN, due: YARIS_DUE } },
    });
  });

  it('asks nothing for a plate no register could hold, and says why', () => {
    const asked: string[] = [];
    const { model, timers } = modelOver({
      findVehicleMaintenance: (_location, plate) => {
        asked.push(plate);
        return okAsync({ vehicle: YARIS, plan: null, due: null });
      },
    });
    model.type({ plate: 'BC/DF' });
    timers.advance(VEHICLE_LOOKUP_DELAY_MS);
    expect([asked, model.lookup.value.status, model.plateError.value?.key]).toEqual([
      [],
      'idle',
      'ERRORS.VALIDATION_OPTION_INVALID',
    ]);
  });

  it('asks the register once per plate, however often the mileage changes', async () => {
    const asked: (number | undefined)[] = [];
    const { model, timers } = modelOver({
      findVehicleMaintenance: (_location, _plate, mileage) => {
        asked.push(mileage);
        return okAsync({ vehicle: YARIS, plan: YARIS_PLAN, due: YARIS_DUE });
      },
    });
    model.type({ plate: 'BCDF12' });
    timers.advance(VEHICLE_LOOKUP_DELAY_MS);
    await expect.poll(() => model.lookup.value.status).toBe('ready');
    for (const mileage of ['43000', '44000']) {
      model.type({ mileage });
      timers.advance(VEHICLE_LOOKUP_DELAY_MS);
      await expect.poll(() => asked.at(-1)).toBe(Number(mileage));
    }
    expect(asked).toEqual([undefined, 43000, 44000]);
  });
});
