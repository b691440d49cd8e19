import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { signatureSvg, strokePath } from './signature-svg';
import { anyStrokes } from './consent.arbitraries';

// Issue 32 "Evidence": the strokes kept as SVG — deterministic, and nothing but the drawing.

describe('a drawn signature as SVG', () => {
  it('is the same document for the same strokes', () => {
    fc.assert(
      fc.property(anyStrokes, (strokes) => {
        expect(signatureSvg(strokes)).toBe(signatureSvg(structuredClone(strokes)));
      }),
    );
  });

  it('holds one path per stroke, written only with move and line commands and numbers', () => {
    fc.assert(
      fc.property(anyStrokes, (strokes) => {
        const svg = signatureSvg(strokes);
        const paths = [...svg.matchAll(/<path d="([^"]*)"\/>/g)].map((match) => match[1]);
        expect(paths).toHaveLength(strokes.length);
        for (const d of paths) expect(d).toMatch(/^M[0-9.]+ [0-9.]+(?:l0 0|(?:L[0-9.]+ [0-9.]+)+)$/);
        expect(svg.replace(/<path d="[^"]*"\/>/g, '')).toBe(signatureSvg([]));
      }),
    );
  });

  it('keeps each point to a tenth, and a lone point as a dot', () => {
    expect(
      strokePath([
        { x: 1.04, y: 2.06 },
        { x: 3, y: 4 },
      ]),
    ).toBe('M1 2.1L3 4');
    expect(strokePath([{ x: 5, y: 5 }])).toBe('M5 5l0 0');
  });
});
