import { describe } from 'vitest';
import { inMemoryBookings, inMemoryIdempotentRequests } from '#application/booking/in-memory-bookings.test-support';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import { companyId, locationId } from '#domain/shared/ids.test-support';
import { bookingsContract } from './bookings-contract.test-support';

// The in-memory fakes the use cases' tests run on, each held to the contract its SQL adapter
// passes on PGlite and PostgreSQL (ADR 0097): a use case tested over a fake relies only on what
// the real store does.

describe('the in-memory bookings', () => {
  bookingsContract(() => {
    const idempotentRequests = inMemoryIdempotentRequests();
    return Promise.resolve({
      bookings: inMemoryBookings([], idempotentRequests),
      idempotentRequests,
      companyId: companyId(1),
      locationId: locationId(1),
      professionals: [1 as ProviderId, 2 as ProviderId],
      serviceId: 1 as ServiceId,
      teacher: { providerId: 3 as ProviderId, serviceId: 2 as ServiceId, appointmentServiceId: 3 as ServiceId },
    });
  });
});
