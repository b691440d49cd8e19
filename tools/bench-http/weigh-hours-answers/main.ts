// What a kept hours answer really weighs (issue 37; docs/adr/0135, 0157, 0165), beside what it is
// weighed at: COUNT answers of HOURS hours with BOOKINGS services each, made as the use case makes
// them (each hour its own instants, grouped by part of the day); then each as the HTTP adapter
// keeps it (`writtenHours`: its wire body's JSON written once as bytes) with its gzip. The heap and
// the array buffers after full collections, before and after each of the two, divided by COUNT.
// What the memo keeps is what its budget is meant to bound.
//
//   node --expose-gc --import tsx tools/bench-http/weigh-hours-answers/main.ts [COUNT] [HOURS] [BOOKINGS]
import process from 'node:process';
import { writtenHours } from '#adapters/http-server/routes/availability';
import {
  hoursAnswerWeight,
  type AvailableHours,
  type OfferedHour,
} from '#application/availability/list-available-hours';
import { groupByPartOfDay } from '#domain/availability/available-hours';
import { timeZone } from '#domain/availability/time-zone';
import type { ClockTime } from '#domain/calendar/clock-time';
import type { Instant } from '#domain/calendar/instant';
import type { ProviderId, ServiceId } from '#domain/catalog/service';

const collect = (globalThis as { gc?: () => void }).gc;
if (collect === undefined) throw new Error('run it with node --expose-gc');
const count = Number(process.argv[2] ?? 2_000);
const hoursAnAnswer = Number(process.argv[3] ?? 30);
const bookingsAnHour = Number(process.argv[4] ?? 1);

/** The heap used and the array buffers' bytes after full collections, once pending jobs have run. */
async function used(): Promise<number> {
  await new Promise((resolve) => setTimeout(resolve, 10));
  collect?.();
  collect?.();
  const memory = process.memoryUsage();
  return memory.heapUsed + memory.arrayBuffers;
}

const zone = timeZone('America/Santiago')._unsafeUnwrap();
const first = Date.UTC(2026, 11, 2, 12);
const SLOT_MS = 20 * 60_000;
const SERVICE_MS = 30 * 60_000;

/** Answer `index`: its day's hours every 20 minutes from 09:00, each booking a professional of seven. */
function answerOf(index: number): AvailableHours {
  const hours: OfferedHour[] = [];
  for (let slot = 0; slot < hoursAnAnswer; slot++) {
    const start = first + index * 86_400_000 + slot * SLOT_MS;
    const bookings = Array.from({ length: bookingsAnHour }, (_, booking) => ({
      serviceId: (1 + booking) as ServiceId,
      start: (start + booking * SERVICE_MS) as Instant,
      end: (start + (booking + 1) * SERVICE_MS) as Instant,
      providerId: (10 + ((slot + booking) % 7)) as ProviderId,
    }));
    const minutes = 9 * 60 + slot * 20;
    const hour = `${String(Math.floor(minutes / 60) % 24).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
    hours.push({
      hour: hour as ClockTime,
      startBlock: start as Instant,
      endBlock: (start + bookingsAnHour * SERVICE_MS) as Instant,
      bookings,
      seatsLeft: null,
    });
  }
  return { timeZone: zone, hours: groupByPartOfDay(hours) };
}

const start = await used();
const answers = Array.from({ length: count }, (_, index) => answerOf(index));
const afterAnswers = await used();
const answer = (afterAnswers - start) / count;

// As the HTTP adapter keeps them: each answer's wire body written once as bytes, and their gzip.
const sent = answers.map((each) => writtenHours.present(each));
const gzipped = sent.map((written) => written.gzipped());
const kept = ((await used()) - afterAnswers) / count;
const weighed = sent.reduce((total, written) => total + writtenHours.weigh(written), 0) / count;

const estimated = answers.reduce((total, each) => total + hoursAnswerWeight(each), 0) / count;
const round = (value: number) => Math.round(value).toLocaleString('en');
console.log(
  `${String(count)} answers of ${String(hoursAnAnswer)} hours, ${String(bookingsAnHour)} booking(s) an hour; bytes an answer:`,
);
console.log(`  the answer itself                          ${round(answer)}`);
console.log(
  `  as the HTTP adapter keeps it               ${round(kept)} (${round(sent[0]?.bytes.byteLength ?? 0)} bytes of JSON, ${round(gzipped[0]?.byteLength ?? 0)} of gzip)`,
);
console.log(`  weighed so (writtenHours)                  ${round(weighed)}`);
console.log(`  estimated as it is (hoursAnswerWeight)     ${round(estimated)}`);
// Kept to the end, so that nothing measured is collected before it is weighed.
if (answers.length + sent.length + gzipped.length < 0) console.log('never');
