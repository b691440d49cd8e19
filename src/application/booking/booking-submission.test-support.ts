import { everyDay, exampleProvider } from '#domain/availability/availability.arbitraries';
import type { Instant } from '#domain/calendar/instant';
import type { ProviderId, Service, ServiceId } from '#domain/catalog/service';
import type { Vehicle } from '#domain/workshop/vehicle';
import { inMemoryClients, type StoredClient } from '../account/in-memory-accounts.test-support';
import { blankClientDetails } from './booking-client.test-support';
import {
  aCompany,
  aLocation,
  aService,
  inMemoryCatalogue,
  inMemoryCompanyDirectory,
  inMemoryVehicleRegister,
  offered,
  someBookingSettings,
} from '../catalogue/in-memory-directories.test-support';
import { fixedClock, inMemoryAgendas } from '../availability/location-agenda.test-support';
import type { BookingSubmission, SubmittedItem } from './place-bookings';
import type { LocationAgenda } from '../ports/server/agenda';
import type { BookedService } from '#domain/booking/booking-group';
import type { SpecialDiscountPromotion } from '../ports/server/catalogue';
import type { Company, CompanyBookingSettings } from '../ports/server/company-directory';
import { bookingId, companyId, locationId } from '#domain/shared/ids.test-support';

// A salon's submission and the in-memory ports reading it takes, for the tests of the steps a
// booking goes through before it is made (place-bookings.ts, check-booking-terms.ts,
// create-booking.ts), and a booked haircut for those of what follows (edit-booking.ts,
// change-bookings.ts).

export const at = (iso: string) => Date.parse(iso) as Instant;

/** Corte de pelo, 45 minutes, given by Camila (1) and Matías (2). */
export const haircut = aService({
  id: 1,
  durationMinutes: 45,
  serviceProviders: [
    { id: 1, publicName: 'Camila' },
    { id: 2, publicName: 'Matías' },
  ],
});

/** Limpieza facial, 60 minutes, 30000 — 21000 paid online under its own promotion from 2026-11-24 to 2026-12-10 — changed by `overrides`. */
export function aFacial(overrides: Record<string, unknown> = {}): Service {
  return aService({
    id: 2,
    durationMinutes: 60,
    price: 30000,
    payingPrice: 30000,
    charlyDiscount: 30,
    payingPriceCharly: 21000,
    charlyPromotionStartDate: '2026-11-24',
    charlyPromotionEndDate: '2026-12-10',
    serviceProviders: [{ id: 1, publicName: 'Camila' }],
    ...overrides,
  });
}

/** Limpieza facial as aFacial describes it. */
export const facial = aFacial();

/** Location 1's agenda: Camila and Matías work 09:00–18:00 every day; nothing is booked. */
export const salonAgenda: LocationAgenda = {
  locationId: locationId(1),
  companyId: companyId(1),
  timeZone: 'America/Santiago',
  slotStepMinutes: 15,
  minimumNoticeMinutes: 60,
  afterBookingMonths: 3,
  providers: [exampleProvider(1, everyDay([['09:00', '18:00']])), exampleProvider(2, everyDay([['09:00', '18:00']]))],
  bookings: [],
  classTimes: [],
  classSeatsTaken: [],
};

export interface SubmissionSetUp {
  /** How salon-aurora differs from aCompany's. */
  readonly company?: Partial<Company>;
  readonly taken?: LocationAgenda['bookings'];
  readonly settings?: Partial<CompanyBookingSettings>;
  readonly services?: readonly Service[];
  readonly clients?: readonly StoredClient[];
  readonly vehicles?: readonly Vehicle[];
  readonly promotions?: readonly SpecialDiscountPromotion[];
}

/** The ports reading and checking a submission at salon-aurora's location 1, on Tuesday 2026-12-01 at 08:00 in Santiago. */
export function submissionPorts(options: SubmissionSetUp = {}) {
  return {
    companyDirectory: inMemoryCompanyDirectory({
      companies: [aCompany({ id: companyId(1), webAddress: 'salon-aurora', ...options.company })],
      bookingSettings: { 'salon-aurora': someBookingSettings(options.settings) },
      locations: [
        aLocation({ id: locationId(1), companyId: companyId(1) }),
        aLocation({ id: locationId(2), companyId: companyId(1), active: false }),
      ],
    }),
    catalogue: inMemoryCatalogue({
      catalogues: { 1: { categories: [], services: (options.services ?? [haircut, facial]).map(offered) } },
      promotions: options.promotions ?? [],
    }),
    agendas: inMemoryAgendas([{ ...salonAgenda, bookings: options.taken ?? [] }]),
    clock: fixedClock('2026-12-01T11:00:00Z'),
    clients: inMemoryClients(options.clients ?? []),
    vehicleRegister: inMemoryVehicleRegister({ companyId: 1, vehicles: options.vehicles ?? [] }),
  };
}

/** A haircut on Wednesday 2026-12-02 at 10:00 in Santiago with "first provider available", changed by `overrides`. */
export function anItem(overrides: Partial<SubmittedItem> = {}): SubmittedItem {
  return {
    serviceId: 1,
    bundled: false,
    bundleId: null,
    start: at('2026-12-02T10:00:00-03:00'),
    end: at('2026-12-02T10:45:00-03:00'),
    providerId: 0,
    paymentMembershipId: null,
    price: null,
    recordHistory: null,
    currentMileage: null,
    vehicle: null,
    ...overrides,
  };
}

/** Limpieza facial on `date`, from 10:00 to 11:00 in Santiago, shown at `price`. */
export const facialOn = (date: string, price: number | null) =>
  anItem({ serviceId: 2, start: at(`${date}T10:00:00-03:00`), end: at(`${date}T11:00:00-03:00`), price });

/** Ana Pérez's submission of one haircut at location 1, paid at the location, changed by `overrides`. */
export function aSubmission(overrides: Partial<BookingSubmission> = {}): BookingSubmission {
  return {
    locationId: locationId(1),
    items: [anItem()],
    client: {
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana@correo.example',
      phone: '+56912345678',
      ...blankClientDetails,
      customAttributes: {},
    },
    hasSessions: false,
    paysOnline: false,
    expiredConfirm: false,
    maxDiscount: 0,
    promotionToken: null,
    ...overrides,
  };
}

/** A confirmed haircut with Camila, booked (id 11) for Thursday 2026-12-03 from 10:00 to 10:45 in Santiago, changed by `overrides`. */
export function aBookedHaircut(overrides: Partial<BookedService> = {}): BookedService {
  return {
    id: bookingId(11),
    serviceId: 1 as ServiceId,
    serviceName: 'Corte',
    durationMinutes: 45,
    showDuration: true,
    price: 18000,
    showPrice: true,
    shouldPayOnline: false,
    isVideo: false,
    outcall: false,
    isSession: false,
    bundled: false,
    isClass: false,
    provider: { id: 1 as ProviderId, publicName: 'Camila' },
    planName: null,
    status: 'confirmed',
    start: at('2026-12-03T10:00:00-03:00'),
    end: at('2026-12-03T10:45:00-03:00'),
    clientConfirmedAt: null,
    cancelledAt: null,
    modifications: 0,
    ...overrides,
  };
}
