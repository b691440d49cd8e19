import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bookings } from '#application/ports/server/bookings';
import type { IdempotentRequests } from '#application/ports/server/idempotent-requests';
import type { Memberships } from '#application/ports/server/memberships';
import type { StaffKeyVerifier } from '#application/ports/server/staff-key-verifier';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import { secretDigest } from '../crypto-tokens';
import { DEMO_CLIENT } from './demo/demo-accounts-and-reviews';
import { DEMO_BARBERSHOP_CLIENT, DEMO_BOOKING, DEMO_MEMBERSHIP, DEMO_STAFF_API_KEY } from './demo/demo-bookings';
import { DEMO_COMPANY, DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from './demo/demo-ids';
import { seededDatabase } from './demo/demo-databases.test-support';
import { sqlBookings } from './sql-bookings';
import { aesGcmCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { sqlIdempotentRequests } from './sql-idempotent-requests';
import { storedIdempotencyKey } from './idempotency-seal';
import { recordedStatements } from './recorded-statements.test-support';
import { sqlMemberships } from './sql-memberships';
import { provisionStaffKey, sqlStaffKeys } from './sql-staff-keys';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { aBooking, aGroup } from './new-booking-groups.test-support';
import { bookingsContract } from './bookings-contract.test-support';
import { readBack } from './read-back.test-support';
import { bookingId } from '#domain/shared/ids.test-support';

// The bookings' SQL adapters (issue 3 Persistence; ADR 0006, ADR 0017, ADR 0018), one suite on
// PGlite and on PostgreSQL. On PostgreSQL the races run on two connections, as two server
// processes would: the database, not the code, refuses the loser.

const engines = await testEngines();
// Codes sealed as the server seals them, under the development key (docs/adr/0065).
const codeSealer = aesGcmCodeSealer(DEV_LINK_KEY);

const at = (iso: string) => Date.parse(iso) as Instant;

describe.each(engines)('the bookings’ SQL adapters on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let bookings: Bookings;
    let memberships: Memberships;
    let staffKeys: StaffKeyVerifier;
    let idempotent: IdempotentRequests;
    /** A second connection on PostgreSQL (a second server process); the same database on PGlite. */
    let other: Bookings;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      bookings = sqlBookings(handle.database, codeSealer);
      memberships = sqlMemberships(handle.database);
      staffKeys = sqlStaffKeys(handle.database);
      idempotent = sqlIdempotentRequests(handle.database);
      other = engine.name === 'PostgreSQL' ? sqlBookings(await handle.openAnother(), codeSealer) : bookings;
      // Creating and seeding a PGlite takes seconds on a busy machine.
    }, 60_000);

    afterAll(async () => {
      await handle.dispose();
    });

    // What the in-memory fake keeps too (ADR 0097).
    bookingsContract(() =>
      Promise.resolve({
        bookings,
        idempotentRequests: idempotent,
        companyId: DEMO_COMPANY.salon,
        locationId: DEMO_LOCATION.providencia,
        professionals: [DEMO_PROVIDER.camila as ProviderId, DEMO_PROVIDER.matias as ProviderId],
        serviceId: DEMO_SERVICE.womensCut as ServiceId,
        teacher: {
          providerId: DEMO_PROVIDER.francisca as ProviderId,
          serviceId: DEMO_SERVICE.stylingWorkshop as ServiceId,
          appointmentServiceId: DEMO_SERVICE.manicure as ServiceId,
        },
      }),
    );

    it('keeps references unique per company only, and gives a group written without one a well-formed one (migration 0041)', async () => {
      const salon = aGroup([aBooking({ start: at('2026-12-16T12:00:00Z'), end: at('2026-12-16T12:45:00Z') })]);
      const made = (await bookings.create(salon))._unsafeUnwrap();
      // Another company may hold the same reference: the staff look it up within their company.
      const atPalermo = aGroup(
        [
          aBooking({
            serviceId: DEMO_SERVICE.classicCut as ServiceId,
            providerId: DEMO_PROVIDER.lucas as ProviderId,
            start: at('2026-12-16T14:00:00Z'),
            end: at('2026-12-16T14:30:00Z'),
            price: null,
          }),
        ],
        { locationId: DEMO_LOCATION.palermo, companyId: DEMO_COMPANY.barbershop, reference: salon.reference },
      );
      const barbershop = (await bookings.create(atPalermo))._unsafeUnwrap();
      expect(barbershop.reference).toBe(salon.reference);
      expect((await bookings.byReference(DEMO_COMPANY.salon, salon.reference))?.group.trxId).toBe(salon.trxId);
      expect((await bookings.byReference(DEMO_COMPANY.barbershop, salon.reference))?.group.trxId).toBe(atPalermo.trxId);
      const stored = await readBack(handle.database).query<{ company_id: number; reference: string }>(
        'SELECT company_id, reference FROM booking_groups WHERE trx_id = ANY($1::text[]) ORDER BY company_id',
        [[salon.trxId, atPalermo.trxId]],
      );
      expect(stored).toEqual([
        { company_id: DEMO_COMPANY.salon, reference: salon.reference },
        { company_id: DEMO_COMPANY.barbershop, reference: salon.reference },
      ]);
      // A row written by hand (a tool, a fixture) gets its company from its location and a reference of its id.
      const [client] = await readBack(handle.database).query<{ client_id: number }>(
        'SELECT client_id FROM booking_groups WHERE trx_id = $1',
        [salon.trxId],
      );
      await handle.database.query(
        `INSERT INTO booking_groups (location_id, client_id, client_first_name, client_last_name, trx_id, confirmation_code_digest, access_token_digest)
         VALUES ($1, $2, 'Ana', 'Pérez', 'TRX-BY-HAND', '\\x0a0b', '\\x0c0d')`,
        [DEMO_LOCATION.palermo, client?.client_id],
      );
      const [handWritten] = await readBack(handle.database).query<{ company_id: number; reference: string }>(
        `SELECT company_id, reference FROM booking_groups WHERE trx_id = 'TRX-BY-HAND'`,
      );
      expect(handWritten?.company_id).toBe(DEMO_COMPANY.barbershop);
      expect(handWritten?.reference).toMatch(/^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
      // The store refuses a misspelled one outright.
      await expect(
        handle.database.query(
          `INSERT INTO booking_groups (location_id, client_id, client_first_name, client_last_name, trx_id, confirmation_code_digest, access_token_digest, reference)
           VALUES ($1, $2, 'Ana', 'Pérez', 'TRX-MISSPELLED', '\\x0e0f', '\\x1011', 'K7M4Q0')`,
          [DEMO_LOCATION.palermo, client?.client_id],
        ),
      ).rejects.toThrow(/booking_groups_reference_spelled/);
      expect(made.reference).toBe(salon.reference);
    });

    it('creates a group and finds it by its access token and by each confirmation code, storing only digests', async () => {
      const first = aBooking({ start: at('2026-12-02T12:00:00Z'), end: at('2026-12-02T12:45:00Z') });
      const group = aGroup([first]);
      const created = (await bookings.create(group))._unsafeUnwrap();
      expect(created).toMatchObject({
        trxId: group.trxId,
        accessToken: group.accessToken,
        status: 'confirmed',
        countryCode: 'cl',
      });
      const found = await bookings.groupByAccessToken(created.bookingId, group.accessToken);
      expect(
        found?.bookings.map((booking) => [booking.id, booking.provider.id, booking.start, booking.status]),
      ).toEqual([[created.bookingId, DEMO_PROVIDER.camila, first.start, 'confirmed']]);
      expect(found?.client).toEqual({
        fullName: 'Ana Pérez',
        email: 'ana.perez@correo.example',
        phone: '+56912345678',
      });
      expect((await bookings.byConfirmationCode(first.confirmationCode))?.bookingId).toBe(created.bookingId);
      expect(await bookings.groupByAccessToken(created.bookingId, 'wrong')).toBeUndefined();
      expect(await bookings.groupByAccessToken(bookingId(3_000_000_000), group.accessToken)).toBeUndefined();
      const [row] = await readBack(handle.database).query<{ digest: Uint8Array }>(
        'SELECT confirmation_code_digest AS digest FROM bookings WHERE id = $1',
        [created.bookingId],
      );
      expect(Buffer.from(row?.digest ?? []).equals(secretDigest(first.confirmationCode))).toBe(true);
    });

    it('keeps each booking’s confirmation code sealed for its own row, opening to that code under the key and to nothing elsewhere (docs/adr/0065)', async () => {
      const first = aBooking({ start: at('2026-12-05T12:00:00Z'), end: at('2026-12-05T12:45:00Z') });
      const second = aBooking({ start: at('2026-12-05T13:00:00Z'), end: at('2026-12-05T13:45:00Z') });
      const created = (await bookings.create(aGroup([first, second], { language: 'es' })))._unsafeUnwrap();
      const rows = await readBack(handle.database).query<{ id: number; sealed: Uint8Array | null; language: string }>(
        `SELECT b.id, b.code_sealed AS sealed, g.language FROM bookings b JOIN booking_groups g ON g.id = b.group_id
         WHERE b.id = ANY($1::integer[]) ORDER BY b.id`,
        [created.bookings.map((booking) => booking.id)],
      );
      expect(rows.map((row) => row.language)).toEqual(['es', 'es']);
      const [one, two] = created.bookings;
      const sealedOf = (id: number | undefined) => Uint8Array.from(rows.find((row) => row.id === id)?.sealed ?? []);
      if (one === undefined || two === undefined) throw new Error('Two bookings were made');
      expect(codeSealer.open(sealedOf(one.id), one.id)).toBe(first.confirmationCode);
      expect(codeSealer.open(sealedOf(two.id), two.id)).toBe(second.confirmationCode);
      expect(codeSealer.open(sealedOf(one.id), two.id)).toBeNull();
      expect(aesGcmCodeSealer('another-installation-link-key-0123456789').open(sealedOf(one.id), one.id)).toBeNull();
      expect(Buffer.from(sealedOf(one.id)).toString('latin1')).not.toContain(first.confirmationCode);
    });

    it('keeps no language for a group whose client named none of ours', async () => {
      const created = (
        await bookings.create(
          aGroup([aBooking({ start: at('2026-12-05T15:00:00Z'), end: at('2026-12-05T15:45:00Z') })]),
        )
      )._unsafeUnwrap();
      const [row] = await readBack(handle.database).query<{ language: string | null }>(
        'SELECT g.language FROM bookings b JOIN booking_groups g ON g.id = b.group_id WHERE b.id = $1',
        [created.bookingId],
      );
      expect(row?.language).toBeNull();
    });

    it('lets exactly one of two racing creates hold an overlapping slot (exclusion constraint, 23P01)', async () => {
      const slot = { start: at('2026-12-02T14:00:00Z'), end: at('2026-12-02T14:45:00Z') };
      const overlapping = { start: at('2026-12-02T14:30:00Z'), end: at('2026-12-02T15:15:00Z') };
      const outcomes = await Promise.all([
        bookings.create(aGroup([aBooking(slot)])),
        other.create(aGroup([aBooking(overlapping)])),
      ]);
      expect(outcomes.filter((outcome) => outcome.isOk())).toHaveLength(1);
      expect(outcomes.find((outcome) => outcome.isErr())?._unsafeUnwrapErr()).toEqual({
        _tag: 'SlotTaken',
        itemIndex: 0,
      });
    });

    it('writes nothing of a group when one of its items is refused', async () => {
      const count = async () =>
        (await readBack(handle.database).query<{ n: number }>('SELECT count(*)::int AS n FROM booking_groups'))[0]?.n;
      const before = await count();
      const free = aBooking({
        providerId: DEMO_PROVIDER.matias as ProviderId,
        start: at('2026-12-02T16:00:00Z'),
        end: at('2026-12-02T16:45:00Z'),
      });
      const clash = aBooking({ start: at('2026-12-02T14:15:00Z'), end: at('2026-12-02T15:00:00Z') });
      expect((await bookings.create(aGroup([free, clash])))._unsafeUnwrapErr()).toEqual({
        _tag: 'SlotTaken',
        itemIndex: 1,
      });
      expect(await count()).toBe(before);
    });

    it('never sells more seats of a class than it has, even to racing buyers, and frees a seat once when cancelled', async () => {
      const seat = () =>
        aBooking({
          serviceId: DEMO_SERVICE.stylingWorkshop as ServiceId,
          providerId: DEMO_PROVIDER.francisca as ProviderId,
          classCapacity: 3,
          start: at('2026-12-07T21:00:00Z'),
          end: at('2026-12-07T22:30:00Z'),
        });
      const buyers = Array.from({ length: 5 }, (_, index) =>
        (index % 2 === 0 ? bookings : other).create(aGroup([seat()])),
      );
      const outcomes = await Promise.all(buyers);
      expect(outcomes.filter((outcome) => outcome.isOk())).toHaveLength(3);
      const seatsTaken = async () =>
        (
          await readBack(handle.database).query<{ seats_taken: number }>(
            'SELECT seats_taken FROM class_occurrences WHERE starts_at = $1::timestamptz',
            ['2026-12-07T21:00:00Z'],
          )
        )[0]?.seats_taken;
      expect(await seatsTaken()).toBe(3);
      const sold = outcomes.find((outcome) => outcome.isOk())?._unsafeUnwrap();
      const group = await bookings.groupByAccessToken(sold?.bookingId ?? bookingId(1), sold?.accessToken ?? '');
      const booking = group?.bookings[0];
      if (booking === undefined) throw new Error('the sold seat was not found');
      const cancelled = { ...booking, status: 'cancelled' as const, cancelledAt: at('2026-12-01T12:00:00Z') };
      await Promise.all([bookings.saveLifecycle([cancelled]), other.saveLifecycle([cancelled])]);
      expect(await seatsTaken()).toBe(2);
    });

    describe('a professional is never in two places (issue 29; migration 0027, ADR 0089)', () => {
      const francisca = DEMO_PROVIDER.francisca as ProviderId;
      const manicure = (start: string, end: string) =>
        aBooking({
          serviceId: DEMO_SERVICE.manicure as ServiceId,
          providerId: francisca,
          start: at(start),
          end: at(end),
        });
      const seat = (start: string, end: string) =>
        aBooking({
          serviceId: DEMO_SERVICE.stylingWorkshop as ServiceId,
          providerId: francisca,
          classCapacity: 3,
          start: at(start),
          end: at(end),
        });
      const seatsTakenAt = async (iso: string) =>
        (
          await readBack(handle.database).query<{ seats_taken: number }>(
            'SELECT seats_taken FROM class_occurrences WHERE provider_id = $1 AND starts_at = $2::timestamptz',
            [francisca, iso],
          )
        )[0]?.seats_taken ?? 0;

      it('refuses a class seat over a booking of its professional as a taken slot, taking no seat', async () => {
        // Francisca's Monday: manicures at 18:00–18:40 and 19:15–19:55, the class at 18:00–19:30 (Santiago, UTC−3).
        expect((await bookings.create(aGroup([manicure('2026-12-14T21:00:00Z', '2026-12-14T21:40:00Z')]))).isOk()).toBe(
          true,
        );
        expect((await bookings.create(aGroup([manicure('2026-12-14T22:15:00Z', '2026-12-14T22:55:00Z')]))).isOk()).toBe(
          true,
        );
        expect(
          (await bookings.create(aGroup([seat('2026-12-14T21:00:00Z', '2026-12-14T22:30:00Z')])))._unsafeUnwrapErr(),
        ).toEqual({ _tag: 'SlotTaken', itemIndex: 0 });
        expect(await seatsTakenAt('2026-12-14T21:00:00Z')).toBe(0);
      });

      it('refuses a booking over a class seat, and a seat of another class time that overlaps it', async () => {
        expect((await bookings.create(aGroup([seat('2026-12-21T21:00:00Z', '2026-12-21T22:30:00Z')]))).isOk()).toBe(
          true,
        );
        expect(
          (
            await bookings.create(aGroup([manicure('2026-12-21T22:15:00Z', '2026-12-21T22:55:00Z')]))
          )._unsafeUnwrapErr(),
        ).toEqual({ _tag: 'SlotTaken', itemIndex: 0 });
        expect(
          (await bookings.create(aGroup([seat('2026-12-21T22:00:00Z', '2026-12-21T23:30:00Z')])))._unsafeUnwrapErr(),
        ).toEqual({ _tag: 'SlotTaken', itemIndex: 0 });
        expect(await seatsTakenAt('2026-12-21T21:00:00Z')).toBe(1);
        expect(await seatsTakenAt('2026-12-21T22:00:00Z')).toBe(0);
      });

      it('lets the seats of one class share their time up to its capacity', async () => {
        const outcomes = await Promise.all(
          Array.from({ length: 3 }, (_, index) =>
            (index % 2 === 0 ? bookings : other).create(aGroup([seat('2026-12-28T21:00:00Z', '2026-12-28T22:30:00Z')])),
          ),
        );
        expect(outcomes.every((outcome) => outcome.isOk())).toBe(true);
        expect(await seatsTakenAt('2026-12-28T21:00:00Z')).toBe(3);
      });

      it('lets exactly one of a seat and a booking racing for overlapping time hold it', async () => {
        const outcomes = await Promise.all([
          bookings.create(aGroup([seat('2027-01-04T21:00:00Z', '2027-01-04T22:30:00Z')])),
          other.create(aGroup([manicure('2027-01-04T21:30:00Z', '2027-01-04T22:10:00Z')])),
        ]);
        expect(outcomes.filter((outcome) => outcome.isOk())).toHaveLength(1);
        expect(outcomes.find((outcome) => outcome.isErr())?._unsafeUnwrapErr()).toEqual({
          _tag: 'SlotTaken',
          itemIndex: 0,
        });
      });
    });

    it('spends a membership use in the booking’s transaction, refusing one with no use left, and gives it back on cancelling', async () => {
      const [plan] = await memberships.validFor(
        DEMO_COMPANY.clinic,
        DEMO_CLIENT.rosa,
        '2026-12-02' as LocalDate,
        '2026-12-02' as LocalDate,
      );
      expect(plan).toMatchObject({
        id: DEMO_MEMBERSHIP.rosaCleanings,
        usesLeft: 2,
        serviceIds: [DEMO_SERVICE.dentalCleaning],
      });
      // Another company's client record holds none of the clinic's plans.
      expect(
        await memberships.validFor(
          DEMO_COMPANY.salon,
          DEMO_CLIENT.rosa,
          '2026-12-02' as LocalDate,
          '2026-12-02' as LocalDate,
        ),
      ).toEqual([]);
      const cleaning = (hour: number) =>
        aGroup(
          [
            aBooking({
              serviceId: DEMO_SERVICE.dentalCleaning as ServiceId,
              providerId: DEMO_PROVIDER.paula as ProviderId,
              start: at(`2026-12-02T${String(hour)}:00:00Z`),
              end: at(`2026-12-02T${String(hour)}:45:00Z`),
              paymentMembershipId: DEMO_MEMBERSHIP.rosaCleanings,
            }),
          ],
          {
            locationId: DEMO_LOCATION.nunoa,
            companyId: DEMO_COMPANY.clinic,
            client: {
              ...aGroup([aBooking()]).client,
              firstName: 'Rosa',
              lastName: 'Díaz',
              identificationNumber: '12.345.678-5',
              email: 'rosa.diaz@correo.example',
            },
            recognisedClientId: DEMO_CLIENT.rosa,
          },
        );
      const outcomes = await Promise.all([
        bookings.create(cleaning(12)),
        other.create(cleaning(13)),
        bookings.create(cleaning(14)),
      ]);
      expect(outcomes.filter((outcome) => outcome.isOk())).toHaveLength(2);
      expect(outcomes.find((outcome) => outcome.isErr())?._unsafeUnwrapErr()._tag).toBe('MembershipUsedUp');
      const usesLeft = async () =>
        (
          await readBack(handle.database).query<{ uses_left: number }>(
            'SELECT uses_left FROM memberships WHERE id = $1',
            [DEMO_MEMBERSHIP.rosaCleanings],
          )
        )[0]?.uses_left;
      expect(await usesLeft()).toBe(0);
      const made = outcomes.find((outcome) => outcome.isOk())?._unsafeUnwrap();
      const booking = (await bookings.groupByAccessToken(made?.bookingId ?? bookingId(1), made?.accessToken ?? ''))
        ?.bookings[0];
      if (booking === undefined) throw new Error('the booking paid by the plan was not found');
      await bookings.saveLifecycle([{ ...booking, status: 'cancelled', cancelledAt: at('2026-12-01T12:00:00Z') }]);
      expect(await usesLeft()).toBe(1);
      // The client the company recognised is the one filed under, not filed again.
      const [clients] = await readBack(handle.database).query<{ n: number }>(
        "SELECT count(*)::int AS n FROM clients WHERE company_id = $1 AND first_name = 'Rosa'",
        [DEMO_COMPANY.clinic],
      );
      expect(clients?.n).toBe(1);
    });

    it('keeps on a group what its booker typed, filed under the record the company recognised, unchanged, and never under another company’s (ADR 0048)', async () => {
      const typed = {
        ...aGroup([aBooking()]).client,
        firstName: 'Rosa María',
        lastName: 'Díaz',
        email: 'rosa.nueva@correo.example',
        phone: '+56 9 5555 0000',
        identificationNumber: '12.345.678-5',
      };
      const clientOf = async (made: { bookingId: number }) =>
        (
          await readBack(handle.database).query<{
            id: number;
            company_id: number;
            first_name: string;
            email: string | null;
            phone: string | null;
          }>(
            'SELECT cl.id, cl.company_id, cl.first_name, cl.email, cl.phone FROM bookings b JOIN booking_groups g ON g.id = b.group_id JOIN clients cl ON cl.id = g.client_id WHERE b.id = $1',
            [made.bookingId],
          )
        )[0];
      const cleaning = aBooking({
        serviceId: DEMO_SERVICE.dentalCleaning as ServiceId,
        providerId: DEMO_PROVIDER.paula as ProviderId,
        start: at('2026-12-03T15:00:00Z'),
        end: at('2026-12-03T15:45:00Z'),
      });
      const atClinic = (
        await bookings.create(
          aGroup([cleaning], {
            locationId: DEMO_LOCATION.nunoa,
            companyId: DEMO_COMPANY.clinic,
            client: typed,
            recognisedClientId: DEMO_CLIENT.rosa,
          }),
        )
      )._unsafeUnwrap();
      expect((await bookings.groupByAccessToken(atClinic.bookingId, atClinic.accessToken))?.client).toEqual({
        fullName: 'Rosa María Díaz',
        email: 'rosa.nueva@correo.example',
        phone: '+56 9 5555 0000',
      });
      expect(await clientOf(atClinic)).toEqual({
        id: DEMO_CLIENT.rosa,
        company_id: DEMO_COMPANY.clinic,
        first_name: 'Rosa',
        email: 'rosa.diaz@correo.example',
        phone: '+56 9 1111 2222',
      });
      const atSalon = (
        await bookings.create(
          aGroup([aBooking({ start: at('2026-12-03T15:00:00Z'), end: at('2026-12-03T15:45:00Z') })], {
            client: typed,
            recognisedClientId: DEMO_CLIENT.rosa,
          }),
        )
      )._unsafeUnwrap();
      expect(await clientOf(atSalon)).toMatchObject({
        company_id: DEMO_COMPANY.salon,
        first_name: 'Rosa María',
        email: 'rosa.nueva@correo.example',
        phone: '+56 9 5555 0000',
      });
    });

    it('books two groups spending the same two memberships in opposite orders at once, without a deadlock, and lists each booking with its membership', async () => {
      // Martina's shaves pass of the demo has ended: this one is the test's, beside her pass of cuts.
      const shavesPass = 390;
      await handle.database.query(
        `INSERT INTO memberships (id, company_id, client_id, name, uses_left, valid_from, valid_until) VALUES ($1, $2, $3, 'Pase afeitados (prueba)', 4, '2026-11-01', '2027-11-01')`,
        [shavesPass, DEMO_COMPANY.barbershop, DEMO_BARBERSHOP_CLIENT.martina.id],
      );
      await handle.database.query('INSERT INTO membership_services (membership_id, service_id) VALUES ($1, $2)', [
        shavesPass,
        DEMO_SERVICE.straightRazorShave,
      ]);
      const martina = {
        ...aGroup([aBooking()]).client,
        firstName: 'Martina',
        lastName: 'Ruiz',
        identificationNumber: '28456789',
        email: DEMO_BARBERSHOP_CLIENT.martina.email,
      };
      const item = (serviceId: number, membershipId: number, start: string, end: string) =>
        aBooking({
          serviceId: serviceId as ServiceId,
          providerId: DEMO_PROVIDER.lucas as ProviderId,
          start: at(start),
          end: at(end),
          price: null,
          paymentMembershipId: membershipId,
        });
      const atPalermo = {
        locationId: DEMO_LOCATION.palermo,
        companyId: DEMO_COMPANY.barbershop,
        client: martina,
        recognisedClientId: DEMO_BARBERSHOP_CLIENT.martina.id,
      };
      const cutThenShave = aGroup(
        [
          item(DEMO_SERVICE.classicCut, DEMO_MEMBERSHIP.martinaCuts, '2026-12-09T14:00:00Z', '2026-12-09T14:30:00Z'),
          item(DEMO_SERVICE.straightRazorShave, shavesPass, '2026-12-09T14:30:00Z', '2026-12-09T15:00:00Z'),
        ],
        atPalermo,
      );
      const shaveThenCut = aGroup(
        [
          item(DEMO_SERVICE.straightRazorShave, shavesPass, '2026-12-09T16:00:00Z', '2026-12-09T16:30:00Z'),
          item(DEMO_SERVICE.classicCut, DEMO_MEMBERSHIP.martinaCuts, '2026-12-09T16:30:00Z', '2026-12-09T17:00:00Z'),
        ],
        atPalermo,
      );
      // On PostgreSQL a third connection holds the pass of cuts until both groups are waiting, so
      // their spending overlaps: each would hold one pass and wait for the other's, were they not
      // locked in one order first. PGlite has one connection; there the groups take turns.
      const holder = engine.name === 'PostgreSQL' ? await handle.openAnother() : null;
      let release: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        release = resolve;
      });
      let locked: () => void = () => undefined;
      const lockTaken = new Promise<void>((resolve) => {
        locked = resolve;
      });
      const holding =
        holder?.transaction(async (transaction) => {
          await transaction.query('SELECT id FROM memberships WHERE id = $1 FOR UPDATE', [DEMO_MEMBERSHIP.martinaCuts]);
          locked();
          await held;
        }) ?? Promise.resolve();
      if (holder !== null) await lockTaken;
      const racing = Promise.all([bookings.create(cutThenShave), other.create(shaveThenCut)]);
      await new Promise((resolve) => setTimeout(resolve, holder === null ? 0 : 500));
      release();
      await holding;
      const outcomes = await racing;
      expect(outcomes.map((outcome) => outcome.isOk())).toEqual([true, true]);
      const day = await bookings.startingBetween(
        DEMO_LOCATION.palermo,
        at('2026-12-09T03:00:00Z'),
        at('2026-12-10T03:00:00Z'),
      );
      expect(day.map((booking) => [booking.serviceName, booking.clientFullName, booking.paymentMembership])).toEqual([
        ['Corte clásico', 'Martina Ruiz', { id: DEMO_MEMBERSHIP.martinaCuts, name: 'Pase 4 cortes', usesLeft: 2 }],
        ['Afeitado con navaja', 'Martina Ruiz', { id: shavesPass, name: 'Pase afeitados (prueba)', usesLeft: 2 }],
        ['Afeitado con navaja', 'Martina Ruiz', { id: shavesPass, name: 'Pase afeitados (prueba)', usesLeft: 2 }],
        ['Corte clásico', 'Martina Ruiz', { id: DEMO_MEMBERSHIP.martinaCuts, name: 'Pase 4 cortes', usesLeft: 2 }],
      ]);
    });

    it("lists nothing for a day as far as the contract's dates go (9999-12-31 ends in year 10000, 0001-01-01 starts in year 1), where PostgreSQL reads no such year", async () => {
      for (const [from, to] of [
        [at('9999-12-31T03:00:00Z'), at('+010000-01-01T03:00:00Z')],
        [at('0001-01-01T04:42:46Z'), at('0001-01-02T04:42:46Z')],
      ] as const)
        expect(await bookings.startingBetween(DEMO_LOCATION.palermo, from, to)).toEqual([]);
      // A window that only reaches into those years still lists what lies within them.
      const wide = await bookings.startingBetween(
        DEMO_LOCATION.palermo,
        at('0001-01-01T00:00:00Z'),
        at('+010000-01-01T00:00:00Z'),
      );
      expect(wide.length).toBeGreaterThan(0);
    });

    it('confirms attendance without touching the status, and never on a cancelled booking', async () => {
      const found = await bookings.byConfirmationCode(DEMO_BOOKING.cutAndShave.cutCode);
      const cut = found?.group.bookings.find((booking) => booking.id === found.bookingId);
      if (cut === undefined) throw new Error('the demo cut was not found');
      await bookings.saveLifecycle([{ ...cut, clientConfirmedAt: at('2026-12-01T12:00:00Z') }]);
      const after = await bookings.byConfirmationCode(DEMO_BOOKING.cutAndShave.cutCode);
      expect(after?.group.bookings.find((booking) => booking.id === cut.id)).toMatchObject({
        status: 'confirmed',
        clientConfirmedAt: at('2026-12-01T12:00:00Z'),
      });
      const cancelled = (await bookings.byConfirmationCode(DEMO_BOOKING.cancelled.code))?.group.bookings[0];
      if (cancelled === undefined) throw new Error('the demo cancelled booking was not found');
      await bookings.saveLifecycle([
        { ...cancelled, status: 'confirmed', clientConfirmedAt: at('2026-12-01T12:00:00Z') },
      ]);
      expect((await bookings.byConfirmationCode(DEMO_BOOKING.cancelled.code))?.group.bookings[0]).toMatchObject({
        status: 'cancelled',
        clientConfirmedAt: null,
      });
    });

    it('moves a booking, refusing a taken time and a move raced by another', async () => {
      const made = (
        await bookings.create(
          aGroup([aBooking({ start: at('2026-12-09T12:00:00Z'), end: at('2026-12-09T12:45:00Z') })]),
        )
      )._unsafeUnwrap();
      (
        await bookings.create(
          aGroup([aBooking({ start: at('2026-12-09T14:00:00Z'), end: at('2026-12-09T14:45:00Z') })]),
        )
      )._unsafeUnwrap();
      const move = (start: string, end: string, modificationsBefore: number) =>
        bookings.reschedule({
          bookingId: made.bookingId,
          providerId: DEMO_PROVIDER.camila as ProviderId,
          start: at(start),
          end: at(end),
          modificationsBefore,
        });
      expect((await move('2026-12-09T14:30:00Z', '2026-12-09T15:15:00Z', 0))._unsafeUnwrapErr()._tag).toBe('SlotTaken');
      expect((await move('2026-12-09T12:30:00Z', '2026-12-09T13:15:00Z', 0)).isOk()).toBe(true);
      expect((await move('2026-12-09T13:00:00Z', '2026-12-09T13:45:00Z', 0))._unsafeUnwrapErr()._tag).toBe('SlotTaken');
      const moved = (await bookings.groupByAccessToken(made.bookingId, made.accessToken))?.bookings[0];
      expect(moved).toMatchObject({ start: at('2026-12-09T12:30:00Z'), modifications: 1 });
    });

    it("lists a location's bookings starting in a range, with their clients", async () => {
      const day = await bookings.startingBetween(
        DEMO_LOCATION.palermo,
        at('2026-12-03T03:00:00Z'),
        at('2026-12-04T03:00:00Z'),
      );
      expect(
        day.map((booking) => [
          booking.serviceName,
          booking.status,
          booking.clientFullName,
          booking.trxId,
          booking.paymentMembership,
        ]),
      ).toEqual([
        ['Corte clásico', 'confirmed', 'Juan Gómez', 'TRX-DEMO-PALERMO-1', null],
        ['Afeitado con navaja', 'confirmed', 'Juan Gómez', 'TRX-DEMO-PALERMO-1', null],
        ['Corte clásico', 'cancelled', 'Juan Gómez', 'TRX-DEMO-PALERMO-2', null],
      ]);
    });

    describe('idempotency keys', () => {
      const T0 = at('2026-12-01T12:00:00Z');
      /** A claim made `seconds` after T0, holding its key for 30 seconds. */
      const leaseAt = (seconds = 0) => ({
        now: (T0 + seconds * 1000) as Instant,
        until: (T0 + (seconds + 30) * 1000) as Instant,
      });
      const groupsBooked = async (trxId: string) =>
        (
          await readBack(handle.database).query<{ n: number }>(
            'SELECT count(*)::int AS n FROM booking_groups WHERE trx_id = $1',
            [trxId],
          )
        )[0]?.n;

      it('claims a key once, sees it in flight, replays what the booking completed, and refuses another body', async () => {
        const key = `key-${engine.name}-replay`;
        expect(await idempotent.claim(key, '{"a":1}', leaseAt())).toEqual({
          _tag: 'Claimed',
          held: { key, attempt: 1 },
        });
        expect(await idempotent.claim(key, '{"a":1}', leaseAt(1))).toEqual({ _tag: 'InFlight' });
        const created = (
          await bookings.create(
            aGroup([aBooking({ start: at('2026-12-10T12:00:00Z'), end: at('2026-12-10T12:45:00Z') })], {
              idempotencyKey: { key, attempt: 1 },
            }),
          )
        )._unsafeUnwrap();
        expect(await idempotent.claim(key, '{"a":1}', leaseAt(2))).toEqual({ _tag: 'Replay', created });
        expect(await idempotent.claim(key, '{"a":2}', leaseAt(3))).toEqual({ _tag: 'KeyReused' });
      });

      it('claims new keys asked at once in one statement, each once: a key asked twice is in flight, or reused with another body', async () => {
        const sent: string[] = [];
        const claiming = sqlIdempotentRequests(recordedStatements(handle.database, sent));
        const key = (name: string) => `key-${engine.name}-together-${name}`;
        await idempotent.claim(key('held'), '{"a":1}', leaseAt());
        const asked: [string, string][] = [
          [key('first'), '{"a":1}'],
          [key('second'), '{"a":1}'],
          [key('twice'), '{"a":1}'],
          [key('twice'), '{"a":1}'],
          [key('other-body'), '{"a":1}'],
          [key('other-body'), '{"a":2}'],
          [key('held'), '{"a":1}'],
          [key('last'), '{"a":1}'],
        ];
        const claims = await Promise.all(asked.map(([name, body]) => claiming.claim(name, body, leaseAt(1))));
        const claimed = { _tag: 'Claimed', held: expect.objectContaining({ attempt: 1 }) as unknown };
        expect(claims).toEqual([
          claimed,
          claimed,
          claimed,
          { _tag: 'InFlight' },
          claimed,
          { _tag: 'KeyReused' },
          { _tag: 'InFlight' },
          claimed,
        ]);
        // The first alone, at once; the seven that came meanwhile in one statement. (Those not claimed
        // then look at their key in a transaction each.)
        let open = 0;
        const claimStatements = sent.filter((statement) => {
          if (statement === 'BEGIN') open += 1;
          if (statement === 'COMMIT' || statement === 'ROLLBACK') open -= 1;
          return open === 0 && statement.startsWith('INSERT INTO idempotent_requests');
        });
        expect(claimStatements).toHaveLength(2);
        const rows = await readBack(handle.database).query<{ n: number }>(
          `SELECT count(*)::int AS n FROM idempotent_requests WHERE key = ANY($1::text[]) AND state = 'in_flight' AND attempt = 1`,
          [asked.map(([name]) => storedIdempotencyKey(name))],
        );
        expect(rows).toEqual([{ n: 6 }]);
      });

      it('keeps neither the key nor the access token in clear', async () => {
        const key = `key-${engine.name}-sealed`;
        await idempotent.claim(key, '{}', leaseAt());
        const created = (
          await bookings.create(
            aGroup([aBooking({ start: at('2026-12-10T14:00:00Z'), end: at('2026-12-10T14:45:00Z') })], {
              idempotencyKey: { key, attempt: 1 },
            }),
          )
        )._unsafeUnwrap();
        const dump = JSON.stringify(await handle.database.query('SELECT * FROM idempotent_requests'));
        expect(dump).not.toContain(key);
        expect(dump).not.toContain(created.accessToken);
      });

      it('forgets a released claim, so a retry runs afresh', async () => {
        const key = `key-${engine.name}-released`;
        await idempotent.claim(key, '{}', leaseAt());
        await idempotent.release({ key, attempt: 1 });
        expect(await idempotent.claim(key, '{"other":true}', leaseAt(1))).toEqual({
          _tag: 'Claimed',
          held: { key, attempt: 1 },
        });
      });

      it('forgets a key kept past its 24 hours, so the same key is claimed afresh, whatever its body', async () => {
        const key = `key-${engine.name}-expired`;
        await idempotent.claim(key, '{"expired":1}', leaseAt());
        expect(await idempotent.claim(key, '{"expired":2}', leaseAt(1))).toEqual({ _tag: 'KeyReused' });
        await handle.database.query(
          "UPDATE idempotent_requests SET created_at = now() - interval '25 hours' WHERE request_digest = $1",
          [secretDigest('{"expired":1}')],
        );
        expect(await idempotent.claim(key, '{"expired":2}', leaseAt(2))).toEqual({
          _tag: 'Claimed',
          held: { key, attempt: 1 },
        });
        expect(await idempotent.claim(key, '{"expired":2}', leaseAt(3))).toEqual({ _tag: 'InFlight' });
      });

      it('holds a key in flight for its lease, then lets a retry with the same body take it over, and only that retry book (issue 15 §3)', async () => {
        const key = `key-${engine.name}-lease`;
        expect(await idempotent.claim(key, '{}', leaseAt())).toEqual({ _tag: 'Claimed', held: { key, attempt: 1 } });
        expect(await idempotent.claim(key, '{}', leaseAt(29))).toEqual({ _tag: 'InFlight' });
        expect(await idempotent.claim(key, '{"other":true}', leaseAt(31))).toEqual({ _tag: 'KeyReused' });
        expect(await idempotent.claim(key, '{}', leaseAt(30))).toEqual({ _tag: 'Claimed', held: { key, attempt: 2 } });
        expect(await idempotent.claim(key, '{}', leaseAt(31))).toEqual({ _tag: 'InFlight' });
        // The first attempt was only slow: it finishes now, and books nothing, for the key is no longer its.
        const slow = aGroup([aBooking({ start: at('2026-12-10T16:00:00Z'), end: at('2026-12-10T16:45:00Z') })], {
          idempotencyKey: { key, attempt: 1 },
        });
        expect((await bookings.create(slow))._unsafeUnwrapErr()).toEqual({ _tag: 'IdempotencyKeyLost' });
        expect(await groupsBooked(slow.trxId)).toBe(0);
        await idempotent.release({ key, attempt: 1 });
        expect(await idempotent.claim(key, '{}', leaseAt(32))).toEqual({ _tag: 'InFlight' });
        const retry = aGroup([aBooking({ start: at('2026-12-10T16:00:00Z'), end: at('2026-12-10T16:45:00Z') })], {
          idempotencyKey: { key, attempt: 2 },
        });
        const created = (await bookings.create(retry))._unsafeUnwrap();
        expect(await groupsBooked(retry.trxId)).toBe(1);
        // Told its key is lost, not that its own slot is taken: the retry's answer is its answer.
        const later = aGroup([aBooking({ start: at('2026-12-10T16:00:00Z'), end: at('2026-12-10T16:45:00Z') })], {
          idempotencyKey: { key, attempt: 1 },
        });
        expect((await bookings.create(later))._unsafeUnwrapErr()).toEqual({ _tag: 'IdempotencyKeyLost' });
        expect(await idempotent.claim(key, '{}', leaseAt(60))).toEqual({ _tag: 'Replay', created });
      });

      it.skipIf(engine.name !== 'PostgreSQL')(
        'lets one of two retries at once, on two connections, take over a key whose lease ran out',
        async () => {
          const key = `key-${engine.name}-takeover-race`;
          const elsewhere = sqlIdempotentRequests(await handle.openAnother());
          await idempotent.claim(key, '{}', leaseAt());
          const claims = await Promise.all(
            Array.from({ length: 6 }, (_, index) =>
              (index % 2 === 0 ? idempotent : elsewhere).claim(key, '{}', leaseAt(40)),
            ),
          );
          expect(claims.filter((claim) => claim._tag === 'Claimed')).toEqual([
            { _tag: 'Claimed', held: { key, attempt: 2 } },
          ]);
          expect(claims.filter((claim) => claim._tag === 'InFlight')).toHaveLength(5);
        },
      );

      it.skipIf(engine.name !== 'PostgreSQL')(
        'books a key once when its slow attempt completes just as a retry takes it over, on two connections',
        async () => {
          const elsewhere = sqlIdempotentRequests(await handle.openAnother());
          for (const [round, hour] of ['18', '19', '20', '21'].entries()) {
            const key = `key-${engine.name}-complete-race-${String(round)}`;
            await idempotent.claim(key, '{}', leaseAt());
            const slow = aGroup(
              [aBooking({ start: at(`2026-12-11T${hour}:00:00Z`), end: at(`2026-12-11T${hour}:45:00Z`) })],
              { idempotencyKey: { key, attempt: 1 } },
            );
            const [finished, retried] = await Promise.all([
              bookings.create(slow),
              elsewhere.claim(key, '{}', leaseAt(45)),
            ]);
            // Either the slow attempt completed first and the retry replays it, or the retry took the key and the slow attempt booked nothing.
            if (finished.isOk()) {
              expect(retried).toEqual({ _tag: 'Replay', created: finished.value });
              expect(await groupsBooked(slow.trxId)).toBe(1);
            } else {
              expect(finished.error).toEqual({ _tag: 'IdempotencyKeyLost' });
              expect(retried).toEqual({ _tag: 'Claimed', held: { key, attempt: 2 } });
              expect(await groupsBooked(slow.trxId)).toBe(0);
            }
          }
        },
      );
    });

    describe('staff keys', () => {
      it('verifies a presented key against the stored digests, and a revoked key no longer', async () => {
        expect(await staffKeys.verify(DEMO_STAFF_API_KEY)).toMatchObject({ label: 'demo staff key', companyId: null });
        expect(await staffKeys.verify('guess')).toBeUndefined();
        await handle.database.query(
          "INSERT INTO staff_api_keys (key_digest, label, company_id, revoked_at) VALUES ($1, 'old', NULL, now())",
          [secretDigest('revoked-key')],
        );
        expect(await staffKeys.verify('revoked-key')).toBeUndefined();
      });

      it('stores the configured key, keeps an existing one, and otherwise makes one that it shows once', async () => {
        expect(await provisionStaffKey(handle.database, 'configured-key-0123456789', () => 'unused')).toEqual({
          source: 'environment',
        });
        expect(await staffKeys.verify('configured-key-0123456789')).toMatchObject({ label: 'RESERVA_STAFF_API_KEY' });
        expect(await provisionStaffKey(handle.database, null, () => 'unused')).toEqual({ source: 'existing' });
        await handle.database.query('UPDATE staff_api_keys SET revoked_at = now()');
        expect(await provisionStaffKey(handle.database, null, () => 'made-now-0123456789')).toEqual({
          source: 'generated',
          key: 'made-now-0123456789',
        });
        expect(await staffKeys.verify('made-now-0123456789')).toBeDefined();
      });
    });
  });
});
