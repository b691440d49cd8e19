import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { foldedText } from './folded-text';

const anyText = fc.string({
  unit: fc.constantFrom('a', 'á', 'A', 'Á', 'e', 'é', 'É', 'n', 'ñ', 'Ñ', 'u', 'ü', ' ', '-', '1'),
  maxLength: 16,
});

describe('folding text for a search (docs/adr/0029)', () => {
  it('reads a text the same whatever its case and accents', () => {
    expect(foldedText('Peluquería')).toBe('peluqueria');
    expect(foldedText('ÑUÑOA')).toBe('nunoa');
    expect(foldedText('Av. Irarrázaval 3000')).toBe('av. irarrazaval 3000');
  });

  it('is idempotent, keeps the length of text without precomposed letters, and ignores case', () => {
    fc.assert(
      fc.property(anyText, (text) => {
        expect(foldedText(foldedText(text))).toBe(foldedText(text));
        expect(foldedText(text.toLocaleUpperCase('und'))).toBe(foldedText(text));
        expect(foldedText(text)).toHaveLength(text.length);
        expect(foldedText(text)).toMatch(/^[a-z -1]*$/);
      }),
    );
  });
});
