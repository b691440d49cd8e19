// Starting the composed server (`npm start`): the schema (docs/adr/0059), the demo data, the staff
// api-key, then the background jobs and the app on its port, the banner once it listens, and the
// ways it stops. Everything it runs comes out of the container server-container.ts composes.
import { getHeapStatistics } from 'node:v8';
import { err, ok, type Result } from 'neverthrow';
import type { DependencyContainer } from 'tsyringe';
import { localDateAt, timeZone } from '#domain/availability/time-zone';
import { resolve } from '../composition/typed-tokens';
import { cryptoTokenGenerator } from '../crypto-tokens';
import { demoData } from '../persistence/demo/demo-data';
import { seedDemoData } from '../persistence/demo/seed-demo-data';
import { DEMO_STAFF_API_KEY } from '../persistence/demo/demo-bookings';
import { demoPresence } from '../persistence/demo/demo-presence';
import { provisionStaffKey } from '../persistence/sql-staff-keys';
import { startBackgroundJobs } from './background-jobs';
import { stopOnSignals, stopWhenUnableToServe, type RunningServer } from './graceful-shutdown';
import { listen } from './http-listener';
import { schemaAtStart } from './schema-migrations';
import { browserOrigin } from './server-config';
import { SERVER } from './server-container';
import { startUpBanner } from './start-up-banner';

/** Serves what `registry` holds; an error (the database's schema behind, say) once it has closed what it opened. */
export async function startServer(registry: DependencyContainer): Promise<Result<void, readonly string[]>> {
  const config = resolve(registry, SERVER.config);
  const database = resolve(registry, SERVER.database);
  const redisRateLimiter = resolve(registry, SERVER.redisRateLimiter);

  const schema = await schemaAtStart(database, config.database, config.migrateOnStart);
  if (schema.isErr()) {
    await Promise.all([database.close(), redisRateLimiter?.close()]);
    return err([schema.error]);
  }
  // A database a development start seeded holds the demo's companies and maybe its public staff
  // key: production serves it only when RESERVA_DEMO=on asks for the demo (docs/adr/0087).
  if (config.production && !config.demo) {
    const demo = await demoPresence(database);
    if (demo.publicStaffKey || demo.companies.length > 0) {
      await Promise.all([database.close(), redisRateLimiter?.close()]);
      const held = [
        ...(demo.companies.length > 0 ? [`the demo companies ${demo.companies.join(', ')}`] : []),
        ...(demo.publicStaffKey ? [`the demo's public staff key ${DEMO_STAFF_API_KEY}, which it accepts`] : []),
      ];
      return err([
        `With NODE_ENV=production the database holds the demo data (${held.join('; ')}): serve a database of its own (a new RESERVA_DATA_DIR or DATABASE_URL), or set RESERVA_DEMO=on to run the public demo`,
      ]);
    }
  }
  if (config.seedDemoData) {
    // The demo's dates (a running promotion, a day off next week) count from today at the salon.
    const santiago = timeZone('America/Santiago')._unsafeUnwrap();
    const clock = resolve(registry, SERVER.clock);
    await seedDemoData(database, demoData(localDateAt(santiago, clock.now())), clock);
  }
  // Staff need an api-key (ADR 0018): the configured one, else any already stored (the demo's), else
  // a new one, printed this once since only its digest is kept.
  const staffKey = await provisionStaffKey(database, config.staffApiKey, () => cryptoTokenGenerator.secret());

  const app = resolve(registry, SERVER.app);
  const useCases = resolve(registry, SERVER.useCases);
  const jobs = startBackgroundJobs(
    {
      dispatchNotifications: resolve(registry, SERVER.dispatchNotifications),
      expirePendingPayments: useCases.expirePendingPayments,
      scheduleBookingMails: resolve(registry, SERVER.scheduleBookingMails),
      remindMaintenance: resolve(registry, SERVER.remindMaintenance),
    },
    {
      dispatchMs: config.mail.dispatchIntervalSeconds * 1000,
      paymentExpiryMs: config.paymentExpirySweepMs,
      // Reminders and invitations are owed as often as mails are sent: one interval to set (ADR 0067).
      scheduleMs: config.mail.dispatchIntervalSeconds * 1000,
      // A step falls due by the day: a sweep every few minutes is soon enough, and each is owed once (ADR 0119).
      maintenanceRemindersMs: config.maintenanceRemindersSweepMs,
    },
    resolve(registry, SERVER.logger),
  );
  const ownOrigin = resolve(registry, SERVER.ownOrigin);
  // Kept pages' answers are replayed as the app wrote them, before it (docs/adr/0146).
  const { answer: answerFirst, remembering } = resolve(registry, SERVER.replays);
  const where = { port: config.port, hostname: config.host, timeouts: config.httpTimeouts, answerFirst };
  const server = listen(remembering(app.fetch), where, (info) => {
    const origin = browserOrigin(config.host, info.port);
    ownOrigin.listeningAt(origin);
    const storefrontOrigin = resolve(registry, SERVER.storefrontOrigin)();
    console.log(
      startUpBanner(config, {
        origin,
        storefrontOrigin,
        storefronts: resolve(registry, SERVER.storefronts),
        staffKey,
        heapLimitBytes: getHeapStatistics().heap_size_limit,
      }),
    );
  });
  const running: RunningServer = {
    server,
    jobs,
    mailSender: resolve(registry, SERVER.mailSender),
    database,
    redisRateLimiter,
    logger: resolve(registry, SERVER.logger),
    health: resolve(registry, SERVER.health),
    graceSeconds: config.shutdownGraceSeconds,
  };
  stopWhenUnableToServe(running, config);
  stopOnSignals(running);
  return ok(undefined);
}
