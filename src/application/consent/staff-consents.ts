import { err, ok, ResultAsync } from 'neverthrow';
import { instantAt, timeZone } from '#domain/availability/time-zone';
import { addDays, type LocalDate } from '#domain/calendar/local-date';
import type { CompanyId, LocationId } from '#domain/storefront/company';
import { actsFor, requiredStaffKey } from '../account/authorize-staff';
import { otherCompanysKey, type OtherCompanysKey } from '../account/account-errors';
import type { ApiKeyRequired, InvalidApiKey } from '../booking/booking-errors';
import type { CompanyDirectory } from '../ports/server/company-directory';
import type { ConsentRequestRecord, Consents } from '../ports/server/consents';
import type { StaffKeyVerifier } from '../ports/server/staff-key-verifier';
import { found, locationNotFound, type LocationNotFound } from '../shared/not-found';
import { consentNotFound, consentNotSigned, type ConsentNotFound, type ConsentNotSigned } from './consent-errors';

// A location's consents for support staff (issue 32 "The business"; docs/adr/0115), authorised as
// every staff call (ADR 0081): a key is required, and acts for the location's company, or is the
// operator's. A consent of another company is not found, as an unknown id is (as ADR 0108's cards).

export interface StaffConsentPorts {
  readonly staffKeys: StaffKeyVerifier;
  readonly companyDirectory: CompanyDirectory;
  readonly consents: Consents;
}

type KeyError = InvalidApiKey | ApiKeyRequired;

/** The consents of the bookings starting on `date` at the location, in start order. */
export function listLocationConsents(
  ports: StaffConsentPorts,
  request: { readonly apiKey: string | null; readonly locationId: LocationId; readonly date: LocalDate },
): ResultAsync<readonly ConsentRequestRecord[], KeyError | LocationNotFound | OtherCompanysKey> {
  return requiredStaffKey(ports.staffKeys, request.apiKey).andThen((key) =>
    ResultAsync.fromSafePromise(ports.companyDirectory.activeLocation(request.locationId))
      .andThen((location) => found(location, locationNotFound))
      .andThen((location) => (actsFor(key, location.companyId) ? ok(location) : err(otherCompanysKey)))
      .andThen((location) => {
        const zone = timeZone(location.timeZone);
        if (zone.isErr()) throw new Error(`Location ${String(location.id)} records an unknown time zone`);
        const from = instantAt(zone.value, request.date, 0);
        const to = instantAt(zone.value, addDays(request.date, 1), 0);
        return ResultAsync.fromSafePromise(ports.consents.ofLocationBetween(location.id, from, to));
      }),
  );
}

/** One consent by its id, for a key acting for its company. */
export function showStaffConsent(
  ports: StaffConsentPorts,
  request: { readonly apiKey: string | null; readonly consentId: number },
): ResultAsync<ConsentRequestRecord, KeyError | ConsentNotFound> {
  return requiredStaffKey(ports.staffKeys, request.apiKey).andThen((key) =>
    ResultAsync.fromSafePromise(ports.consents.byId(request.consentId)).andThen((record) =>
      record !== undefined && actsFor(key, record.location.companyId as CompanyId) ? ok(record) : err(consentNotFound),
    ),
  );
}

/** The signed PDF of one consent, for a key acting for its company; refused while unsigned. */
export function staffConsentPdf(
  ports: StaffConsentPorts,
  request: { readonly apiKey: string | null; readonly consentId: number },
): ResultAsync<Uint8Array, KeyError | ConsentNotFound | ConsentNotSigned> {
  return showStaffConsent(ports, request).andThen((record) =>
    ResultAsync.fromSafePromise(ports.consents.signedPdf(record.id)).andThen((pdf) =>
      pdf === undefined ? err(consentNotSigned) : ok(pdf),
    ),
  );
}
