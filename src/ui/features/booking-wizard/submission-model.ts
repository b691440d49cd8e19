import { computed, signal, type ReadonlySignal, type Signal } from '@preact/signals-react';
import type { CheckedReservation } from '#application/client-side/booking/check-reservation';
import { failureText } from '#application/client-side/booking/failure-text';
import {
  reservationRequest,
  servicesNamedBy,
  type ReservationRequest,
} from '#application/client-side/booking/reservation-request';
import type { ReservationFailure } from '#application/client-side/booking/create-reservation';
import type { CreatedBookingsView } from '#application/ports/client/booking-requests';
import { tracksBookingConversion } from '#domain/booking/booking-conversion';
import { trafficSource } from '#domain/booking/traffic-source';
import { summaryTotal, totalAmount } from '#domain/money/summary-total';
import { onlineCharge, onlineChargeWithPlans, type OnlineCharge } from '#domain/payment/online-charge';
import { checkoutAddress } from '#domain/payment/checkout-address';
import { reserveButtons } from '#domain/payment/reserve-buttons';
import { removeService } from '#domain/reservation/removal';
import type { InternalId, ReservationState } from '#domain/reservation/reservation';
import { refusalReturn } from '#domain/reservation/refusal-return';
import {
  awaitPaymentInOtherTab,
  returnToClientFormAfterRefusal,
  returnToDateStepAfterFailure,
} from '#domain/reservation/step-machine';
import type { WizardServices } from './wizard-use-cases';
import { parseStorefrontPath } from '#domain/storefront/storefront-route';
import { storefrontPath } from '../../shared/storefront-route';
import type { ClientFormModel } from './client-form-model';
import type { PaymentInOtherTab } from './payment-wait-model';
import type { UpdateReservation, WizardDialog, WizardOpening } from './wizard-types';

// Reserve and Pay and reserve (booking-wizard §4 Submission, §5, §8): the check first, then what
// the domain decides — the unavailable-services modal, the plans modal (confirming by itself after
// 3 s when plans pay everything), or the booking. Success goes to the booking's page — or, when
// the booking is to be paid online, to the API's checkout page: the whole page, or inside another
// site's frame a new tab while the frame waits (docs/adr/0045); a refusal shows its words and
// returns to the date step with the hour cleared.

/** What the summary says paying online charges; `beforePlans`: at most this, the client's plans not checked yet. */
export type ShownOnlineCharge = OnlineCharge & { readonly beforePlans: boolean };

/** `leaving`: the page is on its way to the checkout page; the overlay stays until it is gone. */
export type SubmissionPhase = 'idle' | 'checking' | 'booking' | 'leaving';

interface SubmissionDeps {
  readonly reservation: ReadonlySignal<ReservationState>;
  readonly update: UpdateReservation;
  readonly dialog: Signal<WizardDialog | null>;
  readonly form: ClientFormModel;
  /** The gift card code the client checked, which pays what it can of the booking (docs/adr/0107); null for none. */
  readonly giftCardCode: ReadonlySignal<string | null>;
}

