import { describe, expect, it } from 'vitest';
import { BOOKING_INFO, YARIS } from '#application/client-side/shared/fake-booking-api.test-support';
import { testPorts } from '../../testing/render-storefront.test-support';
import { SERVICES, storefrontApi } from '../../testing/storefront-api.test-support';
import { createClientFormModel, PLATE_LOOKUP_DELAY_MS } from './client-form-model';
import { wizardOpening } from './wizard-opening.test-support';
import { wizardUseCases } from './wizard-use-cases';

// Issue 33 (docs/adr/0120): the vehicle typed in the location page's "Your vehicle" is the client
// form's, looked up on the register at once, not typed again.

async function formOpenedWith(
  vehicle: { readonly plate: string; readonly mileage: string } | undefined,
  workshop = true,
) {
  const api = storefrontApi({ bookingInfo: { ...BOOKING_INFO, workshopVariant: workshop, showProviders: 2 } });
  const ports = testPorts({ api });
  const opening = await wizardOpening(api, [SERVICES.cut], vehicle === undefined ? {} : { vehicle });
  const form = createClientFormModel({ ...ports, useCases: wizardUseCases(ports) }, opening);
  return { form, ports };
}

describe("the client form starts with the location page's vehicle (issue 33)", () => {
  it('fills the plate and the mileage typed on the page, and looks the plate up', async () => {
    const { form, ports } = await formOpenedWith({ plate: 'BCDF12', mileage: '45000' });
    expect([form.vehicle.value.plate, form.vehicle.value.record.currentMileage]).toEqual(['BCDF12', '45000']);
    ports.timers.advance(PLATE_LOOKUP_DELAY_MS);
    await expect.poll(() => form.vehicleLookup.value).toEqual({ status: 'ready', value: YARIS });
  });

  it('starts blank, asking nothing, without a vehicle from the page', async () => {
    const { form, ports } = await formOpenedWith(undefined);
    ports.timers.advance(PLATE_LOOKUP_DELAY_MS);
    expect([form.vehicle.value.plate, form.vehicleLookup.value.status]).toEqual(['', 'idle']);
  });

  it('ignores a vehicle where the location is no workshop', async () => {
    const { form } = await formOpenedWith({ plate: 'BCDF12', mileage: '' }, false);
    expect(form.vehicle.value.plate).toBe('');
  });
});
