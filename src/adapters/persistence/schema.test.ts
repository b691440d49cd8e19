import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { migrate, schemaMigrations } from './migrate';
import { openPgliteDatabase } from './pglite-database';
import { isPostgresError, SQL_STATE, type SqlExecutor } from './sql-database';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { readBack } from './read-back.test-support';

const engines = await testEngines();

interface Agenda {
  readonly locationId: number;
  readonly serviceId: number;
  readonly providers: readonly number[];
  readonly groupId: number;
}

/** A company with one location, one service, two professionals and one booking group. */
async function seed(database: SqlExecutor): Promise<Agenda> {
  const [company] = await readBack(database).query<{ id: number }>(
    "INSERT INTO companies (name, web_address, country_code) VALUES ('Salon', 'salon', 'cl') RETURNING id",
  );
  const companyId = company?.id;
  const [location] = await readBack(database).query<{ id: number }>(
    "INSERT INTO locations (company_id, name, time_zone) VALUES ($1, 'Centro', 'America/Santiago') RETURNING id",
    [companyId],
  );
  const [service] = await readBack(database).query<{ id: number }>(
    "INSERT INTO services (company_id, name, duration_minutes) VALUES ($1, 'Haircut', 60) RETURNING id",
    [companyId],
  );
  const providers = await readBack(database).query<{ id: number }>(
    "INSERT INTO providers (company_id, public_name) VALUES ($1, 'Ana'), ($1, 'Bruno') RETURNING id",
    [companyId],
  );
  const [client] = await readBack(database).query<{ id: number }>(
    "INSERT INTO clients (company_id, first_name, last_name) VALUES ($1, 'Carla', 'Soto') RETURNING id",
    [companyId],
  );
  const [group] = await readBack(database).query<{ id: number }>(
    `INSERT INTO booking_groups (location_id, client_id, client_first_name, client_last_name, trx_id, confirmation_code_digest, access_token_digest)
     VALUES ($1, $2, 'Carla', 'Soto', 'trx-1', '\\x01', '\\x02') RETURNING id`,
    [location?.id, client?.id],
  );
  if (location === undefined || service === undefined || group === undefined) throw new Error('seed failed');
  return {
    locationId: location.id,
    serviceId: service.id,
    providers: providers.map((row) => row.id),
    groupId: group.id,
  };
}

interface Slot {
  readonly provider: number;
  readonly from: string;
  readonly to: string;
  readonly status?: 'pending_payment' | 'confirmed' | 'cancelled';
  readonly isClass?: boolean;
}

/**
 * Books `slot`; a class seat names its class occurrence (the service's at the slot's professional
 * and start), made with room for ten seats when it is the first (migration 0027).
 */
function book(database: SqlExecutor, agenda: Agenda, slot: Slot): Promise<unknown> {
  const status = slot.status ?? 'confirmed';
  return database.query(
    `WITH occurrence AS (
       INSERT INTO class_occurrences (service_id, provider_id, location_id, starts_at, capacity, seats_taken)
       SELECT $3, $4, $2, $5::timestamptz, 10, 1 WHERE $8
       ON CONFLICT (service_id, provider_id, starts_at) DO UPDATE SET seats_taken = class_occurrences.seats_taken + 1
       RETURNING id
     )
     INSERT INTO bookings (group_id, location_id, service_id, provider_id, during, status, is_class, cancelled_at, class_occurrence_id)
     VALUES ($1, $2, $3, $4, tstzrange($5, $6), $7, $8, CASE WHEN $7 = 'cancelled' THEN now() END, (SELECT id FROM occurrence))`,
    [
      agenda.groupId,
      agenda.locationId,
      agenda.serviceId,
      slot.provider,
      slot.from,
      slot.to,
      status,
      slot.isClass ?? false,
    ],
  );
}

async function refusal(attempt: Promise<unknown>): Promise<unknown> {
  return attempt.then(
    () => 'accepted',
    (error: unknown) => error,
  );
}

