import { Schema } from 'effect';
import type { Result } from 'neverthrow';
import { LocalDate } from '../calendar/local-date';
import { decodeWith, type SchemaViolation } from '../shared/decode';

// A service a location offers (booking-wizard §3 "Service to reserve", storefront §3 "Service"):
// what it costs, how long it takes, who can perform it and how it may be paid. The catalogue's
// facts only; what a client chose for it (day, hour, professional) lives in the reservation.

export const ServiceId = Schema.Int.pipe(Schema.check(Schema.isGreaterThan(0)), Schema.brand('ServiceId'));
export type ServiceId = typeof ServiceId.Type;

/** A professional; id 0 stands for "first provider available" (booking-wizard §3 Provider). */
export const ProviderId = Schema.Int.pipe(Schema.check(Schema.isGreaterThanOrEqualTo(0)), Schema.brand('ProviderId'));
export type ProviderId = typeof ProviderId.Type;

export const ProviderRef = Schema.Struct({
  id: ProviderId,
  publicName: Schema.String,
});
export type ProviderRef = typeof ProviderRef.Type;

export const FIRST_AVAILABLE_PROVIDER: ProviderRef = { id: 0 as ProviderId, publicName: '' };

export function isFirstAvailable(provider: ProviderRef): boolean {
  return provider.id === FIRST_AVAILABLE_PROVIDER.id;
}

const Money = Schema.Number.check(Schema.isFinite(), Schema.isGreaterThanOrEqualTo(0));
const Percentage = Schema.Number.check(Schema.isBetween({ minimum: 0, maximum: 100 }));
const Minutes = Schema.Int.check(Schema.isGreaterThan(0));

const PaymentTerms = {
  onlinePayable: Schema.Boolean,
  mustBePaidOnline: Schema.Boolean,
  onlineDownPayment: Schema.Boolean,
  onlineDownPaymentAmount: Money,
};

/** One service inside a bundle: each is performed in turn, possibly by a different professional. */
export const BundleMember = Schema.Struct({
  id: ServiceId,
  name: Schema.String,
  durationMinutes: Minutes,
  serviceProviders: Schema.Array(ProviderRef),
  ...PaymentTerms,
});
export type BundleMember = typeof BundleMember.Type;

export const Service = Schema.Struct({
  id: ServiceId,
  name: Schema.String.check(Schema.isNonEmpty()),
  description: Schema.String,
  categoryId: Schema.NullOr(Schema.Int),
  /** Regular price; null when the service has none (shown as the symbol plus 0). */
  price: Schema.NullOr(Money),
  /** Price when paying online. */
  payingPrice: Schema.NullOr(Money),
  /** Price under the special-discount ("charly") promotion. */
  payingPriceCharly: Schema.NullOr(Money),
  /** Percentage off for paying online; 0 when there is none. */
  discount: Percentage,
  /** Percentage off under the special-discount ("charly") promotion; 0 when there is none. */
  charlyDiscount: Percentage,
  charlyPromotionStartDate: Schema.NullOr(LocalDate),
  charlyPromotionEndDate: Schema.NullOr(LocalDate),
  durationMinutes: Minutes,
  showDuration: Schema.Boolean,
  showPrice: Schema.Boolean,
  ...PaymentTerms,
  classService: Schema.Boolean,
  /** The services of a bundle, in the order they are performed; empty for anything else. */
  bundle: Schema.Array(BundleMember),
  /** How many sessions a session package holds; null for anything else. */
  sessionsAmount: Schema.NullOr(Schema.Int.check(Schema.isGreaterThanOrEqualTo(2))),
  isVideo: Schema.Boolean,
  outcall: Schema.Boolean,
  serviceProviders: Schema.Array(ProviderRef),
}).check(
  Schema.makeFilter((service) => !(service.bundle.length > 0 && service.sessionsAmount !== null), {
    expected: 'a service that is not both a bundle and a session package',
  }),
  Schema.makeFilter(
    (service) =>
      (service.charlyPromotionStartDate === null) === (service.charlyPromotionEndDate === null) &&
      (service.charlyPromotionStartDate === null ||
        service.charlyPromotionEndDate === null ||
        service.charlyPromotionStartDate <= service.charlyPromotionEndDate),
    { expected: 'a special-discount promotion with both dates, the start not after the end' },
  ),
);
export type Service = typeof Service.Type;

/** Smart constructor: a Service from untrusted input, or every field at fault. */
export const parseService: (input: unknown) => Result<Service, SchemaViolation> = decodeWith(Service);

/** The three kinds a cart can't mix (booking-wizard §4). */
export type ServiceKind = 'service' | 'sessionPackage' | 'bundle';

export function serviceKind(service: Service): ServiceKind {
  if (service.bundle.length > 0) return 'bundle';
  if (service.sessionsAmount !== null) return 'sessionPackage';
  return 'service';
}

export function isBundle(service: Service): boolean {
  return serviceKind(service) === 'bundle';
}

export function isSessionPackage(service: Service): boolean {
  return serviceKind(service) === 'sessionPackage';
}

/** A special-discount ("charly") service: at most one per booking, booked on its own. */
export function hasSpecialDiscount(service: Service): boolean {
  return service.charlyDiscount > 0;
}
