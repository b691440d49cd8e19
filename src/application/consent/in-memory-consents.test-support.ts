import { err, ok } from 'neverthrow';
import type { ConsentRequestRecord, Consents, NewConsentEvidence } from '../ports/server/consents';
import type { BookingId } from '#domain/booking/booking-id';
import { consentAlreadySigned } from '#domain/consent/consent-request';

// Test support: the consents port in memory (issue 32; docs/adr/0115), held to the SQL adapter's
// contract (consents-contract.test-support.ts, from in-memory-fakes.test.ts). A booking's requests
// are made from what `formsOf` says its services ask for; codes are unique, not random.

/** What a request of a booking is made of: all of its record but its id, state and signature. */
export type ConsentAsked = Omit<ConsentRequestRecord, 'id' | 'state' | 'signature' | 'bookingId'>;

interface Kept {
  record: ConsentRequestRecord;
  readonly codeDigest: string;
  readonly code: string;
  pdf: Uint8Array | undefined;
}

let drawn = 0;
/** A code no other request of the run has, as long as a real one (32 characters). */
const aCode = () => `fake-consent-code-${String((drawn += 1)).padStart(14, '0')}`;
/** The fake keeps codes as they are: it has no secrets to keep from anybody. */
const digest = (code: string) => code;

export function inMemoryConsents(formsOf: (booking: BookingId) => readonly ConsentAsked[]): Consents & {
  readonly requests: readonly Kept[];
} {
  const requests: Kept[] = [];
  return {
    requests,
    requestForBookings(bookings) {
      for (const bookingId of bookings) {
        for (const asked of formsOf(bookingId)) {
          if (requests.some((kept) => kept.record.bookingId === bookingId && kept.record.form.key === asked.form.key))
            continue;
          const code = aCode();
          requests.push({
            record: { ...asked, id: requests.length + 1, bookingId, state: 'unsigned', signature: null },
            codeDigest: digest(code),
            code,
            pdf: undefined,
          });
        }
      }
      return Promise.resolve();
    },
    byCode: (code) => Promise.resolve(requests.find((kept) => kept.codeDigest === digest(code))?.record),
    byId: (id) => Promise.resolve(requests.find((kept) => kept.record.id === id)?.record),
    ofLocationBetween: (locationId, from, to) =>
      Promise.resolve(
        requests
          .map((kept) => kept.record)
          .filter(
            (record) => record.location.id === locationId && record.bookingStart >= from && record.bookingStart < to,
          )
          .sort((left, right) => left.bookingStart - right.bookingStart || left.bookingId - right.bookingId),
      ),
    linksOf: (bookings) =>
      Promise.resolve(
        requests
          .filter((kept) => bookings.includes(kept.record.bookingId))
          .map((kept) => ({
            requestId: kept.record.id,
            bookingId: kept.record.bookingId,
            formKey: kept.record.form.key,
            title: kept.record.form.title,
            version: kept.record.form.version,
            state: kept.record.state,
            signedAt: kept.record.signature?.signedAt ?? null,
            code: kept.code,
          })),
      ),
    sign(requestId, evidence: NewConsentEvidence) {
      const kept = requests.find((each) => each.record.id === requestId);
      if (kept === undefined || kept.record.state === 'signed') return Promise.resolve(err(consentAlreadySigned));
      const { pdf, ...signature } = evidence;
      kept.pdf = pdf;
      kept.record = {
        ...kept.record,
        state: 'signed',
        signature: { ...signature, version: kept.record.form.version, textSha256: kept.record.form.textSha256 },
      };
      return Promise.resolve(ok(undefined));
    },
    signedPdf: (requestId) => Promise.resolve(requests.find((kept) => kept.record.id === requestId)?.pdf),
  };
}
