import { Schema } from 'effect';
import { BookingId } from '#domain/booking/booking-id';
import { ClientId } from '#domain/client/client-id';
import { CompanyId, LocationId } from '#domain/storefront/company';

// The contract's validation hands a route its ids as positive integers (openapi `CompanyId`,
// `LocationId`, `BookingId`): here they become the domain's branded ids, one decoder per id, so a
// route names which id a number is once and the ports take nothing else (ADR 0054). On input the
// contract has validated this cannot fail; if it throws, the contract and the domain disagree, a
// bug that answers 500 like any other.

export const companyIdFromWire: (id: number) => CompanyId = Schema.decodeSync(CompanyId);
export const locationIdFromWire: (id: number) => LocationId = Schema.decodeSync(LocationId);
export const bookingIdFromWire: (id: number) => BookingId = Schema.decodeSync(BookingId);
export const clientIdFromWire: (id: number) => ClientId = Schema.decodeSync(ClientId);
