import { parse } from 'csv-parse/sync';
import type { ImportLine } from '#application/client-side/booking/import-bookings';

// Reading an import file (issue 6 "bookings import <file.csv|file.jsonl>") into lines: a CSV with a
// header row, as a spreadsheet saves it (comma or semicolon separated, optional BOM), or JSON Lines,
// one object per line. Blank lines are skipped; a JSONL line that is not an object is kept as
// unreadable, so it is reported and the others still run.

export type ImportFormat = 'csv' | 'jsonl';

export function importFormatOf(path: string): ImportFormat | null {
  const lower = path.toLowerCase();
  if (lower.endsWith('.csv')) return 'csv';
  if (lower.endsWith('.jsonl') || lower.endsWith('.ndjson')) return 'jsonl';
  return null;
}

/** The header's delimiter: a semicolon when the header has more of them than commas (spreadsheets in Spanish save so). */
function delimiterOf(text: string): string {
  const header = text.split(/\r?\n/, 1)[0] ?? '';
  return (header.match(/;/g)?.length ?? 0) > (header.match(/,/g)?.length ?? 0) ? ';' : ',';
}

/** The file's lines; throws csv-parse's error for a CSV that cannot be read at all. */
export function readImportFile(text: string, format: ImportFormat): readonly ImportLine[] {
  if (format === 'jsonl') {
    return text.split(/\r?\n/).flatMap((content, index): ImportLine[] => {
      if (content.trim() === '') return [];
      try {
        const record: unknown = JSON.parse(content);
        const isRecord = typeof record === 'object' && record !== null && !Array.isArray(record);
        return [{ line: index + 1, record: isRecord ? (record as Record<string, unknown>) : null }];
      } catch {
        return [{ line: index + 1, record: null }];
      }
    });
  }
  const rows: readonly { readonly record: Record<string, string>; readonly info: { readonly lines: number } }[] = parse(
    text,
    {
      bom: true,
      columns: (header: string[]) => header.map((column) => column.trim().toLowerCase()),
      delimiter: delimiterOf(text),
      skip_empty_lines: true,
      trim: true,
      info: true,
    },
  );
  return rows.map((row) => ({ line: row.info.lines, record: row.record }));
}
