import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Bookings } from '#application/ports/server/bookings';
import type { Instant } from '#domain/calendar/instant';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import { aesGcmCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { seededDatabase } from './demo/demo-databases.test-support';
import { DEMO_COMPANY, DEMO_PROVIDER, DEMO_SERVICE } from './demo/demo-ids';
import { aBooking, aGroup } from './new-booking-groups.test-support';
import { readBack } from './read-back.test-support';
import { sqlBookings } from './sql-bookings';
import { holdCatalogue, shareCatalogue } from './sql-catalogue-turns';
import type { SqlDatabase, SqlExecutor } from './sql-database';
import { testEngines, type TestDatabase } from './test-databases.test-support';

// Creates and a catalogue file's apply take turns on the company's catalogue (issue 29;
// docs/adr/0085): a create books nothing an apply retired after the create read it, and on
// PostgreSQL an apply waits for the creates under way while the next ones wait for it.

const engines = await testEngines();
const codeSealer = aesGcmCodeSealer(DEV_LINK_KEY);
const at = (iso: string) => Date.parse(iso) as Instant;

/** A promise that resolves once `resolve` is called. */
function gate() {
  let resolve: () => void = () => undefined;
  const promise = new Promise<void>((resolved) => {
    resolve = resolved;
  });
  return {
    promise,
    resolve: () => {
      resolve();
    },
  };
}

describe.each(engines)('creates and catalogue applies taking turns on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let bookings: Bookings;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      bookings = sqlBookings(handle.database, codeSealer);
    }, 60_000);

    afterAll(async () => {
      await handle.dispose();
    });

    const groupCount = async () =>
      (await readBack(handle.database).query<{ n: number }>('SELECT count(*)::int AS n FROM booking_groups'))[0]?.n;

    it('refuses as taken, naming the item and writing nothing, a create of a professional retired after it read the catalogue', async () => {
      await handle.database.query('UPDATE providers SET retired_at = now() WHERE id = $1', [DEMO_PROVIDER.javiera]);
      const before = await groupCount();
      const camila = aBooking({ start: at('2026-12-09T13:00:00Z'), end: at('2026-12-09T13:45:00Z') });
      const javiera = aBooking({
        providerId: DEMO_PROVIDER.javiera as ProviderId,
        start: at('2026-12-09T15:00:00Z'),
        end: at('2026-12-09T15:45:00Z'),
      });
      expect((await bookings.create(aGroup([camila, javiera])))._unsafeUnwrapErr()).toEqual({
        _tag: 'SlotTaken',
        itemIndex: 1,
      });
      expect(await groupCount()).toBe(before);
      await handle.database.query('UPDATE providers SET retired_at = NULL WHERE id = $1', [DEMO_PROVIDER.javiera]);
    });

    it('refuses as taken a create of a service retired after it read the catalogue, and books it again once it is back', async () => {
      const haircut = aBooking({
        serviceId: DEMO_SERVICE.mensCut as ServiceId,
        providerId: DEMO_PROVIDER.matias as ProviderId,
        start: at('2026-12-09T17:00:00Z'),
        end: at('2026-12-09T17:30:00Z'),
      });
      await handle.database.query('UPDATE services SET retired_at = now() WHERE id = $1', [DEMO_SERVICE.mensCut]);
      expect((await bookings.create(aGroup([haircut])))._unsafeUnwrapErr()).toEqual({
        _tag: 'SlotTaken',
        itemIndex: 0,
      });
      await handle.database.query('UPDATE services SET retired_at = NULL WHERE id = $1', [DEMO_SERVICE.mensCut]);
      expect((await bookings.create(aGroup([haircut]))).isOk()).toBe(true);
    });

    it('refuses as taken a move onto a professional retired after it read the catalogue, leaving the booking where it was', async () => {
      const booked = (
        await bookings.create(
          aGroup([aBooking({ start: at('2026-12-10T13:00:00Z'), end: at('2026-12-10T13:45:00Z') })]),
        )
      )._unsafeUnwrap();
      const where = async () =>
        (
          await readBack(handle.database).query<{ provider_id: number; modifications: number }>(
            'SELECT provider_id, modifications FROM bookings WHERE id = $1',
            [booked.bookingId],
          )
        )[0];
      const before = await where();
      const toJaviera = {
        bookingId: booked.bookingId,
        providerId: DEMO_PROVIDER.javiera as ProviderId,
        start: at('2026-12-10T15:00:00Z'),
        end: at('2026-12-10T15:45:00Z'),
        modificationsBefore: 0,
      };
      await handle.database.query('UPDATE providers SET retired_at = now() WHERE id = $1', [DEMO_PROVIDER.javiera]);
      expect((await bookings.reschedule(toJaviera))._unsafeUnwrapErr()).toEqual({ _tag: 'SlotTaken' });
      expect(await where()).toEqual(before);
      await handle.database.query('UPDATE providers SET retired_at = NULL WHERE id = $1', [DEMO_PROVIDER.javiera]);
      expect((await bookings.reschedule(toJaviera)).isOk()).toBe(true);
      expect(await where()).toEqual({ provider_id: DEMO_PROVIDER.javiera, modifications: 1 });
    });

    it.skipIf(engine.name !== 'PostgreSQL')(
      'makes an apply wait for the create under way, and the next create wait for the apply',
      async () => {
        const applying = await handle.openAnother();
        const creatingNext = await handle.openAnother();
        const order: string[] = [];
        const createMayFinish = gate();
        const applyMayFinish = gate();
        const turn = (
          database: SqlDatabase,
          take: (transaction: SqlExecutor) => Promise<void>,
          name: string,
          until: Promise<void>,
        ) =>
          database.transaction(async (transaction) => {
            await take(transaction);
            order.push(`${name} has its turn`);
            await until;
            order.push(`${name} ends`);
          });
        const settle = () => new Promise((resolve) => setTimeout(resolve, 300));

        const create = turn(
          handle.database,
          (t) => shareCatalogue(t, DEMO_COMPANY.salon),
          'create',
          createMayFinish.promise,
        );
        await settle();
        const apply = turn(applying, (t) => holdCatalogue(t, 'salon-aurora'), 'apply', applyMayFinish.promise);
        await settle();
        const next = turn(creatingNext, (t) => shareCatalogue(t, DEMO_COMPANY.salon), 'next create', Promise.resolve());
        await settle();
        expect(order).toEqual(['create has its turn']);
        createMayFinish.resolve();
        await create;
        await settle();
        expect(order).toEqual(['create has its turn', 'create ends', 'apply has its turn']);
        applyMayFinish.resolve();
        await Promise.all([apply, next]);
        expect(order).toEqual([
          'create has its turn',
          'create ends',
          'apply has its turn',
          'apply ends',
          'next create has its turn',
          'next create ends',
        ]);
      },
      20_000,
    );
  });
});
