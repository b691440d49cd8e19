import fc from 'fast-check';
import type { ConsentFormText } from './consent-form';
import { SIGNATURE_BOX, type Stroke, type StrokePoint } from './consent-signer';

// Generated consent texts, strokes and signers for the consent domain's properties (issue 32).

export const anyConsentText: fc.Arbitrary<ConsentFormText> = fc.record({
  title: fc.string({ minLength: 1, maxLength: 40 }).filter((title) => !/[\n\r\t]/.test(title)),
  bodyMarkdown: fc.string({ maxLength: 300 }),
});

export const anyPoint: fc.Arbitrary<StrokePoint> = fc.record({
  x: fc.double({ min: 0, max: SIGNATURE_BOX.width, noNaN: true }),
  y: fc.double({ min: 0, max: SIGNATURE_BOX.height, noNaN: true }),
});

export const anyStroke: fc.Arbitrary<Stroke> = fc.array(anyPoint, { minLength: 1, maxLength: 30 });

export const anyStrokes: fc.Arbitrary<readonly Stroke[]> = fc.array(anyStroke, { minLength: 1, maxLength: 10 });

/** A full name as a person writes it: letters and spaces, not blank. */
export const anyFullName: fc.Arbitrary<string> = fc
  .array(fc.constantFrom('Ana', 'María', 'José', 'Pérez', 'O’Neil', 'Soto', 'Lee'), { minLength: 1, maxLength: 4 })
  .map((words) => words.join(' '));
