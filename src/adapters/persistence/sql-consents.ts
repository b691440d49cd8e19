import { Schema } from 'effect';
import { err, ok, type Result } from 'neverthrow';
import type { CodeSealer } from '#application/ports/server/code-sealer';
import type {
  ConsentLink,
  ConsentRequestRecord,
  Consents,
  NewConsentEvidence,
} from '#application/ports/server/consents';
import type { TokenGenerator } from '#application/ports/server/token-generator';
import { BookingId } from '#domain/booking/booking-id';
import { Instant } from '#domain/calendar/instant';
import {
  consentAlreadySigned,
  type ConsentAlreadySigned,
  type ConsentSignature,
} from '#domain/consent/consent-request';
import { consentPdfIsMailed, type ConsentSignedNotice } from '#domain/notification/consent-mail';
import { LocationId } from '#domain/storefront/company';
import { secretDigest } from '../crypto-tokens';
import type { SqlExecutor } from './sql-database';
import { isPostgresError } from './sql-database';
import { isStorableId, rowDecoder } from './stored-rows';

// Consent requests and signatures in SQL (issue 32; migration 0034, docs/adr/0115). A request's
// code is drawn here (TokenGenerator.secret: 192 bits), kept as its SHA-256 digest, which finds
// it, and sealed for its booking under the link key with a purpose of its own ("consent:"), so the
// confirmation and its mails can link by it and no other code opens from it. A signature is one
// INSERT, unique by request: of two racing, one is written and the other finds it (ON CONFLICT).

const SEAL_PURPOSE = 'consent:';
const EPOCH_MS = (column: string) => `floor(extract(epoch FROM ${column}) * 1000)::float8`;

const requestRows = rowDecoder(
  Schema.Struct({
    id: Schema.Int,
    booking_id: BookingId,
    form_key: Schema.String,
    version: Schema.Int,
    title: Schema.String,
    body_markdown: Schema.String,
    text_sha256: Schema.String,
    company_name: Schema.String,
    logo: Schema.NullOr(Schema.String),
    brand_colour: Schema.NullOr(Schema.String),
    location_id: LocationId,
    location_name: Schema.String,
    country_code: Schema.String,
    time_zone: Schema.String,
    company_id: Schema.Int,
    booking_start: Instant,
    client_name: Schema.String,
    service_name: Schema.String,
    signer_name: Schema.NullOr(Schema.String),
    signer_id_number: Schema.NullOr(Schema.String),
    signature_svg: Schema.NullOr(Schema.String),
    typed_signature: Schema.NullOr(Schema.String),
    signed_at: Schema.NullOr(Instant),
  }),
  'a consent request',
);

const REQUEST_SELECT = `
  SELECT r.id, r.booking_id, f.slug AS form_key, v.version, v.title, v.body_markdown, v.text_sha256,
         c.name AS company_name, c.logo, c.color_minisite AS brand_colour,
         l.id AS location_id, l.name AS location_name, COALESCE(l.country_code, c.country_code) AS country_code,
         l.time_zone, c.id AS company_id, ${EPOCH_MS('lower(b.during)')} AS booking_start,
         g.client_first_name || ' ' || g.client_last_name AS client_name, sv.name AS service_name,
         s.signer_name, s.signer_id_number, s.signature_svg, s.typed_signature,
         ${EPOCH_MS('s.signed_at')} AS signed_at
    FROM consent_requests r
    JOIN consent_form_versions v ON v.id = r.consent_form_version_id
    JOIN consent_forms f ON f.id = v.consent_form_id
    JOIN bookings b ON b.id = r.booking_id
    JOIN booking_groups g ON g.id = b.group_id
    JOIN locations l ON l.id = b.location_id
    JOIN companies c ON c.id = l.company_id
    JOIN services sv ON sv.id = b.service_id
    LEFT JOIN consent_signatures s ON s.consent_request_id = r.id`;

type RequestRow = ReturnType<typeof requestRows>[number];

function record(row: RequestRow): ConsentRequestRecord {
  const form = {
    key: row.form_key,
    version: row.version,
    title: row.title,
    bodyMarkdown: row.body_markdown,
    textSha256: row.text_sha256,
  };
  const signed = row.signed_at !== null && row.signer_name !== null && row.signer_id_number !== null;
  return {
    id: row.id,
    bookingId: row.booking_id,
    state: signed ? 'signed' : 'unsigned',
    form,
    company: { name: row.company_name, logo: row.logo, brandColour: row.brand_colour },
    location: {
      id: row.location_id,
      name: row.location_name,
      countryCode: row.country_code,
      timeZone: row.time_zone,
      companyId: row.company_id,
    },
    bookingStart: row.booking_start,
    clientName: row.client_name,
    serviceName: row.service_name,
    signature:
      row.signed_at === null || row.signer_name === null || row.signer_id_number === null
        ? null
        : {
            signerName: row.signer_name,
            signerIdNumber: row.signer_id_number,
            signatureSvg: row.signature_svg,
            typedSignature: row.typed_signature,
            signedAt: row.signed_at,
            version: form.version,
            textSha256: form.textSha256,
          },
  };
}

