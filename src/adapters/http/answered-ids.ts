import { err, ok, type Result } from 'neverthrow';
import type { ApiFailure } from '#application/ports/client/api-result';
import { isBookingId, type BookingId } from '#domain/booking/booking-id.plain';
import { isCompanyId, isLocationId, type CompanyId, type LocationId } from '#domain/storefront/company.plain';

// The API's answers hand the client its ids as the contract's positive integers: here they become
// the domain's branded ids, one reader per id, so the storefront and the CLI name which id a number
// is once, where it comes in, and pass nothing else (ADR 0054; the server's twin is
// src/adapters/http-server/wire-ids.ts). A number that is no id is the API breaking its contract:
// the call answers ApiMisbehaved, as for any other answer outside the contract.

/** An id the API answered that the domain refuses (not a positive integer). */
class IdOutsideContract extends Error {}

/** A reader that lets through only the ids `is` accepts; the error names the number it refused. */
function idReader<Id>(is: (value: unknown) => value is Id): (id: number) => Id {
  return (id) => {
    if (is(id)) return id;
    throw new IdOutsideContract(String(id));
  };
}

export const companyIdAnswered = idReader<CompanyId>(isCompanyId);
export const locationIdAnswered = idReader<LocationId>(isLocationId);
export const bookingIdAnswered = idReader<BookingId>(isBookingId);

/**
 * Reads a 2xx answer whose ids `read` brands with the readers above; an id outside the contract
 * makes the call's answer ApiMisbehaved, with the answer's status.
 */
export function withAnsweredIds<Data, Value>(
  read: (data: Data, response: Response) => Value,
): (answer: { readonly data: Data; readonly response: Response }) => Result<Value, ApiFailure> {
  return ({ data, response }) => {
    try {
      return ok(read(data, response));
    } catch (error) {
      if (!(error instanceof IdOutsideContract)) throw error;
      return err({
        _tag: 'ApiMisbehaved',
        status: response.status,
        message: `The API answered ${error.message} as an id, which is no id.`,
      });
    }
  };
}
