import { describe, expect, it } from 'vitest';
import { table } from './cli-output';

// Tables fitted to the terminal (issue 35 "a support person's day in the terminal", at 80 and 160 columns).

const head = ['Id', 'Reference', 'Time', 'Service', 'Professional', 'Client', 'Phone', 'Status', 'Plan'];
const rows = [
  [301, 'K7Q-2MX', '11:00–11:30', 'Corte clásico', 'Lucas Benítez', 'Juan Pérez', '+5491155550000', 'confirmed', null],
  [
    302,
    'ABC-DEF',
    '11:30–12:00',
    'Afeitado con navaja',
    'Lucas Benítez',
    'Juan Pérez',
    '+5491155550000',
    'pending',
    ['Plan', 'mensual'],
  ],
];
const squeezed = (text: string) => text.replace(/\s/gu, '');
/** The table read back: each row's cells, the lines of each joined and without whitespace. */
function cellsOf(drawn: string): string[][] {
  const read: string[][] = [];
  let row: string[] | null = null;
  for (const line of drawn.split('\n')) {
    if (!line.startsWith('│')) {
      if (row !== null) read.push(row);
      row = null;
      continue;
    }
    const parts = line.slice(1, -1).split('│').map(squeezed);
    row = row === null ? parts : row.map((text, index) => text + (parts[index] ?? ''));
  }
  return read;
}
const expected = [head, ...rows].map((row) =>
  row.map((value) => (value === null ? '' : squeezed(Array.isArray(value) ? value.join('') : String(value)))),
);

describe('table', () => {
  it('at 80 columns no line is longer than 80, and every cell is still there', () => {
    const columns = [0, 2, 3, 4, 5, 7];
    const some = (row: readonly unknown[]) => columns.map((index) => row[index]);
    const [someHead, someRows] = [some(head) as string[], rows.map(some) as (string | number | null)[][]];
    const fitted = table(someHead, someRows, 80);
    for (const line of fitted.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    expect(cellsOf(fitted)).toEqual(expected.map(some));
    expect(table(someHead, someRows).split('\n')[0]?.length).toBeGreaterThan(80);
    expect(fitted.split('\n').length).toBeGreaterThan(table(someHead, someRows).split('\n').length);
  });

  it('at 80 columns writes the nine columns a row at a time rather than cut a time or a phone number', () => {
    const written = table(head, rows, 80);
    for (const line of written.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    expect(written).toMatch(/^│ Time +│ 11:30–12:00 +│$/mu);
    expect(written).toMatch(/^│ Phone +│ \+5491155550000 +│$/mu);
  });

  it('at 160 columns it is as wide as it was drawn without a width', () => {
    expect(table(head, rows, 160)).toBe(table(head, rows));
    expect(table(head, rows).split('\n')[0]?.length).toBeGreaterThan(80);
  });

  it('breaks a word longer than its column instead of cutting it', () => {
    const long = 'averyveryveryverylongemailaddress@correo.example';
    const fitted = table(
      ['Email', 'Name', 'Phone', 'Status'],
      [[long, 'Juan Pérez', '+5491155550000', 'confirmed']],
      60,
    );
    for (const line of fitted.split('\n')) expect(line.length).toBeLessThanOrEqual(60);
    expect(cellsOf(fitted)[1]?.[0]).toBe(long);
    expect(fitted).not.toContain('…');
  });

  it('overflows rather than narrow a column below its readable minimum', () => {
    const fitted = table(head, rows, 12);
    const widths = (fitted.split('\n')[0] ?? '')
      .slice(1, -1)
      .split('┬')
      .map((run) => run.length);
    // Written a row at a time, name and value, as wide as they are: the lines overflow.
    expect(widths).toEqual([14, 16]);
    expect(fitted.split('\n')[0]?.length).toBeGreaterThan(12);
    expect(fitted.replace(/\s/gu, '')).toContain('301');
  });

  it('writes a row at a time, a name and its value a line, when its columns cannot fit at their minimum', () => {
    const many = ['a', 'b', 'c', 'd', 'e', 'f', 'g', 'h', 'i', 'j', 'k'].map((letter) => `column ${letter}`);
    const values = many.map((name) => `the value of ${name}`);
    const written = table(many, [values], 80);
    for (const line of written.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    many.forEach((name, index) => {
      expect(written).toMatch(new RegExp(`^│ ${name} +│ ${values[index] ?? ''} +│$`, 'mu'));
    });
  });

  it('never cuts a date, a time or a short word across lines: it writes a row at a time instead (issue 35)', () => {
    const shown = table(
      ['id', 'status', 'service', 'date', 'time', 'professional', 'client confirmed'],
      [
        [301, 'confirmed', 'Corte clásico', '2026-12-01', '11:00–11:30', 'Lucas Benítez', 'no'],
        [302, 'confirmed', 'Afeitado con navaja', '2026-12-01', '11:30–12:00', 'Lucas Benítez', 'no'],
      ],
      80,
    );
    for (const line of shown.split('\n')) expect(line.length).toBeLessThanOrEqual(80);
    for (const whole of ['2026-12-01', '11:00–11:30', '11:30–12:00', 'professional', 'confirmed'])
      expect(shown).toContain(whole);
    expect(shown).toMatch(/^│ date +│ 2026-12-01 +│$/mu);
  });

  it('narrows a column with short words where the table can fit with each word whole', () => {
    const fitted = table(['date', 'service'], [['2026-12-01', 'Afeitado con navaja y barba']], 30);
    for (const line of fitted.split('\n')) expect(line.length).toBeLessThanOrEqual(30);
    expect(fitted).toContain('│ 2026-12-01 │');
    expect(cellsOf(fitted)[1]).toEqual(['2026-12-01', 'Afeitadoconnavajaybarba']);
  });
});
