import { setTimeout as sleep } from 'node:timers/promises';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { aesGcmCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { seededDatabase } from './demo/demo-databases.test-support';
import { AGENDA_CHANNEL } from './cached-agenda';
import { aBooking, aGroup } from './new-booking-groups.test-support';
import { sqlBookings } from './sql-bookings';
import { recordedStatements } from './recorded-statements.test-support';
import { testEngines, type TestDatabase } from './test-databases.test-support';

// How many statements one create sends the database (issue 19; docs/adr/0071): each is a round
// trip, and under load the round trips are the create's cost. Pinned, so a statement added to the
// create's path shows here. BEGIN and COMMIT count as the transaction's two; the notification
// after the commit is outside it (docs/adr/0079).

const [pglite] = await testEngines();
const at = (iso: string) => Date.parse(iso) as Instant;

/** What one create sends, whatever the size of its group (a new client, no key, no payment). */
const ONE_CREATE = [
  'BEGIN',
  // The create's turn on the company's catalogue, before anything is locked (docs/adr/0085).
  expect.stringMatching(/^SELECT pg_advisory_xact_lock_shared\(/),
  // The new client record and the group, in one statement (docs/adr/0164).
  expect.stringMatching(/^WITH asked AS \(/),
  expect.stringMatching(/^INSERT INTO bookings /),
  // No read of the consent forms (issue 32; docs/adr/0115): the group's INSERT answered that none
  // of the booked services asks for one.
  expect.stringMatching(/^SELECT /),
  expect.stringMatching(/^INSERT INTO notification_outbox /),
  'COMMIT',
  // The booked professionals, told to every process once committed (docs/adr/0079).
  expect.stringMatching(/^SELECT pg_notify\('reserva_agenda'/),
];

describe.skipIf(pglite?.unavailable !== undefined)('the round trips of a create', () => {
  let handle: TestDatabase;
  beforeAll(async () => {
    if (pglite === undefined) throw new Error('No PGlite engine');
    handle = await seededDatabase(pglite);
  }, 60_000);
  afterAll(async () => {
    await handle.dispose();
  });

  it('books one hour in a handful of statements', async () => {
    const sent: string[] = [];
    const bookings = sqlBookings(recordedStatements(handle.database, sent), aesGcmCodeSealer(DEV_LINK_KEY));
    const created = await bookings.create(
      aGroup([aBooking({ start: at('2026-12-09T12:00:00Z'), end: at('2026-12-09T12:45:00Z') })]),
    );
    expect(created.isOk()).toBe(true);
    expect(sent).toEqual(ONE_CREATE);
  });

  it('tells the agenda channel once of the time the booking took, after its commit (docs/adr/0079, 0083)', async () => {
    if (handle.database.listen === undefined) throw new Error('PGlite listens');
    const heard: string[] = [];
    const stop = await handle.database.listen(AGENDA_CHANNEL, {
      notified: (payload) => heard.push(payload),
      interrupted: () => undefined,
      resumed: () => undefined,
    });
    try {
      const bookings = sqlBookings(handle.database, aesGcmCodeSealer(DEV_LINK_KEY));
      const booking = aBooking({ start: at('2026-12-10T12:00:00Z'), end: at('2026-12-10T12:45:00Z') });
      expect((await bookings.create(aGroup([booking]))).isOk()).toBe(true);
      await sleep(50);
      // Once: the trigger in the transaction stayed quiet (migration 0024), the create spoke after.
      expect(heard).toEqual([`taken:${String(booking.providerId)}:${String(booking.start)}:${String(booking.end)}`]);
    } finally {
      await stop();
    }
  });

  it('books a group of three in the same number of statements as one', async () => {
    const sent: string[] = [];
    const bookings = sqlBookings(recordedStatements(handle.database, sent), aesGcmCodeSealer(DEV_LINK_KEY));
    const created = await bookings.create(
      aGroup([
        aBooking({ start: at('2026-12-09T14:00:00Z'), end: at('2026-12-09T14:45:00Z') }),
        aBooking({ start: at('2026-12-09T15:00:00Z'), end: at('2026-12-09T15:45:00Z') }),
        aBooking({ start: at('2026-12-09T16:00:00Z'), end: at('2026-12-09T16:45:00Z') }),
      ]),
    );
    expect(created.isOk()).toBe(true);
    expect(sent).toEqual(ONE_CREATE);
  });
});
