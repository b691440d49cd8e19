import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import {
  DEMO_EXPIRED_REVIEW_CODE,
  DEMO_PASSWORD,
  DEMO_REPLY_CODE,
  DEMO_REVIEW_CODE,
} from '../persistence/demo/demo-accounts-and-reviews';
import { DEMO_LOCATION } from '../persistence/demo/demo-ids';
import { DEMO_NOW, requester, sessionFrom, type Schemas } from './account-endpoints.test-support';
import { expectFailure, seededTestServer, unchanged, type TestServer } from './test-server.test-support';

// The reviews calls end to end (issue 3 Reviews; storefront §3 Review, §4, §5 Review, §6, §7;
// ADR 0014, ADR 0020), on a PGlite holding the demo data, every response checked against the contract.

let server: TestServer;
const api = requester(() => server);
let salonAdmin: string;
let clinicAdmin: string;
let client: string;

const signedIn = async (email: string) =>
  sessionFrom(await api.post('/users/sign_in', { user: { email, password: DEMO_PASSWORD } }));

// Three scrypt sign-ins at the recommended cost take a while on a busy machine.
beforeAll(async () => {
  server = await seededTestServer({ clock: { now: () => DEMO_NOW as Instant } });
  salonAdmin = await signedIn('admin@salon-aurora.example');
  clinicAdmin = await signedIn('admin@clinica-sonrisa.example');
  client = await signedIn('ana.perez@correo.example');
}, 60_000);

afterAll(async () => {
  await server.dispose();
});

const form = { stars: 4, anonymous: false, reviewer_name: 'Carla', service_name: null, comment: 'Muy buena atención.' };

describe('the review summary, both versions (storefront §3 Review summary)', () => {
  it('averages Providencia’s seven reviews to one decimal, in its reviews option', async () => {
    for (const path of ['/reviews', '/reviews/api/v1/location_reviews']) {
      const response = await api.get(`${path}?location_id=${String(DEMO_LOCATION.providencia)}`);
      expect(response.body).toEqual({
        average: 4.4,
        total_reviews: 7,
        reviews_option: 'details',
      } satisfies Schemas['ReviewSummary']);
    }
  });

  it('answers 0 of 0 for a location without reviews, 404 for a closed one, 400/422 for bad ids, changing nothing', async () => {
    await unchanged(server, async () => {
      expect((await api.get(`/reviews?location_id=${String(DEMO_LOCATION.palermo)}`)).body).toMatchObject({
        average: 0,
        total_reviews: 0,
      });
      expectFailure(
        await api.get(`/reviews?location_id=${String(DEMO_LOCATION.vitacuraClosed)}`),
        404,
        'LOCATION.NOT_FOUND',
      );
      expectFailure(await api.get('/reviews/api/v1/location_reviews'), 400, 'REQUEST.UNDECODABLE', 'location_id');
      expectFailure(await api.get('/reviews?location_id=uno'), 400, 'REQUEST.UNDECODABLE', 'location_id');
      expectFailure(await api.get('/reviews?location_id=0'), 422, 'REQUEST.INVALID', 'location_id');
    });
  });
});

describe('GET /reviews/detail, the first version’s pages (storefront §4 "when the previous page was non-empty (v1)")', () => {
  it('answers pages of 5 newest first, dated at the location’s offset, then an empty page, and never reply codes', async () => {
    const pages = await Promise.all(
      [1, 2, 3].map(
        async (page) =>
          (await api.get(`/reviews/detail?location_id=1&per_page=5&page=${String(page)}`, salonAdmin))
            .body as Schemas['ReviewList'],
      ),
    );
    expect(pages.map((page) => page.reviews.length)).toEqual([5, 2, 0]);
    const [newest] = pages[0]?.reviews ?? [];
    expect(newest).toMatchObject({
      id: 1,
      stars: 5,
      reviewer_name: 'Ana',
      review_date: '2026-11-29T18:30:00-03:00',
      service_name: 'Tintura completa',
    });
    expect(newest?.review_comments.map((comment) => comment.comment)).toEqual([
      '¡Gracias, Ana! Te esperamos para el retoque.',
    ]);
    expect(
      pages.flatMap((page) => page.reviews).some((review) => 'confirmation_code' in review || 'uuid' in review),
    ).toBe(false);
  });

  it('shows an anonymous review without a name', async () => {
    const page = (await api.get('/reviews/detail?location_id=1')).body as Schemas['ReviewList'];
    expect(page.reviews.find((review) => review.id === 3)).toMatchObject({ anonymous: true, reviewer_name: null });
  });

  it('refuses a page below 1 or more than 50 per page with 422, and an unknown parameter with 400, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(await api.get('/reviews/detail?location_id=1&page=0'), 422, 'REQUEST.INVALID', 'page');
      expectFailure(await api.get('/reviews/detail?location_id=1&per_page=51'), 422, 'REQUEST.INVALID', 'per_page');
      expectFailure(await api.get('/reviews/detail?location_id=1&size=5'), 400, 'REQUEST.UNDECODABLE', 'size');
    });
  });

  it('answers an empty page for a page number no page reaches, and 422 for one past the range the contract gives it', async () => {
    expect((await api.get('/reviews/detail?location_id=1&page=2147483647')).body).toEqual({ reviews: [] });
    expectFailure(
      await api.get('/reviews/detail?location_id=1&page=99999999999999999999'),
      422,
      'REQUEST.INVALID',
      'page',
    );
  });
});

