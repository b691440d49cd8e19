import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  checkSigner,
  MAX_STROKES,
  SIGNATURE_BOX,
  TYPED_SIGNATURE_MAX_LENGTH,
  type SignatureInput,
  type SignerSubmission,
} from './consent-signer';
import { anyFullName, anyStrokes } from './consent.arbitraries';
import { textFlaw } from '../shared/plain-text';

// Issue 32 "Signing": full name, id number by the company's id rules, a drawn signature or an
// equally valid typed one (WCAG 2.2 SC 2.5.7), and an explicit agreement.

const anySignature: fc.Arbitrary<SignatureInput> = fc.oneof(
  anyStrokes.map((strokes) => ({ kind: 'drawn' as const, strokes })),
  fc
    .string({ minLength: 1, maxLength: TYPED_SIGNATURE_MAX_LENGTH })
    .filter((text) => text.trim() !== '' && textFlaw(text, 'singleLine') === null)
    .map((text) => ({ kind: 'typed' as const, text })),
);

const valid = (signature: SignatureInput, fullName = 'Ana Soto'): SignerSubmission => ({
  fullName,
  idNumber: '12345678-5',
  signature,
  agreed: true,
});

const refused = (submission: SignerSubmission, country = 'cl') => {
  const checked = checkSigner(submission, country);
  return checked.ok ? [] : checked.fields;
};

describe("a signer's submission", () => {
  it('is taken with a drawn or a typed signature alike, the RUT in its display form', () => {
    fc.assert(
      fc.property(anySignature, anyFullName, (signature, name) => {
        const checked = checkSigner(valid(signature, ` ${name} `), 'cl');
        expect(checked.ok).toBe(true);
        if (checked.ok) {
          expect(checked.input.fullName).toBe(name);
          expect(checked.input.idNumber).toBe('12.345.678-5');
          expect(checked.input.signature.kind).toBe(signature.kind);
        }
      }),
    );
  });

  it('is refused without the explicit agreement, whatever else it says', () => {
    fc.assert(
      fc.property(anySignature, (signature) => {
        expect(refused({ ...valid(signature), agreed: false })).toEqual([{ field: 'agreed', problem: 'notAgreed' }]);
      }),
    );
  });

  it("reads the id number by the company's rules: a RUT's check digit in Chile, no spaces elsewhere", () => {
    const drawn = valid({ kind: 'typed', text: 'Ana' });
    expect(refused({ ...drawn, idNumber: '12345678-9' })).toEqual([{ field: 'id_number', problem: 'invalid' }]);
    expect(refused({ ...drawn, idNumber: '  ' })).toEqual([{ field: 'id_number', problem: 'missing' }]);
    expect(refused({ ...drawn, idNumber: '30 111 222' }, 'ar')).toEqual([{ field: 'id_number', problem: 'invalid' }]);
    expect(refused({ ...drawn, idNumber: '30111222' }, 'ar')).toEqual([]);
  });

  it('refuses a blank name or typed signature, and names every field at once', () => {
    expect(
      refused({ fullName: ' ', idNumber: '', signature: { kind: 'typed', text: '  ' }, agreed: false }).map(
        (field) => field.field,
      ),
    ).toEqual(['full_name', 'id_number', 'typed_signature', 'agreed']);
    expect(refused(valid({ kind: 'typed', text: 'x'.repeat(TYPED_SIGNATURE_MAX_LENGTH + 1) }))).toEqual([
      { field: 'typed_signature', problem: 'tooLong' },
    ]);
    expect(refused(valid({ kind: 'typed', text: 'Ana\nSoto' }))).toEqual([
      { field: 'typed_signature', problem: 'invalid' },
    ]);
  });

  it('refuses drawn strokes outside the box, too many of them, or none', () => {
    fc.assert(
      fc.property(
        anyStrokes,
        fc.constantFrom(
          { x: -1, y: 0 },
          { x: SIGNATURE_BOX.width + 0.5, y: 0 },
          { x: 0, y: SIGNATURE_BOX.height + 1 },
          { x: Number.NaN, y: 1 },
        ),
        (strokes, outside) => {
          expect(refused(valid({ kind: 'drawn', strokes: [...strokes, [outside]] }))).toEqual([
            { field: 'strokes', problem: 'outOfBox' },
          ]);
        },
      ),
    );
    const dot = [{ x: 1, y: 1 }];
    expect(refused(valid({ kind: 'drawn', strokes: Array.from({ length: MAX_STROKES + 1 }, () => dot) }))).toEqual([
      { field: 'strokes', problem: 'tooLarge' },
    ]);
    expect(refused(valid({ kind: 'drawn', strokes: [[]] }))).toEqual([{ field: 'strokes', problem: 'missing' }]);
  });
});
