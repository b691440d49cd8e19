import type { FailureText } from '#application/client-side/booking/failure-text';
import type { ReservationDraft } from '#application/client-side/booking/reservation-draft';
import type { Storefront } from '#application/client-side/catalogue/load-storefront';
import type { UserView } from '#application/ports/client/account-sessions';
import type { TrackingParameters } from '#domain/booking/traffic-source';
import type { ProviderRef, Service } from '#domain/catalog/service';
import type { IdentifiedFields } from '#domain/client/identification';
import type { SubmissionDecision } from '#domain/membership/submission-decision';
import type { InternalId, ReservationState } from '#domain/reservation/reservation';

// What the wizard's model and its slices share: what it opens with, its dialogs, and how a slice
// changes the reservation.

/** What the wizard opens with: the storefront, the services the client picked, and where they came from. */
export interface WizardOpening {
  readonly storefront: Storefront;
  readonly services: readonly Service[];
  readonly providerPreSelected: ProviderRef | null;
  readonly tracking: TrackingParameters;
  /** Opened from a professional's page (`…/profesional/{employeeId}`). */
  readonly professionalPath: boolean;
  /** What a client-exclusive company's identification filled; null otherwise. */
  readonly identified: IdentifiedFields | null;
  /**
   * The signed-in user, whose details prefill the form's blank fields when known; null for a
   * visitor. The wizard opens without waiting for it.
   */
  readonly signedInUser: PromiseLike<UserView | null>;
  /** The draft the tab kept (a reload): the wizard reopens where the client was (docs/adr/0075). */
  readonly restored?: ReservationDraft;
  /** At a workshop, the vehicle typed on the location page (docs/adr/0120): the client form starts with it, looked up. */
  readonly vehicle?: { readonly plate: string; readonly mileage: string };
}

/** The dialogs the wizard opens over its steps (booking-wizard §2 Modals). */
export type WizardDialog =
  | { readonly kind: 'confirmRemoval'; readonly internalId: InternalId; readonly serviceName: string }
  | {
      readonly kind: 'unavailable';
      readonly serviceNames: readonly string[];
      /** The reserved services whose hours "Book again" clears. */
      readonly affected: readonly InternalId[];
    }
  | {
      readonly kind: 'plans';
      readonly decision: Extract<
        SubmissionDecision,
        { readonly _tag: 'ConfirmCoveredByPlans' | 'WarnPartlyCoveredByPlans' }
      >;
      readonly paysOnline: boolean;
    }
  | { readonly kind: 'failure'; readonly text: FailureText }
  | { readonly kind: 'promotionExpired'; readonly paysOnline: boolean };

/** How the wizard's slices change the reservation: through a domain function, counting step changes. */
export type UpdateReservation = (change: (state: ReservationState) => ReservationState) => void;
