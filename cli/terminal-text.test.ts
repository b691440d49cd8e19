import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { json, table } from './cli-output';
import { hasControlCharacter, joined, lines, printable } from './terminal-text';

// What the CLI prints from the server cannot drive the terminal (issue 15 item 4; docs/adr/0053).

const ESC = '\u001b';
const BEL = '\u0007';

/** Any text, control characters (C0, DEL, C1) and escape sequences' pieces well represented among the rest. */
const anyText = fc.oneof(
  fc.string({ unit: 'binary', maxLength: 30 }),
  fc.string({
    unit: fc.constantFrom(
      ESC,
      BEL,
      '\u009b',
      '\u007f',
      '\r',
      '\n',
      '\t',
      '\u0000',
      '[',
      ']',
      '0',
      ';',
      '3',
      '1',
      'm',
      'a',
      'ñ',
      '→',
      ' ',
      '\\',
    ),
    maxLength: 30,
  }),
);
const anyPrintableText = fc.string({ unit: 'binary', maxLength: 30 }).filter((text) => !hasControlCharacter(text));
const anyCell = fc.oneof(anyText, fc.integer(), fc.constant(null), fc.array(anyText, { maxLength: 3 }));

/** Whether `text` holds a control character other than its line ends. */
const hasControlBesideLineEnds = (text: string) => hasControlCharacter(text.replaceAll('\n', ''));

describe('printable text (issue 15: terminal escape injection)', () => {
  it('leaves no control character in any text', () => {
    fc.assert(fc.property(anyText, (text) => !hasControlCharacter(printable(text))));
  });

  it('leaves text without control characters as it is', () => {
    fc.assert(fc.property(anyPrintableText, (text) => printable(text) === text));
  });

  it('writes each control character as a visible escape, so an escape sequence shows as text', () => {
    expect(printable(`Esc${ESC}[31mRED${ESC}]0;pwned${BEL}`)).toBe(String.raw`Esc\x1b[31mRED\x1b]0;pwned\x07`);
    expect(printable('a\r\nb\tc\u009bd\u007f')).toBe(String.raw`a\r\nb\tc\x9bd\x7f`);
  });

  it('prints each line as one line, whatever it holds', () => {
    fc.assert(
      fc.property(fc.array(anyText, { maxLength: 5 }), (texts) => {
        const printed = lines(...texts);
        expect(hasControlBesideLineEnds(printed)).toBe(false);
        expect(printed.split('\n')).toHaveLength(texts.length + 1);
        expect(joined(printed, printed)).toBe(`${printed}${printed}`);
      }),
    );
  });

  it('draws tables whose only control characters are their own line ends, printable cells shown as they are', () => {
    fc.assert(
      fc.property(
        fc.array(anyText, { minLength: 1, maxLength: 4 }),
        fc.array(fc.array(anyCell, { minLength: 1, maxLength: 4 }), { maxLength: 4 }),
        (head, rows) => {
          expect(hasControlBesideLineEnds(table(head, rows))).toBe(false);
        },
      ),
    );
    fc.assert(
      fc.property(
        anyPrintableText.filter((text) => text.trim() !== '' && text === text.trim()),
        (text) => {
          expect(table(['name'], [[text]])).toContain(text);
        },
      ),
    );
  });

  it('writes JSON that parses back to exactly what was given, with no raw control character at all', () => {
    fc.assert(
      fc.property(fc.jsonValue(), fc.array(anyText, { maxLength: 4 }), (value, texts) => {
        const written = json({ value, texts });
        // The texts exactly; any other value as JSON itself carries it (JSON has no -0).
        expect(JSON.parse(written)).toEqual({ value: JSON.parse(JSON.stringify(value)) as unknown, texts });
        expect(hasControlBesideLineEnds(written)).toBe(false);
      }),
    );
  });
});
