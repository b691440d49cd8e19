import type { components } from '../http/booking-api.generated';
import { DEMO_BARBERSHOP_CLIENT } from '../persistence/demo/demo-bookings';
import { DEMO_LOCATION, DEMO_SERVICE } from '../persistence/demo/demo-ids';

// Test support: booking request bodies as the wire carries them (booking-wizard §7 Create booking,
// Availability check), valid against the contract and the demo data; a test overrides what it is about.

type Schemas = components['schemas'];

/** One item: a 45-minute women's cut (18.000) at Providencia with "first provider available". */
export function bookingItem(overrides: Partial<Schemas['BookingRequestItem']> = {}): Schemas['BookingRequestItem'] {
  return {
    service_id: DEMO_SERVICE.womensCut,
    bundled: false,
    bundle_id: null,
    email_track_number: 1,
    start: '2026-12-02T10:00:00-03:00',
    end: '2026-12-02T10:45:00-03:00',
    price: 18000,
    provider_id: 0,
    service_provider_id: null,
    time_resource_id: null,
    provider_lock: false,
    payment_membership_id: null,
    record_history: null,
    entity: null,
    ...overrides,
  };
}

/** Ana Pérez, as the salon's client form sends her. */
export function bookingClient(overrides: Partial<Schemas['ClientPayload']> = {}): Schemas['ClientPayload'] {
  return {
    first_name: 'Ana',
    last_name: 'Pérez',
    email: 'ana.perez@correo.example',
    phone: '+56912345678',
    second_phone: null,
    identification_number: '12.345.678-5',
    address: null,
    birth_day: null,
    birth_month: null,
    birth_year: null,
    age: null,
    record_number: null,
    gender: 1,
    city: null,
    district: null,
    notes: 'Por favor llega 10 minutos antes de tu hora.',
    custom_alergias: null,
    ...overrides,
  };
}

/** Martina Ruiz, the barbershop's client with passes (docs/demo.md), as its client form sends her. */
export function martinaClient(): Schemas['ClientPayload'] {
  return bookingClient({
    first_name: 'Martina',
    last_name: 'Ruiz',
    email: DEMO_BARBERSHOP_CLIENT.martina.email,
    phone: '+541155557777',
    identification_number: DEMO_BARBERSHOP_CLIENT.martina.identificationNumber,
    gender: 2,
    notes: '',
    custom_alergias: undefined,
  });
}

/** A create at Providencia of one item for Ana, paid at the location, with a human-check token. */
export function createBookingBody(
  overrides: Partial<Schemas['CreateBookingRequest']> = {},
): Schemas['CreateBookingRequest'] {
  return {
    expired_confirm: false,
    mp: false,
    location_id: DEMO_LOCATION.providencia,
    payment: null,
    max_discount: 0,
    has_sessions: false,
    trx_id: '',
    payment_pago_facil: '',
    payment_dlocal: '',
    bookings: [bookingItem()],
    client: bookingClient(),
    creative_source: null,
    rwg_token: null,
    recaptcha_token: 'a-human',
    ...overrides,
  };
}
