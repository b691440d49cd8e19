// Benchmark of the availability engine (issue 3): `npm run bench [-- --scenario FILE] [-- --json]`.
//
// Reads a scenario written by tools/bench/make-scenario.ts (by default it makes one for 50 providers
// and 14 days), builds the engine's input for the first 1, 10 and 50 providers, warms
// up, and times many calls of
//   - hours: the hours of the scenario's first day (available-hours call),
//   - days:  the days of the whole range (available-days call),
//   - hours × days: the hours of every day of the range, the full work behind a 14-day strip,
// printing p50 and p99 in milliseconds with what each call found. Every timed call starts from the
// plain agenda (schedules, bookings as instants); nothing is kept between calls but the time zone's
// offsets, which a running server keeps too. A benchmark, not a test: nothing here fails on a time.
import { existsSync, readFileSync } from 'node:fs';
import { performance } from 'node:perf_hooks';
import { parseClockTime } from '#domain/calendar/clock-time';
import { addDays, parseLocalDate, type LocalDate } from '#domain/calendar/local-date';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import type { Agenda, Booking } from '#domain/availability/agenda';
import { availableDays } from '#domain/availability/available-days';
import { availableHours, hourBlocks, type DayHours, type HourBlock } from '#domain/availability/available-hours';
import { serviceChain, type ServiceChain } from '#domain/availability/service-chain';
import { instantAt, timeZone, type TimeZone } from '#domain/availability/time-zone';
import { parseProviderSchedule, type ProviderSchedule } from '#domain/availability/working-hours';
import { DEFAULT_SCENARIO, makeScenario } from './make-scenario';

const providerCounts = [1, 10, 50] as const;

function fail(message: string): never {
  process.stderr.write(`availability-bench: ${message}\n`);
  process.exit(1);
}

function readArguments(argv: readonly string[]): { scenarioFile: string | null; json: boolean } {
  let scenarioFile: string | null = null;
  let json = false;
  for (let index = 0; index < argv.length; index++) {
    const argument = argv[index];
    if (argument === '--json') json = true;
    else if (argument === '--scenario') {
      scenarioFile = argv[index + 1] ?? fail('--scenario needs a file');
      index++;
    } else fail(`unknown argument ${String(argument)}; use [--scenario FILE] [--json]`);
  }
  return { scenarioFile, json };
}

function scenarioText(scenarioFile: string | null): string {
  if (scenarioFile !== null) {
    if (!existsSync(scenarioFile)) fail(`no scenario file at ${scenarioFile}`);
    return readFileSync(scenarioFile, 'utf8');
  }
  return JSON.stringify(makeScenario({ ...DEFAULT_SCENARIO, providers: 50, days: 14 }));
}

interface ScenarioBooking {
  readonly providerId: number;
  readonly date: string;
  readonly start: string;
  readonly end: string;
}

interface Scenario {
  readonly timezone: string;
  readonly from: LocalDate;
  readonly days: number;
  readonly durationMinutes: number;
  readonly slotStepMinutes: number;
  readonly zone: TimeZone;
  readonly providers: readonly ProviderSchedule[];
  readonly bookings: readonly Booking[];
}

function isRecord(value: unknown): value is Record<string, unknown> {
  return typeof value === 'object' && value !== null;
}

function positiveInteger(value: unknown, name: string): number {
  if (typeof value !== 'number' || !Number.isInteger(value) || value <= 0)
    fail(`scenario ${name} must be a positive integer`);
  return value;
}