describe('GET /reviews/api/v1/reviews, the reviews service’s pages (storefront §4, §6)', () => {
  it('names the next page while reviews remain and null on the last', async () => {
    const first = (await api.get('/reviews/api/v1/reviews?location_id=1&page=1&size=5')).body as Schemas['ReviewsPage'];
    const second = (await api.get('/reviews/api/v1/reviews?location_id=1&page=2&size=5'))
      .body as Schemas['ReviewsPage'];
    expect([first.reviews.length, first.pagination, second.reviews.length, second.pagination]).toEqual([
      5,
      { page: 1, size: 5, next_page: 2 },
      2,
      { page: 2, size: 5, next_page: null },
    ]);
  });

  it('gives the reply codes to the salon’s administrator only: not to a visitor, a client or another company’s administrator', async () => {
    const codes = async (session?: string) =>
      ((await api.get('/reviews/api/v1/reviews?location_id=1', session)).body as Schemas['ReviewsPage']).reviews.find(
        (review) => review.id === 1,
      )?.confirmation_code;
    expect(await codes(salonAdmin)).toBe(DEMO_REPLY_CODE);
    expect(await Promise.all([codes(), codes(client), codes(clinicAdmin), codes('ended-session')])).toEqual([
      undefined,
      undefined,
      undefined,
      undefined,
    ]);
  });
});

describe('checking and filling a review by its code (storefront §5 Review, §7 check_review, fill_review)', () => {
  it('checks an open invitation: reviewable, with the booked service, the location and its company’s brand, in both versions', async () => {
    for (const path of [
      `/reviews/check_review/${DEMO_REVIEW_CODE}`,
      `/reviews/api/v1/reviews/${DEMO_REVIEW_CODE}/check_review`,
    ]) {
      expect((await api.get(path)).body).toEqual({
        confirmation_code: DEMO_REVIEW_CODE,
        service_name: 'Corte de pelo mujer',
        location_name: 'Providencia',
        reviewable: true,
        review: null,
        company: {
          name: 'Salón Aurora',
          color_minisite: '#b0476b',
          logo: expect.stringMatching(/^data:image\/svg\+xml,/) as string,
        },
      } satisfies Schemas['ReviewInvitation']);
    }
  });

  it('answers an expired invitation as not reviewable, and refuses to fill it with 422 REVIEW.UNAVAILABLE, changing nothing', async () => {
    expect(
      ((await api.get(`/reviews/check_review/${DEMO_EXPIRED_REVIEW_CODE}`)).body as Schemas['ReviewInvitation'])
        .reviewable,
    ).toBe(false);
    await unchanged(server, async () => {
      expectFailure(
        await api.patch(`/reviews/fill_review/${DEMO_EXPIRED_REVIEW_CODE}`, form),
        422,
        'REVIEW.UNAVAILABLE',
      );
    });
  });

  it('answers an unknown code with 404 REVIEW.NOT_FOUND, to check and to fill, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(await api.get('/reviews/check_review/adivinado'), 404, 'REVIEW.NOT_FOUND');
      expectFailure(await api.patch('/reviews/api/v1/reviews/adivinado/fill_review', form), 404, 'REVIEW.NOT_FOUND');
    });
  });

  it('refuses a bad review form with 400 or 422 naming each field, changing nothing', async () => {
    await unchanged(server, async () => {
      const path = `/reviews/fill_review/${DEMO_REVIEW_CODE}`;
      expectFailure(await api.patch(path, { ...form, stars: 6 }), 422, 'REQUEST.INVALID', 'stars');
      expectFailure(
        await api.patch(path, { ...form, reviewer_name: 'x'.repeat(46) }),
        422,
        'REQUEST.INVALID',
        'reviewer_name',
      );
      expectFailure(await api.patch(path, { ...form, stars: '4' }), 400, 'REQUEST.UNDECODABLE', 'stars');
      expectFailure(await api.patch(path, { stars: 4 }), 400, 'REQUEST.UNDECODABLE', 'anonymous');
      expectFailure(await api.patch(path, { ...form, extra: 1 }), 400, 'REQUEST.UNDECODABLE', 'extra');
    });
  });

  it('fills the review once: 200 with the review, then 422 REVIEW.UNAVAILABLE, and the check shows it filled', async () => {
    const code = DEMO_REVIEW_CODE;
    const filled = await api.patch(`/reviews/api/v1/reviews/${code}/fill_review`, form);
    expect(filled.status).toBe(200);
    expect(filled.body).toMatchObject({
      stars: 4,
      reviewer_name: 'Carla',
      service_name: 'Corte de pelo mujer',
      review_date: '2026-12-01T12:00:00-03:00',
    });
    expectFailure(await api.patch(`/reviews/fill_review/${code}`, form), 422, 'REVIEW.UNAVAILABLE');
    const check = (await api.get(`/reviews/check_review/${code}`)).body as Schemas['ReviewInvitation'];
    expect([check.reviewable, check.review?.stars]).toEqual([false, 4]);
  });
});

