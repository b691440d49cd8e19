import type { Review, ReviewComment, Reviews, ReviewsOption } from '../../application/ports/reviews';
import type { Instant } from '../../domain/calendar/instant';
import { secretDigest } from '../crypto-tokens';
import type { SqlExecutor } from './sql-database';
import { isStorableId, isStorableText } from './stored-rows';

// Locations' reviews, their invitations and replies over the SQL schema (migration 0004; ADR 0020),
// on PGlite or PostgreSQL. Invitation codes are kept as SHA-256 digests; reply codes as they are.

interface ReviewRow {
  readonly id: number;
  readonly location_id: number;
  readonly time_zone: string;
  readonly reply_code: string;
  readonly stars: number;
  readonly comment: string | null;
  readonly reviewer_name: string | null;
  readonly service_name: string;
  readonly anonymous: boolean;
  readonly filled_ms: number;
}

// A review without a service name of its own shows the booked service's, within the 45 characters
// a review's service name has (storefront §5 Review).
const reviewColumns = `r.id, r.location_id, l.time_zone, r.reply_code, r.stars, r.comment, r.reviewer_name,
  coalesce(r.service_name, left(r.booked_service_name, 45)) AS service_name, r.anonymous,
  floor(extract(epoch FROM r.filled_at) * 1000)::float8 AS filled_ms`;

/** Offsets beyond this name no page any location has, and must not reach the SQL as an out-of-range error. */
const MAX_OFFSET = 2_147_483_647;

const at = (instant: Instant) => new Date(instant).toISOString();

export function sqlReviews(database: SqlExecutor): Reviews {
  async function withComments(rows: readonly ReviewRow[]): Promise<Review[]> {
    if (rows.length === 0) return [];
    const comments = await database.query<{ id: number; review_id: number; comment: string; created_ms: number }>(
      `SELECT id, review_id, comment, floor(extract(epoch FROM created_at) * 1000)::float8 AS created_ms
       FROM review_comments WHERE review_id = ANY($1::integer[]) ORDER BY created_at, id`,
      [rows.map((row) => row.id)],
    );
    return rows.map((row) => ({
      id: row.id,
      locationId: row.location_id,
      timeZone: row.time_zone,
      replyCode: row.reply_code,
      stars: row.stars,
      comment: row.comment,
      reviewerName: row.reviewer_name,
      serviceName: row.service_name,
      anonymous: row.anonymous,
      reviewDate: row.filled_ms as Instant,
      comments: comments
        .filter((comment) => comment.review_id === row.id)
        .map((comment): ReviewComment => ({ id: comment.id, comment: comment.comment, createdAt: comment.created_ms as Instant })),
    }));
  }

  async function filledReview(where: string, params: readonly unknown[]): Promise<Review | undefined> {
    const rows = await database.query<ReviewRow>(`SELECT ${reviewColumns} FROM reviews r JOIN locations l ON l.id = r.location_id WHERE r.filled_at IS NOT NULL AND ${where}`, params);
    const [review] = await withComments(rows);
    return review;
  }

  return {
    async tallyOf(locationId) {
      if (!isStorableId(locationId)) return undefined;
      const [row] = await database.query<{ reviews_option: ReviewsOption; total_stars: number; review_count: number }>(
        `SELECT l.reviews_option, coalesce(sum(r.stars), 0)::integer AS total_stars, count(r.id)::integer AS review_count
         FROM locations l LEFT JOIN reviews r ON r.location_id = l.id AND r.filled_at IS NOT NULL
         WHERE l.id = $1 GROUP BY l.id`,
        [locationId],
      );
      return row === undefined ? undefined : { reviewsOption: row.reviews_option, totalStars: row.total_stars, reviewCount: row.review_count };
    },

    async reviewsOf(locationId, offset, limit) {
      if (!isStorableId(locationId) || !Number.isSafeInteger(offset) || offset < 0 || offset > MAX_OFFSET) return [];
      const rows = await database.query<ReviewRow>(
        `SELECT ${reviewColumns} FROM reviews r JOIN locations l ON l.id = r.location_id WHERE r.location_id = $1 AND r.filled_at IS NOT NULL
         ORDER BY r.filled_at DESC, r.id DESC OFFSET $2 LIMIT $3`,
        [locationId, offset, limit],
      );
      return withComments(rows);
    },

    async invitationByCode(code) {
      if (!isStorableText(code)) return undefined;
      const [row] = await database.query<{ id: number; location_id: number; location_name: string; booked_service_name: string; expires_ms: number; filled: boolean }>(
        `SELECT r.id, r.location_id, l.name AS location_name, r.booked_service_name,
                floor(extract(epoch FROM r.expires_at) * 1000)::float8 AS expires_ms, r.filled_at IS NOT NULL AS filled
         FROM reviews r JOIN locations l ON l.id = r.location_id WHERE r.code_digest = $1`,
        [secretDigest(code)],
      );
      if (row === undefined) return undefined;
      return {
        locationId: row.location_id,
        locationName: row.location_name,
        bookedServiceName: row.booked_service_name,
        expiresAt: row.expires_ms as Instant,
        review: row.filled ? ((await filledReview('r.id = $1', [row.id])) ?? null) : null,
      };
    },

    async fill(code, review, now) {
      if (!isStorableText(code)) return undefined;
      // Checked and written in one statement: of two requests filling at once, one updates the row.
      const [row] = await database.query<{ id: number }>(
        `UPDATE reviews SET filled_at = $2, stars = $3, anonymous = $4, reviewer_name = $5, service_name = $6, comment = $7
         WHERE code_digest = $1 AND filled_at IS NULL AND expires_at > $2 RETURNING id`,
        [secretDigest(code), at(now), review.stars, review.anonymous, review.reviewerName, review.serviceName, review.comment],
      );
      return row === undefined ? undefined : filledReview('r.id = $1', [row.id]);
    },

    reviewByReplyCode: (replyCode) => (isStorableText(replyCode) ? filledReview('r.reply_code = $1', [replyCode]) : Promise.resolve(undefined)),

    async addComment(reviewId, authorUserId, comment, createdAt) {
      await database.query('INSERT INTO review_comments (review_id, author_user_id, comment, created_at) VALUES ($1, $2, $3, $4)', [
        reviewId,
        authorUserId,
        comment,
        at(createdAt),
      ]);
      const review = await filledReview('r.id = $1', [reviewId]);
      if (review === undefined) throw new Error(`Review ${String(reviewId)} was replied to but is not a filled review`);
      return review;
    },
  };
}