describe.each(engines)('the schema on $name (issue 3, Persistence)', (engine) => {
  let handle: TestDatabase;
  let agenda: Agenda;
  const ana = () => agenda.providers[0] ?? 0;
  const bruno = () => agenda.providers[1] ?? 0;

  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    beforeEach(async () => {
      handle = await engine.fresh();
      agenda = await seed(handle.database);
    });
    afterEach(async () => {
      await handle.dispose();
    });

    it('applies every migration once and nothing on a second run', async () => {
      const applied = await readBack(handle.database).query<{ name: string }>(
        'SELECT name FROM schema_migrations ORDER BY name',
      );
      expect(applied.map((row) => row.name)).toEqual(schemaMigrations().map((migration) => migration.name));
      expect(await migrate(handle.database)).toEqual([]);
    });

    it('refuses a booking overlapping another of the same professional with 23P01 (no double booking)', async () => {
      await book(handle.database, agenda, { provider: ana(), from: '2026-12-01T13:00Z', to: '2026-12-01T14:00Z' });
      const error = await refusal(
        book(handle.database, agenda, { provider: ana(), from: '2026-12-01T13:30Z', to: '2026-12-01T14:30Z' }),
      );
      expect(isPostgresError(error, SQL_STATE.exclusionViolation)).toBe(true);
      expect(error).toMatchObject({ constraint: 'bookings_no_double_booking' });
    });

    it('refuses an overlap with a booking pending payment, which holds its slot', async () => {
      await book(handle.database, agenda, {
        provider: ana(),
        from: '2026-12-01T13:00Z',
        to: '2026-12-01T14:00Z',
        status: 'pending_payment',
      });
      const error = await refusal(
        book(handle.database, agenda, { provider: ana(), from: '2026-12-01T13:59Z', to: '2026-12-01T15:00Z' }),
      );
      expect(isPostgresError(error, SQL_STATE.exclusionViolation)).toBe(true);
    });

    it('lets a slot be booked again once its booking is cancelled', async () => {
      await book(handle.database, agenda, {
        provider: ana(),
        from: '2026-12-01T13:00Z',
        to: '2026-12-01T14:00Z',
        status: 'cancelled',
      });
      await expect(
        book(handle.database, agenda, { provider: ana(), from: '2026-12-01T13:00Z', to: '2026-12-01T14:00Z' }),
      ).resolves.toBeDefined();
    });

    it('lets two professionals work at the same time, and one booking end where the next starts', async () => {
      await book(handle.database, agenda, { provider: ana(), from: '2026-12-01T13:00Z', to: '2026-12-01T14:00Z' });
      await book(handle.database, agenda, { provider: bruno(), from: '2026-12-01T13:00Z', to: '2026-12-01T14:00Z' });
      await book(handle.database, agenda, { provider: ana(), from: '2026-12-01T14:00Z', to: '2026-12-01T15:00Z' });
      const [count] = await readBack(handle.database).query<{ n: number }>('SELECT count(*)::int AS n FROM bookings');
      expect(count?.n).toBe(3);
    });

    it('lets the seats of one class share their time, since classes count seats instead', async () => {
      const classSlot = { provider: ana(), from: '2026-12-01T13:00Z', to: '2026-12-01T14:00Z', isClass: true };
      await book(handle.database, agenda, classSlot);
      await expect(book(handle.database, agenda, classSlot)).resolves.toBeDefined();
    });

    it('refuses a class seat over a booking of its professional, a booking over a seat, and a seat of another class time over a seat, with 23P01 (issue 29)', async () => {
      await book(handle.database, agenda, { provider: ana(), from: '2026-12-01T13:00Z', to: '2026-12-01T13:40Z' });
      const seatOver = await refusal(
        book(handle.database, agenda, {
          provider: ana(),
          from: '2026-12-01T13:00Z',
          to: '2026-12-01T14:30Z',
          isClass: true,
        }),
      );
      expect(seatOver).toMatchObject({ code: SQL_STATE.exclusionViolation, constraint: 'bookings_no_double_booking' });
      await book(handle.database, agenda, {
        provider: ana(),
        from: '2026-12-01T15:00Z',
        to: '2026-12-01T16:30Z',
        isClass: true,
      });
      const bookingOver = await refusal(
        book(handle.database, agenda, { provider: ana(), from: '2026-12-01T16:15Z', to: '2026-12-01T16:55Z' }),
      );
      expect(isPostgresError(bookingOver, SQL_STATE.exclusionViolation)).toBe(true);
      const otherClassOver = await refusal(
        book(handle.database, agenda, {
          provider: ana(),
          from: '2026-12-01T16:00Z',
          to: '2026-12-01T17:30Z',
          isClass: true,
        }),
      );
      expect(isPostgresError(otherClassOver, SQL_STATE.exclusionViolation)).toBe(true);
      await expect(
        book(handle.database, agenda, {
          provider: bruno(),
          from: '2026-12-01T13:00Z',
          to: '2026-12-01T14:30Z',
          isClass: true,
        }),
      ).resolves.toBeDefined();
    });

    it('refuses a class seat that names no class occurrence', async () => {
      const error = await refusal(
        handle.database.query(
          `INSERT INTO bookings (group_id, location_id, service_id, provider_id, during, status, is_class)
           VALUES ($1, $2, $3, $4, tstzrange('2026-12-01T13:00Z', '2026-12-01T14:00Z'), 'confirmed', true)`,
          [agenda.groupId, agenda.locationId, agenda.serviceId, ana()],
        ),
      );
      expect(error).toMatchObject({ constraint: 'bookings_seat_names_its_class' });
    });

    it('keeps a gift card product worth amounts or a service, never both nor neither, within its ranges (issue 31, migration 0028)', async () => {
      const product = (columns: string, values: string) =>
        refusal(
          handle.database.query(
            `INSERT INTO gift_card_products (company_id, slug, name, validity_months${columns})
             SELECT id, 'tarjeta-' || floor(random() * 1e9)::int, 'Tarjeta', 12${values} FROM companies WHERE web_address = 'salon'`,
            [],
          ),
        );
      const service = String(agenda.serviceId);
      expect(await product(', fixed_amounts', ", '{20000, 40000}'")).toBe('accepted');
      expect(await product(', free_amount_minimum, free_amount_maximum', ', 10000, 200000')).toBe('accepted');
      expect(await product(', service_id', `, ${service}`)).toBe('accepted');
      // 23514: check_violation.
      const refused = { code: '23514' };
      expect(await product('', '')).toMatchObject(refused);
      expect(await product(', fixed_amounts, service_id', `, '{20000}', ${service}`)).toMatchObject(refused);
      expect(await product(', fixed_amounts', ", '{20000, 0}'")).toMatchObject(refused);
      expect(await product(', free_amount_minimum, free_amount_maximum', ', 50000, 10000')).toMatchObject(refused);
      expect(await product(', free_amount_minimum', ', 10000')).toMatchObject(refused);
      expect(
        await refusal(
          handle.database.query(
            `INSERT INTO gift_card_products (company_id, slug, name, validity_months, fixed_amounts)
             SELECT id, 'for-ever', 'Tarjeta', 121, '{20000}' FROM companies WHERE web_address = 'salon'`,
          ),
        ),
      ).toMatchObject(refused);
    });

    it('keeps nothing of a transaction whose booking is refused', async () => {
      await book(handle.database, agenda, { provider: ana(), from: '2026-12-01T13:00Z', to: '2026-12-01T14:00Z' });
      const error = await refusal(
        handle.database.transaction(async (transaction) => {
          await transaction.query(
            "INSERT INTO clients (company_id, first_name, last_name) SELECT company_id, 'Diego', 'Paz' FROM locations WHERE id = $1",
            [agenda.locationId],
          );
          await book(transaction, agenda, { provider: ana(), from: '2026-12-01T13:15Z', to: '2026-12-01T13:45Z' });
        }),
      );
      expect(isPostgresError(error, SQL_STATE.exclusionViolation)).toBe(true);
      const clients = await readBack(handle.database).query<{ n: number }>(
        "SELECT count(*)::int AS n FROM clients WHERE first_name = 'Diego'",
      );
      expect(clients[0]?.n).toBe(0);
    });

    it('gives exactly one of 50 concurrent bookings of one slot, and 23P01 to the other 49', async () => {
      // On PostgreSQL, two connection pools stand for two server processes sharing the database.
      const second = engine.name === 'PostgreSQL' ? await handle.openAnother() : handle.database;
      const attempts = Array.from({ length: 50 }, (_, index) =>
        refusal(
          (index % 2 === 0 ? handle.database : second).transaction((transaction) =>
            book(transaction, agenda, { provider: ana(), from: '2026-12-01T13:00Z', to: '2026-12-01T14:00Z' }),
          ),
        ),
      );
      const outcomes = await Promise.all(attempts);
      expect(outcomes.filter((outcome) => outcome === 'accepted')).toHaveLength(1);
      expect(outcomes.filter((outcome) => isPostgresError(outcome, SQL_STATE.exclusionViolation))).toHaveLength(49);
    });
  });
});

