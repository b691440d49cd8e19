import type { ResultAsync } from 'neverthrow';
import type { ConsentError } from '#application/consent/consent-errors';
import type { ApplicationError } from '#application/shared/application-error';
import type { LocalDate } from '#domain/calendar/local-date';
import type { LocationId } from '#domain/storefront/company';
import { locationIdFromWire } from '../wire-ids';
import type { ConsentRequestRecord } from '#application/ports/server/consents';
import type { SignerSubmission } from '#domain/consent/consent-signer';
import { formatOffsetDateTime, timeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import { countryLanguage } from '#domain/storefront/country-locale';
import type { components } from '../../http/booking-api.generated';
import { contractRoute, type ContractRoute } from '../contract-route';

// A booking's consent forms read and signed by their codes (issue 32; docs/adr/0115): the page's
// read, the one signature and the signed PDF. The code travels in the path as every capability
// link's does; request logs name the route's template, never the code (ADR 0060).

type Schemas = components['schemas'];

export interface ConsentUseCases {
  readonly listLocationConsents: (request: {
    readonly apiKey: string | null;
    readonly locationId: LocationId;
    readonly date: LocalDate;
  }) => ResultAsync<readonly ConsentRequestRecord[], ApplicationError>;
  readonly showStaffConsent: (request: {
    readonly apiKey: string | null;
    readonly consentId: number;
  }) => ResultAsync<ConsentRequestRecord, ApplicationError>;
  readonly staffConsentPdf: (request: {
    readonly apiKey: string | null;
    readonly consentId: number;
  }) => ResultAsync<Uint8Array, ApplicationError>;
  readonly viewConsent: (code: string) => ResultAsync<ConsentRequestRecord, ConsentError>;
  readonly signConsent: (code: string, submission: SignerSubmission) => ResultAsync<ConsentRequestRecord, ConsentError>;
  readonly signedConsentPdf: (code: string) => ResultAsync<Uint8Array, ConsentError>;
}

function signedAtText(request: ConsentRequestRecord, at: Instant): string {
  const zone = timeZone(request.location.timeZone);
  if (zone.isErr()) throw new Error(`A location records an unknown time zone: ${request.location.timeZone}`);
  return formatOffsetDateTime(zone.value, at);
}

/** A consent as its page reads it: its form, the company's brand, and once signed who signed and when. */
export function wireConsent(request: ConsentRequestRecord): Schemas['Consent'] {
  const signature = request.signature;
  return {
    state: request.state,
    company: { name: request.company.name, color_minisite: request.company.brandColour, logo: request.company.logo },
    location: {
      name: request.location.name,
      country_code: request.location.countryCode,
      language: countryLanguage(request.location.countryCode),
    },
    form: {
      key: request.form.key,
      title: request.form.title,
      version: request.form.version,
      body_markdown: request.form.bodyMarkdown,
      text_sha256: request.form.textSha256,
    },
    signature:
      signature === null
        ? null
        : {
            signer_name: signature.signerName,
            signed_at: signedAtText(request, signature.signedAt),
            kind: signature.typedSignature === null ? 'drawn' : 'typed',
          },
  };
}

/** A consent as staff read it: the booking, the client, the form's version and hash, and the signer's id number. */
export function wireStaffConsent(request: ConsentRequestRecord): Schemas['StaffConsent'] {
  const signature = request.signature;
  return {
    id: request.id,
    booking_id: request.bookingId,
    booking_start: signedAtText(request, request.bookingStart),
    client_name: request.clientName,
    service_name: request.serviceName,
    location_id: request.location.id,
    state: request.state,
    form: {
      key: request.form.key,
      title: request.form.title,
      version: request.form.version,
      text_sha256: request.form.textSha256,
    },
    signature:
      signature === null
        ? null
        : {
            signer_name: signature.signerName,
            signer_id_number: signature.signerIdNumber,
            signed_at: signedAtText(request, signature.signedAt),
            kind: signature.typedSignature === null ? 'drawn' : 'typed',
          },
  };
}

const PDF_HEADERS = { 'Cache-Control': 'no-store', 'Content-Disposition': 'inline; filename="consent.pdf"' };

function submission(body: Schemas['ConsentSignatureRequest']): SignerSubmission {
  const typed = body.typed_signature;
  return {
    fullName: body.full_name,
    idNumber: body.id_number,
    // Typed when typed: the keyboard's alternative is as valid as drawing (WCAG 2.2 SC 2.5.7).
    signature:
      typed !== undefined && (body.strokes ?? []).length === 0
        ? { kind: 'typed', text: typed }
        : {
            kind: 'drawn',
            strokes: (body.strokes ?? []).map((stroke) =>
              stroke.map((point) => ({ x: point[0] ?? Number.NaN, y: point[1] ?? Number.NaN })),
            ),
          },
    agreed: body.agreed,
  };
}

export function consentRoutes(useCases: ConsentUseCases): readonly ContractRoute[] {
  return [
    contractRoute('getConsent', ({ path }) =>
      useCases.viewConsent(path.code).map((request) => ({
        status: 200 as const,
        body: wireConsent(request),
        headers: { 'Cache-Control': 'no-store' },
      })),
    ),
    contractRoute('signConsent', ({ path, body }) =>
      useCases.signConsent(path.code, submission(body)).map((request) => ({
        status: 201 as const,
        body: wireConsent(request),
        headers: { 'Cache-Control': 'no-store' },
      })),
    ),
    contractRoute('getConsentPdf', ({ path }) =>
      useCases.signedConsentPdf(path.code).map((pdf) => ({
        status: 200 as const,
        body: pdf,
        headers: PDF_HEADERS,
      })),
    ),
    contractRoute('listLocationConsents', ({ path, query, credentials }) =>
      useCases
        .listLocationConsents({
          apiKey: credentials.apiKey,
          locationId: locationIdFromWire(path.locationId),
          date: query.date as LocalDate,
        })
        .map((consents) => ({ status: 200 as const, body: consents.map(wireStaffConsent) })),
    ),
    contractRoute('showStaffConsent', ({ path, credentials }) =>
      useCases
        .showStaffConsent({ apiKey: credentials.apiKey, consentId: path.consentId })
        .map((consent) => ({ status: 200 as const, body: wireStaffConsent(consent) })),
    ),
    contractRoute('getStaffConsentPdf', ({ path, credentials }) =>
      useCases
        .staffConsentPdf({ apiKey: credentials.apiKey, consentId: path.consentId })
        .map((pdf) => ({ status: 200 as const, body: pdf, headers: PDF_HEADERS })),
    ),
  ];
}
