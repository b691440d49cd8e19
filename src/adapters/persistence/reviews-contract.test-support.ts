import { expect, it } from 'vitest';
import type { Reviews } from '#application/ports/server/reviews';
import type { Instant } from '#domain/calendar/instant';
import type { ReviewSubmission } from '#domain/review/review-form';
import type { LocationId } from '#domain/storefront/company';

// Test support: what every Reviews adapter must do (ADR 0097) — the SQL adapter on PGlite and on
// PostgreSQL, and the in-memory fake the review use cases are tested over — as one set of tests
// each runs. The location may hold other reviews (the demo's): the tests count what they add, and
// fill in 2028, after any of those.

/** What the contract runs on: the store, a location of it, and how an invitation is issued there. */
export interface ReviewsWorld {
  readonly reviews: Reviews;
  readonly locationId: LocationId;
  readonly locationName: string;
  /** A location no store holds. */
  readonly unknownLocationId: LocationId;
  /** A user who may reply for the location. */
  readonly replierId: number;
  /** Issues an invitation to review a visit of `bookedServiceName` at the location, open until `expiresAt`. */
  invite(code: string, bookedServiceName: string, expiresAt: Instant): Promise<void>;
}

const on = (day: number, hhmm: string) => Date.parse(`2028-05-${String(day).padStart(2, '0')}T${hhmm}:00Z`) as Instant;
const aCode = () => `review-contract-${Math.random().toString(36).slice(2)}-${Math.random().toString(36).slice(2)}`;
const submission = (overrides: Partial<ReviewSubmission> = {}): ReviewSubmission => ({
  stars: 4,
  anonymous: false,
  reviewerName: 'Ana',
  serviceName: null,
  comment: 'Muy buena atención.',
  ...overrides,
});

export function reviewsContract(world: () => Promise<ReviewsWorld>): void {
  it('finds an invitation by its code, unfilled, and nothing by another code', async () => {
    const w = await world();
    const code = aCode();
    await w.invite(code, 'Corte de pelo mujer', on(30, '12:00'));
    expect(await w.reviews.invitationByCode(code)).toMatchObject({
      locationId: w.locationId,
      locationName: w.locationName,
      bookedServiceName: 'Corte de pelo mujer',
      expiresAt: on(30, '12:00'),
      review: null,
    });
    expect(await w.reviews.invitationByCode(`${code}x`)).toBeUndefined();
  });

  it('fills an invitation once, with the booked service’s name where the client gave none, found by its reply code', async () => {
    const w = await world();
    const code = aCode();
    await w.invite(code, 'Corte de pelo mujer', on(30, '12:00'));
    const filled = await w.reviews.fill(code, submission(), on(2, '12:00'));
    expect(filled).toMatchObject({
      locationId: w.locationId,
      stars: 4,
      anonymous: false,
      reviewerName: 'Ana',
      serviceName: 'Corte de pelo mujer',
      comment: 'Muy buena atención.',
      reviewDate: on(2, '12:00'),
      comments: [],
    });
    expect(await w.reviews.fill(code, submission({ stars: 1 }), on(2, '12:01'))).toBeUndefined();
    expect((await w.reviews.invitationByCode(code))?.review).toEqual(filled);
    expect(await w.reviews.reviewByReplyCode(filled?.replyCode ?? '')).toEqual(filled);
    expect(await w.reviews.reviewByReplyCode(`${filled?.replyCode ?? ''}x`)).toBeUndefined();
  });

  it('keeps the service name and anonymity the client gave', async () => {
    const w = await world();
    const code = aCode();
    await w.invite(code, 'Corte de pelo mujer', on(30, '12:00'));
    expect(
      await w.reviews.fill(
        code,
        submission({ anonymous: true, reviewerName: null, serviceName: 'Corte y peinado' }),
        on(3, '12:00'),
      ),
    ).toMatchObject({ anonymous: true, reviewerName: null, serviceName: 'Corte y peinado' });
  });

  it('fills nothing once the invitation expired, nor by an unknown code', async () => {
    const w = await world();
    const code = aCode();
    await w.invite(code, 'Corte de pelo mujer', on(4, '12:00'));
    expect(await w.reviews.fill(code, submission(), on(4, '12:00'))).toBeUndefined();
    expect((await w.reviews.invitationByCode(code))?.review).toBeNull();
    expect(await w.reviews.fill(aCode(), submission(), on(1, '12:00'))).toBeUndefined();
  });

  it('counts the filled reviews in the location’s tally and lists them newest first, a page at a time', async () => {
    const w = await world();
    const before = await w.reviews.tallyOf(w.locationId);
    if (before === undefined) throw new Error('the location has no tally');
    const [older, newer, unfilled] = [aCode(), aCode(), aCode()];
    for (const code of [older, newer, unfilled]) await w.invite(code, 'Corte de pelo mujer', on(30, '12:00'));
    const first = await w.reviews.fill(older, submission({ stars: 2 }), on(20, '12:00'));
    const second = await w.reviews.fill(newer, submission({ stars: 5 }), on(21, '12:00'));
    expect(await w.reviews.tallyOf(w.locationId)).toEqual({
      reviewsOption: before.reviewsOption,
      totalStars: before.totalStars + 7,
      reviewCount: before.reviewCount + 2,
    });
    expect(await w.reviews.reviewsOf(w.locationId, 0, 2)).toEqual([second, first]);
    expect(await w.reviews.reviewsOf(w.locationId, 1, 1)).toEqual([first]);
  });

  it('knows no tally and no reviews of a location it does not hold', async () => {
    const w = await world();
    expect(await w.reviews.tallyOf(w.unknownLocationId)).toBeUndefined();
    expect(await w.reviews.reviewsOf(w.unknownLocationId, 0, 10)).toEqual([]);
  });

  it('adds the location’s replies to a filled review, oldest first', async () => {
    const w = await world();
    const code = aCode();
    await w.invite(code, 'Corte de pelo mujer', on(30, '12:00'));
    const filled = await w.reviews.fill(code, submission(), on(5, '12:00'));
    if (filled === undefined) throw new Error('the review was not filled');
    await w.reviews.addComment(filled.id, w.replierId, '¡Gracias, Ana!', on(6, '12:00'));
    const replied = await w.reviews.addComment(filled.id, w.replierId, 'Te esperamos.', on(7, '12:00'));
    expect(replied.comments.map((comment) => [comment.comment, comment.createdAt])).toEqual([
      ['¡Gracias, Ana!', on(6, '12:00')],
      ['Te esperamos.', on(7, '12:00')],
    ]);
    expect(await w.reviews.reviewByReplyCode(filled.replyCode)).toEqual(replied);
  });
}
