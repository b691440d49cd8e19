import { totalAmount } from '../money/summary-total';
import type { ServiceToReserve } from '../reservation/reservation';
import type { OnlinePayment } from './online-payment';

// The footer's Pay and reserve and Reserve buttons (booking-wizard §2 Footer buttons, §5).

/** What the client form last published to the reservation (booking-wizard §3 clientValidation). */
export interface ClientValidation {
  readonly isValid: boolean;
  readonly acceptedTerms: boolean;
}

export interface ReserveButtonsInput {
  readonly servicesToReserve: readonly ServiceToReserve[];
  readonly onlinePayment: OnlinePayment;
  /** The availability/membership check is in flight. */
  readonly checkLoading: boolean;
  /** The create-booking call is in flight. */
  readonly bookingLoading: boolean;
  readonly clientValidation: ClientValidation;
  /** The company asks clients to accept its policy terms (companyBookingInfo.policyTermActive). */
  readonly policyTermActive: boolean;
}

export type ReserveButton =
  | { readonly _tag: 'Hidden' }
  | { readonly _tag: 'Enabled' }
  | { readonly _tag: 'Disabled'; readonly reason: 'CALL_IN_PROGRESS' | 'CLIENT_FORM_INVALID' | 'TERMS_NOT_ACCEPTED' };

export interface ReserveButtons {
  readonly payAndReserve: ReserveButton;
  readonly reserve: ReserveButton;
}

// A bundled service answers to its own payment terms and to its bundle's.
function canBePaidOnline(item: ServiceToReserve): boolean {
  const terms = [item.service, ...(item.bundle === null ? [] : [item.bundle])];
  return terms.some((service) => service.onlinePayable || service.mustBePaidOnline);
}

function mustBePaidOnline(item: ServiceToReserve): boolean {
  return item.service.mustBePaidOnline || (item.bundle?.mustBePaidOnline ?? false);
}

/**
 * Online payment is possible when the company takes it and some reserved service can be paid
 * online; it is offered only when there is something to pay, at the online paying price.
 */
function offersPayAndReserve(input: ReserveButtonsInput): boolean {
  return (
    input.onlinePayment._tag === 'OnlinePaymentActive' &&
    input.servicesToReserve.some(canBePaidOnline) &&
    totalAmount(input.servicesToReserve, 'payingOnline') > 0
  );
}

function shownState(input: ReserveButtonsInput): ReserveButton {
  if (input.checkLoading || input.bookingLoading) return { _tag: 'Disabled', reason: 'CALL_IN_PROGRESS' };
  if (!input.clientValidation.isValid) return { _tag: 'Disabled', reason: 'CLIENT_FORM_INVALID' };
  if (input.policyTermActive && !input.clientValidation.acceptedTerms) {
    return { _tag: 'Disabled', reason: 'TERMS_NOT_ACCEPTED' };
  }
  return { _tag: 'Enabled' };
}

/**
 * Which reserve buttons show and whether they can be pressed. Plain Reserve hides as soon as one
 * service must be paid online, even when online payment is off: then the reservation cannot be
 * booked from this site, which is the company's settings speaking.
 */
export function reserveButtons(input: ReserveButtonsInput): ReserveButtons {
  const state = shownState(input);
  return {
    payAndReserve: offersPayAndReserve(input) ? state : { _tag: 'Hidden' },
    reserve: input.servicesToReserve.some(mustBePaidOnline) ? { _tag: 'Hidden' } : state,
  };
}
