// What a kept hours answer really weighs on the heap (issue 37; docs/adr/0135, 0157), beside what
// `hoursAnswerWeight` estimates: COUNT answers of HOURS hours with BOOKINGS services each, made as
// the use case makes them (each hour its own instants, grouped by part of the day); then their
// wire bodies, made by the hours route itself, the bytes it sends them as (`keptJson`) and their
// gzip. The heap (and array buffers) after full collections, before and after each of the two,
// divided by COUNT. What the answer and its companions hold together is what the memo's budget
// is meant to bound.
//
//   node --expose-gc --import tsx tools/bench-http/weigh-hours-answers/main.ts [COUNT] [HOURS] [BOOKINGS]
import process from 'node:process';
import { okAsync } from 'neverthrow';
import type { AvailabilityUseCases } from '#adapters/http-server/routes/availability';
import { availabilityRoutes } from '#adapters/http-server/routes/availability';
import { keptJson, type KeptJson } from '#adapters/http-server/frozen-json';
import {
  hoursAnswerWeight,
  type AvailableHours,
  type ListAvailableHours,
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

let next = 0;
const listAvailableHours = (() => okAsync(answers[next++] as AvailableHours)) as unknown as ListAvailableHours;
const route = availabilityRoutes({ listAvailableHours } as unknown as AvailabilityUseCases).find(
  (each) => each.operationId === 'listAvailableHours',
);
if (route === undefined) throw new Error('no hours route');
const query = { local: 1, services: [1], start_date: '2026-12-02' };
const bodies: unknown[] = [];
for (let index = 0; index < count; index++) {
  const answered = await route.handle(
    { query, path: {}, header: {}, body: undefined } as never,
    'es',
    { apiKey: null, sessionToken: null, clientAddress: null },
    null as never,
  );
  bodies.push(answered._unsafeUnwrap().body);
}
const sent = bodies.map((body) => keptJson(body)).filter((kept): kept is KeptJson => kept !== null);
const gzipped = sent.map((kept) => kept.gzipped());
const adapter = ((await used()) - afterAnswers) / count;

const estimated = answers.reduce((total, each) => total + hoursAnswerWeight(each), 0) / count;
const round = (value: number) => Math.round(value).toLocaleString('en');
console.log(
  `${String(count)} answers of ${String(hoursAnAnswer)} hours, ${String(bookingsAnHour)} booking(s) an hour; bytes an answer:`,
);
console.log(`  the answer itself                          ${round(answer)}`);
console.log(
  `  what the HTTP adapter keeps with it        ${round(adapter)} (its wire body, ${round(sent[0]?.bytes.byteLength ?? 0)} bytes of JSON, ${round(gzipped[0]?.byteLength ?? 0)} of gzip)`,
);
console.log(`  all of it                                  ${round(answer + adapter)}`);
console.log(`  estimated (hoursAnswerWeight)              ${round(estimated)}`);
// Kept to the end, so that nothing measured is collected before it is weighed.
if (answers.length + bodies.length + gzipped.length < 0) console.log('never');
