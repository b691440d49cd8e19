import { errAsync, okAsync, Result, ResultAsync } from 'neverthrow';
import { timeZone, type TimeZone } from '#domain/availability/time-zone';
import { parseService, type Service } from '#domain/catalog/service.plain';
import { parseCurrencyFormat, type CurrencyFormat } from '#domain/money/currency-format.plain';
import { onlinePayment, type OnlinePayment } from '#domain/payment/online-payment';
import type { ApiMisbehaved } from '../../ports/client/api-result';
import type {
  CompanyBookingInfoView,
  CompanyOverviewView,
  CompanyProfiles,
  SocialNetworkView,
} from '../../ports/client/company-profiles';
import type { LocationDirectory, LocationView } from '../../ports/client/location-directory';
import type {
  CategoryGroupView,
  OfferedServices,
  ServiceTimeView,
  ServiceView,
} from '../../ports/client/offered-services';
import type { ClientSideFailure } from '../shared/client-side-errors';
import type { LocationId } from '#domain/storefront/company';

// Everything a location's storefront shows and books with (storefront §1, §3; booking-wizard §3):
// the location, its company and booking settings, and its services decoded into the domain's
// Service once, here, at the edge. Read once when the page opens; the wizard works from it.

/** A service of the location page: the domain's Service, plus what only the page shows. */
export interface StorefrontService {
  readonly service: Service;
  readonly images: readonly string[];
  /** A class service's weekly start hours; empty otherwise. */
  readonly times: readonly ServiceTimeView[];
}

export interface StorefrontCategory {
  readonly id: number;
  readonly name: string;
  readonly services: readonly StorefrontService[];
}

export interface Storefront {
  readonly location: LocationView;
  /** The location's zone: its days and hours are read in it. */
  readonly zone: TimeZone;
  readonly company: CompanyOverviewView;
  readonly currency: CurrencyFormat;
  readonly onlinePayment: OnlinePayment;
  readonly bookingInfo: CompanyBookingInfoView;
  readonly categories: readonly StorefrontCategory[];
  /** The landing link's promotion token the services were priced with (storefront §7 `token`); null without one. */
  readonly promotionToken: string | null;
  /** The company's social links as the API sent them; none when they could not be read, which never fails the page. */
  readonly socialNetworks: readonly SocialNetworkView[];
}

const misbehaved = (message: string): ApiMisbehaved => ({ _tag: 'ApiMisbehaved', status: 200, message });

/** The domain's Service for what the API sent; the contract's bounds are the domain's, so a refusal is the API's fault. */
export function serviceFromView(view: ServiceView): Result<Service, ApiMisbehaved> {
  return parseService({
    id: view.id,
    name: view.name,
    description: view.description,
    categoryId: view.serviceCategoryId,
    price: view.price,
    payingPrice: view.payingPrice,
    payingPriceCharly: view.payingPriceCharly,
    discount: view.discount,
    charlyDiscount: view.charlyDiscount,
    charlyPromotionStartDate: view.charlyPromotionStartDate,
    charlyPromotionEndDate: view.charlyPromotionEndDate,
    durationMinutes: view.duration,
    showDuration: view.showDuration,
    showPrice: view.showPrice,
    onlinePayable: view.onlinePayable,
    mustBePaidOnline: view.mustBePaidOnline,
    onlineDownPayment: view.onlineDownPayment,
    onlineDownPaymentAmount: view.onlineDownPaymentAmount,
    classService: view.classService,
    bundle: view.bundle.map((member) => ({
      id: member.id,
      name: member.name,
      durationMinutes: member.duration,
      serviceProviders: member.serviceProviders,
      onlinePayable: member.onlinePayable,
      mustBePaidOnline: member.mustBePaidOnline,
      onlineDownPayment: member.onlineDownPayment,
      onlineDownPaymentAmount: member.onlineDownPaymentAmount,
    })),
    sessionsAmount: view.hasSession ? view.sessionsAmount : null,
    isVideo: view.isVideo,
    outcall: view.outcall,
    serviceProviders: view.serviceProviders,
  }).mapErr((violation) =>
    misbehaved(
      `The API sent service ${String(view.id)} in a shape the storefront cannot book: ${violation.issues.map((issue) => `${issue.path.join('.')} ${issue.message}`).join('; ')}`,
    ),
  );
}

function categoriesFrom(groups: readonly CategoryGroupView[]): Result<readonly StorefrontCategory[], ApiMisbehaved> {
  return Result.combine(
    groups.map((group) =>
      Result.combine(
        group.services.map((view) =>
          serviceFromView(view).map((service): StorefrontService => ({
            service,
            images: view.images,
            times: view.times,
          })),
        ),
      ).map((services): StorefrontCategory => ({ id: group.id, name: group.category, services })),
    ),
  );
}

/**
 * The location's services, priced by the landing link's promotion when its token names one; a token
 * no promotion has (mistyped, or from an old link) prices them as usual rather than failing the page.
 */
function servicesPricedBy(offeredServices: OfferedServices, locationId: LocationId, promotionToken: string | null) {
  return offeredServices
    .listServices(locationId, promotionToken)
    .map((groups) => ({ groups, promotionToken }))
    .orElse((failure) =>
      promotionToken !== null && failure._tag === 'ApiRefusal' && failure.code === 'PROMOTION.NOT_FOUND'
        ? offeredServices.listServices(locationId, null).map((groups) => ({ groups, promotionToken: null }))
        : errAsync(failure),
    );
}

/**
 * The storefront of a location: the location first (it names its company's web address), then the
 * company's overview, booking settings, social links and the location's services together. With a landing link's
 * token the services come priced by its promotion, or as usual when no promotion has the token.
 */
export function loadStorefront(ports: {
  readonly locations: LocationDirectory;
  readonly companies: CompanyProfiles;
  readonly offeredServices: OfferedServices;
}) {
  return (locationId: LocationId, promotionToken: string | null): ResultAsync<Storefront, ClientSideFailure> =>
    ports.locations.getLocation(locationId).andThen((location) =>
      ResultAsync.combine([
        ports.companies.getCompanyOverview(location.companyWebAddress, location.id),
        ports.companies.getCompanyBookingInfo(location.companyWebAddress),
        servicesPricedBy(ports.offeredServices, location.id, promotionToken),
        ports.companies
          .listSocialNetworks(location.companyId)
          .orElse(() => okAsync<readonly SocialNetworkView[], ClientSideFailure>([])),
      ] as const).andThen(([company, bookingInfo, { groups, promotionToken }, socialNetworks]) => {
        const zone = timeZone(location.timeZone);
        if (zone.isErr()) return errAsync(misbehaved(`The API named an unknown time zone, ${location.timeZone}.`));
        const currency = parseCurrencyFormat({
          unit: company.unit,
          delimiter: company.delimiter,
          separator: company.separator,
        });
        if (currency.isErr())
          return errAsync(misbehaved('The API sent a currency format prices cannot be written with.'));
        return categoriesFrom(groups).match(
          (categories) =>
            okAsync<Storefront, ClientSideFailure>({
              location,
              zone: zone.value,
              company,
              currency: currency.value,
              onlinePayment: onlinePayment(company),
              bookingInfo,
              categories,
              promotionToken,
              socialNetworks,
            }),
          (failure) => errAsync<Storefront, ClientSideFailure>(failure),
        );
      }),
    );
}

/** Every service of the storefront, by id. */
export function servicesById(storefront: Storefront): ReadonlyMap<number, StorefrontService> {
  return new Map(
    storefront.categories.flatMap((category) => category.services.map((entry) => [entry.service.id, entry] as const)),
  );
}
