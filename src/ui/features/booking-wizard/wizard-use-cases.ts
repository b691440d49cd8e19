import { checkReservation } from '#application/client-side/booking/check-reservation';
import { createReservation } from '#application/client-side/booking/create-reservation';
import { checkGiftCardCode } from '#application/client-side/booking/check-gift-card-code';
import { findNextAvailableDay } from '#application/client-side/availability/find-next-available-day';
import { listDateStepDays } from '#application/client-side/availability/list-date-step-days';
import { listDateStepHours } from '#application/client-side/availability/list-date-step-hours';
import { listProfessionals } from '#application/client-side/catalogue/list-professionals';
import type { StorefrontPorts } from '../../shared/storefront-services';

/** The client-side use cases the wizard drives (docs/adr/0023), built over the storefront's ports when the wizard loads. */
export function wizardUseCases(ports: StorefrontPorts) {
  return {
    listDateStepDays: listDateStepDays(ports.availability),
    listDateStepHours: listDateStepHours(ports.availability),
    findNextAvailableDay: findNextAvailableDay(ports),
    listProfessionals: listProfessionals(ports),
    checkReservation: checkReservation(ports.bookingRequests),
    createReservation: createReservation(ports),
    checkGiftCardCode: checkGiftCardCode(ports),
  };
}

export type WizardUseCases = ReturnType<typeof wizardUseCases>;

/** What the wizard's slices are given: the storefront's ports and the wizard's use cases. */
export type WizardServices = StorefrontPorts & { readonly useCases: WizardUseCases };