const linkRows = rowDecoder(
  Schema.Struct({
    id: Schema.Int,
    booking_id: BookingId,
    form_key: Schema.String,
    title: Schema.String,
    version: Schema.Int,
    code_sealed: Schema.Uint8Array,
    signed_at: Schema.NullOr(Instant),
  }),
  "a booking's consent request",
);

const pdfRows = rowDecoder(Schema.Struct({ pdf: Schema.Uint8Array }), 'a signed consent');
const wantedRows = rowDecoder(Schema.Struct({ booking_id: BookingId, version_id: Schema.Int }), 'a consent to ask for');

/** A request, with a new code, for each form the bookings' services or bundles ask for and have not asked yet. */
async function requestForBookings(
  executor: SqlExecutor,
  { codeSealer, tokens }: { readonly codeSealer: CodeSealer; readonly tokens: TokenGenerator },
  bookings: readonly BookingId[],
): Promise<void> {
  if (bookings.length === 0) return;
  // Each form of the booking's service, or of the bundle it is part of, at its latest version.
  const wanted = wantedRows(
    await executor.query(
      `SELECT DISTINCT ON (b.id, f.id) b.id AS booking_id, v.id AS version_id
         FROM bookings b
         JOIN service_consent_forms sc ON sc.service_id IN (b.service_id, b.bundle_id)
         JOIN consent_forms f ON f.id = sc.consent_form_id AND f.retired_at IS NULL
         JOIN consent_form_versions v ON v.consent_form_id = f.id
        WHERE b.id = ANY($1::integer[])
          AND NOT EXISTS (SELECT 1 FROM consent_requests r JOIN consent_form_versions rv ON rv.id = r.consent_form_version_id
                           WHERE r.booking_id = b.id AND rv.consent_form_id = f.id)
        ORDER BY b.id, f.id, v.version DESC`,
      [bookings],
    ),
  );
  for (const [position, { booking_id, version_id }] of wanted.entries()) {
    const code = tokens.secret();
    await executor.query(
      `INSERT INTO consent_requests (booking_id, consent_form_version_id, code_digest, code_sealed, position)
       VALUES ($1, $2, $3, $4, $5)`,
      [booking_id, version_id, secretDigest(code), codeSealer.seal(`${SEAL_PURPOSE}${code}`, booking_id), position],
    );
  }
}

const businessRows = rowDecoder(
  Schema.Struct({
    address: Schema.NullOr(Schema.String),
    phone: Schema.NullOr(Schema.String),
    email: Schema.NullOr(Schema.String),
    notify_business: Schema.Boolean,
  }),
  "a consent's location",
);

/**
 * The mail the location is owed when request `requestId` is signed with `evidence` (consent-mail.ts):
 * null when the business is not told (its notices off, or no mailbox) or the request is unknown.
 */
async function signedNoticeOf(
  executor: SqlExecutor,
  requestId: number,
  evidence: ConsentSignature,
): Promise<ConsentSignedNotice | null> {
  if (!isStorableId(requestId)) return null;
  const [row] = requestRows(await executor.query(`${REQUEST_SELECT} WHERE r.id = $1`, [requestId]));
  const [business] = businessRows(
    await executor.query(
      `SELECT NULLIF(l.address, '') AS address, l.phone, l.email, c.notify_business
         FROM consent_requests r JOIN bookings b ON b.id = r.booking_id
         JOIN locations l ON l.id = b.location_id JOIN companies c ON c.id = l.company_id
        WHERE r.id = $1`,
      [requestId],
    ),
  );
  if (row === undefined || business === undefined) return null;
  if (!consentPdfIsMailed({ notifyBusiness: business.notify_business, email: business.email })) return null;
  return {
    kind: 'consent_signed',
    requestId,
    company: { name: row.company_name, colour: row.brand_colour, logo: row.logo },
    location: {
      name: row.location_name,
      address: business.address,
      phone: business.phone,
      email: business.email,
      timeZone: row.time_zone,
      countryCode: row.country_code,
    },
    to: { name: row.location_name, email: business.email?.trim() ?? '' },
    formTitle: row.title,
    version: row.version,
    serviceName: row.service_name,
    clientName: row.client_name,
    bookingStart: row.booking_start,
    signerName: evidence.signerName,
    signedAt: evidence.signedAt,
    textSha256: row.text_sha256,
  };
}