export function createSubmissionModel(services: WizardServices, opening: WizardOpening, deps: SubmissionDeps) {
  const { storefront } = opening;
  const phase = signal<SubmissionPhase>('idle');
  /** The check's answer while the plans modal waits for the client. */
  let checked: { readonly result: CheckedReservation; readonly paysOnline: boolean } | null = null;
  let autoConfirm: (() => void) | null = null;
  /** The payment the frame waits for once Pay and reserve opened it in a new tab. */
  const paymentInOtherTab = signal<PaymentInOtherTab | null>(null);

  const buttons = computed(() =>
    reserveButtons({
      servicesToReserve: deps.reservation.value.servicesToReserve,
      onlinePayment: storefront.onlinePayment,
      checkLoading: phase.value === 'checking',
      bookingLoading: phase.value === 'booking',
      clientValidation: deps.form.clientValidation.value,
      policyTermActive: storefront.bookingInfo.policyTermActive,
    }),
  );

  /** The services the check found plans paying, for the services it checked (another cart is checked again). */
  const plansChecked = signal<{
    readonly servicesToReserve: ReservationState['servicesToReserve'];
    readonly covered: ReadonlySet<InternalId>;
  } | null>(null);

  /**
   * What Pay and reserve charges now and leaves for the location; null when it is not offered or a
   * price is hidden. Once the check answered, without what the client's plans pay; before, when the
   * company sells plans, the most it may charge (`beforePlans`), since plans are known only then.
   */
  const shownOnlineCharge = computed((): ShownOnlineCharge | null => {
    const { servicesToReserve } = deps.reservation.value;
    if (
      buttons.value.payAndReserve._tag === 'Hidden' ||
      summaryTotal(servicesToReserve, 'payingOnline')._tag !== 'Total'
    )
      return null;
    const checkedPlans = plansChecked.value;
    if (checkedPlans !== null && checkedPlans.servicesToReserve === servicesToReserve) {
      return { ...onlineChargeWithPlans(servicesToReserve, checkedPlans.covered), beforePlans: false };
    }
    return { ...onlineCharge(servicesToReserve), beforePlans: storefront.bookingInfo.activeMemberships };
  });

  function rememberPlans(covered: readonly { readonly internalId: InternalId }[]): void {
    plansChecked.value = {
      servicesToReserve: deps.reservation.peek().servicesToReserve,
      covered: new Set(covered.map((item) => item.internalId)),
    };
  }

  function request(
    paysOnline: boolean,
    memberships: ReadonlyMap<InternalId, number>,
    expiredConfirm: boolean,
  ): ReservationRequest | null {
    const valid = deps.form.validation.peek();
    const workshop = deps.form.workshop.peek();
    if (valid.isErr() || (workshop !== null && !('entity' in workshop))) return null;
    const built = reservationRequest({
      storefront,
      state: deps.reservation.peek(),
      client: valid.value,
      workshop,
      paysOnline,
      expiredConfirm,
      tracking: opening.tracking,
      memberships,
    });
    if (built.isErr()) {
      deps.dialog.value = { kind: 'failure', text: failureText(built.error) };
      return null;
    }
    return built.value;
  }

  function refused(failure: ReservationFailure, reservation: ReservationRequest | null, paysOnline: boolean): void {
    phase.value = 'idle';
    if (failure._tag === 'ApiRefusal' && failure.code === 'PROMOTION.EXPIRED') {
      deps.dialog.value = { kind: 'promotionExpired', paysOnline };
      return;
    }
    // The gift card was refused (spent meanwhile, say): the hours are still the client's to book.
    if (failure._tag === 'ApiRefusal' && failure.code.startsWith('GIFT_CARD.')) {
      deps.dialog.value = { kind: 'failure', text: failureText(failure) };
      return;
    }
    const text = failureText(failure);
    deps.dialog.value = { kind: 'failure', text };
    // The human check's failure sent nothing; everything else returns to the hours (booking-wizard §4, §8).
    if (text._tag === 'HumanCheck' || text._tag === 'WaitForAnswer') return;
    // A refusal naming only the client's fields returns to the form with them marked (refusal-return.ts).
    const back = refusalReturn(failure._tag === 'ApiRefusal' ? failure.attributes : []);
    if (back._tag === 'ReturnToClientForm') {
      deps.form.markRefused(back.fields);
      deps.update(returnToClientFormAfterRefusal);
      return;
    }
    const named =
      failure._tag === 'ApiRefusal' && reservation !== null
        ? servicesNamedBy(
            failure.attributes.map((attribute) => attribute.field),
            reservation,
          )
        : [];
    deps.update((state) => returnToDateStepAfterFailure(state, named));
  }

  function booked(created: CreatedBookingsView): void {
    phase.value = 'idle';
    // Booked: a reload, or a return from the payment page, does not reopen the wizard.
    services.drafts.discard(storefront.location.id);
    const state = deps.reservation.peek();
    const { onlinePayment } = storefront;
    const paysOnline = created.payment !== null && onlinePayment._tag === 'OnlinePaymentActive';
    // A booking paid online is tracked once its payment confirms it, on its page (docs/adr/0076).
    if (tracksBookingConversion({ _tag: 'Created', paysOnline }))
      services.analytics.track({
        name: 'Booking',
        locationId: storefront.location.id,
        bookingId: created.booking.id,
        trxId: created.booking.trxId,
        value: totalAmount(state.servicesToReserve, 'regular'),
        source: trafficSource(opening.tracking),
        tracking: opening.tracking,
      });
    // Inside another site's frame, the booking's page stays in the frame (booking-wizard §2 Routes).
    const embedded = parseStorefrontPath(services.router.place.peek().pathname).embedded;
    const summaryPath = storefrontPath(
      {
        page: 'bookingSummary',
        country: storefront.location.countryCode,
        bookingId: created.booking.id,
        accessToken: created.booking.accessToken,
        edited: false,
      },
      embedded,
    );
    if (!paysOnline) {
      services.router.navigate(summaryPath);
      return;
    }
    // With online payment: the API's checkout page, carrying the visit's tracking (booking-wizard §4),
    // which the tab also keeps for the conversion the booking's page tracks once paid (docs/adr/0076).
    services.conversionSources.keep(created.booking.id, opening.tracking);
    const checkout = checkoutAddress(services.apiOrigin, onlinePayment.provider, created.booking, opening.tracking);
    if (!embedded) {
      phase.value = 'leaving';
      services.pageNavigation.assign(checkout);
      return;
    }
    // A provider's page may refuse to show inside a frame: it opens in a new tab, and the frame waits for it.
    const tabOpened = services.pageNavigation.openInNewTab(checkout);
    paymentInOtherTab.value = {
      bookingId: created.booking.id,
      accessToken: created.booking.accessToken,
      checkoutAddress: checkout,
      tabOpened,
      summaryPath,
    };
    deps.update(awaitPaymentInOtherTab);
  }

  function create(paysOnline: boolean, memberships: ReadonlyMap<InternalId, number>, expiredConfirm = false): void {
    const reservation = request(paysOnline, memberships, expiredConfirm);
    if (reservation === null) {
      phase.value = 'idle';
      return;
    }
    phase.value = 'booking';
    const giftCardCode = deps.giftCardCode.peek();
    const paid =
      giftCardCode === null ? reservation : { ...reservation, request: { ...reservation.request, giftCardCode } };
    void services.useCases.createReservation(paid).match(booked, (failure) => {
      refused(failure, reservation, paysOnline);
    });
  }

  function cancelAutoConfirm(): void {
    autoConfirm?.();
    autoConfirm = null;
  }

  return {
    phase: phase as ReadonlySignal<SubmissionPhase>,
    buttons,
    onlineCharge: shownOnlineCharge,
    paymentInOtherTab: paymentInOtherTab as ReadonlySignal<PaymentInOtherTab | null>,
    /** Reserve (paysOnline false) or Pay and reserve (true). */
    submit: (paysOnline: boolean): void => {
      if (phase.peek() !== 'idle') return;
      deps.form.attempt();
      const reservation = request(paysOnline, new Map(), false);
      if (reservation === null) return;
      phase.value = 'checking';
      void services.useCases.checkReservation(deps.reservation.peek(), reservation).match(
        (result) => {
          const decision = result.decision;
          switch (decision._tag) {
            case 'CreateBooking':
              create(paysOnline, new Map());
              return;
            case 'ShowUnavailableServices':
              phase.value = 'idle';
              deps.dialog.value = {
                kind: 'unavailable',
                serviceNames: decision.serviceNames,
                affected: decision.affected,
              };
              return;
            case 'ConfirmCoveredByPlans':
              phase.value = 'idle';
              checked = { result, paysOnline };
              rememberPlans(decision.covered);
              deps.dialog.value = { kind: 'plans', decision, paysOnline };
              autoConfirm = services.timers.after(decision.autoConfirmAfterMs, () => {
                autoConfirm = null;
                deps.dialog.value = null;
                create(paysOnline, result.memberships);
              });
              return;
            case 'WarnPartlyCoveredByPlans':
              phase.value = 'idle';
              checked = { result, paysOnline };
              rememberPlans(decision.covered);
              deps.dialog.value = { kind: 'plans', decision, paysOnline };
              return;
          }
        },
        (failure) => {
          refused(failure, reservation, paysOnline);
        },
      );
    },
    /** The plans modal's confirmation: book, the covered services paid by their plans. */
    confirmPlans: (): void => {
      cancelAutoConfirm();
      deps.dialog.value = null;
      if (checked !== null) create(checked.paysOnline, checked.result.memberships);
    },
    /** The plans modal's other way: take the uncovered services out, then book what the plans pay. */
    removeUncoveredAndConfirm: (): void => {
      const open = deps.dialog.peek();
      if (open?.kind !== 'plans' || open.decision._tag !== 'WarnPartlyCoveredByPlans' || checked === null) return;
      let state = deps.reservation.peek();
      for (const internalId of open.decision.removable) {
        const outcome = removeService(state, internalId);
        if (outcome.isOk() && outcome.value._tag === 'ServicesRemain') state = outcome.value.state;
      }
      const remaining = state;
      deps.update(() => remaining);
      deps.dialog.value = null;
      create(checked.paysOnline, checked.result.memberships);
    },
    /** A promotion ended meanwhile: book at the regular price, as the client agreed. */
    confirmExpiredPromotion: (): void => {
      const open = deps.dialog.peek();
      deps.dialog.value = null;
      if (open?.kind === 'promotionExpired') create(open.paysOnline, checked?.result.memberships ?? new Map(), true);
    },
    /**
     * "Book again" after the check found hours taken: back to the date step of the first service
     * affected, its hour cleared, the cart and everything typed kept (booking-wizard §4, §8).
     */
    bookAgain: (): void => {
      const open = deps.dialog.peek();
      deps.dialog.value = null;
      if (open?.kind === 'unavailable') deps.update((state) => returnToDateStepAfterFailure(state, open.affected));
    },
    cancelPlans: (): void => {
      cancelAutoConfirm();
      checked = null;
      deps.dialog.value = null;
    },
    dispose: (): void => {
      cancelAutoConfirm();
    },
  };
}

export type SubmissionModel = ReturnType<typeof createSubmissionModel>;
