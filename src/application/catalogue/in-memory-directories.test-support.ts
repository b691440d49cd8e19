import { parseWeeklySchedule } from '#domain/availability/working-hours';
import type { Service } from '#domain/catalog/service';
import { exampleService } from '#domain/catalog/service.arbitraries';
import type {
  Catalogue,
  LocationCatalogue,
  OfferedService,
  Professional,
  SpecialDiscountPromotion,
} from '../ports/server/catalogue';
import type {
  Company,
  CompanyBookingSettings,
  CompanyDirectory,
  Location,
  SocialNetworkLink,
} from '../ports/server/company-directory';
import type { VehicleRegister } from '../ports/server/vehicle-register';
import type { MaintenancePlans, NamedMaintenancePlan } from '../ports/server/maintenance-plans';
import type { NamedVehicleVisit, VehicleVisits } from '../ports/server/vehicle-visits';
import type { Vehicle } from '#domain/workshop/vehicle';
import { companyId, locationId } from '#domain/shared/ids.test-support';

// In-memory implementations of the catalogue's ports, for the use cases' tests (the architecture
// keeps application tests away from adapters), and builders of the values they hold.

export function aCompany(overrides: Partial<Company> = {}): Company {
  return {
    id: companyId(1),
    name: 'Salón Aurora',
    description: null,
    webAddress: 'salon-aurora',
    countryCode: 'cl',
    currency: { unit: '$', delimiter: '.', separator: ',' },
    isActive: true,
    minisiteIsActive: true,
    minisiteV2Active: false,
    customMinisite: false,
    colorMinisite: null,
    logo: null,
    email: null,
    phone: null,
    isSolo: false,
    isPlanSolo: false,
    allowsOnlinePayment: false,
    onlinePaymentCapable: false,
    providerOnlinePayment: null,
    facebookCustomTracker: null,
    googleCustomTracker: null,
    googleCustomTrackerDomain: null,
    reviewsV2: false,
    apps: { appStore: null, googlePlay: null },
    ...overrides,
  };
}

export function someBookingSettings(overrides: Partial<CompanyBookingSettings> = {}): CompanyBookingSettings {
  return {
    showProviders: 0,
    clientExclusive: false,
    clientExclusiveBy: null,
    workshopVariant: false,
    policyTermActive: false,
    policyTerm: null,
    importantNote: '',
    afterBookingMonths: 3,
    activeMemberships: false,
    plansForSignedInOwner: false,
    customAttributes: [],
    showNotes: true,
    bookingClientAttributes: [],
    ...overrides,
  };
}

const weekdaysNineToSix = parseWeeklySchedule({ '1': [['09:00', '18:00']], '2': [['09:00', '18:00']] })._unsafeUnwrap();

/** A location; `active: false` makes it a closed one for the in-memory directory. */
export function aLocation(
  overrides: Partial<Location> & { readonly active?: boolean } = {},
): Location & { readonly active?: boolean } {
  return {
    id: locationId(1),
    companyId: companyId(1),
    companyName: 'Salón Aurora',
    companyWebAddress: 'salon-aurora',
    name: 'Providencia',
    address: 'Av. Providencia 1234',
    phone: null,
    email: null,
    whatsapp: null,
    banner: null,
    image: null,
    countryCode: 'cl',
    timeZone: 'America/Santiago',
    openingHours: weekdaysNineToSix,
    ...overrides,
  };
}

/** A valid Service: the shared example haircut, as this catalogue lists it, changed by `overrides`. */
export function aService(overrides: Record<string, unknown> = {}): Service {
  return exampleService({
    id: 1,
    name: 'Corte de pelo',
    categoryId: 1,
    payingPrice: null,
    discount: 0,
    onlinePayable: false,
    serviceProviders: [],
    ...overrides,
  });
}

export function offered(service: Service): OfferedService {
  return { service, images: [], simultaneousPackage: false, classStartTimes: [] };
}

export interface DirectoryContents {
  readonly companies?: readonly Company[];
  readonly bookingSettings?: Readonly<Record<string, CompanyBookingSettings>>;
  /** Locations with whether they are active (by default they are). */
  readonly locations?: readonly (Location & { readonly active?: boolean })[];
  readonly socialNetworks?: Readonly<Record<number, readonly SocialNetworkLink[]>>;
}

export function inMemoryCompanyDirectory(contents: DirectoryContents): CompanyDirectory {
  const companies = contents.companies ?? [];
  const active = (contents.locations ?? []).filter((location) => location.active !== false);
  return {
    companyByWebAddress: (webAddress) =>
      Promise.resolve(companies.find((company) => company.webAddress === webAddress)),
    companyById: (companyId) => Promise.resolve(companies.find((company) => company.id === companyId)),
    bookingSettingsByWebAddress: (webAddress) => Promise.resolve(contents.bookingSettings?.[webAddress]),
    activeLocationsOf: (companyId) => Promise.resolve(active.filter((location) => location.companyId === companyId)),
    activeLocation: (locationId) => Promise.resolve(active.find((location) => location.id === locationId)),
    socialNetworksOf: (companyId) => Promise.resolve(contents.socialNetworks?.[companyId] ?? []),
  };
}

export interface CatalogueContents {
  readonly catalogues?: Readonly<Record<number, LocationCatalogue>>;
  readonly promotions?: readonly SpecialDiscountPromotion[];
  readonly professionals?: readonly Professional[];
}

export function inMemoryCatalogue(contents: CatalogueContents): Catalogue {
  return {
    catalogueOf: (locationId) => Promise.resolve(contents.catalogues?.[locationId] ?? { categories: [], services: [] }),
    promotionByToken: (token) => Promise.resolve(contents.promotions?.find((promotion) => promotion.token === token)),
    professional: (providerId) =>
      Promise.resolve(contents.professionals?.find((professional) => professional.id === providerId)),
  };
}

/** A vehicle register holding `vehicles` for company `companyId`, keyed by their registered plates. */
export function inMemoryVehicleRegister(contents: {
  readonly companyId: number;
  readonly vehicles: readonly Vehicle[];
}): VehicleRegister {
  return {
    vehicleByPlate: (companyId, registeredPlate) =>
      Promise.resolve(
        companyId === contents.companyId
          ? contents.vehicles.find((vehicle) => vehicle.plate === registeredPlate)
          : undefined,
      ),
  };
}

/** Maintenance plans by company (issue 33), as the catalogue file wrote them. */
export function inMemoryMaintenancePlans(
  byCompany: ReadonlyMap<number, readonly NamedMaintenancePlan[]> = new Map(),
): MaintenancePlans {
  return { ofCompany: (companyId) => Promise.resolve(byCompany.get(companyId) ?? []) };
}

/** Vehicles' visits by company and registered plate (issue 33; docs/adr/0119), oldest first. */
export function inMemoryVehicleVisits(
  byVehicle: ReadonlyMap<string, readonly NamedVehicleVisit[]> = new Map(),
): VehicleVisits {
  return {
    of: (companyId, registeredPlate) => Promise.resolve(byVehicle.get(`${String(companyId)}/${registeredPlate}`) ?? []),
  };
}
