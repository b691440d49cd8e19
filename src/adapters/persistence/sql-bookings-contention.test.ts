import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { setTimeout as sleep } from 'node:timers/promises';
import type { Instant } from '#domain/calendar/instant';
import type { ProviderId } from '#domain/catalog/service';
import { isUnavailable } from './unavailable';
import { DEMO_LOCATION, DEMO_PROVIDER, DEMO_SERVICE } from './demo/demo-ids';
import { seededDatabase } from './demo/demo-databases.test-support';
import { aesGcmCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { aBooking, aGroup } from './new-booking-groups.test-support';
import { settable } from '#domain/shared/settable.test-support';
import { readBack } from './read-back.test-support';
import { insertBooking } from './sql-agenda.test-support';
import { lockingProfessionalsTime, professionalTimeLocks } from './professional-time-locks';
import { sqlBookings } from './sql-bookings';
import type { SqlDatabase, SqlExecutor } from './sql-database';
import { sqlIdempotentRequests } from './sql-idempotent-requests';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { CREATE_RETRY_POLICY, type RetryEnvironment } from './transient-failure-retry';

// "A create that loses a deadlock or a serialization failure is retried inside the server a bounded
// number of times with jitter, then answers 409 BOOKING.SLOT_TAKEN (or 503 with Retry-After) —
// never 500, never an overlap" (issue 29 §3; docs/adr/0084). A transaction of the test's own, on a
// second connection as another process or a hand-written statement would be, holds an hour of
// Camila's uncommitted while a create for an overlapping hour waits for it; then it asks for an
// hour that overlaps the create's, and PostgreSQL breaks the deadlock by aborting the create, which
// waited first. The create runs again, and is told the hour is taken when the other commits, or
// books when it rolls back — once, with one mail and its key completed. A move (reschedule: POST
// /bookings/edit_booking, the storefront's "change the hour", the CLI's move) is held to the same
// promise (docs/adr/0084, addendum): it takes the same locks and runs under the same retry.

const postgres = (await testEngines()).find((engine) => engine.name === 'PostgreSQL');
const codeSealer = aesGcmCodeSealer(DEV_LINK_KEY);
const at = (iso: string) => Date.parse(iso) as Instant;

/** Camila's hour `from`–`to` on its own connection's transaction, as insertBooking writes one. */
const camilasHour = (from: string, to: string) => ({
  locationId: DEMO_LOCATION.providencia,
  serviceId: DEMO_SERVICE.womensCut,
  providerId: DEMO_PROVIDER.camila,
  from,
  to,
});

/** Locks Camila's time `from`–`to` in `transaction` as a create of it does (professional-time-locks.ts). */
const lockCamilasTime = (transaction: SqlExecutor, from: string, to: string) =>
  transaction.query(`SELECT ${lockingProfessionalsTime('$1')}`, [
    professionalTimeLocks([{ providerId: DEMO_PROVIDER.camila, start: at(from), end: at(to) }]),
  ]);

/** Pauses recorded, never waited. */
function instantPauses(): RetryEnvironment & { readonly pauses: number[] } {
  const pauses: number[] = [];
  return {
    pauses,
    random: () => 0.5,
    sleep: (milliseconds) => {
      pauses.push(milliseconds);
      return Promise.resolve();
    },
  };
}

/** `database`, whose every transaction PostgreSQL aborts as a deadlock's loser; its statements outside one run. */
const alwaysDeadlocked = (database: SqlDatabase): SqlDatabase => ({
  ...database,
  query: (text, params) => database.query(text, params),
  exec: (script) => database.exec(script),
  transaction: () => Promise.reject(Object.assign(new Error('deadlock detected'), { code: '40P01' })),
});

describe.skipIf(postgres?.unavailable !== undefined)(
  'creates and moves contending for a professional’s time on PostgreSQL',
  () => {
    let handle: TestDatabase;
    let other: SqlDatabase;

    beforeAll(async () => {
      if (postgres === undefined) return;
      handle = await seededDatabase(postgres);
      other = await handle.openAnother();
    }, 60_000);

    afterAll(async () => {
      await handle.dispose();
    });

    const lockWaiters = async () =>
      (
        await readBack(handle.database).query<{ n: number }>(
          "SELECT count(*)::int AS n FROM pg_stat_activity WHERE datname = current_database() AND wait_event_type = 'Lock'",
        )
      )[0]?.n ?? 0;

    /**
     * Holds `held` uncommitted, lets `write` (a create or a move) start and wait for it, then asks for
     * `crossing`, which overlaps the hour `write` asks for: a deadlock, which PostgreSQL breaks by
     * aborting `write` (it waited first). Then the other transaction waits for `release` and ends as
     * `ending` says.
     */
    async function deadlockWith<T>(
      write: () => Promise<T>,
      hours: { readonly held: readonly [string, string]; readonly crossing: readonly [string, string] },
      ending: 'commit' | 'rollback',
      release: () => Promise<unknown> = () => Promise.resolve(),
    ): Promise<T> {
      let heldIt: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        heldIt = resolve;
      });
      let startedIt: () => void = () => undefined;
      const started = new Promise<void>((resolve) => {
        startedIt = resolve;
      });
      const otherTransaction = other
        .transaction(async (transaction) => {
          // PostgreSQL aborts whichever waiter checks for the deadlock first: `write` waits first and
          // checks after the default second; this side checks much later, so a loaded machine's
          // scheduling never makes it the victim instead (the tests connect as a superuser).
          await transaction.query("SET LOCAL deadlock_timeout = '20s'");
          await insertBooking(transaction, camilasHour(...hours.held));
          heldIt();
          await started;
          await expect.poll(lockWaiters, { timeout: 10_000, interval: 20 }).toBe(1);
          await insertBooking(transaction, camilasHour(...hours.crossing));
          await release();
          if (ending === 'rollback') throw new Error('rolled back by the test');
        })
        .catch((error: unknown) => {
          if (!(error instanceof Error && error.message === 'rolled back by the test')) throw error;
        });
      await held;
      const written = write();
      // Awaited once the other transaction has ended (a retry waits for it); a failure is the test's to read then.
      written.catch(() => undefined);
      startedIt();
      await otherTransaction;
      return written;
    }

    it('runs the create again and tells it the hour is taken once the other transaction commits, never failing it with 40P01', async () => {
      const bookings = sqlBookings(handle.database, codeSealer);
      const outcome = await deadlockWith(
        () =>
          bookings.create(aGroup([aBooking({ start: at('2026-12-16T13:15:00Z'), end: at('2026-12-16T14:00:00Z') })])),
        {
          held: ['2026-12-16T13:00:00Z', '2026-12-16T13:45:00Z'],
          crossing: ['2026-12-16T13:45:00Z', '2026-12-16T14:30:00Z'],
        },
        'commit',
      );
      expect(outcome._unsafeUnwrapErr()).toEqual({ _tag: 'SlotTaken', itemIndex: 0 });
    }, 30_000);

    it('runs the create again and books it once, with one mail owed and its key completed, when the other transaction rolls back', async () => {
      const bookings = sqlBookings(handle.database, codeSealer);
      const idempotent = sqlIdempotentRequests(handle.database);
      const key = 'contended-create-key';
      const now = Date.now() as Instant;
      expect(await idempotent.claim(key, '{}', { now, until: (now + 30_000) as Instant })).toEqual({
        _tag: 'Claimed',
        held: { key, attempt: 1 },
      });
      const group = aGroup([aBooking({ start: at('2026-12-17T13:15:00Z'), end: at('2026-12-17T14:00:00Z') })], {
        idempotencyKey: { key, attempt: 1 },
      });
      const outcome = await deadlockWith(
        () => bookings.create(group),
        {
          held: ['2026-12-17T13:00:00Z', '2026-12-17T13:45:00Z'],
          crossing: ['2026-12-17T13:45:00Z', '2026-12-17T14:30:00Z'],
        },
        'rollback',
      );
      const created = outcome._unsafeUnwrap();
      const [booked] = await readBack(handle.database).query<{ groups: number; mails: number }>(
        `SELECT count(DISTINCT g.id)::int AS groups, count(o.id) FILTER (WHERE o.payload->>'kind' <> 'business')::int AS mails
       FROM booking_groups g LEFT JOIN notification_outbox o ON o.booking_group_id = g.id WHERE g.trx_id = $1`,
        [group.trxId],
      );
      expect(booked).toEqual({ groups: 1, mails: 1 });
      expect(await idempotent.claim(key, '{}', { now, until: (now + 30_000) as Instant })).toEqual({
        _tag: 'Replay',
        created,
      });
    }, 30_000);

    it('gives up after the policy’s attempts and throws Unavailable (503 with Retry-After) while the hour is not held by a committed booking', async () => {
      const environment = instantPauses();
      const bookings = sqlBookings(handle.database, codeSealer, {
        policy: { ...CREATE_RETRY_POLICY, attempts: 1 },
        environment,
      });
      let answered: () => void = () => undefined;
      const answer = new Promise<void>((resolve) => {
        answered = resolve;
      });
      const outcome = await deadlockWith(
        () =>
          bookings
            .create(aGroup([aBooking({ start: at('2026-12-18T13:15:00Z'), end: at('2026-12-18T14:00:00Z') })]))
            .finally(answered),
        {
          held: ['2026-12-18T13:00:00Z', '2026-12-18T13:45:00Z'],
          crossing: ['2026-12-18T13:45:00Z', '2026-12-18T14:30:00Z'],
        },
        'commit',
        // The other transaction commits only once the create has answered: its hour is not yet held.
        () => answer,
      ).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isUnavailable(outcome)).toBe(true);
      expect(environment.pauses).toEqual([]);
    }, 30_000);
    it('makes a create wait its turn behind another create writing the same professional’s time, and refuses it without a deadlock to break', async () => {
      const environment = instantPauses();
      const bookings = sqlBookings(handle.database, codeSealer, { policy: CREATE_RETRY_POLICY, environment });
      let heldIt: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        heldIt = resolve;
      });
      let startedIt: () => void = () => undefined;
      const started = new Promise<void>((resolve) => {
        startedIt = resolve;
      });
      // As a create does: the professional's time first, then the bookings.
      const otherCreate = other.transaction(async (transaction) => {
        await lockCamilasTime(transaction, '2026-12-21T13:00:00Z', '2026-12-21T13:45:00Z');
        await insertBooking(transaction, camilasHour('2026-12-21T13:00:00Z', '2026-12-21T13:45:00Z'));
        heldIt();
        await started;
        await expect.poll(lockWaiters, { timeout: 10_000, interval: 20 }).toBe(1);
        // Were the create's booking written, this would wait for it, and it for this: a deadlock.
        await insertBooking(transaction, camilasHour('2026-12-21T13:45:00Z', '2026-12-21T14:30:00Z'));
      });
      await held;
      const created = bookings.create(
        aGroup([aBooking({ start: at('2026-12-21T13:15:00Z'), end: at('2026-12-21T14:00:00Z') })]),
      );
      created.catch(() => undefined);
      startedIt();
      await otherCreate;
      expect((await created)._unsafeUnwrapErr()).toEqual({ _tag: 'SlotTaken', itemIndex: 0 });
      expect(environment.pauses).toEqual([]);
    }, 30_000);

    it('lets a create for a professional’s other day book while another create of theirs is still uncommitted (docs/adr/0141)', async () => {
      const wrote = settable();
      const released = settable();
      // A real create on the other connection, paused in its transaction once its booking is written.
      const pausedAfterItsBookings: SqlDatabase = {
        ...other,
        transaction: (work) =>
          other.transaction((transaction) =>
            work({
              ...transaction,
              query: async (text, params) => {
                const rows = await transaction.query(text, params);
                if (text.trimStart().startsWith('INSERT INTO bookings')) {
                  wrote.resolve();
                  await released.promise;
                }
                return rows;
              },
            }),
          ),
      };
      const first = sqlBookings(pausedAfterItsBookings, codeSealer).create(
        aGroup([aBooking({ start: at('2027-01-05T13:00:00Z'), end: at('2027-01-05T13:45:00Z') })]),
      );
      first.catch(() => undefined);
      try {
        await wrote.promise;
        const second = sqlBookings(handle.database, codeSealer).create(
          aGroup([aBooking({ start: at('2027-01-06T13:00:00Z'), end: at('2027-01-06T13:45:00Z') })]),
        );
        const outcome = await Promise.race([
          second.then((created) => (created.isOk() ? 'booked' : created.error._tag)),
          sleep(5_000).then(() => 'still waiting after 5 s'),
        ]);
        expect(outcome).toBe('booked');
      } finally {
        released.resolve();
      }
      expect((await first).isOk()).toBe(true);
    }, 30_000);

    it('gives up after the policy’s attempts and tells the create which item is taken when a committed booking holds its time by then', async () => {
      await insertBooking(handle.database, camilasHour('2026-12-22T15:00:00Z', '2026-12-22T15:45:00Z'));
      const environment = instantPauses();
      const bookings = sqlBookings(alwaysDeadlocked(handle.database), codeSealer, {
        policy: CREATE_RETRY_POLICY,
        environment,
      });
      const outcome = await bookings.create(
        aGroup([
          aBooking({ start: at('2026-12-22T13:00:00Z'), end: at('2026-12-22T13:45:00Z') }),
          aBooking({ start: at('2026-12-22T15:30:00Z'), end: at('2026-12-22T16:15:00Z') }),
        ]),
      );
      expect(outcome._unsafeUnwrapErr()).toEqual({ _tag: 'SlotTaken', itemIndex: 1 });
      expect(environment.pauses).toHaveLength(CREATE_RETRY_POLICY.attempts - 1);
    });

    /** Books Camila's `from`–`to` through the port and returns a move of that booking, as edit_booking asks for it. */
    async function camilasBookingToMove(bookings: ReturnType<typeof sqlBookings>, from: string, to: string) {
      const made = (await bookings.create(aGroup([aBooking({ start: at(from), end: at(to) })])))._unsafeUnwrap();
      return {
        made,
        to: (start: string, end: string, providerId: number = DEMO_PROVIDER.camila) =>
          bookings.reschedule({
            bookingId: made.bookingId,
            providerId: providerId as ProviderId,
            start: at(start),
            end: at(end),
            modificationsBefore: 0,
          }),
      };
    }

    const movedMails = async (bookingId: number) =>
      (
        await readBack(handle.database).query<{ n: number }>(
          `SELECT count(*)::int AS n FROM notification_outbox o JOIN bookings b ON b.group_id = o.booking_group_id
           WHERE b.id = $1 AND o.payload->>'kind' = 'moved'`,
          [bookingId],
        )
      )[0]?.n ?? 0;

    it('runs a move again and tells it the hour is taken once the other transaction commits, never failing it with 40P01', async () => {
      const bookings = sqlBookings(handle.database, codeSealer);
      const move = await camilasBookingToMove(bookings, '2026-12-23T10:00:00Z', '2026-12-23T10:45:00Z');
      const outcome = await deadlockWith(
        () => move.to('2026-12-23T13:15:00Z', '2026-12-23T14:00:00Z'),
        {
          held: ['2026-12-23T13:00:00Z', '2026-12-23T13:45:00Z'],
          crossing: ['2026-12-23T13:45:00Z', '2026-12-23T14:30:00Z'],
        },
        'commit',
      );
      expect(outcome._unsafeUnwrapErr()).toEqual({ _tag: 'SlotTaken' });
      const still = (await bookings.groupByAccessToken(move.made.bookingId, move.made.accessToken))?.bookings[0];
      expect(still).toMatchObject({ start: at('2026-12-23T10:00:00Z'), modifications: 0 });
    }, 30_000);

    it('runs a move again and moves the booking once, with one mail owed, when the other transaction rolls back', async () => {
      const bookings = sqlBookings(handle.database, codeSealer);
      const move = await camilasBookingToMove(bookings, '2026-12-24T10:00:00Z', '2026-12-24T10:45:00Z');
      const outcome = await deadlockWith(
        () => move.to('2026-12-24T13:15:00Z', '2026-12-24T14:00:00Z'),
        {
          held: ['2026-12-24T13:00:00Z', '2026-12-24T13:45:00Z'],
          crossing: ['2026-12-24T13:45:00Z', '2026-12-24T14:30:00Z'],
        },
        'rollback',
      );
      expect(outcome.isOk()).toBe(true);
      const moved = (await bookings.groupByAccessToken(move.made.bookingId, move.made.accessToken))?.bookings[0];
      expect(moved).toMatchObject({ start: at('2026-12-24T13:15:00Z'), modifications: 1 });
      expect(await movedMails(move.made.bookingId)).toBe(1);
    }, 30_000);

    it('gives a move up after the policy’s attempts and throws Unavailable (503 with Retry-After) while its new hour is not held by a committed booking', async () => {
      const environment = instantPauses();
      const bookings = sqlBookings(handle.database, codeSealer, {
        policy: { ...CREATE_RETRY_POLICY, attempts: 1 },
        environment,
      });
      const move = await camilasBookingToMove(bookings, '2026-12-25T10:00:00Z', '2026-12-25T10:45:00Z');
      let answered: () => void = () => undefined;
      const answer = new Promise<void>((resolve) => {
        answered = resolve;
      });
      const outcome = await deadlockWith(
        () => move.to('2026-12-25T13:15:00Z', '2026-12-25T14:00:00Z').finally(answered),
        {
          held: ['2026-12-25T13:00:00Z', '2026-12-25T13:45:00Z'],
          crossing: ['2026-12-25T13:45:00Z', '2026-12-25T14:30:00Z'],
        },
        'commit',
        // The other transaction commits only once the move has answered: the new hour is not yet held.
        () => answer,
      ).then(
        () => undefined,
        (error: unknown) => error,
      );
      expect(isUnavailable(outcome)).toBe(true);
      expect(environment.pauses).toEqual([]);
    }, 30_000);

    it('makes a move wait its turn behind a create writing the same professional’s time, and refuses it without a deadlock to break', async () => {
      const environment = instantPauses();
      const bookings = sqlBookings(handle.database, codeSealer, { policy: CREATE_RETRY_POLICY, environment });
      const move = await camilasBookingToMove(bookings, '2026-12-28T10:00:00Z', '2026-12-28T10:45:00Z');
      let heldIt: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        heldIt = resolve;
      });
      let startedIt: () => void = () => undefined;
      const started = new Promise<void>((resolve) => {
        startedIt = resolve;
      });
      // As a create does: the professional's time first, then the bookings.
      const otherCreate = other.transaction(async (transaction) => {
        await lockCamilasTime(transaction, '2026-12-28T13:00:00Z', '2026-12-28T13:45:00Z');
        await insertBooking(transaction, camilasHour('2026-12-28T13:00:00Z', '2026-12-28T13:45:00Z'));
        heldIt();
        await started;
        await expect.poll(lockWaiters, { timeout: 10_000, interval: 20 }).toBe(1);
        // Were the move's new hour written, this would wait for it, and it for this: a deadlock.
        await insertBooking(transaction, camilasHour('2026-12-28T13:45:00Z', '2026-12-28T14:30:00Z'));
      });
      await held;
      const moved = move.to('2026-12-28T13:15:00Z', '2026-12-28T14:00:00Z');
      moved.catch(() => undefined);
      startedIt();
      await otherCreate;
      expect((await moved)._unsafeUnwrapErr()).toEqual({ _tag: 'SlotTaken' });
      expect(environment.pauses).toEqual([]);
    }, 30_000);

    it('makes a move to another professional wait for the time of the professional it leaves as well as the one it joins', async () => {
      const environment = instantPauses();
      const bookings = sqlBookings(handle.database, codeSealer, { policy: CREATE_RETRY_POLICY, environment });
      const move = await camilasBookingToMove(bookings, '2026-12-29T10:00:00Z', '2026-12-29T10:45:00Z');
      let heldIt: () => void = () => undefined;
      const held = new Promise<void>((resolve) => {
        heldIt = resolve;
      });
      let finish: () => void = () => undefined;
      const finished = new Promise<void>((resolve) => {
        finish = resolve;
      });
      // A create holding Camila's time on the day the booking leaves, the professional it leaves.
      const otherCreate = other.transaction(async (transaction) => {
        await lockCamilasTime(transaction, '2026-12-29T11:00:00Z', '2026-12-29T11:45:00Z');
        heldIt();
        await finished;
      });
      await held;
      let settled = false;
      const moved = move.to('2026-12-29T13:00:00Z', '2026-12-29T13:45:00Z', DEMO_PROVIDER.valentina).finally(() => {
        settled = true;
      });
      moved.catch(() => undefined);
      try {
        await expect.poll(lockWaiters, { timeout: 5_000, interval: 20 }).toBe(1);
        expect(settled).toBe(false);
      } finally {
        finish();
        await otherCreate;
      }
      expect((await moved).isOk()).toBe(true);
    }, 30_000);

    it('gives a move up after the policy’s attempts and tells it the hour is taken when a committed booking holds its new time by then', async () => {
      const environment = instantPauses();
      const move = await camilasBookingToMove(
        sqlBookings(handle.database, codeSealer),
        '2026-12-30T10:00:00Z',
        '2026-12-30T10:45:00Z',
      );
      await insertBooking(handle.database, camilasHour('2026-12-30T15:00:00Z', '2026-12-30T15:45:00Z'));
      const bookings = sqlBookings(alwaysDeadlocked(handle.database), codeSealer, {
        policy: CREATE_RETRY_POLICY,
        environment,
      });
      const outcome = await bookings.reschedule({
        bookingId: move.made.bookingId,
        providerId: DEMO_PROVIDER.camila as ProviderId,
        start: at('2026-12-30T15:30:00Z'),
        end: at('2026-12-30T16:15:00Z'),
        modificationsBefore: 0,
      });
      expect(outcome._unsafeUnwrapErr()).toEqual({ _tag: 'SlotTaken' });
      expect(environment.pauses).toHaveLength(CREATE_RETRY_POLICY.attempts - 1);
    });

    it('gives a move up with Unavailable, not SlotTaken, when only the booking’s own hour overlaps its new one', async () => {
      const move = await camilasBookingToMove(
        sqlBookings(handle.database, codeSealer),
        '2026-12-31T10:00:00Z',
        '2026-12-31T10:45:00Z',
      );
      const bookings = sqlBookings(alwaysDeadlocked(handle.database), codeSealer, {
        policy: CREATE_RETRY_POLICY,
        environment: instantPauses(),
      });
      const outcome = await bookings
        .reschedule({
          bookingId: move.made.bookingId,
          providerId: DEMO_PROVIDER.camila as ProviderId,
          start: at('2026-12-31T10:15:00Z'),
          end: at('2026-12-31T11:00:00Z'),
          modificationsBefore: 0,
        })
        .then(
          () => undefined,
          (error: unknown) => error,
        );
      expect(isUnavailable(outcome)).toBe(true);
    });

    it('lets creates and moves race for one professional’s hours from two pools and answers each booked, moved, SlotTaken or Unavailable — never a failure, never an overlap', async () => {
      // Two pools, as two server processes would hold.
      const processes = [sqlBookings(handle.database, codeSealer), sqlBookings(other, codeSealer)] as const;
      const windows = Array.from({ length: 16 }, (_each, index) => `2027-01-${String(4 + index).padStart(2, '0')}`);
      const quarter = (day: string, n: number) => Date.parse(`${day}T15:00:00Z`) + n * 15 * 60_000;
      const outcomes = await Promise.all(
        windows.map(async (day, window) => {
          // Six of Camila's bookings early in the day, then moved into the afternoon window while
          // six creates ask for starts 15 minutes apart in it, half of each from either pool.
          const moves: Awaited<ReturnType<typeof camilasBookingToMove>>[] = [];
          for (const [n, hour] of ['06', '07', '08', '09', '10', '11'].entries()) {
            const pool = processes[n % 2] ?? processes[0];
            moves.push(await camilasBookingToMove(pool, `${day}T${hour}:00:00Z`, `${day}T${hour}:45:00Z`));
          }
          const iso = (instant: number) => new Date(instant).toISOString();
          const writes = [
            ...Array.from({ length: 6 }, (_each, n) =>
              (processes[(n + window) % 2] ?? processes[0]).create(
                aGroup([
                  aBooking({
                    start: quarter(day, 2 * n) as Instant,
                    end: (quarter(day, 2 * n) + 45 * 60_000) as Instant,
                  }),
                ]),
              ),
            ),
            ...moves.map((move, n) =>
              move.to(iso(quarter(day, 2 * n + 1)), iso(quarter(day, 2 * n + 1) + 45 * 60_000)),
            ),
          ];
          return Promise.all(
            writes.map((write) =>
              write.then(
                (outcome) => (outcome.isOk() ? 'done' : outcome.error._tag),
                (error: unknown) => (isUnavailable(error) ? 'Unavailable' : error),
              ),
            ),
          );
        }),
      );
      const failures = outcomes
        .flat()
        .filter((outcome) => !['done', 'SlotTaken', 'Unavailable'].includes(String(outcome)));
      expect(failures).toEqual([]);
      expect(outcomes.flat()).toContain('done');
      const [overlaps] = await readBack(handle.database).query<{ n: number }>(
        `SELECT count(*)::int AS n FROM bookings a JOIN bookings b
           ON a.provider_id = b.provider_id AND a.id < b.id AND a.during && b.during
         WHERE a.provider_id = $1 AND NOT a.is_class AND NOT b.is_class
           AND a.status IN ('pending_payment', 'confirmed') AND b.status IN ('pending_payment', 'confirmed')`,
        [DEMO_PROVIDER.camila],
      );
      expect(overlaps).toEqual({ n: 0 });
    }, 120_000);
  },
);