/** The scenario's JSON decoded with the domain's own parsers; local booking times become instants. */
function decodeScenario(text: string): Scenario {
  const raw: unknown = JSON.parse(text);
  if (
    !isRecord(raw) ||
    !isRecord(raw['service']) ||
    !Array.isArray(raw['providers']) ||
    !Array.isArray(raw['bookings'])
  ) {
    fail('the scenario is not the JSON make-scenario.ts writes');
  }
  const timezone = String(raw['timezone']);
  const zone = timeZone(timezone).match(
    (known) => known,
    () => fail(`unknown time zone ${timezone}`),
  );
  const from = parseLocalDate(raw['from']).match(
    (date) => date,
    () => fail('scenario from must be a YYYY-MM-DD date'),
  );
  const providers = (raw['providers'] as unknown[]).map((provider, index) =>
    parseProviderSchedule(provider).match(
      (schedule) => schedule,
      (violation) => fail(`provider ${index}: ${JSON.stringify(violation.issues)}`),
    ),
  );
  const bookings = (raw['bookings'] as ScenarioBooking[]).map((booking): Booking => {
    const date = parseLocalDate(booking.date).match(
      (parsed) => parsed,
      () => fail(`booking date ${booking.date}`),
    );
    const at = (time: string) =>
      parseClockTime(time).match(
        (parsed) => instantAt(zone, date, parsed),
        () => fail(`booking time ${time}`),
      );
    return { providerId: booking.providerId as ProviderId, start: at(booking.start), end: at(booking.end) };
  });
  return {
    timezone,
    from,
    days: positiveInteger(raw['days'], 'days'),
    durationMinutes: positiveInteger(raw['service']['durationMinutes'], 'service.durationMinutes'),
    slotStepMinutes: positiveInteger(raw['slotStepMinutes'], 'slotStepMinutes'),
    zone,
    providers,
    bookings,
  };
}

interface Subject {
  readonly providers: number;
  readonly agenda: Agenda;
  readonly chain: ServiceChain;
}

/** The first `count` professionals, their bookings, and one service any of them may give ("first provider available"). */
function subjectFor(scenario: Scenario, count: number): Subject {
  const providers = scenario.providers.slice(0, count);
  const ids = new Set(providers.map((provider) => provider.id));
  const agenda: Agenda = {
    timeZone: scenario.zone,
    providers,
    bookings: scenario.bookings.filter((booking) => ids.has(booking.providerId)),
    slotStepMinutes: scenario.slotStepMinutes,
    // Now is the first day's midnight, so every hour of the range is in the future.
    now: instantAt(scenario.zone, scenario.from, 0),
    minimumNoticeMinutes: 0,
    afterBookingMonths: Math.ceil(scenario.days / 28) + 1,
  };
  const chain = serviceChain([
    { serviceId: 1 as ServiceId, durationMinutes: scenario.durationMinutes, providerIds: [...ids] },
  ]).match(
    (built) => built,
    (error) => fail(`cannot build the service chain: ${error.code}`),
  );
  return { providers: providers.length, agenda, chain };
}

interface Timing {
  readonly p50Ms: number;
  readonly p99Ms: number;
  readonly iterations: number;
}

function percentile(sorted: readonly number[], fraction: number): number {
  return sorted[Math.min(sorted.length - 1, Math.floor(fraction * sorted.length))] ?? Number.NaN;
}

/** Warms up, then times single calls until both a minimum count and a minimum time are reached. */
function measure(call: () => unknown): Timing {
  const warmUpUntil = performance.now() + 150;
  for (let count = 0; count < 50 || performance.now() < warmUpUntil; count++) call();
  const samples: number[] = [];
  const measureUntil = performance.now() + 400;
  while (samples.length < 500 || (performance.now() < measureUntil && samples.length < 20_000)) {
    const started = performance.now();
    call();
    samples.push(performance.now() - started);
  }
  samples.sort((a, b) => a - b);
  return { p50Ms: percentile(samples, 0.5), p99Ms: percentile(samples, 0.99), iterations: samples.length };
}

const countBlocks = (hours: DayHours<HourBlock>) =>
  hours.morningHours.length + hours.afternoonHours.length + hours.nightHours.length;

interface Row extends Timing {
  readonly providers: number;
  readonly query: 'hours' | 'days' | 'hoursOfEveryDay';
  readonly hourBlocks: number;
  readonly availableDays: number | null;
  readonly providerSlots: number;
}

