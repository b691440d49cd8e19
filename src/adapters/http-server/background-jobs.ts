// The jobs every server process runs beside serving requests: the notifications' dispatcher (the
// outbox's leases keep two processes from sending one mail; ADR 0044), the payment expiry job
// (unpaid bookings are cancelled and their slots freed; the database lets each payment expire once;
// ADR 0042) and the mail scheduler (reminders and review invitations fall due; the database lets
// each be owed once; ADR 0067), and the maintenance reminders' sweep (steps fall due; the database
// lets each vehicle's step and milestone be owed once; ADR 0119). Runs of a job never overlap
// (repeating-task.ts).
import type { ResultAsync } from 'neverthrow';
import { isUnavailable } from '../persistence/unavailable';
import type { Logger } from '../observability/logger';
import { repeatEvery } from '../scheduling/repeating-task';

/** The use cases the jobs run; a run that throws (the database out of reach) is reported, and the next still comes. */
export interface BackgroundWork {
  readonly dispatchNotifications: () => ResultAsync<unknown, never>;
  readonly expirePendingPayments: () => ResultAsync<unknown, never>;
  readonly scheduleBookingMails: () => ResultAsync<unknown, never>;
  readonly remindMaintenance: () => ResultAsync<unknown, never>;
}

export interface BackgroundJobs {
  /** No further runs; resolves once the runs in progress have finished, so the database they write to can close. */
  stop(): Promise<void>;
}

/**
 * How a background job's failed run is logged, once per run; the job carries on at its next. The
 * database out of reach (docs/adr/0049) is said in a line, not a stack: it is expected to pass.
 */
export function reportFailedRun(job: string, logger: Logger): (error: unknown) => void {
  return (error) => {
    if (isUnavailable(error))
      logger.warn({ reason: error.message }, `${job} failed a run; it tries again at the next.`);
    else logger.error({ err: error }, `${job} failed a run; it tries again at the next.`);
  };
}

export function startBackgroundJobs(
  work: BackgroundWork,
  every: {
    readonly dispatchMs: number;
    readonly paymentExpiryMs: number;
    readonly scheduleMs: number;
    readonly maintenanceRemindersMs: number;
  },
  logger: Logger,
): BackgroundJobs {
  const dispatcher = repeatEvery(
    every.dispatchMs,
    async () => {
      await work.dispatchNotifications();
    },
    reportFailedRun('The notifications dispatcher', logger),
  );
  const expirySweep = repeatEvery(
    every.paymentExpiryMs,
    async () => {
      await work.expirePendingPayments();
    },
    reportFailedRun('The payment expiry job', logger),
  );
  const scheduler = repeatEvery(
    every.scheduleMs,
    async () => {
      await work.scheduleBookingMails();
    },
    reportFailedRun('The mail scheduler', logger),
  );
  const maintenanceSweep = repeatEvery(
    every.maintenanceRemindersMs,
    async () => {
      await work.remindMaintenance();
    },
    reportFailedRun('The maintenance reminders sweep', logger),
  );
  return {
    async stop() {
      await Promise.all([dispatcher.stop(), expirySweep.stop(), scheduler.stop(), maintenanceSweep.stop()]);
    },
  };
}
