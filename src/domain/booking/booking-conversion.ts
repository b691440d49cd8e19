// When a booking counts as the 'Booking' conversion analytics are told of (booking-wizard §4:
// "Success without online payment: track a 'Booking' event"; a booking paid online "is pending
// payment until online payment completes, then confirmed"): a booking counts once it is confirmed —
// one paid for at the location as it is created, one paid online once its payment is approved —
// and never while it waits for its payment, nor after the payment failed (docs/adr/0076).

/** The moments the storefront sees a booking at: just created, or its page read after paying online. */
export type BookingMoment =
  | { readonly _tag: 'Created'; readonly paysOnline: boolean }
  | { readonly _tag: 'PaymentSettled'; readonly paid: boolean };

/** Whether the booking is confirmed at `moment`, so the 'Booking' conversion is tracked then. */
export function tracksBookingConversion(moment: BookingMoment): boolean {
  switch (moment._tag) {
    case 'Created':
      return !moment.paysOnline;
    case 'PaymentSettled':
      return moment.paid;
  }
}
