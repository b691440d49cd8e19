// What a booking-summary card tells about one booked service (storefront §2 Booking-summary cards):
// "service name, date and hour, duration if the service shows it, location or video conference or
// outcall, and price unless edited, bundled or session".

export interface BookedServiceFacts {
  readonly showDuration: boolean;
  readonly showPrice: boolean;
  readonly isVideo: boolean;
  /** The video conference's address, once the business has set one. */
  readonly videocall: string | null;
  readonly outcall: boolean;
  readonly isSession: boolean;
  readonly bundled: boolean;
  /** The location's name and address. */
  readonly location: string;
  readonly locationAddress: string | null;
}

/** Where the service happens: by video, at the client's place, or at the location. */
export type ServicePlace =
  | { readonly _tag: 'VideoConference'; readonly address: string | null }
  | { readonly _tag: 'Outcall' }
  | { readonly _tag: 'Location'; readonly name: string; readonly address: string | null };

export interface SummaryCard {
  readonly showsDuration: boolean;
  readonly place: ServicePlace;
  /**
   * The price is left out when the company hides it, when the booking was edited (the page then
   * confirms a change, not a charge), and for a bundle's or a session package's services, whose
   * price is the whole package's, not theirs.
   */
  readonly showsPrice: boolean;
}

export function summaryCard(booking: BookedServiceFacts, edited: boolean): SummaryCard {
  return {
    showsDuration: booking.showDuration,
    place: placeOf(booking),
    showsPrice: booking.showPrice && !edited && !booking.bundled && !booking.isSession,
  };
}

function placeOf(booking: BookedServiceFacts): ServicePlace {
  if (booking.isVideo) return { _tag: 'VideoConference', address: booking.videocall };
  if (booking.outcall) return { _tag: 'Outcall' };
  return { _tag: 'Location', name: booking.location, address: booking.locationAddress };
}