function benchmark(scenario: Scenario, subject: Subject): Row[] {
  const { agenda, chain } = subject;
  const last = addDays(scenario.from, scenario.days - 1);
  const dates = Array.from({ length: scenario.days }, (_, offset) => addDays(scenario.from, offset));
  const blocksOf = (date: LocalDate) => hourBlocks(agenda, chain, date);
  const providerSlots = (blocks: readonly HourBlock[]) =>
    blocks.reduce((total, block) => total + (block.bookings[0]?.providerIds.length ?? 0), 0);

  const firstDayBlocks = blocksOf(scenario.from);
  const everyDayBlocks = dates.flatMap(blocksOf);
  const days = availableDays(agenda, chain, scenario.from, last);
  const availableCount = days.filter((day) => day.available).length;

  return [
    {
      providers: subject.providers,
      query: 'hours',
      ...measure(() => availableHours(agenda, chain, scenario.from)),
      hourBlocks: firstDayBlocks.length,
      availableDays: null,
      providerSlots: providerSlots(firstDayBlocks),
    },
    {
      providers: subject.providers,
      query: 'days',
      ...measure(() => availableDays(agenda, chain, scenario.from, last)),
      hourBlocks: everyDayBlocks.length,
      availableDays: availableCount,
      providerSlots: providerSlots(everyDayBlocks),
    },
    {
      providers: subject.providers,
      query: 'hoursOfEveryDay',
      ...measure(() => dates.reduce((total, date) => total + countBlocks(availableHours(agenda, chain, date)), 0)),
      hourBlocks: everyDayBlocks.length,
      availableDays: availableCount,
      providerSlots: providerSlots(everyDayBlocks),
    },
  ];
}

function printTable(scenario: Scenario, rows: readonly Row[]): void {
  const labels: Record<Row['query'], string> = {
    hours: 'hours of 1 day',
    days: `days of ${scenario.days}`,
    hoursOfEveryDay: `hours of each of ${scenario.days} days (${scenario.days} calls)`,
  };
  const found = (row: Row) =>
    row.query === 'hours'
      ? `${row.hourBlocks} hour blocks (${row.providerSlots} provider-slots)`
      : row.query === 'days'
        ? `${row.availableDays ?? 0} available days (${row.hourBlocks} hour blocks in range)`
        : `${row.hourBlocks} hour blocks (${row.providerSlots} provider-slots)`;
  const header = ['providers', 'query', 'p50 (ms)', 'p99 (ms)', 'runs', 'found'];
  const lines = rows.map((row) => [
    String(row.providers),
    labels[row.query],
    row.p50Ms.toFixed(4),
    row.p99Ms.toFixed(4),
    String(row.iterations),
    found(row),
  ]);
  const widths = header.map((title, column) =>
    Math.max(title.length, ...lines.map((line) => (line[column] ?? '').length)),
  );
  const format = (cells: readonly string[]) =>
    cells
      .map((cell, column) => cell.padEnd(widths[column] ?? 0))
      .join('  ')
      .trimEnd();
  const output = [
    `Availability engine: ${scenario.timezone}, ${scenario.days} days from ${scenario.from}, ` +
      `${scenario.durationMinutes}-minute service on a ${scenario.slotStepMinutes}-minute grid, ` +
      `${scenario.bookings.length} bookings, node ${process.version}`,
    format(header),
    format(widths.map((width) => '-'.repeat(width))),
    ...lines.map(format),
  ];
  process.stdout.write(`${output.join('\n')}\n`);
}

const options = readArguments(process.argv.slice(2));
const scenario = decodeScenario(scenarioText(options.scenarioFile));
const counts = [...new Set(providerCounts.map((count) => Math.min(count, scenario.providers.length)))];
const rows = counts.flatMap((count) => benchmark(scenario, subjectFor(scenario, count)));
if (options.json) {
  const { zone: _zone, providers, bookings, ...described } = scenario;
  const report = {
    scenario: { ...described, providers: providers.length, bookings: bookings.length },
    node: process.version,
    results: rows,
  };
  process.stdout.write(`${JSON.stringify(report, null, 2)}\n`);
} else {
  printTable(scenario, rows);
}
