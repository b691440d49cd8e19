import type { NewBooking, NewBookingGroup } from '#application/ports/server/bookings';
import { cryptoTokenGenerator } from '../crypto-tokens';
import type { Instant } from '#domain/calendar/instant';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import { DEMO_COMPANY, DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from './demo/demo-ids';

// Test support: what the bookings port is asked to book — a women's cut with Camila at
// Providencia for Ana Pérez — for the SQL suites; a test overrides what it is about.

const at = (iso: string) => Date.parse(iso) as Instant;

export function aBooking(overrides: Partial<NewBooking> = {}): NewBooking {
  return {
    serviceId: DEMO_SERVICE.womensCut as ServiceId,
    providerId: DEMO_PROVIDER.camila as ProviderId,
    bundleId: null,
    sessionNumber: null,
    classCapacity: null,
    start: at('2026-12-02T13:00:00Z'),
    end: at('2026-12-02T13:45:00Z'),
    status: 'confirmed',
    price: 18000,
    paymentMembershipId: null,
    recordHistory: null,
    vehicle: null,
    confirmationCode: `code-${Math.random().toString(36).slice(2)}`,
    ...overrides,
  };
}

let groups = 0;
export function aGroup(
  bookings: readonly [NewBooking, ...NewBooking[]],
  overrides: Partial<NewBookingGroup> = {},
): NewBookingGroup {
  groups += 1;
  return {
    locationId: DEMO_LOCATION.providencia,
    companyId: DEMO_COMPANY.salon,
    client: {
      firstName: 'Ana',
      lastName: 'Pérez',
      email: 'ana.perez@correo.example',
      phone: '+56912345678',
      secondPhone: null,
      identificationNumber: '12.345.678-5',
      address: null,
      birthDate: null,
      age: null,
      recordNumber: null,
      gender: 1,
      city: null,
      district: null,
      customAttributes: {},
    },
    recognisedClientId: null,
    trxId: `TRX-TEST-${String(groups)}-${Math.random().toString(36).slice(2)}`,
    accessToken: `token-${Math.random().toString(36).slice(2)}`,
    reference: cryptoTokenGenerator.bookingReference(),
    notes: '',
    creativeSource: null,
    rwgToken: null,
    language: null,
    bookings,
    idempotencyKey: null,
    payment: null,
    giftCard: null,
    ...overrides,
  };
}
