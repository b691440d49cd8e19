import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { NewBookingGroup } from '#application/ports/server/bookings';
import type { Instant } from '#domain/calendar/instant';
import type { ProviderId } from '#domain/catalog/service';
import type { ClientId } from '#domain/client/client-id';
import { aesGcmCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { seededDatabase } from './demo/demo-databases.test-support';
import { DEMO_PROVIDER } from './demo/demo-ids';
import { aBooking, aGroup } from './new-booking-groups.test-support';
import { sqlBookings } from './sql-bookings';
import { recordedStatements } from './recorded-statements.test-support';
import { sqlIdempotentRequests } from './sql-idempotent-requests';
import { testEngines, type TestDatabase } from './test-databases.test-support';

// Creates that arrive while another is booked are booked together, in one transaction (docs/adr/0163):
// each answered as it would be alone, each with its notice owed and its time told, and one refused
// among them refusing none of the others.

const engines = await testEngines();
const codeSealer = aesGcmCodeSealer(DEV_LINK_KEY);
const at = (iso: string) => Date.parse(iso) as Instant;

/** One hour of `providerId` on 2027-01-`day` at `hour` UTC. */
const anHour = (day: number, hour: number, providerId: ProviderId = DEMO_PROVIDER.camila as ProviderId) => {
  const start = at(`2027-01-${String(day).padStart(2, '0')}T${String(hour).padStart(2, '0')}:00:00Z`);
  return aBooking({ providerId, start, end: (start + 45 * 60_000) as Instant });
};

describe.each(engines)('creates booked together on $name (docs/adr/0163)', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    beforeAll(async () => {
      handle = await seededDatabase(engine);
    }, 60_000);
    afterAll(async () => {
      await handle.dispose();
    });

    const groupsOf = async (groups: readonly NewBookingGroup[]) =>
      (await handle.database.query('SELECT count(*)::int AS n FROM booking_groups WHERE trx_id = ANY($1::text[])', [
        groups.map(({ trxId }) => trxId),
      ])) as { n: number }[];

    const outboxKinds = async (groupId: number) =>
      (
        (await handle.database.query('SELECT kind FROM notification_outbox WHERE booking_group_id = $1 ORDER BY kind', [
          groupId,
        ])) as { kind: string }[]
      ).map(({ kind }) => kind);

    it('books those arriving while one is booked in one transaction, with one statement for all their groups, one for all their rows and one read and one write for all their notices', async () => {
      const sent: string[] = [];
      const bookings = sqlBookings(recordedStatements(handle.database, sent), codeSealer);
      const groups = [
        aGroup([anHour(4, 12)]),
        aGroup([anHour(4, 13)]),
        aGroup([anHour(4, 14), anHour(4, 15)]),
        aGroup([anHour(4, 12, DEMO_PROVIDER.javiera as ProviderId)]),
      ];
      const answers = await Promise.all(groups.map((group) => bookings.create(group)));
      const created = answers.map((answer) => answer._unsafeUnwrap());
      // The first alone, at once; the three that came meanwhile together.
      expect(sent.filter((statement) => statement === 'BEGIN')).toHaveLength(2);
      const together = sent.slice(sent.lastIndexOf('BEGIN'));
      expect(together).toEqual([
        'BEGIN',
        // Their turns on the catalogue and their professionals' time, in one order, before anything else.
        expect.stringMatching(/^SELECT pg_advisory_xact_lock_shared\(/),
        // Every group and its new client record, in one statement (docs/adr/0164).
        expect.stringMatching(/^WITH asked AS \(/),
        expect.stringMatching(/^INSERT INTO bookings /),
        expect.stringMatching(/^SELECT g.id AS group_id/),
        expect.stringMatching(/^INSERT INTO notification_outbox /),
        'COMMIT',
        // Every process told of all their time at once.
        expect.stringMatching(/^SELECT pg_notify\('reserva_agenda'/),
      ]);
      // Each as it would be alone: booked, read back whole, owed the same notices as the one booked alone.
      const [first] = created;
      if (first === undefined) throw new Error('Nothing booked');
      const alone = await bookings.groupByAccessToken(first.bookingId, first.accessToken);
      const aloneKinds = await outboxKinds(alone?.id ?? 0);
      expect(aloneKinds.length).toBeGreaterThan(0);
      for (const [index, each] of created.entries()) {
        const record = await bookings.groupByAccessToken(each.bookingId, each.accessToken);
        expect(record?.bookings.map(({ id }) => id)).toEqual(each.bookings.map(({ id }) => id));
        expect(each.bookings).toHaveLength(groups[index]?.bookings.length ?? 0);
        expect(await outboxKinds(record?.id ?? 0)).toEqual(aloneKinds);
      }
    });

    it('answers each of those together its own answer when one is refused: the others booked, the refused one told its hour is taken', async () => {
      const bookings = sqlBookings(handle.database, codeSealer);
      const groups = [
        aGroup([anHour(5, 12)]),
        aGroup([anHour(5, 13)]),
        // The same professional's same hour, twice in one transaction.
        aGroup([anHour(5, 14)]),
        aGroup([anHour(5, 14)]),
        aGroup([anHour(5, 15)]),
      ];
      const answers = await Promise.all(groups.map((group) => bookings.create(group)));
      // Booked alone again, side by side, either of the two may take the hour; the other is told it is taken.
      const [first, second, one, other, last] = answers;
      expect([first, second, last].map((answer) => answer?.isOk())).toEqual([true, true, true]);
      expect([one, other].filter((answer) => answer?.isOk())).toHaveLength(1);
      expect([one, other].flatMap((answer) => (answer?.isErr() ? [answer.error] : []))).toEqual([
        { _tag: 'SlotTaken', itemIndex: 0 },
      ]);
      expect(await groupsOf(groups)).toEqual([{ n: 4 }]);
    });

    it('files each of those together as it would be alone: under the record the company recognised, and otherwise under a new one of what was typed', async () => {
      const bookings = sqlBookings(handle.database, codeSealer);
      const typed = {
        ...aGroup([anHour(9, 11)]).client,
        firstName: 'Rocío',
        birthDate: '1990-02-03',
        age: 36,
        recordNumber: 77,
        gender: 2 as const,
        city: 'Santiago',
        customAttributes: { alergias: 'ninguna', visitas: 3 },
      };
      // A record of the salon's, filed by a first create booked alone.
      const known = (await bookings.create(aGroup([anHour(9, 11)], { client: typed })))._unsafeUnwrap();
      const [{ client_id: knownId } = { client_id: 0 }] = (await handle.database.query(
        'SELECT client_id FROM booking_groups WHERE trx_id = $1',
        [known.trxId],
      )) as { client_id: number }[];
      const [{ id: elsewhere } = { id: 0 }] = (await handle.database.query(
        `INSERT INTO clients (company_id, first_name, last_name)
         SELECT id, 'Otra', 'Empresa' FROM companies WHERE id <> $1 ORDER BY id LIMIT 1 RETURNING id`,
        [aGroup([anHour(9, 11)]).companyId],
      )) as { id: number }[];
      expect(elsewhere).toBeGreaterThan(0);
      const groups = [
        aGroup([anHour(9, 12)]),
        // Recognised: filed under the salon's record, whatever was typed.
        aGroup([anHour(9, 13)], { recognisedClientId: knownId as ClientId, client: { ...typed, firstName: 'Otro' } }),
        // Typed afresh: a new record of its own.
        aGroup([anHour(9, 14)], { client: typed }),
        // "Recognised" as another company's record: never filed under it.
        aGroup([anHour(9, 15)], { recognisedClientId: elsewhere as ClientId, client: typed }),
      ];
      const created = (await Promise.all(groups.map((group) => bookings.create(group)))).map((answer) =>
        answer._unsafeUnwrap(),
      );
      const filed = (await handle.database.query(
        `SELECT g.trx_id, g.client_id, g.client_first_name, c.company_id, c.first_name, c.birth_date::text AS birth_date, c.age,
                c.record_number, c.gender, c.city, c.custom_attributes
           FROM booking_groups g JOIN clients c ON c.id = g.client_id WHERE g.trx_id = ANY($1::text[])`,
        [created.map(({ trxId }) => trxId)],
      )) as { trx_id: string; client_id: number; client_first_name: string; company_id: number; first_name: string }[];
      const byCreate = created.map(({ trxId }) => filed.find((row) => row.trx_id === trxId));
      const [, recognised, afresh, foreign] = byCreate;
      expect(recognised).toMatchObject({ client_id: knownId, first_name: 'Rocío', client_first_name: 'Otro' });
      const asTyped = {
        company_id: groups[0]?.companyId,
        first_name: 'Rocío',
        birth_date: '1990-02-03',
        age: 36,
        record_number: 77,
        gender: 2,
        city: 'Santiago',
        custom_attributes: { alergias: 'ninguna', visitas: 3 },
      };
      expect(afresh).toMatchObject(asTyped);
      expect(foreign).toMatchObject(asTyped);
      const ids = byCreate.map((row) => row?.client_id);
      expect(new Set([...ids, knownId, elsewhere]).size).toBe(5);
    });

    it('tells the one of those together whose professional was retired meanwhile that its hour is taken, and books the others', async () => {
      const bookings = sqlBookings(handle.database, codeSealer);
      const retired = DEMO_PROVIDER.javiera as ProviderId;
      const groups = [
        aGroup([anHour(10, 11)]),
        aGroup([anHour(10, 12)]),
        aGroup([anHour(10, 13), anHour(10, 13, retired)]),
        aGroup([anHour(10, 14)]),
      ];
      await handle.database.query('UPDATE providers SET retired_at = now() WHERE id = $1', [retired]);
      try {
        const answers = await Promise.all(groups.map((group) => bookings.create(group)));
        expect(answers.map((answer) => (answer.isOk() ? 'booked' : answer.error))).toEqual([
          'booked',
          'booked',
          { _tag: 'SlotTaken', itemIndex: 1 },
          'booked',
        ]);
        expect(await groupsOf(groups)).toEqual([{ n: 3 }]);
      } finally {
        await handle.database.query('UPDATE providers SET retired_at = NULL WHERE id = $1', [retired]);
      }
    });

    it('holds and completes the idempotency keys of those together, each with its own booking, in one statement each', async () => {
      const sent: string[] = [];
      const idempotent = sqlIdempotentRequests(handle.database);
      const bookings = sqlBookings(recordedStatements(handle.database, sent), codeSealer);
      const now = at('2027-01-01T12:00:00Z');
      const lease = { now, until: (now + 30_000) as Instant };
      const keys = [1, 2, 3, 4].map((each) => `together-${engine.name}-${String(each)}`);
      for (const key of keys) await idempotent.claim(key, '{}', lease);
      const groups = keys.map((key, index) => aGroup([anHour(6, 12 + index)], { idempotencyKey: { key, attempt: 1 } }));
      const created = (await Promise.all(groups.map((group) => bookings.create(group)))).map((answer) =>
        answer._unsafeUnwrap(),
      );
      const together = sent.slice(sent.lastIndexOf('BEGIN'));
      expect(
        together.filter((statement) => statement.startsWith('SELECT r.key FROM idempotent_requests')),
      ).toHaveLength(1);
      expect(together.filter((statement) => statement.startsWith('UPDATE idempotent_requests'))).toHaveLength(1);
      const later = { now: (now + 1000) as Instant, until: (now + 31_000) as Instant };
      for (const [index, key] of keys.entries()) {
        expect(await idempotent.claim(key, '{}', later)).toEqual({ _tag: 'Replay', created: created[index] });
      }
    });

    it('tells the one of those together whose key was lost so, and books the others', async () => {
      const idempotent = sqlIdempotentRequests(handle.database);
      const bookings = sqlBookings(handle.database, codeSealer);
      const now = at('2027-01-01T12:00:00Z');
      const keys = [1, 2, 3].map((each) => `together-lost-${engine.name}-${String(each)}`);
      for (const key of keys) await idempotent.claim(key, '{}', { now, until: (now + 30_000) as Instant });
      // The third's claim is released (its request gave up): the create no longer holds it.
      const [, , lost] = keys;
      if (lost === undefined) throw new Error('No third key');
      await idempotent.release({ key: lost, attempt: 1 });
      const groups = [
        aGroup([anHour(8, 11)]),
        ...keys.map((key, index) => aGroup([anHour(8, 12 + index)], { idempotencyKey: { key, attempt: 1 } })),
      ];
      const answers = await Promise.all(groups.map((group) => bookings.create(group)));
      expect(answers.map((answer) => answer.isOk())).toEqual([true, true, true, false]);
      expect(answers[3]?._unsafeUnwrapErr()).toEqual({ _tag: 'IdempotencyKeyLost' });
      expect(await groupsOf(groups)).toEqual([{ n: 3 }]);
    });

    it('fails each of those together, with nothing of theirs written, when the database fails otherwise than by refusing', async () => {
      const sent: string[] = [];
      // Their shared bookings' INSERT is lost on its way; the first, alone, goes through.
      const bookings = sqlBookings(
        recordedStatements(
          handle.database,
          sent,
          (text) => text.startsWith('INSERT INTO bookings') && text.includes('$19'),
        ),
        codeSealer,
      );
      const groups = [aGroup([anHour(7, 12)]), aGroup([anHour(7, 13)]), aGroup([anHour(7, 14)])];
      const answers = await Promise.allSettled(groups.map((group) => bookings.create(group)));
      expect(answers.map(({ status }) => status)).toEqual(['fulfilled', 'rejected', 'rejected']);
      expect(answers[1]).toMatchObject({ reason: { message: 'The line went quiet' } });
      expect(await groupsOf(groups.slice(1))).toEqual([{ n: 0 }]);
      expect(sent).toContain('ROLLBACK');
    });
  });
});
