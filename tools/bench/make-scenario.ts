// The availability benchmark's scenario (issue 3; kept in the repository since issue 30): a
// deterministic week-day agenda that every benchmark of the availability engine runs on.
//
//   npx tsx tools/bench/make-scenario.ts --providers 10 --days 14 --bookings-per-day 6 --duration 45 \
//       --step 15 --tz America/Santiago --from 2026-12-01 --seed 1 > scenario.json
//
// Times are wall-clock times in the location's time zone; weekdays are ISO (1 = Monday … 7 = Sunday).
// Every provider works Monday to Saturday 09:00–18:00; bookings are 30, 45 or 60 minutes long, start
// on the 15-minute grid inside working hours and never overlap each other. The same options always
// write the same scenario (a seeded mulberry32), so figures taken on different days compare.
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { seededRandom } from './seeded-random';

export interface ScenarioOptions {
  readonly providers: number;
  readonly days: number;
  readonly bookingsPerDay: number;
  readonly duration: number;
  readonly step: number;
  readonly timezone: string;
  readonly from: string;
  readonly seed: number;
}

export const DEFAULT_SCENARIO: ScenarioOptions = {
  providers: 10,
  days: 14,
  bookingsPerDay: 6,
  duration: 45,
  step: 15,
  timezone: 'America/Santiago',
  from: '2026-12-01',
  seed: 1,
};

export interface ScenarioBooking {
  readonly providerId: number;
  readonly date: string;
  readonly start: string;
  readonly end: string;
}

type Weekly = Record<string, (readonly [string, string])[]>;

export interface ScenarioDocument {
  readonly timezone: string;
  readonly from: string;
  readonly days: number;
  readonly service: { readonly durationMinutes: number };
  readonly slotStepMinutes: number;
  readonly providers: { readonly id: number; readonly weekly: Weekly; readonly exceptions: [] }[];
  readonly bookings: ScenarioBooking[];
}

const hhmm = (minutes: number) =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
const isoWeekday = (date: string) => ((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7) + 1;
const addDays = (date: string, n: number) =>
  new Date(Date.parse(`${date}T12:00:00Z`) + n * 86400000).toISOString().slice(0, 10);

/** The scenario for `options`: the same options give the same scenario. */
export function makeScenario(options: ScenarioOptions = DEFAULT_SCENARIO): ScenarioDocument {
  const random = seededRandom(options.seed);
  const weekly: Weekly = Object.fromEntries([1, 2, 3, 4, 5, 6].map((day) => [String(day), [['09:00', '18:00']]]));
  const scenario: ScenarioDocument = {
    timezone: options.timezone,
    from: options.from,
    days: options.days,
    service: { durationMinutes: options.duration },
    slotStepMinutes: options.step,
    providers: Array.from({ length: options.providers }, (_, index) => ({ id: index + 1, weekly, exceptions: [] })),
    bookings: [],
  };
  const perDay = options.bookingsPerDay;
  for (const provider of scenario.providers) {
    for (let day = 0; day < options.days; day++) {
      const date = addDays(options.from, day);
      if (isoWeekday(date) === 7) continue;
      const taken: [number, number][] = [];
      for (let attempt = 0, made = 0; made < perDay && attempt < perDay * 20; attempt++) {
        const length = [30, 45, 60][Math.floor(random() * 3)] ?? 30;
        const start = 9 * 60 + Math.floor(random() * ((9 * 60 - length) / 15 + 1)) * 15;
        const end = start + length;
        if (taken.some(([takenStart, takenEnd]) => start < takenEnd && takenStart < end)) continue;
        taken.push([start, end]);
        scenario.bookings.push({ providerId: provider.id, date, start: hhmm(start), end: hhmm(end) });
        made++;
      }
    }
  }
  return scenario;
}

const OPTION_NAMES: Record<string, keyof ScenarioOptions> = {
  '--providers': 'providers',
  '--days': 'days',
  '--bookings-per-day': 'bookingsPerDay',
  '--duration': 'duration',
  '--step': 'step',
  '--tz': 'timezone',
  '--from': 'from',
  '--seed': 'seed',
};

/** The options a command line names, over the defaults. */
export function scenarioOptions(argv: readonly string[]): ScenarioOptions {
  const options: Record<string, string | number> = { ...DEFAULT_SCENARIO };
  for (let index = 0; index < argv.length; index += 2) {
    const name = OPTION_NAMES[argv[index] ?? ''];
    const value = argv[index + 1];
    if (name === undefined || value === undefined) {
      throw new Error(`unknown argument ${String(argv[index])}; use ${Object.keys(OPTION_NAMES).join(' N, ')}`);
    }
    options[name] = typeof DEFAULT_SCENARIO[name] === 'number' ? Number(value) : value;
  }
  return options as unknown as ScenarioOptions;
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  process.stdout.write(`${JSON.stringify(makeScenario(scenarioOptions(process.argv.slice(2))))}\n`);
}