describe('POST /reviews/api/v1/review_comments, the owner’s reply (storefront §4 Reply editing, §6)', () => {
  const reply = (comment: string, session?: string, confirmation_code = DEMO_REPLY_CODE) =>
    api.post('/reviews/api/v1/review_comments', { confirmation_code, comment }, session);

  it('lets the salon’s administrator reply with 201; replying again edits it, the last reply being the one shown', async () => {
    const first = await reply('Gracias, Ana.', salonAdmin);
    expect(first.status).toBe(201);
    const edited = await reply('  Gracias, Ana: ¡te esperamos!  ', salonAdmin);
    const comments = (edited.body as Schemas['Review']).review_comments;
    expect(comments.at(-1)).toMatchObject({
      comment: 'Gracias, Ana: ¡te esperamos!',
      created_at: '2026-12-01T12:00:00-03:00',
    });
    expect((edited.body as Schemas['Review']).confirmation_code).toBe(DEMO_REPLY_CODE);
    const listed = (await api.get('/reviews/api/v1/reviews?location_id=1')).body as Schemas['ReviewsPage'];
    expect(listed.reviews.find((review) => review.id === 1)?.review_comments.at(-1)?.comment).toBe(
      'Gracias, Ana: ¡te esperamos!',
    );
  });

  it('answers 401 without a session and 403 to a client or another company’s administrator, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(await reply('Hola'), 401, 'AUTH.UNAUTHENTICATED');
      expectFailure(await reply('Hola', 'ended-session'), 401, 'AUTH.UNAUTHENTICATED');
      expectFailure(await reply('Hola', client), 403, 'AUTH.FORBIDDEN');
      expectFailure(await reply('Hola', clinicAdmin), 403, 'AUTH.FORBIDDEN');
    });
  });

  it('forbids replying to the clinic, on the first reviews version, even to its own administrator', async () => {
    await unchanged(server, async () => {
      expectFailure(await reply('Gracias', clinicAdmin, 'demo-reply-9-0000000000000000'), 403, 'AUTH.FORBIDDEN');
    });
  });

  it('answers an unknown review with 404, and a blank, missing or over-long reply with 400/422 naming comment, changing nothing', async () => {
    await unchanged(server, async () => {
      expectFailure(await reply('Hola', salonAdmin, 'no-existe'), 404, 'REVIEW.NOT_FOUND');
      expectFailure(await reply('   ', salonAdmin), 422, 'REQUEST.INVALID', 'comment');
      expectFailure(await reply('', salonAdmin), 422, 'REQUEST.INVALID', 'comment');
      expectFailure(await reply('x'.repeat(1001), salonAdmin), 422, 'REQUEST.INVALID', 'comment');
      expectFailure(
        await api.post('/reviews/api/v1/review_comments', { confirmation_code: DEMO_REPLY_CODE }, salonAdmin),
        400,
        'REQUEST.UNDECODABLE',
        'comment',
      );
    });
  });
});
