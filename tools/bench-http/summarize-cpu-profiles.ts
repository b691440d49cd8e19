// `npx tsx tools/bench-http/summarize-cpu-profiles.ts [--top N] [--during TEXT] [--skip S] FILE.cpuprofile…`
// (issue 37): the summary of cpu-profile-summary.ts for .cpuprofile files written by servers that
// `npm run bench:http` started under RESERVA_BENCH_SERVER_NODE_ARGS="--cpu-prof --cpu-prof-dir=…".
// Those servers also start, serve the bench's set-up and stop; `--during createBooking` keeps only
// the samples from the first to the last one whose stack holds a frame named so (by function or
// by source file), less the first `--skip` seconds (the warm-up, 2 by default), so the summary is
// that of the load alone.
import { readFileSync } from 'node:fs';
import process from 'node:process';
import {
  formatSummary,
  sourceMapLocator,
  summarizeProfile,
  type CpuProfile,
  type Locate,
  type ProfileWindow,
} from './cpu-profile-summary';

/**
 * The span of `profile`'s samples, in its clock's microseconds, from the first to the last whose
 * stack holds a frame whose function or located file contains `text`; undefined when none does.
 */
export function windowDuring(profile: CpuProfile, locate: Locate, text: string): ProfileWindow | undefined {
  const byId = new Map(profile.nodes.map((node) => [node.id, node]));
  const parentOf = new Map<number, number>();
  for (const node of profile.nodes) for (const child of node.children ?? []) parentOf.set(child, node.id);
  const matches = new Map<number, boolean>();
  const matching = (id: number): boolean => {
    const known = matches.get(id);
    if (known !== undefined) return known;
    const node = byId.get(id);
    const parent = parentOf.get(id);
    const found =
      node !== undefined &&
      (node.callFrame.functionName.includes(text) ||
        (node.callFrame.url !== '' && locate(node.callFrame).file.includes(text)) ||
        (parent !== undefined && matching(parent)));
    matches.set(id, found);
    return found;
  };
  let time = profile.startTime ?? 0;
  let window: { fromMicros: number; toMicros: number } | undefined;
  for (const [index, id] of (profile.samples ?? []).entries()) {
    time += profile.timeDeltas?.[index] ?? 0;
    if (!matching(id)) continue;
    window = { fromMicros: window?.fromMicros ?? time, toMicros: time };
  }
  return window;
}

function main(): void {
  const args = process.argv.slice(2);
  const option = (name: string): string | undefined => {
    const index = args.indexOf(name);
    if (index === -1) return undefined;
    const [value] = args.splice(index, 2).slice(1);
    return value;
  };
  const top = Number(option('--top') ?? '15');
  const during = option('--during');
  const skipMicros = Number(option('--skip') ?? '2') * 1_000_000;
  const locate = sourceMapLocator();
  for (const file of args) {
    const profile = JSON.parse(readFileSync(file, 'utf8')) as CpuProfile;
    const found = during === undefined ? undefined : windowDuring(profile, locate, during);
    if (during !== undefined && found === undefined) throw new Error(`${file}: no sample runs ${during}`);
    const window = found === undefined ? undefined : { ...found, fromMicros: found.fromMicros + skipMicros };
    const seconds = window === undefined ? '' : `, ${((window.toMicros - window.fromMicros) / 1e6).toFixed(1)} s`;
    process.stdout.write(`\n## ${file}${seconds}\n\n${formatSummary(summarizeProfile(profile, locate, window), top)}`);
  }
}

if (process.argv[1]?.endsWith('summarize-cpu-profiles.ts') === true) main();
