import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { textFlaw, type TextLayout } from './plain-text';

// What text a field takes (issue 15 §4; docs/adr/0050).

const layouts: readonly TextLayout[] = ['singleLine', 'multiLine'];

/** Text as people type it: any characters, none of them a C0 control or DEL. */
const typedText = fc.string({ unit: 'grapheme', maxLength: 20 }).filter((text) =>
  Array.from(text).every((character) => {
    const code = character.codePointAt(0) ?? 0;
    return code >= 0x20 && code !== 0x7f;
  }),
);

const controlCharacters = [
  ...Array.from({ length: 0x20 }, (_, code) => code).filter((code) => ![0x09, 0x0a, 0x0d].includes(code)),
  0x7f,
].map((code) => String.fromCharCode(code));

/** `text` with `inserted` placed between two of its characters (never inside a surrogate pair). */
const withInserted = (text: string, inserted: string, at: number) => {
  const characters = Array.from(text);
  const position = at % (characters.length + 1);
  return [...characters.slice(0, position), inserted, ...characters.slice(position)].join('');
};

describe('plain text (docs/adr/0050)', () => {
  it('takes what people type, accents and emoji included, in any field', () => {
    for (const layout of layouts) {
      expect(textFlaw('Ana Pérez Ñuñoa', layout)).toBeNull();
      expect(textFlaw('Llegar 10 minutos antes 😀', layout)).toBeNull();
      expect(textFlaw('', layout)).toBeNull();
    }
    fc.assert(fc.property(typedText, fc.constantFrom(...layouts), (text, layout) => textFlaw(text, layout) === null));
  });

  it('refuses a NUL, any other C0 control character but tab and line breaks, and DEL, whatever the layout', () => {
    expect(textFlaw('n\u0000ul', 'multiLine')).toBe('controlCharacter');
    expect(textFlaw('\u001b[31mred', 'singleLine')).toBe('controlCharacter');
    fc.assert(
      fc.property(
        typedText,
        fc.constantFrom(...controlCharacters),
        fc.nat(),
        fc.constantFrom(...layouts),
        (text, control, at, layout) => textFlaw(withInserted(text, control, at), layout) === 'controlCharacter',
      ),
    );
  });

  it('takes tabs and line breaks in a field of several lines only', () => {
    expect(textFlaw('Alergia al látex.\r\nLlega antes.', 'multiLine')).toBeNull();
    expect(textFlaw('Ana\nPérez', 'singleLine')).toBe('lineBreak');
    fc.assert(
      fc.property(typedText, fc.constantFrom('\t', '\n', '\r', '\r\n'), fc.nat(), (text, lineBreak, at) => {
        const broken = withInserted(text, lineBreak, at);
        return textFlaw(broken, 'multiLine') === null && textFlaw(broken, 'singleLine') === 'lineBreak';
      }),
    );
  });

  it('refuses half of a surrogate pair, which UTF-8 cannot carry', () => {
    expect(textFlaw('a\ud83d', 'multiLine')).toBe('unpairedSurrogate');
    expect(textFlaw('\ude00b', 'singleLine')).toBe('unpairedSurrogate');
    fc.assert(
      fc.property(
        typedText,
        fc.constantFrom('\ud800', '\udbff', '\udc00', '\udfff'),
        fc.nat(),
        fc.constantFrom(...layouts),
        (text, half, at, layout) => textFlaw(withInserted(text, half, at), layout) === 'unpairedSurrogate',
      ),
    );
  });
});
