import { readFileSync } from 'node:fs';
import { describe, expect, it } from 'vitest';
import { ADR_INDEX_FILE, adrIndex, readRecord, readRecords, recordsNamed } from './adr-index';

describe('docs/adr/README.md, the newcomer’s list of decisions (issue 30, A newcomer’s map)', () => {
  it('lists every record with its status as the records say it: run `npm run adr:index` after adding or amending one', () => {
    expect(readFileSync(ADR_INDEX_FILE, 'utf8')).toBe(adrIndex(readRecords()));
  });

  it('numbers the records one after another from 1, with no gap and no number used twice', () => {
    const numbers = readRecords().map((record) => record.number);
    expect(numbers).toEqual(numbers.map((_, index) => index + 1));
  });

  it('reads a status that runs over several lines as one, and names the later records that changed an earlier one', () => {
    const record = readRecord(
      '0003-a.md',
      '# 3. A decision\n\n- Status: accepted; supersedes ADR 0001 and\n  amends ADRs 0002, 0001\n- Date: 2026-11-29\n',
    );
    expect(record).toEqual({
      number: 3,
      file: '0003-a.md',
      title: 'A decision',
      status: 'accepted; supersedes ADR 0001 and amends ADRs 0002, 0001',
    });
    expect(recordsNamed(record.status)).toEqual([1, 2]);
    const index = adrIndex([
      { number: 1, file: '0001-x.md', title: 'X', status: 'accepted' },
      { number: 2, file: '0002-y.md', title: 'Y | Z', status: 'accepted' },
      record,
    ]);
    expect(index).toContain('| [0001](0001-x.md) | X | accepted | [0003](0003-a.md) |');
    expect(index).toContain('| [0002](0002-y.md) | Y \\| Z | accepted | [0003](0003-a.md) |');
    expect(index).toContain(
      '| [0003](0003-a.md) | A decision | accepted; supersedes ADR 0001 and amends ADRs 0002, 0001 | — |',
    );
  });

  it('refuses a record whose heading does not carry its file’s number', () => {
    expect(() => readRecord('0007-a.md', '# 8. Wrong\n\n- Status: accepted\n')).toThrow(/# 7\. <title>/);
  });
});
