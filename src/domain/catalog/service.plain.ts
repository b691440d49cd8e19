import type { Brand } from 'effect';
import type { Result } from 'neverthrow';
import { checkedLocalDate, type LocalDate } from '../calendar/local-date.plain';
import {
  arrayOf,
  checkedBoolean,
  checkedInteger,
  checkedNumber,
  checkedString,
  decodeChecked,
  nullOr,
  refinedBy,
  struct,
  greaterThanZero,
  notNegative,
  type Checked,
} from '../shared/checked';
import type { SchemaViolation } from '../shared/decode';

// A service a location offers (booking-wizard §3 "Service to reserve", storefront §3 "Service"):
// what it costs, how long it takes, who can perform it and how it may be paid. The catalogue's
// facts only; what a client chose for it (day, hour, professional) lives in the reservation.

export type ServiceId = number & Brand.Brand<'ServiceId'>;
/** A professional; id 0 stands for "first provider available" (booking-wizard §3 Provider). */
export type ProviderId = number & Brand.Brand<'ProviderId'>;

export interface ProviderRef {
  readonly id: ProviderId;
  readonly publicName: string;
}

export const FIRST_AVAILABLE_PROVIDER: ProviderRef = { id: 0 as ProviderId, publicName: '' };

export function isFirstAvailable(provider: ProviderRef): boolean {
  return provider.id === FIRST_AVAILABLE_PROVIDER.id;
}

interface PaymentTerms {
  readonly onlinePayable: boolean;
  readonly mustBePaidOnline: boolean;
  readonly onlineDownPayment: boolean;
  readonly onlineDownPaymentAmount: number;
}

/** One service inside a bundle: each is performed in turn, possibly by a different professional. */
export interface BundleMember extends PaymentTerms {
  readonly id: ServiceId;
  readonly name: string;
  readonly durationMinutes: number;
  readonly serviceProviders: readonly ProviderRef[];
}

export interface Service extends PaymentTerms {
  readonly id: ServiceId;
  readonly name: string;
  readonly description: string;
  readonly categoryId: number | null;
  /** Regular price; null when the service has none (shown as the symbol plus 0). */
  readonly price: number | null;
  /** Price when paying online. */
  readonly payingPrice: number | null;
  /** Price under the special-discount ("charly") promotion. */
  readonly payingPriceCharly: number | null;
  /** Percentage off for paying online; 0 when there is none. */
  readonly discount: number;
  /** Percentage off under the special-discount ("charly") promotion; 0 when there is none. */
  readonly charlyDiscount: number;
  readonly charlyPromotionStartDate: LocalDate | null;
  readonly charlyPromotionEndDate: LocalDate | null;
  readonly durationMinutes: number;
  readonly showDuration: boolean;
  readonly showPrice: boolean;
  readonly classService: boolean;
  /** The services of a bundle, in the order they are performed; empty for anything else. */
  readonly bundle: readonly BundleMember[];
  /** How many sessions a session package holds; null for anything else. */
  readonly sessionsAmount: number | null;
  readonly isVideo: boolean;
  readonly outcall: boolean;
  readonly serviceProviders: readonly ProviderRef[];
}

// The rules of a service, checked by hand (ADR 0072): the storefront's first page decodes the
// location's services with them and needs no schema library.

/** A service id as the API sends it: a positive integer. */
export const checkedServiceId = refinedBy<number, ServiceId>(checkedInteger, greaterThanZero);
const checkedProviderRef = struct<ProviderRef>({
  id: refinedBy<number, ProviderId>(checkedInteger, notNegative),
  publicName: checkedString,
});
const money = refinedBy(checkedNumber, { test: Number.isFinite, expected: 'a finite number' }, notNegative);
const percentage = refinedBy(checkedNumber, {
  test: (value) => value >= 0 && value <= 100,
  expected: 'a value between 0 and 100',
});
const minutes = refinedBy(checkedInteger, greaterThanZero);

const paymentTerms: { readonly [K in keyof PaymentTerms]: Checked<PaymentTerms[K]> } = {
  onlinePayable: checkedBoolean,
  mustBePaidOnline: checkedBoolean,
  onlineDownPayment: checkedBoolean,
  onlineDownPaymentAmount: money,
};

const checkedBundleMember = struct<BundleMember>({
  id: checkedServiceId,
  name: checkedString,
  durationMinutes: minutes,
  serviceProviders: arrayOf(checkedProviderRef),
  ...paymentTerms,
});

const checkedService = struct<Service>(
  {
    id: checkedServiceId,
    name: refinedBy(checkedString, {
      test: (name) => name.length > 0,
      expected: 'a value with a length of at least 1',
    }),
    description: checkedString,
    categoryId: nullOr(checkedInteger),
    price: nullOr(money),
    payingPrice: nullOr(money),
    payingPriceCharly: nullOr(money),
    discount: percentage,
    charlyDiscount: percentage,
    charlyPromotionStartDate: nullOr(checkedLocalDate),
    charlyPromotionEndDate: nullOr(checkedLocalDate),
    durationMinutes: minutes,
    showDuration: checkedBoolean,
    showPrice: checkedBoolean,
    ...paymentTerms,
    classService: checkedBoolean,
    bundle: arrayOf(checkedBundleMember),
    sessionsAmount: nullOr(
      refinedBy(checkedInteger, { test: (amount) => amount >= 2, expected: 'a value greater than or equal to 2' }),
    ),
    isVideo: checkedBoolean,
    outcall: checkedBoolean,
    serviceProviders: arrayOf(checkedProviderRef),
  },
  {
    test: (service) => !(service.bundle.length > 0 && service.sessionsAmount !== null),
    expected: 'a service that is not both a bundle and a session package',
  },
  {
    test: (service) =>
      (service.charlyPromotionStartDate === null) === (service.charlyPromotionEndDate === null) &&
      (service.charlyPromotionStartDate === null ||
        service.charlyPromotionEndDate === null ||
        service.charlyPromotionStartDate <= service.charlyPromotionEndDate),
    expected: 'a special-discount promotion with both dates, the start not after the end',
  },
);

/** Smart constructor: a Service from untrusted input, or every field at fault. */
export const parseService: (input: unknown) => Result<Service, SchemaViolation> = decodeChecked(checkedService);

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
