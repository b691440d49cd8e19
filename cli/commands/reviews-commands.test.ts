import { describe, expect, it } from 'vitest';
import { cliOverDemoServer } from '../cli-over-demo-server.test-support';

// `reserva reviews` over the demo data (storefront §7).

const { reserva } = cliOverDemoServer();

describe('looking things up (storefront §7)', () => {
  it("shows a location's reviews, newest first", async () => {
    const reviews = (await reserva(['--json', 'reviews', 'list', '--location', '1', '--limit', '3'])).json() as {
      totalReviews: number;
      reviews: unknown[];
    };
    expect(reviews.totalReviews).toBe(7);
    expect(reviews.reviews).toHaveLength(3);
  });
});
