import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { anyValidClientForm } from '#domain/client/client.arbitraries';
import { clientPayload } from '#domain/client/client-payload';
import { canonicalText } from '#domain/shared/canonical-text';
import type { BookingRequest } from '../../ports/client/booking-requests';
import { recordingPause, scriptedHumanCheck } from '../shared/client-side-ports.test-support';
import { createReservation } from './create-reservation';
import { contentKeys, fakeBookingApi, palermoCutRequest } from '../shared/fake-booking-api.test-support';
import type { ReservationRequest } from './reservation-request';

// Creating the bookings (booking-wizard §4 Submission, §5 human check, §7 Create booking with
// recaptchaToken; §8 "Human-check failure: … booking not sent"; docs/adr/0023 content-derived
// Idempotency-Keys, so a retried submission is answered with the same bookings).

const reservationAt = (start: string, end: string): ReservationRequest => ({
  request: palermoCutRequest({ start, end }),
  internalIds: [],
});
const tenOClock = reservationAt('2026-12-09T10:00:00-03:00', '2026-12-09T10:30:00-03:00');

function ports(answers: readonly (string | null)[] = ['token-de-una-persona'], fallbackToken: string | null = null) {
  const api = fakeBookingApi();
  return {
    api,
    bookingRequests: api,
    humanCheck: scriptedHumanCheck(answers, fallbackToken),
    pause: recordingPause(),
    idempotencyKeys: contentKeys,
  };
}

describe('creating the bookings of a reservation (booking-wizard §7 Create booking)', () => {
  it("sends the request with the human check's token", async () => {
    const used = ports();
    const created = (await createReservation(used)(tenOClock))._unsafeUnwrap();
    expect(used.api.created.map((sent) => sent.request)).toEqual([
      { ...tenOClock.request, humanCheckToken: 'token-de-una-persona' },
    ]);
    expect(created).toMatchObject({ booking: { status: 'confirmed' }, replayed: false });
  });

  it("sends it under the Idempotency-Key the keys port derives from the request's canonical text", async () => {
    const used = ports();
    await createReservation(used)(tenOClock);
    expect(used.api.created[0]?.key).toBe(contentKeys.keyFor(canonicalText(tenOClock.request)));
  });

  it('sends the same submission again under the same key, whatever token the check gives, so the API answers it with the same bookings', async () => {
    const used = ports(['first-token', 'second-token']);
    const create = createReservation(used);
    const first = (await create(tenOClock))._unsafeUnwrap();
    const again = (await create(tenOClock))._unsafeUnwrap();
    expect(again).toEqual({ ...first, replayed: true });
    expect(used.api.created).toHaveLength(1);
  });

  it('sends another submission under another key', async () => {
    const used = ports(['first-token', 'second-token']);
    const create = createReservation(used);
    await create(tenOClock);
    (await create(reservationAt('2026-12-09T11:00:00-03:00', '2026-12-09T11:30:00-03:00')))._unsafeUnwrap();
    expect(new Set(used.api.created.map((sent) => sent.key)).size).toBe(2);
  });

  it('derives the same key from the same request written with its keys in any order, whoever books', async () => {
    const reordered = (request: BookingRequest) =>
      Object.fromEntries(Object.entries(request).reverse()) as unknown as BookingRequest;
    await fc.assert(
      fc.asyncProperty(anyValidClientForm, async (client) => {
        const reservation = {
          ...tenOClock,
          request: { ...tenOClock.request, client: clientPayload(client, 'Llegá 5 minutos antes.') },
        };
        const used = ports(['one', 'two']);
        await createReservation(used)(reservation);
        await createReservation(used)({ ...reservation, request: reordered(reservation.request) });
        expect(used.api.created).toHaveLength(1);
      }),
      { numRuns: 30 },
    );
  });

  it("answers the API's refusal as it is", async () => {
    const used = ports();
    const slotTaken = {
      _tag: 'ApiRefusal',
      status: 409,
      code: 'BOOKING.SLOT_TAKEN',
      message: 'taken',
      attributes: [{ field: 'bookings[0].start', messages: ['taken'] }],
      retryAfterSeconds: null,
    } as const;
    used.api.failing.set('createBooking', slotTaken);
    expect((await createReservation(used)(tenOClock))._unsafeUnwrapErr()).toEqual(slotTaken);
  });
});

describe('the human check before creating (booking-wizard §5, §8 RECAPTCHA_ERR)', () => {
  it('retries the check once, half a second later, before sending', async () => {
    const used = ports([null, 'second-token']);
    (await createReservation(used)(tenOClock))._unsafeUnwrap();
    expect(used.pause.waits).toEqual([0.5]);
    expect(used.api.created[0]?.request.humanCheckToken).toBe('second-token');
  });

  it("sends the site's default token when the check fails twice", async () => {
    const used = ports([null, null], 'default-token');
    (await createReservation(used)(tenOClock))._unsafeUnwrap();
    expect(used.api.created[0]?.request.humanCheckToken).toBe('default-token');
  });

  it('sends nothing, failing as HUMAN_CHECK.FAILED, when the check fails twice and the site takes no default token', async () => {
    const used = ports([null, null], null);
    expect((await createReservation(used)(tenOClock))._unsafeUnwrapErr()).toMatchObject({
      _tag: 'HumanCheckFailed',
      code: 'HUMAN_CHECK.FAILED',
    });
    expect(used.api.created).toEqual([]);
  });
});
