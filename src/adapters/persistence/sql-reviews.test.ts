import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Reviews } from '#application/ports/server/reviews';
import type { Instant } from '#domain/calendar/instant';
import {
  DEMO_EXPIRED_REVIEW_CODE,
  DEMO_REPLY_CODE,
  DEMO_REVIEW_CODE,
  DEMO_USER,
} from './demo/demo-accounts-and-reviews';
import { DEMO_LOCATION } from './demo/demo-ids';
import { seededDatabase } from './demo/demo-databases.test-support';
import { sqlReviews } from './sql-reviews';
import { reviewsContract } from './reviews-contract.test-support';
import { secretDigest } from '../crypto-tokens';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { locationId } from '#domain/shared/ids.test-support';

// The reviews SQL adapter (issue 3 Reviews; ADR 0020) over the demo data, on PGlite and PostgreSQL.

const engines = await testEngines();
const NOW = Date.parse('2026-12-01T12:00:00-03:00') as Instant;
const submission = { stars: 4, anonymous: false, reviewerName: 'Carla', serviceName: null, comment: 'Muy buena.' };

describe.each(engines)('the reviews’ SQL adapter on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let reviews: Reviews;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      reviews = sqlReviews(handle.database);
    });

    afterAll(async () => {
      await handle.dispose();
    });

    it('tallies a location’s filled reviews, and knows a location without any', async () => {
      expect(await reviews.tallyOf(DEMO_LOCATION.providencia)).toEqual({
        reviewsOption: 'details',
        totalStars: 31,
        reviewCount: 7,
      });
      expect(await reviews.tallyOf(DEMO_LOCATION.palermo)).toEqual({
        reviewsOption: 'details',
        totalStars: 0,
        reviewCount: 0,
      });
      expect(await reviews.tallyOf(locationId(999))).toBeUndefined();
    });

    it('pages filled reviews newest first, with their replies oldest first', async () => {
      const first = await reviews.reviewsOf(DEMO_LOCATION.providencia, 0, 5);
      expect(first.map((review) => review.id)).toEqual([1, 2, 3, 4, 5]);
      expect(first[1]?.comments.map((comment) => comment.id)).toEqual([2, 3]);
      expect(first[0]).toMatchObject({
        replyCode: DEMO_REPLY_CODE,
        reviewDate: Date.parse('2026-11-29T18:30:00-03:00'),
      });
      expect((await reviews.reviewsOf(DEMO_LOCATION.providencia, 5, 5)).map((review) => review.id)).toEqual([6, 7]);
      expect(await reviews.reviewsOf(DEMO_LOCATION.providencia, 10, 5)).toEqual([]);
    });

    it('answers an empty page for an offset no page reaches, rather than failing', async () => {
      expect(await reviews.reviewsOf(DEMO_LOCATION.providencia, 5e20, 5)).toEqual([]);
    });

    it('finds an invitation by its code, not by the digest kept of it', async () => {
      expect(await reviews.invitationByCode(DEMO_REVIEW_CODE)).toMatchObject({
        locationId: DEMO_LOCATION.providencia,
        locationName: 'Providencia',
        bookedServiceName: 'Corte de pelo mujer',
        review: null,
        // Its company as the review page shows it (issue 20).
        company: {
          name: 'Salón Aurora',
          colorMinisite: '#b0476b',
          logo: expect.stringMatching(/^data:image\/svg\+xml,/) as unknown,
        },
      });
      expect(await reviews.invitationByCode('nope')).toBeUndefined();
    });

    it('fills an open invitation once, keeping the booked service’s name when none was given', async () => {
      const filled = await reviews.fill(DEMO_REVIEW_CODE, submission, NOW);
      expect(filled).toMatchObject({
        stars: 4,
        reviewerName: 'Carla',
        serviceName: 'Corte de pelo mujer',
        reviewDate: NOW,
        comments: [],
      });
      expect(await reviews.fill(DEMO_REVIEW_CODE, submission, NOW)).toBeUndefined();
      expect((await reviews.invitationByCode(DEMO_REVIEW_CODE))?.review?.id).toBe(filled?.id);
    });

    it('fills nothing with an expired code', async () => {
      expect(await reviews.fill(DEMO_EXPIRED_REVIEW_CODE, submission, NOW)).toBeUndefined();
    });

    it('finds a filled review by its reply code, and adds replies to it', async () => {
      expect((await reviews.reviewByReplyCode(DEMO_REPLY_CODE))?.id).toBe(1);
      const replied = await reviews.addComment(1, DEMO_USER.salonAdmin, 'Gracias otra vez.', NOW);
      expect(replied.comments.map((comment) => comment.comment)).toEqual([
        '¡Gracias, Ana! Te esperamos para el retoque.',
        'Gracias otra vez.',
      ]);
      expect(replied.comments[1]?.createdAt).toBe(NOW);
    });

    it('finds no review by the reply code of an unfilled invitation', async () => {
      expect(await reviews.reviewByReplyCode('demo-reply-12-0000000000000000')).toBeUndefined();
    });

    // What the in-memory fake keeps too (ADR 0097); last, and at Las Condes, for the tests above count Providencia's reviews.
    reviewsContract(() =>
      Promise.resolve({
        reviews,
        locationId: DEMO_LOCATION.lasCondes,
        locationName: 'Las Condes',
        unknownLocationId: locationId(999),
        replierId: DEMO_USER.salonAdmin,
        async invite(code, bookedServiceName, expiresAt) {
          await handle.database.query(
            `INSERT INTO reviews (location_id, code_digest, reply_code, booked_service_name, invited_at, expires_at)
             VALUES ($1, $2, $3, $4, '2028-04-01T00:00:00Z', $5::timestamptz)`,
            [
              DEMO_LOCATION.lasCondes,
              secretDigest(code),
              `reply-${code}`,
              bookedServiceName,
              new Date(expiresAt).toISOString(),
            ],
          );
        },
      }),
    );
  });
});