/**
 * Keeps the request's one signature, and the location's mail when it is owed, in one statement;
 * refused when it is signed already, however concurrently.
 */
async function signOnce(
  executor: SqlExecutor,
  requestId: number,
  evidence: NewConsentEvidence,
): Promise<Result<void, ConsentAlreadySigned>> {
  // The location's mail is decided before, and written by the one statement that keeps the
  // signature: it exists exactly when the signature does (migration 0036, docs/adr/0118).
  const notice = await signedNoticeOf(executor, requestId, evidence);
  try {
    const inserted = await executor.query(
      `WITH signed AS (
         INSERT INTO consent_signatures (consent_request_id, consent_form_version_id, text_sha256, signer_name,
                                         signer_id_number, signature_svg, typed_signature, signed_at, pdf)
         SELECT r.id, v.id, v.text_sha256, $2, $3, $4, $5, to_timestamp($6::float8 / 1000), $7
           FROM consent_requests r JOIN consent_form_versions v ON v.id = r.consent_form_version_id
          WHERE r.id = $1
         ON CONFLICT (consent_request_id) DO NOTHING
         RETURNING id, consent_request_id
       ), owed AS (
         INSERT INTO notification_outbox (kind, booking_group_id, payload, available_at)
         SELECT 'consent_signed_business', b.group_id, $8::jsonb, '-infinity'::timestamptz
           FROM signed JOIN consent_requests r ON r.id = signed.consent_request_id
           JOIN bookings b ON b.id = r.booking_id
          WHERE $8::jsonb IS NOT NULL
       )
       SELECT id FROM signed`,
      [
        requestId,
        evidence.signerName,
        evidence.signerIdNumber,
        evidence.signatureSvg,
        evidence.typedSignature,
        evidence.signedAt,
        evidence.pdf,
        notice === null ? null : JSON.stringify(notice),
      ],
    );
    return inserted.length === 1 ? ok(undefined) : err(consentAlreadySigned);
  } catch (error) {
    if (isPostgresError(error, '23505')) return err(consentAlreadySigned);
    throw error;
  }
}

/** The consents port over `executor`: a database, or the transaction of a booking being made. */
export function sqlConsents(executor: SqlExecutor, codeSealer: CodeSealer, tokens: TokenGenerator): Consents {
  const one = async (where: string, value: unknown) => {
    const [row] = requestRows(await executor.query(`${REQUEST_SELECT} WHERE ${where}`, [value]));
    return row === undefined ? undefined : record(row);
  };
  return {
    requestForBookings: (bookings) => requestForBookings(executor, { codeSealer, tokens }, bookings),

    byCode: (code) => one('r.code_digest = $1', secretDigest(code)),

    byId: (id) => (isStorableId(id) ? one('r.id = $1', id) : Promise.resolve(undefined)),

    async ofLocationBetween(locationId, from, to) {
      const rows = requestRows(
        await executor.query(
          `${REQUEST_SELECT}
            WHERE b.location_id = $1 AND lower(b.during) >= to_timestamp($2::float8 / 1000)
              AND lower(b.during) < to_timestamp($3::float8 / 1000) AND b.status <> 'cancelled'
            ORDER BY lower(b.during), b.id, r.position, r.id`,
          [locationId, from, to],
        ),
      );
      return rows.map(record);
    },

    async linksOf(bookings) {
      const rows = linkRows(
        await executor.query(
          `SELECT r.id, r.booking_id, f.slug AS form_key, v.title, v.version, r.code_sealed,
                  ${EPOCH_MS('s.signed_at')} AS signed_at
             FROM consent_requests r
             JOIN consent_form_versions v ON v.id = r.consent_form_version_id
             JOIN consent_forms f ON f.id = v.consent_form_id
             LEFT JOIN consent_signatures s ON s.consent_request_id = r.id
            WHERE r.booking_id = ANY($1::integer[]) ORDER BY r.booking_id, r.position, r.id`,
          [bookings],
        ),
      );
      return rows.map((row): ConsentLink => {
        const opened = codeSealer.open(row.code_sealed, row.booking_id);
        return {
          requestId: row.id,
          bookingId: row.booking_id,
          formKey: row.form_key,
          title: row.title,
          version: row.version,
          state: row.signed_at === null ? 'unsigned' : 'signed',
          signedAt: row.signed_at,
          code: opened?.startsWith(SEAL_PURPOSE) === true ? opened.slice(SEAL_PURPOSE.length) : null,
        };
      });
    },

    sign: (requestId, evidence) => signOnce(executor, requestId, evidence),

    async signedPdf(requestId) {
      if (!isStorableId(requestId)) return undefined;
      const [row] = pdfRows(
        await executor.query('SELECT pdf FROM consent_signatures WHERE consent_request_id = $1', [requestId]),
      );
      return row?.pdf;
    },
  };
}