describe('migration 0012 on an existing database (docs/adr/0048)', () => {
  it('gives each booking made before it the details of the client record it was filed under', async () => {
    const database = await openPgliteDatabase();
    try {
      const [before, after] = [schemaMigrations().filter((migration) => migration.name < '0012'), schemaMigrations()];
      await migrate(database, before);
      const [company] = await readBack(database).query<{ id: number }>(
        "INSERT INTO companies (name, web_address, country_code) VALUES ('Salon', 'salon', 'cl') RETURNING id",
      );
      const [location] = await readBack(database).query<{ id: number }>(
        "INSERT INTO locations (company_id, name, time_zone) VALUES ($1, 'Centro', 'America/Santiago') RETURNING id",
        [company?.id],
      );
      const [client] = await readBack(database).query<{ id: number }>(
        "INSERT INTO clients (company_id, first_name, last_name, email, phone, identification_number) VALUES ($1, 'Carla', 'Soto', 'carla@correo.example', '+56 9 1234 5678', '12.345.678-5') RETURNING id",
        [company?.id],
      );
      await database.query(
        "INSERT INTO booking_groups (location_id, client_id, trx_id, confirmation_code_digest, access_token_digest) VALUES ($1, $2, 'trx-old', '\\x01', '\\x02')",
        [location?.id, client?.id],
      );
      expect((await migrate(database, after))[0]).toBe('0012-booking-typed-client');
      expect(
        await database.query(
          'SELECT client_first_name, client_last_name, client_email, client_phone, client_identification_number FROM booking_groups WHERE trx_id = $1',
          ['trx-old'],
        ),
      ).toEqual([
        {
          client_first_name: 'Carla',
          client_last_name: 'Soto',
          client_email: 'carla@correo.example',
          client_phone: '+56 9 1234 5678',
          client_identification_number: '12.345.678-5',
        },
      ]);
    } finally {
      await database.close();
    }
  });
});

