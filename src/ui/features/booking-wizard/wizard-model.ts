import { batch, computed, effect, signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import { draftOf } from '#application/client-side/booking/reservation-draft';
import type { Storefront } from '#application/client-side/catalogue/load-storefront';
import { isMarketplaceTraffic } from '#domain/booking/traffic-source';
import { changeBookingMode, chooseBookingMode, type ChosenBookingMode } from '#domain/reservation/booking-mode';
import { editService, moveService } from '#domain/reservation/editing';
import { removalNeedsConfirmation, removeService } from '#domain/reservation/removal';
import {
  canChooseProviderFor,
  type InternalId,
  type ReservationState,
  type ScreenSize,
  type WizardContext,
} from '#domain/reservation/reservation';
import { addSession, canAddSession } from '#domain/reservation/sessions';
import { back, canGoBack, canGoNext, next, openReservation } from '#domain/reservation/step-machine';
import { goToTab, stepTabs, type TabStep } from '#domain/reservation/step-tabs';
import type { StorefrontPorts } from '../../shared/storefront-services';
import { wizardUseCases, type WizardServices } from './wizard-use-cases';
import { createClientFormModel } from './client-form-model';
import type { WizardDialog, WizardOpening } from './wizard-types';
import { createDateStepModel } from './date-step-model';
import { createProviderStepModel } from './provider-step-model';
import { createSubmissionModel } from './submission-model';
import { createGiftCardModel } from './gift-card-model';

// The booking wizard's state (ADR 0004): one signal holds the domain's ReservationState, and every
// change to it is a domain function's result. The steps' own state (the date strip, the hours, the
// client form, the submission) lives in slices beside it; screens read the signals and call these
// actions, and hold no rule of their own.

export function wizardContext(
  storefront: Storefront,
  opening: Pick<WizardOpening, 'professionalPath' | 'tracking'>,
  screen: ScreenSize,
): WizardContext {
  return {
    canChooseProvider: canChooseProviderFor(storefront.bookingInfo.showProviders),
    clientExclusive: storefront.bookingInfo.clientExclusive,
    workshopVariant: storefront.bookingInfo.workshopVariant,
    professionalPath: opening.professionalPath,
    fromMarketplace: isMarketplaceTraffic(opening.tracking),
    screen,
  };
}

export interface WizardCallbacks {
  /** The last service was removed, or the client closed the wizard. */
  readonly close: () => void;
}

export function createWizardModel(ports: StorefrontPorts, opening: WizardOpening, callbacks: WizardCallbacks) {
  const { storefront } = opening;
  const services: WizardServices = { ...ports, useCases: wizardUseCases(ports) };
  const context = wizardContext(storefront, opening, services.screen.value);
  // A draft the tab kept reopens where the client was, in today's context (the screen may differ).
  const reservation: Signal<ReservationState> = signal(
    opening.restored === undefined
      ? openReservation(context, opening.services, opening.providerPreSelected)
      : { ...opening.restored.reservation, context },
  );
  const dialog = signal<WizardDialog | null>(null);
  /** Counts step changes (and moves to another service), so the view moves focus to the new step's heading each time (WCAG 2.4.3). */
  const stepVisits = signal(0);
  /**
   * The step changed while a dialog covered it (a refused booking returns to the hours): the dialog
   * kept the focus, and gives it back on closing to what opened it, which the new step no longer shows.
   */
  let stepChangedBehindDialog = false;

  const disposers: (() => void)[] = [];
  // The rules see the screen size: follow the window as it is resized.
  disposers.push(
    effect(() => {
      const screen = services.screen.value;
      const current = reservation.peek();
      if (current.context.screen !== screen)
        reservation.value = { ...current, context: { ...current.context, screen } };
    }),
  );

  function update(change: (state: ReservationState) => ReservationState): void {
    const before = reservation.peek();
    const after = change(before);
    if (after === before) return;
    batch(() => {
      reservation.value = after;
      // A new step, or the same step for another service, is a new page to the client.
      if (after.step !== before.step || after.serviceBeingReserved !== before.serviceBeingReserved) {
        stepVisits.value += 1;
        stepChangedBehindDialog = dialog.peek() !== null;
      }
    });
  }

  const step = computed(() => reservation.value.step);
  const nextEnabled = computed(() => canGoNext(reservation.value));
  const previousEnabled = computed(() => canGoBack(reservation.value));
  const tabs = computed(() => stepTabs(reservation.value));
  const addSessionEnabled = computed(() => canAddSession(reservation.value));

  const form = createClientFormModel(services, opening);
  const dateStep = createDateStepModel(services, storefront, reservation, update);
  const providerStep = createProviderStepModel(services, storefront, reservation, update);
  const giftCard = createGiftCardModel(services, storefront.location.id);
  const submission = createSubmissionModel(services, opening, {
    reservation,
    update,
    dialog,
    form,
    giftCardCode: giftCard.usableCode,
  });
  disposers.push(dateStep.dispose, providerStep.dispose, form.dispose, submission.dispose);
  disposers.push(
    effect(() => {
      form.follow(reservation.value);
    }),
  );
  // The tab keeps the reservation and what was typed as they change, so a reload loses nothing;
  // the wizard's end (closed, or the booking made) forgets it (docs/adr/0075).
  const locationId = storefront.location.id;
  disposers.push(
    effect(() => {
      const state = reservation.value;
      const values = form.values.value;
      // Booked and on its way to pay: nothing left to bring back.
      if (state.step === 'iframePostPay' || submission.phase.value === 'leaving') return;
      services.drafts.keep(locationId, draftOf(state, values));
    }),
    () => {
      services.drafts.discard(locationId);
    },
  );

  function removeNow(internalId: InternalId): void {
    const outcome = removeService(reservation.peek(), internalId);
    if (outcome.isErr()) return;
    if (outcome.value._tag === 'ReservationEmptied') {
      callbacks.close();
      return;
    }
    const remaining = outcome.value.state;
    update(() => remaining);
  }

  const actions = {
    next: (): void => {
      update(next);
    },
    previous: (): void => {
      const outcome = back(reservation.peek());
      switch (outcome._tag) {
        case 'MovedBack':
          update(() => outcome.state);
          return;
        case 'UseBrowserHistory':
          services.router.back();
          return;
        case 'StayedOnFirstStep':
          return;
      }
    },
    chooseMode: (mode: ChosenBookingMode): void => {
      update((state) => chooseBookingMode(state, mode).unwrapOr(state));
    },
    changeMode: (): void => {
      update((state) => changeBookingMode(state).unwrapOr(state));
    },
    goToTab: (tab: TabStep): void => {
      update((state) => goToTab(state, tab));
    },
    edit: (internalId: InternalId): void => {
      update((state) => editService(state, internalId).unwrapOr(state));
    },
    move: (internalId: InternalId, position: number): void => {
      update((state) => moveService(state, internalId, position).unwrapOr(state));
    },
    addSession: (): void => {
      update((state) => {
        const added = addSession(state);
        if (added.isErr()) return state;
        const newest = added.value.servicesToReserve.at(-1);
        return newest === undefined ? added.value : editService(added.value, newest.internalId).unwrapOr(added.value);
      });
    },
    /** The delete action: asks first when the domain says so (booking-wizard §4), otherwise removes. */
    remove: (internalId: InternalId): void => {
      const state = reservation.peek();
      const item = state.servicesToReserve.find((candidate) => candidate.internalId === internalId);
      if (item === undefined) return;
      if (removalNeedsConfirmation(state)) {
        dialog.value = { kind: 'confirmRemoval', internalId, serviceName: item.bundle?.name ?? item.service.name };
        return;
      }
      removeNow(internalId);
    },
    confirmRemoval: (): void => {
      const open = dialog.peek();
      dialog.value = null;
      if (open?.kind === 'confirmRemoval') removeNow(open.internalId);
    },
    closeDialog: (): void => {
      batch(() => {
        dialog.value = null;
        // The step shown behind the dialog is a new page to the client only now: its heading takes the focus.
        if (stepChangedBehindDialog) stepVisits.value += 1;
      });
      stepChangedBehindDialog = false;
    },
  };

  return {
    storefront,
    opening,
    reservation: reservation as ReadonlySignal<ReservationState>,
    step,
    stepVisits: stepVisits as ReadonlySignal<number>,
    tabs,
    nextEnabled,
    previousEnabled,
    addSessionEnabled,
    dialog: dialog as ReadonlySignal<WizardDialog | null>,
    dateStep,
    providerStep,
    form,
    giftCard,
    submission,
    actions,
    removeNow,
    dispose: (): void => {
      for (const dispose of disposers) dispose();
    },
  };
}

export type WizardModel = ReturnType<typeof createWizardModel>;
