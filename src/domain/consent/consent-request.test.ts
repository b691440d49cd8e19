import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import type { Instant } from '../calendar/instant';
import { decideSignature, requestedForms, type ConsentState } from './consent-request';
import type { SignerInput } from './consent-signer';
import { anyFullName, anyStrokes } from './consent.arbitraries';

// Issue 32 "Asking" and "Evidence": one request per form of the booking's services; unsigned →
// signed, never back; a signed consent cannot be signed again.

const at = 1_790_000_000_000 as Instant;

const anySigner: fc.Arbitrary<SignerInput> = fc.record({
  fullName: anyFullName,
  idNumber: fc.constant('12.345.678-5'),
  signature: fc.oneof(
    anyStrokes.map((strokes) => ({ kind: 'drawn' as const, strokes })),
    fc.string({ minLength: 1, maxLength: 20 }).map((text) => ({ kind: 'typed' as const, text })),
  ),
});

describe("a booking's consent requests", () => {
  it('ask once for each form any of its services names, in the order first named', () => {
    fc.assert(
      fc.property(
        fc.array(fc.record({ consentForms: fc.array(fc.constantFrom('a', 'b', 'c', 'd'), { maxLength: 4 }) })),
        (services) => {
          const forms = requestedForms(services, (form) => form);
          expect(new Set(forms).size).toBe(forms.length);
          expect(new Set(forms)).toEqual(new Set(services.flatMap((service) => service.consentForms)));
          const firstSeen = services
            .flatMap((service) => service.consentForms)
            .filter((f, i, all) => all.indexOf(f) === i);
          expect(forms).toEqual(firstSeen);
        },
      ),
    );
  });

  it('are signed once: an unsigned one takes the signature, a signed one refuses any', () => {
    fc.assert(
      fc.property(fc.constantFrom<ConsentState>('unsigned', 'signed'), anySigner, (state, signer) => {
        const decided = decideSignature(state, signer, at);
        if (state === 'signed') {
          expect(decided._unsafeUnwrapErr().code).toBe('CONSENT.ALREADY_SIGNED');
          return;
        }
        const signature = decided._unsafeUnwrap();
        expect(signature.signerName).toBe(signer.fullName);
        expect(signature.signedAt).toBe(at);
        // Exactly one of the two kinds of signature, equally kept.
        expect((signature.signatureSvg === null) !== (signature.typedSignature === null)).toBe(true);
        expect(signature.typedSignature !== null).toBe(signer.signature.kind === 'typed');
      }),
    );
  });
});
