import { identificationNumber } from '../client/identification-number';
import { textFlaw } from '../shared/plain-text';

// What a signer gives (issue 32 "Signing"; docs/adr/0115): their full name, their id number by the
// company's id rules (a RUT in Chile, as the client form reads it), a signature — drawn strokes or
// typed text, equally valid (WCAG 2.2 SC 2.5.7: dragging has a keyboard alternative) — and their
// explicit agreement. Every field refused is named at once.

/** The box drawn strokes are written in: the page scales its pad to it. */
export const SIGNATURE_BOX = { width: 1000, height: 400 } as const;
export const MAX_STROKES = 100;
export const MAX_POINTS_PER_STROKE = 2000;
export const MAX_POINTS = 10_000;
export const FULL_NAME_MAX_LENGTH = 200;
export const TYPED_SIGNATURE_MAX_LENGTH = 100;

/** A point of a stroke, in SIGNATURE_BOX. */
export interface StrokePoint {
  readonly x: number;
  readonly y: number;
}
/** One stroke: the points the pointer passed from down to up. */
export type Stroke = readonly StrokePoint[];

export type SignatureInput =
  { readonly kind: 'drawn'; readonly strokes: readonly Stroke[] } | { readonly kind: 'typed'; readonly text: string };

/** What the signer sent, before it is checked. */
export interface SignerSubmission {
  readonly fullName: string;
  readonly idNumber: string;
  readonly signature: SignatureInput;
  readonly agreed: boolean;
}

/** A checked submission: the name and typed text trimmed, the id number in its display form (a RUT with dots and dash). */
export interface SignerInput {
  readonly fullName: string;
  readonly idNumber: string;
  readonly signature: SignatureInput;
}

/** The fields as the request names them: a drawn signature's `strokes`, a typed one's `typed_signature`. */
export type SignerField = 'full_name' | 'id_number' | 'strokes' | 'typed_signature' | 'agreed';
export type SignerProblem = 'missing' | 'invalid' | 'tooLong' | 'tooLarge' | 'outOfBox' | 'notAgreed';

export interface RefusedSignerField {
  readonly field: SignerField;
  readonly problem: SignerProblem;
}

const withinBox = (point: StrokePoint) =>
  Number.isFinite(point.x) &&
  Number.isFinite(point.y) &&
  point.x >= 0 &&
  point.x <= SIGNATURE_BOX.width &&
  point.y >= 0 &&
  point.y <= SIGNATURE_BOX.height;

function signatureProblem(signature: SignatureInput): SignerProblem | null {
  if (signature.kind === 'typed') {
    const text = signature.text.trim();
    if (text === '') return 'missing';
    if (text.length > TYPED_SIGNATURE_MAX_LENGTH) return 'tooLong';
    return textFlaw(text, 'singleLine') === null ? null : 'invalid';
  }
  const { strokes } = signature;
  if (strokes.length === 0 || strokes.every((stroke) => stroke.length === 0)) return 'missing';
  const points = strokes.reduce((sum, stroke) => sum + stroke.length, 0);
  if (strokes.length > MAX_STROKES || points > MAX_POINTS) return 'tooLarge';
  if (strokes.some((stroke) => stroke.length > MAX_POINTS_PER_STROKE)) return 'tooLarge';
  return strokes.every((stroke) => stroke.every(withinBox)) ? null : 'outOfBox';
}

function nameProblem(typed: string): SignerProblem | null {
  const name = typed.trim();
  if (name === '') return 'missing';
  if (name.length > FULL_NAME_MAX_LENGTH) return 'tooLong';
  return textFlaw(name, 'singleLine') === null ? null : 'invalid';
}

/**
 * The signer's submission checked by the rules of a company in `countryCode`: the input to sign
 * with, or every field refused.
 */
export function checkSigner(
  submission: SignerSubmission,
  countryCode: string,
): { readonly ok: true; readonly input: SignerInput } | { readonly ok: false; readonly fields: RefusedSignerField[] } {
  const fields: RefusedSignerField[] = [];
  const name = nameProblem(submission.fullName);
  if (name !== null) fields.push({ field: 'full_name', problem: name });
  const id = identificationNumber(countryCode)(submission.idNumber.trim());
  if (id.isErr()) {
    fields.push({ field: 'id_number', problem: id.error.key === 'ERRORS.VALIDATION_REQUIRED' ? 'missing' : 'invalid' });
  }
  const signature = signatureProblem(submission.signature);
  if (signature !== null) {
    fields.push({ field: submission.signature.kind === 'typed' ? 'typed_signature' : 'strokes', problem: signature });
  }
  if (!submission.agreed) fields.push({ field: 'agreed', problem: 'notAgreed' });
  if (fields.length > 0 || id.isErr()) return { ok: false, fields };
  return {
    ok: true,
    input: {
      fullName: submission.fullName.trim(),
      idNumber: id.value,
      signature:
        submission.signature.kind === 'typed'
          ? { kind: 'typed', text: submission.signature.text.trim() }
          : submission.signature,
    },
  };
}
