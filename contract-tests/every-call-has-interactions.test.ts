import { describe, expect, it } from 'vitest';
import { bookingApiClient } from '#adapters/http/booking-api-client';
import { INTERACTIONS_BY_METHOD } from './booking-api-interactions.test-support';

// Every call the HTTP client adapter makes has interactions in the pacts (issue 7): a method added
// to a Booking API port fails here until a block in booking-api-interactions.test-support.ts
// covers it and the consumers that make the call list it.

describe('the pacts cover the HTTP client adapter', () => {
  it('has interactions for every method of the Booking API ports', () => {
    const methods = Object.keys(bookingApiClient({ baseUrl: 'http://reserva.invalid' })).sort();
    expect(methods.filter((method) => INTERACTIONS_BY_METHOD[method] === undefined)).toEqual([]);
  });
});
