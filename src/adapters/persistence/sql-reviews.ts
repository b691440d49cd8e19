import { Schema } from 'effect';
import type { Review, ReviewComment, Reviews } from '#application/ports/server/reviews';
import { Instant } from '#domain/calendar/instant';
import { LocationId } from '#domain/storefront/company';
import { secretDigest } from '../crypto-tokens';
import type { SqlExecutor } from './sql-database';
import { isStorableId, isStorableText, rowDecoder } from './stored-rows';

// Locations' reviews, their invitations and replies over the SQL schema (migration 0004; ADR 0020),
// on PGlite or PostgreSQL. Invitation codes are kept as SHA-256 digests; reply codes as they are.

const ReviewRow = Schema.Struct({
  id: Schema.Int,
  location_id: LocationId,
  time_zone: Schema.String,
  reply_code: Schema.String,
  stars: Schema.Int,
  comment: Schema.NullOr(Schema.String),
  reviewer_name: Schema.NullOr(Schema.String),
  service_name: Schema.String,
  anonymous: Schema.Boolean,
  filled_ms: Instant,
});
type ReviewRow = typeof ReviewRow.Type;

const reviewRows = rowDecoder(ReviewRow, 'a review');
const commentRows = rowDecoder(
  Schema.Struct({ id: Schema.Int, review_id: Schema.Int, comment: Schema.String, created_ms: Instant }),
  'a review comment',
);
/** A location's review tally as `tallyOf` reads it; the location page's one read reads it too (sql-company-directory.ts). */
export const tallyRows = rowDecoder(
  Schema.Struct({
    reviews_option: Schema.Literals(['details', 'disable', 'other']),
    total_stars: Schema.Int,
    review_count: Schema.Int,
  }),
  "a location's review tally",
);
const invitationRows = rowDecoder(
  Schema.Struct({
    id: Schema.Int,
    location_id: LocationId,
    location_name: Schema.String,
    booked_service_name: Schema.String,
    expires_ms: Instant,
    filled: Schema.Boolean,
    company_name: Schema.String,
    color_minisite: Schema.NullOr(Schema.String),
    logo: Schema.NullOr(Schema.String),
  }),
  'a review invitation',
);
const idRows = rowDecoder(Schema.Struct({ id: Schema.Int }), 'a review');

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
    const comments = commentRows(
      await database.query(
        `SELECT id, review_id, comment, floor(extract(epoch FROM created_at) * 1000)::float8 AS created_ms
         FROM review_comments WHERE review_id = ANY($1::integer[]) ORDER BY created_at, id`,
        [rows.map((row) => row.id)],
      ),
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
      reviewDate: row.filled_ms,
      comments: comments
        .filter((comment) => comment.review_id === row.id)
        .map((comment): ReviewComment => ({ id: comment.id, comment: comment.comment, createdAt: comment.created_ms })),
    }));
  }

  async function filledReview(where: string, params: readonly unknown[]): Promise<Review | undefined> {
    const rows = reviewRows(
      await database.query(
        `SELECT ${reviewColumns} FROM reviews r JOIN locations l ON l.id = r.location_id WHERE r.filled_at IS NOT NULL AND ${where}`,
        params,
      ),
    );
    const [review] = await withComments(rows);
    return review;
  }

  return {
    async tallyOf(locationId) {
      if (!isStorableId(locationId)) return undefined;
      const [row] = tallyRows(
        await database.query(
          `SELECT l.reviews_option, coalesce(sum(r.stars), 0)::integer AS total_stars, count(r.id)::integer AS review_count
         FROM locations l LEFT JOIN reviews r ON r.location_id = l.id AND r.filled_at IS NOT NULL
         WHERE l.id = $1 GROUP BY l.id`,
          [locationId],
        ),
      );
      return row === undefined
        ? undefined
        : { reviewsOption: row.reviews_option, totalStars: row.total_stars, reviewCount: row.review_count };
    },

    async reviewsOf(locationId, offset, limit) {
      if (!isStorableId(locationId) || !Number.isSafeInteger(offset) || offset < 0 || offset > MAX_OFFSET) return [];
      const rows = reviewRows(
        await database.query(
          `SELECT ${reviewColumns} FROM reviews r JOIN locations l ON l.id = r.location_id WHERE r.location_id = $1 AND r.filled_at IS NOT NULL
         ORDER BY r.filled_at DESC, r.id DESC OFFSET $2 LIMIT $3`,
          [locationId, offset, limit],
        ),
      );
      return withComments(rows);
    },

    async invitationByCode(code) {
      if (!isStorableText(code)) return undefined;
      const [row] = invitationRows(
        await database.query(
          `SELECT r.id, r.location_id, l.name AS location_name, r.booked_service_name,
                floor(extract(epoch FROM r.expires_at) * 1000)::float8 AS expires_ms, r.filled_at IS NOT NULL AS filled,
                c.name AS company_name, c.color_minisite, c.logo
         FROM reviews r JOIN locations l ON l.id = r.location_id JOIN companies c ON c.id = l.company_id
         WHERE r.code_digest = $1`,
          [secretDigest(code)],
        ),
      );
      if (row === undefined) return undefined;
      return {
        locationId: row.location_id,
        locationName: row.location_name,
        company: { name: row.company_name, colorMinisite: row.color_minisite, logo: row.logo },
        bookedServiceName: row.booked_service_name,
        expiresAt: row.expires_ms,
        review: row.filled ? ((await filledReview('r.id = $1', [row.id])) ?? null) : null,
      };
    },

    async fill(code, review, now) {
      if (!isStorableText(code)) return undefined;
      // Checked and written in one statement: of two requests filling at once, one updates the row.
      const [row] = idRows(
        await database.query(
          `UPDATE reviews SET filled_at = $2, stars = $3, anonymous = $4, reviewer_name = $5, service_name = $6, comment = $7
         WHERE code_digest = $1 AND filled_at IS NULL AND expires_at > $2 RETURNING id`,
          [
            secretDigest(code),
            at(now),
            review.stars,
            review.anonymous,
            review.reviewerName,
            review.serviceName,
            review.comment,
          ],
        ),
      );
      return row === undefined ? undefined : filledReview('r.id = $1', [row.id]);
    },

    reviewByReplyCode: (replyCode) =>
      isStorableText(replyCode) ? filledReview('r.reply_code = $1', [replyCode]) : Promise.resolve(undefined),

    async addComment(reviewId, authorUserId, comment, createdAt) {
      await database.query(
        'INSERT INTO review_comments (review_id, author_user_id, comment, created_at) VALUES ($1, $2, $3, $4)',
        [reviewId, authorUserId, comment, at(createdAt)],
      );
      const review = await filledReview('r.id = $1', [reviewId]);
      if (review === undefined) throw new Error(`Review ${String(reviewId)} was replied to but is not a filled review`);
      return review;
    },
  };
}
