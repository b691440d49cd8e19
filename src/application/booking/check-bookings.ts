import { ResultAsync } from 'neverthrow';
import type { Instant } from '#domain/calendar/instant';
import type { ProviderId, ServiceId } from '#domain/catalog/service';
import { allocatePlans } from '#domain/membership/plan-allocation';
import { checkBookingTerms, type BookingTermsError, type BookingTermsPorts } from './check-booking-terms';
import {
  readSubmission,
  type BookingSubmission,
  type ReadSubmissionError,
  type SubmissionPorts,
} from './place-bookings';
import type { Memberships } from '../ports/server/memberships';
import { planHolder, recogniseClient } from './recognise-client';

/** An item that can still be booked, with the professional it would get. */
export interface BookableItem {
  readonly serviceId: ServiceId;
  readonly start: Instant;
  readonly end: Instant;
  readonly providerId: ProviderId;
}

/** check_bookings' answer (booking-wizard §3 Membership check response). */
export interface BookingsCheck {
  readonly timeZone: string;
  readonly available: readonly BookableItem[];
  /** The services of the items whose hour is no longer free. */
  readonly unavailable: readonly ServiceId[];
  /** The items a membership of the client pays for, with the membership to send back. */
  readonly covered: readonly { readonly serviceId: ServiceId; readonly paymentMembershipId: number }[];
  /** The items no membership of the client pays for. */
  readonly uncovered: readonly ServiceId[];
}

/**
 * Answers, booking nothing, which items can still be booked and which a membership or plan of the
 * client pays for (booking-wizard §4 Submission, §7 Availability check). An hour no longer free is
 * an answer (listed unavailable), not a failure (ADR 0014). Memberships are allocated as create
 * spends them (plan-allocation.ts): the one ending soonest first, never beyond its uses. It refuses
 * what create would refuse of the same submission (docs/adr/0022): a client the company does not let
 * book, a price or discount the server does not grant, an ended promotion's price, a mileage that
 * does not exceed the register's. The memberships are those of the client record the company
 * recognises the booker as by its identification rule, as create spends them (docs/adr/0048) —
 * none unless the booker is their signed-in owner, where the company requires it (docs/adr/0124).
 */
export function checkBookings(ports: SubmissionPorts & BookingTermsPorts & { readonly memberships: Memberships }) {
  const read = readSubmission(ports);
  const checkTerms = checkBookingTerms(ports);
  const recognise = recogniseClient(ports.clients);
  return (submission: BookingSubmission): ResultAsync<BookingsCheck, ReadSubmissionError | BookingTermsError> =>
    read(submission)
      .andThen((reading) => checkTerms(submission, reading).map(() => reading))
      .andThen((reading) => {
        const dates = reading.placed.flatMap((placed) => (placed === null ? [] : [placed.date])).sort();
        const items = submission.items.map((submitted, index) => ({
          serviceId: submitted.serviceId as ServiceId,
          placed: reading.placed[index] ?? null,
        }));
        const first = dates[0];
        const last = dates[dates.length - 1];
        const memberships =
          !reading.settings.activeMemberships || first === undefined || last === undefined
            ? Promise.resolve([])
            : recognise(submission.client, reading).then((recognised) => {
                const holder = planHolder(recognised, reading, submission.booker);
                return holder === null ? [] : ports.memberships.validFor(reading.company.id, holder, first, last);
              });
        return ResultAsync.fromSafePromise(memberships).map((valid): BookingsCheck => {
          const payable = items.flatMap((each) => (each.placed === null ? [] : [each.placed]));
          const allocation = allocatePlans(
            valid,
            payable.map((placed) => ({ serviceId: placed.serviceId, date: placed.date })),
          );
          const paying = new Map(payable.map((placed, index) => [placed, allocation[index] ?? null]));
          return {
            timeZone: reading.location.timeZone,
            available: payable.map((placed) => ({
              serviceId: placed.serviceId,
              start: placed.start,
              end: placed.end,
              providerId: placed.providerId,
            })),
            unavailable: items.flatMap((each) => (each.placed === null ? [each.serviceId] : [])),
            covered: payable.flatMap((placed) => {
              const membership = paying.get(placed) ?? null;
              return membership === null ? [] : [{ serviceId: placed.serviceId, paymentMembershipId: membership }];
            }),
            uncovered: items.flatMap((each) =>
              each.placed !== null && (paying.get(each.placed) ?? null) !== null ? [] : [each.serviceId],
            ),
          };
        });
      });
}

export type CheckBookings = ReturnType<typeof checkBookings>;
