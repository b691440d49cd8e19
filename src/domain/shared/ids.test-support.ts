import { Schema } from 'effect';
import { BookingId } from '../booking/booking-id';
import { ClientId } from '../client/client-id';
import { CompanyId, LocationId } from '../storefront/company';

// Tests write ids as literals: these decode them (and throw on a literal that is no id), so a test
// says `locationId(31)` where production code has decoded the id at its edge (ADR 0054).

export const companyId: (id: number) => CompanyId = Schema.decodeSync(CompanyId);
export const locationId: (id: number) => LocationId = Schema.decodeSync(LocationId);
export const bookingId: (id: number) => BookingId = Schema.decodeSync(BookingId);
export const clientId: (id: number) => ClientId = Schema.decodeSync(ClientId);
