import { computed, effect, signal, type ReadonlySignal } from '@preact/signals-react';
import type { Storefront } from '#application/client-side/catalogue/load-storefront';
import type { ProviderView } from '#application/ports/client/professional-directory';
import { FIRST_AVAILABLE_PROVIDER, type ProviderRef } from '#domain/catalog/service.plain';
import {
  currentService,
  isChained,
  providerIsSelectable,
  type InternalId,
  type ReservationState,
  type ServiceToReserve,
} from '#domain/reservation/reservation';
import { scheduledSpan } from '#domain/reservation/scheduling';
import { chooseProvider } from '#domain/reservation/selection';
import type { WizardServices } from './wizard-use-cases';
import { LOADING, type Loadable } from '../../shared/loadable';
import type { UpdateReservation } from './wizard-types';

// The provider step (booking-wizard §2 Provider selection): who can perform each service shown —
// every service of a consecutive block or a bundle, else the service being reserved — with "first
// provider available" always first. Each service's list is asked for once per slot it is for.

export function createProviderStepModel(
  services: WizardServices,
  storefront: Storefront,
  reservation: ReadonlySignal<ReservationState>,
  update: UpdateReservation,
) {
  const professionals = signal<ReadonlyMap<string, Loadable<readonly ProviderView[]>>>(new Map());

  const shown = computed((): readonly ServiceToReserve[] => {
    const state = reservation.value;
    const choosable = (item: ServiceToReserve) => providerIsSelectable(state.context, item);
    if (isChained(state)) return state.servicesToReserve.filter(choosable);
    const current = currentService(state);
    return current !== undefined && choosable(current) ? [current] : [];
  });

  /** The list a service's professionals are kept under: the service, and the slot when one is chosen. */
  const keyOf = (item: ServiceToReserve): string => {
    const span = scheduledSpan(item);
    return `${item.internalId}@${span === null ? '' : `${String(span.start)}-${String(span.end)}`}`;
  };

  function load(item: ServiceToReserve): void {
    const key = keyOf(item);
    professionals.value = new Map([...professionals.peek(), [key, LOADING]]);
    void services.useCases
      .listProfessionals({ locationId: storefront.location.id, zone: storefront.zone }, reservation.peek(), item)
      .match(
        (list) => {
          professionals.value = new Map([...professionals.peek(), [key, { status: 'ready', value: list }]]);
        },
        (failure) => {
          professionals.value = new Map([...professionals.peek(), [key, { status: 'failed', failure }]]);
        },
      );
  }

  const dispose = effect(() => {
    if (reservation.value.step !== 'providerSelection') return;
    for (const item of shown.value) if (!professionals.peek().has(keyOf(item))) load(item);
  });

  return {
    shown,
    /** The professionals offered for a service; "first provider available" is added by the view. */
    professionalsFor: (item: ServiceToReserve): Loadable<readonly ProviderView[]> => {
      return professionals.value.get(keyOf(item)) ?? LOADING;
    },
    /** Chooses one of the service's professionals, as the catalogue names them. */
    choose: (item: ServiceToReserve, providerId: number): void => {
      const provider: ProviderRef | undefined = item.service.serviceProviders.find(
        (candidate) => candidate.id === providerId,
      );
      if (provider !== undefined) update((state) => chooseProvider(state, item.internalId, provider).unwrapOr(state));
    },
    chooseFirstAvailable: (internalId: InternalId): void => {
      update((state) => chooseProvider(state, internalId, FIRST_AVAILABLE_PROVIDER).unwrapOr(state));
    },
    retry: (item: ServiceToReserve): void => {
      load(item);
    },
    dispose,
  };
}

export type ProviderStepModel = ReturnType<typeof createProviderStepModel>;
