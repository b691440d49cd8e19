import fc from 'fast-check';
import type { Instant } from '../calendar/instant';
import type { BookingConsentRequest } from './consent-links';
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

/** A booking's consent request as its pages and mails read it, signed or not, its code known or not. */
export const anyBookingConsentRequest: fc.Arbitrary<BookingConsentRequest> = fc
  .record({
    bookingId: fc.integer({ min: 1, max: 5 }),
    title: anyConsentText.map((text) => text.title),
    version: fc.integer({ min: 1, max: 9 }),
    signed: fc.boolean(),
    code: fc.option(fc.stringMatching(/^[A-Za-z0-9_-]{32}$/), { nil: null }),
  })
  .map(({ signed, ...request }) => ({
    ...request,
    state: signed ? ('signed' as const) : ('unsigned' as const),
    signedAt: signed ? (1_790_000_000_000 as Instant) : null,
  }));
