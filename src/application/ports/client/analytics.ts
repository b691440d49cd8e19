import type { BookingId } from '#domain/booking/booking-id';
import type { TrackingParameters } from '#domain/booking/traffic-source';
import type { LocationId } from '#domain/storefront/company';

/** What the storefront tells analytics (booking-wizard §4 "track a 'Booking' event", §1 traffic sources). */
export type AnalyticsEvent =
  /** A visit opened the booking with these tracking parameters; `source` is the visit's traffic source. */
  | {
      readonly name: 'TrafficSource';
      readonly locationId: LocationId;
      readonly source: string | null;
      readonly tracking: TrackingParameters;
    }
  /** A booking was confirmed — made without online payment, or its online payment approved (docs/adr/0076) — worth `value` in the company's currency. */
  | {
      readonly name: 'Booking';
      readonly locationId: LocationId;
      readonly bookingId: BookingId;
      readonly trxId: string;
      readonly value: number;
      readonly source: string | null;
      readonly tracking: TrackingParameters;
    }
  /** An editor opened one of the location page's edit shortcuts (storefront §2). */
  | {
      readonly name: 'EditShortcut';
      readonly locationId: LocationId;
      readonly target: 'banner' | 'logo' | 'company' | 'service' | 'serviceImage';
      readonly serviceId: number | null;
    };

/** Where analytics events go; the storefront never waits for it nor fails because of it. */
export interface Analytics {
  track(event: AnalyticsEvent): void;
}
