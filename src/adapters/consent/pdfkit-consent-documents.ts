import PDFDocument from 'pdfkit';
import type { ConsentDocuments, SignedConsentDocument } from '#application/ports/server/consent-documents';
import { SIGNATURE_BOX } from '#domain/consent/consent-signer';

// The signed consent as a PDF (issue 32 "Evidence"; docs/adr/0115), made with PDFKit once, at
// signing, and kept: the company, the form's title and version, its full text, the signer's name
// and id number, the signature — the drawn strokes as vector paths, or the typed name — the text's
// SHA-256 and the signing instant, in UTC and in the location's time. The standard fonts write
// Latin-1 (Spanish and English); the document's dates are the signing instant, so the same
// signature makes the same document.

const LABELS = {
  es: {
    version: 'Versión',
    signer: 'Firmante',
    id: 'Documento de identidad',
    signature: 'Firma',
    typed: 'Firma escrita',
    hash: 'SHA-256 del texto firmado',
    signedAt: 'Firmado el',
  },
  en: {
    version: 'Version',
    signer: 'Signer',
    id: 'Id number',
    signature: 'Signature',
    typed: 'Typed signature',
    hash: 'SHA-256 of the signed text',
    signedAt: 'Signed at',
  },
} as const;

/** The signing instant in the location's wall-clock time, with its zone. */
function localTime(at: number, timeZone: string, language: 'es' | 'en'): string {
  return new Intl.DateTimeFormat(language === 'es' ? 'es-CL' : 'en-GB', {
    dateStyle: 'long',
    timeStyle: 'long',
    timeZone,
  }).format(new Date(at));
}

/** Markdown as lines of text: headings in bold, list items with a bullet, emphasis marks dropped. */
function writeMarkdown(pdf: PDFKit.PDFDocument, markdown: string): void {
  for (const line of markdown.split(/\r?\n/)) {
    const heading = /^#{1,6}\s+(.*)$/.exec(line);
    const item = /^\s*[-*+]\s+(.*)$/.exec(line);
    const text = (heading?.[1] ?? item?.[1] ?? line).replace(/\*\*|__|(?<!\w)[*_](?!\s)|`/g, '');
    if (line.trim() === '') {
      pdf.moveDown(0.5);
    } else if (heading !== null) {
      pdf.moveDown(0.3).font('Helvetica-Bold').fontSize(12).text(text).font('Helvetica').fontSize(10);
    } else if (item !== null) {
      pdf.text(`•  ${text}`, { indent: 10 });
    } else {
      pdf.text(text);
    }
  }
}

/** The drawn strokes' paths, scaled from SIGNATURE_BOX into a box `width` wide. */
function drawSignature(pdf: PDFKit.PDFDocument, svg: string, width: number): void {
  const scale = width / SIGNATURE_BOX.width;
  const x = pdf.x;
  const y = pdf.y;
  pdf.save().translate(x, y).scale(scale).lineWidth(4).lineCap('round').lineJoin('round');
  for (const [, d] of svg.matchAll(/<path d="([^"]*)"\/>/g)) {
    if (d !== undefined) pdf.path(d).stroke('#000000');
  }
  pdf.restore();
  pdf.y = y + SIGNATURE_BOX.height * scale + 6;
}

function writeDocument(pdf: PDFKit.PDFDocument, document: SignedConsentDocument): void {
  const label = LABELS[document.language];
  pdf.font('Helvetica-Bold').fontSize(11).text(`${document.companyName} — ${document.locationName}`);
  pdf.moveDown(0.5).fontSize(16).text(document.title);
  pdf
    .font('Helvetica')
    .fontSize(9)
    .text(`${label.version} ${String(document.version)}`);
  pdf.moveDown().fontSize(10);
  writeMarkdown(pdf, document.bodyMarkdown);
  pdf.moveDown(1.5).font('Helvetica-Bold').text(`${label.signer}: `, { continued: true });
  pdf.font('Helvetica').text(document.signerName);
  pdf.font('Helvetica-Bold').text(`${label.id}: `, { continued: true }).font('Helvetica').text(document.signerIdNumber);
  pdf
    .moveDown(0.5)
    .font('Helvetica-Bold')
    .text(document.typedSignature === null ? label.signature : label.typed);
  if (document.signatureSvg !== null) drawSignature(pdf, document.signatureSvg, 250);
  if (document.typedSignature !== null) pdf.font('Times-Italic').fontSize(22).text(document.typedSignature);
  const signedAt = new Date(document.signedAt).toISOString();
  pdf.moveDown().font('Helvetica-Bold').fontSize(9).text(`${label.signedAt}: `, { continued: true });
  pdf
    .font('Helvetica')
    .text(`${signedAt} (${localTime(document.signedAt, document.timeZone, document.language)}, ${document.timeZone})`);
  pdf.font('Helvetica-Bold').text(`${label.hash}: `, { continued: true }).font('Courier').text(document.textSha256);
}

export const pdfkitConsentDocuments: ConsentDocuments = {
  signedPdf: (document) =>
    new Promise<Uint8Array>((resolve, reject) => {
      const signedAt = new Date(document.signedAt);
      const pdf = new PDFDocument({
        size: 'A4',
        margin: 56,
        lang: document.language,
        info: {
          Title: document.title,
          Author: document.companyName,
          Subject: `SHA-256 ${document.textSha256}`,
          CreationDate: signedAt,
          ModDate: signedAt,
        },
      });
      const chunks: Buffer[] = [];
      pdf.on('data', (chunk: Buffer) => chunks.push(chunk));
      pdf.on('end', () => {
        resolve(new Uint8Array(Buffer.concat(chunks)));
      });
      pdf.on('error', reject);
      writeDocument(pdf, document);
      pdf.end();
    }),
};
