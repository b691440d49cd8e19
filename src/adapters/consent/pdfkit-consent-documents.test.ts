import { describe, expect, it } from 'vitest';
import { extractText, getDocumentProxy } from 'unpdf';
import type { SignedConsentDocument } from '#application/ports/server/consent-documents';
import type { Instant } from '#domain/calendar/instant';
import { signatureSvg } from '#domain/consent/signature-svg';
import { pdfkitConsentDocuments } from './pdfkit-consent-documents';

// Issue 32 "Evidence": a PDF of the signed document (text, signature, hash, time), read back.

const HASH = 'a'.repeat(64);

const document = (overrides: Partial<SignedConsentDocument> = {}): SignedConsentDocument => ({
  companyName: 'Clínica Dental Sonrisa',
  locationName: 'Ñuñoa',
  title: 'Consentimiento informado para blanqueamiento',
  version: 2,
  bodyMarkdown: '## Riesgos\n\n- Sensibilidad dental pasajera.\n\nAutorizo el **blanqueamiento**.',
  signerName: 'María José Pérez',
  signerIdNumber: '12.345.678-5',
  signatureSvg: signatureSvg([
    [
      { x: 10, y: 10 },
      { x: 200, y: 150 },
    ],
  ]),
  typedSignature: null,
  textSha256: HASH,
  signedAt: Date.parse('2026-12-02T13:05:00Z') as Instant,
  timeZone: 'America/Santiago',
  language: 'es',
  ...overrides,
});

async function textOf(pdf: Uint8Array): Promise<string> {
  const { text } = await extractText(await getDocumentProxy(new Uint8Array(pdf)), { mergePages: true });
  return text;
}

describe('the signed consent as a PDF (PDFKit)', () => {
  it('holds the company, title, version, full text, signer, hash and the instant in UTC and local time', async () => {
    const pdf = await pdfkitConsentDocuments.signedPdf(document());
    expect(new TextDecoder().decode(pdf.slice(0, 5))).toBe('%PDF-');
    const text = await textOf(pdf);
    for (const expected of [
      'Clínica Dental Sonrisa',
      'Consentimiento informado para blanqueamiento',
      'Versión 2',
      'Sensibilidad dental pasajera.',
      'Autorizo el blanqueamiento.',
      'María José Pérez',
      '12.345.678-5',
      HASH,
      '2026-12-02T13:05:00.000Z',
      'America/Santiago',
    ]) {
      expect(text).toContain(expected);
    }
    expect(text).toMatch(/10:05/);
  });

  it('writes a typed signature as text, in English for an English page', async () => {
    const text = await textOf(
      await pdfkitConsentDocuments.signedPdf(
        document({ signatureSvg: null, typedSignature: 'M. J. Pérez', language: 'en' }),
      ),
    );
    expect(text).toContain('Typed signature');
    expect(text).toContain('M. J. Pérez');
  });

  it('is the same document for the same signature', async () => {
    const [one, two] = await Promise.all([
      pdfkitConsentDocuments.signedPdf(document()),
      pdfkitConsentDocuments.signedPdf(document()),
    ]);
    expect(Buffer.from(one).equals(Buffer.from(two))).toBe(true);
  });
});
