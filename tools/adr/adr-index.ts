// `npm run adr:index`: docs/adr/README.md, the list of every architecture decision record with its
// status and the later records that changed it, written from the records themselves so that it
// cannot drift (tools/adr/adr-index.test.ts fails when the committed list is not the one written
// from the records as they are).
import { readdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ADR_DIRECTORY = fileURLToPath(new URL('../../docs/adr/', import.meta.url));
export const ADR_INDEX_FILE = path.join(ADR_DIRECTORY, 'README.md');

/** One record as the index shows it. */
export interface DecisionRecord {
  readonly number: number;
  readonly file: string;
  readonly title: string;
  readonly status: string;
}

const RECORD_FILE = /^(\d{4})-.+\.md$/;

/** Reads a record's number, title and status line (which may run over several lines). */
export function readRecord(file: string, text: string): DecisionRecord {
  const number = Number(RECORD_FILE.exec(file)?.[1]);
  const [, headingNumber, title] = /^# (\d+)\. (.+)$/m.exec(text) ?? [];
  if (title === undefined || Number(headingNumber) !== number) {
    throw new Error(`${file}: the first heading must be "# ${number}. <title>"`);
  }
  const [, status] = /^- Status: ([\s\S]*?)\n(?=- |\n|#)/m.exec(text) ?? [];
  if (status === undefined) throw new Error(`${file}: no "- Status:" line`);
  return { number, file, title: title.trim(), status: status.replace(/\s*\n\s*/g, ' ').trim() };
}

/** Every record in the folder, in number order. */
export function readRecords(directory = ADR_DIRECTORY): readonly DecisionRecord[] {
  return readdirSync(directory)
    .filter((file) => RECORD_FILE.test(file))
    .sort()
    .map((file) => readRecord(file, readFileSync(path.join(directory, file), 'utf8')));
}

/** The numbers of the records a status line names ("ADR 0017", "ADRs 0044, 0071", "[ADR 0083](…)"). */
export function recordsNamed(status: string): readonly number[] {
  const named = new Set<number>();
  for (const group of status.matchAll(/ADRs? (\d{1,4}(?:(?:, | and )\d{1,4})*)/g)) {
    for (const number of (group[1] ?? '').split(/, | and /)) named.add(Number(number));
  }
  return [...named];
}

const cell = (text: string) => text.replaceAll('|', '\\|');
const padded = (number: number) => String(number).padStart(4, '0');

/** The index's Markdown: each record, its status, and the later records whose status names it. */
export function adrIndex(records: readonly DecisionRecord[]): string {
  const laterNaming = new Map<number, number[]>();
  for (const record of records) {
    for (const named of recordsNamed(record.status)) {
      if (named < record.number) laterNaming.set(named, [...(laterNaming.get(named) ?? []), record.number]);
    }
  }
  const byNumber = new Map(records.map((record) => [record.number, record]));
  const link = (number: number) => {
    const record = byNumber.get(number);
    return record ? `[${padded(number)}](${record.file})` : padded(number);
  };
  const rows = records.map((record) => {
    const later = (laterNaming.get(record.number) ?? []).map(link).join(', ') || '—';
    return `| ${link(record.number)} | ${cell(record.title)} | ${cell(record.status)} | ${later} |`;
  });
  return [
    '# Architecture decision records',
    '',
    'One decision per record, numbered in the order they were taken. A record is never rewritten: a later',
    'record supersedes or amends it, says so in its status line, and the earlier one may gain a dated',
    'addendum pointing to it. "Changed by" lists the later records whose status line names a record.',
    '',
    'This list is written from the records by `npm run adr:index`; `tools/adr/adr-index.test.ts` fails when',
    'it is out of date.',
    '',
    '| ADR | Decision | Status | Changed by |',
    '| --- | --- | --- | --- |',
    ...rows,
    '',
  ].join('\n');
}

if (process.argv[1] && path.resolve(process.argv[1]) === fileURLToPath(import.meta.url)) {
  writeFileSync(ADR_INDEX_FILE, adrIndex(readRecords()));
  console.log(`wrote ${path.relative(process.cwd(), ADR_INDEX_FILE)}`);
}
