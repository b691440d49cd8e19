import type { Instant } from '#domain/calendar/instant';

/** What the signed document shows (issue 32 "Evidence"; docs/adr/0115). */
export interface SignedConsentDocument {
  readonly companyName: string;
  readonly locationName: string;
  readonly title: string;
  readonly version: number;
  readonly bodyMarkdown: string;
  readonly signerName: string;
  readonly signerIdNumber: string;
  /** The drawn strokes as SVG (signature-svg.ts); null for a typed signature. */
  readonly signatureSvg: string | null;
  readonly typedSignature: string | null;
  readonly textSha256: string;
  readonly signedAt: Instant;
  /** The location's IANA zone, in which the signing instant is also written. */
  readonly timeZone: string;
  readonly language: 'es' | 'en';
}

/** Makes the PDF of a signed consent, once, at signing: text, signature, hash and time. */
export interface ConsentDocuments {
  signedPdf(document: SignedConsentDocument): Promise<Uint8Array>;
}
