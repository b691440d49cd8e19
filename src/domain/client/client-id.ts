import { Schema } from 'effect';

// A client record's id: a positive integer, branded so that it cannot stand in for a booking's or a
// company's id (ADR 0054). A client record belongs to one company (the one that recognised them).

export const ClientId = Schema.Int.pipe(Schema.check(Schema.isGreaterThan(0)), Schema.brand('ClientId'));
export type ClientId = typeof ClientId.Type;

export const isClientId = Schema.is(ClientId);