describe('migration 0027 on a database whose class seats already overlap other time (issue 29, docs/adr/0089)', () => {
  it('keeps every held booking, makes the overlapping ones one class’s time, and refuses any new overlap with them', async () => {
    const database = await openPgliteDatabase();
    try {
      await migrate(
        database,
        schemaMigrations().filter((migration) => migration.name < '0027'),
      );
      const agenda = await seed(database);
      const [ana = 0, bruno = 0] = agenda.providers;
      const oldBook = (slot: Slot) =>
        database.query(
          `INSERT INTO bookings (group_id, location_id, service_id, provider_id, during, status, is_class, cancelled_at)
           VALUES ($1, $2, $3, $4, tstzrange($5, $6), $7, $8, CASE WHEN $7 = 'cancelled' THEN now() END)`,
          [
            agenda.groupId,
            agenda.locationId,
            agenda.serviceId,
            slot.provider,
            slot.from,
            slot.to,
            slot.status ?? 'confirmed',
            slot.isClass ?? false,
          ],
        );
      const occurrence = (provider: number, startsAt: string, seats: number) =>
        database.query(
          `INSERT INTO class_occurrences (service_id, provider_id, location_id, starts_at, capacity, seats_taken)
           VALUES ($1, $2, $3, $4::timestamptz, 8, $5)`,
          [agenda.serviceId, provider, agenda.locationId, startsAt, seats],
        );
      // Ana's Monday as issue 29 found it: two manicures, and two seats of the class booked over them;
      // and a seat of a second class time over the first class, and a seat whose occurrence row is missing.
      await oldBook({ provider: ana, from: '2026-12-07T21:00Z', to: '2026-12-07T21:40Z' });
      await oldBook({ provider: ana, from: '2026-12-07T22:15Z', to: '2026-12-07T22:55Z' });
      await occurrence(ana, '2026-12-07T21:00Z', 2);
      await oldBook({ provider: ana, from: '2026-12-07T21:00Z', to: '2026-12-07T22:30Z', isClass: true });
      await oldBook({ provider: ana, from: '2026-12-07T21:00Z', to: '2026-12-07T22:30Z', isClass: true });
      await occurrence(ana, '2026-12-07T22:45Z', 1);
      await oldBook({ provider: ana, from: '2026-12-07T22:45Z', to: '2026-12-08T00:15Z', isClass: true });
      await oldBook({ provider: bruno, from: '2026-12-07T21:00Z', to: '2026-12-07T22:30Z', isClass: true });
      await oldBook({ provider: bruno, from: '2026-12-07T21:30Z', to: '2026-12-07T22:00Z' });

      // 0027 alone: the later migrations have nothing to do with it.
      expect(
        await migrate(
          database,
          schemaMigrations().filter((migration) => migration.name < '0028'),
        ),
      ).toEqual(['0027-class-seats-share-time-only-with-their-class']);
      const held = await readBack(database).query<{ n: number }>(
        "SELECT count(*)::int AS n FROM bookings WHERE status = 'confirmed'",
      );
      expect(held[0]?.n).toBe(7);
      const seatsWithoutTheirClass = await readBack(database).query<{ n: number }>(
        'SELECT count(*)::int AS n FROM bookings WHERE is_class AND class_occurrence_id IS NULL',
      );
      expect(seatsWithoutTheirClass[0]?.n).toBe(0);
      // New time over any of them is refused, a seat or a booking alike.
      const newBooking = await refusal(
        book(database, agenda, { provider: ana, from: '2026-12-07T21:45Z', to: '2026-12-07T22:10Z' }),
      );
      expect(isPostgresError(newBooking, SQL_STATE.exclusionViolation)).toBe(true);
      const newSeatOfAnotherClass = await refusal(
        book(database, agenda, { provider: bruno, from: '2026-12-07T22:00Z', to: '2026-12-07T23:30Z', isClass: true }),
      );
      expect(isPostgresError(newSeatOfAnotherClass, SQL_STATE.exclusionViolation)).toBe(true);
      await expect(
        book(database, agenda, { provider: ana, from: '2026-12-08T00:15Z', to: '2026-12-08T01:00Z' }),
      ).resolves.toBeDefined();
    } finally {
      await database.close();
    }
  });
});
