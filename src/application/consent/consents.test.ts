import { describe, expect, it } from 'vitest';
import type { ConsentDocuments, SignedConsentDocument } from '../ports/server/consent-documents';
import type { Instant } from '#domain/calendar/instant';
import { bookingId, locationId } from '#domain/shared/ids.test-support';
import { signConsent, signedConsentPdf, viewConsent } from './consents';
import { inMemoryConsents } from './in-memory-consents.test-support';

// Issue 32 "Signing" and "Evidence", on the in-memory fake: a consent read, signed once by drawing
// or typing, refused with every field named, its PDF made once with the exact text's hash.

const NOW = Date.parse('2026-12-01T15:00:00Z') as Instant;

async function scene() {
  const consents = inMemoryConsents(() => [
    {
      form: { key: 'blanq', version: 2, title: 'Consentimiento', bodyMarkdown: 'Acepto.', textSha256: 'b'.repeat(64) },
      company: { name: 'Clínica', logo: null, brandColour: null },
      location: { id: locationId(4), name: 'Ñuñoa', countryCode: 'cl', timeZone: 'America/Santiago', companyId: 3 },
      bookingStart: NOW,
      clientName: 'Ana Pérez',
      serviceName: 'Blanqueamiento',
    },
  ]);
  await consents.requestForBookings([bookingId(1)]);
  const [link] = await consents.linksOf([bookingId(1)]);
  const made: SignedConsentDocument[] = [];
  const documents: ConsentDocuments = {
    signedPdf: (document) => {
      made.push(document);
      return Promise.resolve(new TextEncoder().encode('%PDF-'));
    },
  };
  return { ports: { consents, documents, clock: { now: () => NOW } }, code: link?.code ?? '', made };
}

const drawn = {
  kind: 'drawn' as const,
  strokes: [
    [
      { x: 1, y: 1 },
      { x: 50, y: 60 },
    ],
  ],
};

describe('signing a consent', () => {
  it('signs by drawing: the evidence keeps the SVG, the version and hash, and the PDF is made once', async () => {
    const { ports, code, made } = await scene();
    const signed = (
      await signConsent(ports, code, { fullName: ' Ana Soto ', idNumber: '123456785', signature: drawn, agreed: true })
    )._unsafeUnwrap();
    expect(signed.state).toBe('signed');
    expect(signed.signature).toMatchObject({
      signerName: 'Ana Soto',
      signerIdNumber: '12.345.678-5',
      typedSignature: null,
      version: 2,
      textSha256: 'b'.repeat(64),
      signedAt: NOW,
    });
    expect(signed.signature?.signatureSvg).toContain('<path d="M1 1L50 60"/>');
    expect(made).toHaveLength(1);
    expect(made[0]).toMatchObject({ title: 'Consentimiento', version: 2, textSha256: 'b'.repeat(64), language: 'es' });
    expect((await viewConsent(ports, code))._unsafeUnwrap().state).toBe('signed');
    expect((await signedConsentPdf(ports, code))._unsafeUnwrap()).toEqual(new TextEncoder().encode('%PDF-'));
  });

  it('signs by typing, equally valid, and refuses any later signature', async () => {
    const { ports, code, made } = await scene();
    const typed = {
      fullName: 'Ana Soto',
      idNumber: '12.345.678-5',
      signature: { kind: 'typed' as const, text: 'Ana Soto' },
      agreed: true,
    };
    expect((await signConsent(ports, code, typed))._unsafeUnwrap().signature?.typedSignature).toBe('Ana Soto');
    expect((await signConsent(ports, code, typed))._unsafeUnwrapErr().code).toBe('CONSENT.ALREADY_SIGNED');
    expect(made).toHaveLength(1);
  });

  it('names every field refused, and makes nothing', async () => {
    const { ports, code, made } = await scene();
    const refused = (
      await signConsent(ports, code, { fullName: '', idNumber: '12.345.678-9', signature: drawn, agreed: false })
    )._unsafeUnwrapErr();
    expect(refused).toEqual({
      _tag: 'ConsentSignatureInvalid',
      code: 'REQUEST.INVALID',
      fields: [
        { field: 'full_name', problem: 'missing' },
        { field: 'id_number', problem: 'invalid' },
        { field: 'agreed', problem: 'notAgreed' },
      ],
    });
    expect(made).toEqual([]);
    expect((await signedConsentPdf(ports, code))._unsafeUnwrapErr().code).toBe('CONSENT.NOT_SIGNED');
  });

  it('knows no consent by an unknown code', async () => {
    const { ports } = await scene();
    expect((await viewConsent(ports, 'nope'))._unsafeUnwrapErr().code).toBe('CONSENT.NOT_FOUND');
    expect((await signedConsentPdf(ports, 'nope'))._unsafeUnwrapErr().code).toBe('CONSENT.NOT_FOUND');
  });
});
