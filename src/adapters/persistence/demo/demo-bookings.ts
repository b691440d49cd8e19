import { Schema } from 'effect';
import { addDays, isoWeekday, type LocalDate } from '#domain/calendar/local-date';
import { BookingId } from '#domain/booking/booking-id';
import { ClientId } from '#domain/client/client-id';
import { secretDigest } from '../../crypto-tokens';
import { DEMO_CLIENT } from './demo-accounts-and-reviews';
import { DEMO_COMPANY, DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from './demo-ids';
import type { DemoDataPart, DemoRow } from './seed-demo-data';

// The bookings part of the demo data (issue 3; ADR 0017, ADR 0018): the staff's demo api-key, a
// few bookings at the Palermo barbershop with documented capabilities, and clients' memberships:
// the clinic's patient's plan, and a barbershop client's pass beside an expired and a used-up one,
// so that at Palermo one service is covered, a pair partly and another not at all (issue 8).
// Secrets are stored as digests, as the server stores them; their clear text is here and in
// docs/demo.md so the demo can be driven by hand. Bookings sit at the barbershop so the salon's and
// the clinic's agendas stay as the catalogue describes them.

/** The demo's staff api-key (`api-key` header): it acts for every company. */
export const DEMO_STAFF_API_KEY = 'reserva-demo-staff-key';

const demoBooking = Schema.decodeSync(BookingId);

/** The capabilities of the demo bookings, in clear. */
export const DEMO_BOOKING = {
  /** Two bookings made together: a classic cut, then a straight-razor shave. */
  cutAndShave: {
    groupId: 301,
    cutId: demoBooking(301),
    shaveId: demoBooking(302),
    accessToken: 'demo-acceso-palermo',
    cutCode: 'demo-codigo-corte',
    shaveCode: 'demo-codigo-afeitado',
  },
  /** A booking the client cancelled. */
  cancelled: {
    groupId: 302,
    bookingId: demoBooking(303),
    accessToken: 'demo-acceso-anulada',
    code: 'demo-codigo-anulada',
  },
} as const;

/**
 * The demo's memberships. The clinic patient Rosa Díaz's plan: two dental cleanings left, valid a
 * year from 30 days before seeding. The barbershop client Martina Ruiz's: a pass with four classic
 * cuts left (valid like Rosa's), a shaves pass that ended 30 days before seeding, and a cut-and-beard
 * pass with no use left — so only Corte clásico is hers to book with a membership.
 */
export const DEMO_MEMBERSHIP = {
  rosaCleanings: 301,
  martinaCuts: 302,
  martinaShavesExpired: 303,
  martinaCutAndBeardUsedUp: 304,
} as const;

/** Juan Gómez, as he typed his details for the demo bookings (each booking keeps its booker's; docs/adr/0048). */
const JUAN = {
  firstName: 'Juan',
  lastName: 'Gómez',
  email: 'juan.gomez@correo.example',
  phone: '+54 11 5555 6666',
  identificationNumber: '30123456',
} as const;

/** The barbershop's clients: Juan Gómez holds the demo bookings, Martina Ruiz the memberships. */
// Branded as the rows that hold them decode (ADR 0054).
const demoClient = Schema.decodeSync(ClientId);

export const DEMO_BARBERSHOP_CLIENT = {
  juan: demoClient(301),
  martina: {
    id: demoClient(302),
    identificationNumber: '28.456.789',
    email: 'martina.ruiz@correo.example',
    phone: '+54 11 5555 7777',
  },
} as const;

const DEMO_CLIENT_JUAN = DEMO_BARBERSHOP_CLIENT.juan;

/** The first day from two days after `today` on which Palermo opens (Tuesday to Saturday). */
function nextPalermoDay(today: LocalDate): LocalDate {
  let date = addDays(today, 2);
  while (isoWeekday(date) === 1 || isoWeekday(date) === 7) date = addDays(date, 1);
  return date;
}

/** A half-open range of Buenos Aires wall-clock times (UTC-3 all year) on `date`. */
const buenosAires = (date: LocalDate, from: string, to: string) => `[${date}T${from}:00-03:00,${date}T${to}:00-03:00)`;

function bookings(today: LocalDate): { groups: DemoRow[]; rows: DemoRow[] } {
  const day = nextPalermoDay(today);
  const { cutAndShave, cancelled } = DEMO_BOOKING;
  const group = (id: number, trxId: string, accessToken: string, code: string): DemoRow => ({
    id,
    location_id: DEMO_LOCATION.palermo,
    client_id: DEMO_CLIENT_JUAN,
    client_first_name: JUAN.firstName,
    client_last_name: JUAN.lastName,
    client_email: JUAN.email,
    client_phone: JUAN.phone,
    client_identification_number: JUAN.identificationNumber,
    trx_id: trxId,
    confirmation_code_digest: secretDigest(code),
    access_token_digest: secretDigest(accessToken),
    notes: '',
  });
  const booking = (
    id: number,
    groupId: number,
    serviceId: number,
    during: string,
    code: string,
    cancelledAt: string | null,
  ): DemoRow => ({
    id,
    group_id: groupId,
    location_id: DEMO_LOCATION.palermo,
    service_id: serviceId,
    provider_id: DEMO_PROVIDER.lucas,
    during,
    status: cancelledAt === null ? 'confirmed' : 'cancelled',
    price: serviceId === DEMO_SERVICE.classicCut ? 12000 : 9000,
    cancelled_at: cancelledAt,
    confirmation_code_digest: secretDigest(code),
  });
  return {
    groups: [
      group(cutAndShave.groupId, 'TRX-DEMO-PALERMO-1', cutAndShave.accessToken, cutAndShave.cutCode),
      group(cancelled.groupId, 'TRX-DEMO-PALERMO-2', cancelled.accessToken, cancelled.code),
    ],
    rows: [
      booking(
        cutAndShave.cutId,
        cutAndShave.groupId,
        DEMO_SERVICE.classicCut,
        buenosAires(day, '11:00', '11:30'),
        cutAndShave.cutCode,
        null,
      ),
      booking(
        cutAndShave.shaveId,
        cutAndShave.groupId,
        DEMO_SERVICE.straightRazorShave,
        buenosAires(day, '11:30', '12:00'),
        cutAndShave.shaveCode,
        null,
      ),
      booking(
        cancelled.bookingId,
        cancelled.groupId,
        DEMO_SERVICE.classicCut,
        buenosAires(day, '15:00', '15:30'),
        cancelled.code,
        `${today}T12:00:00-03:00`,
      ),
    ],
  };
}

/** A membership of Martina Ruiz at the barbershop. */
const martinas = (
  id: number,
  name: string,
  usesLeft: number,
  validFrom: LocalDate,
  validUntil: LocalDate,
): DemoRow => ({
  id,
  company_id: DEMO_COMPANY.barbershop,
  client_id: DEMO_BARBERSHOP_CLIENT.martina.id,
  name,
  uses_left: usesLeft,
  valid_from: validFrom,
  valid_until: validUntil,
});

/** The bookings part of the demo data, its dates counted from `today`. */
export function demoBookings(today: LocalDate): DemoDataPart {
  const { groups, rows } = bookings(today);
  return {
    name: 'bookings',
    tables: [
      {
        table: 'staff_api_keys',
        rows: [{ id: 1, key_digest: secretDigest(DEMO_STAFF_API_KEY), label: 'demo staff key', company_id: null }],
      },
      {
        table: 'clients',
        rows: [
          {
            id: DEMO_CLIENT_JUAN,
            company_id: DEMO_COMPANY.barbershop,
            first_name: JUAN.firstName,
            last_name: JUAN.lastName,
            email: JUAN.email,
            phone: JUAN.phone,
            identification_number: JUAN.identificationNumber,
          },
          {
            id: DEMO_BARBERSHOP_CLIENT.martina.id,
            company_id: DEMO_COMPANY.barbershop,
            first_name: 'Martina',
            last_name: 'Ruiz',
            email: DEMO_BARBERSHOP_CLIENT.martina.email,
            phone: DEMO_BARBERSHOP_CLIENT.martina.phone,
            identification_number: DEMO_BARBERSHOP_CLIENT.martina.identificationNumber,
          },
        ],
      },
      { table: 'booking_groups', rows: groups },
      { table: 'bookings', rows },
      {
        table: 'memberships',
        rows: [
          {
            id: DEMO_MEMBERSHIP.rosaCleanings,
            company_id: DEMO_COMPANY.clinic,
            client_id: DEMO_CLIENT.rosa,
            name: 'Plan limpiezas 2 al año',
            uses_left: 2,
            valid_from: addDays(today, -30),
            valid_until: addDays(today, 335),
          },
          martinas(DEMO_MEMBERSHIP.martinaCuts, 'Pase 4 cortes', 4, addDays(today, -30), addDays(today, 335)),
          martinas(
            DEMO_MEMBERSHIP.martinaShavesExpired,
            'Pase afeitados (vencido)',
            3,
            addDays(today, -395),
            addDays(today, -30),
          ),
          martinas(
            DEMO_MEMBERSHIP.martinaCutAndBeardUsedUp,
            'Pase corte y barba (usado)',
            0,
            addDays(today, -30),
            addDays(today, 335),
          ),
        ],
      },
      {
        table: 'membership_services',
        rows: [
          { membership_id: DEMO_MEMBERSHIP.rosaCleanings, service_id: DEMO_SERVICE.dentalCleaning },
          { membership_id: DEMO_MEMBERSHIP.martinaCuts, service_id: DEMO_SERVICE.classicCut },
          { membership_id: DEMO_MEMBERSHIP.martinaShavesExpired, service_id: DEMO_SERVICE.straightRazorShave },
          { membership_id: DEMO_MEMBERSHIP.martinaCutAndBeardUsedUp, service_id: DEMO_SERVICE.cutAndBeard },
        ],
      },
    ],
  };
}
