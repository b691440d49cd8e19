import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { summaryCard, type BookedServiceFacts } from './summary-card';

// storefront §2 Booking-summary cards: duration if shown; location, video conference or outcall;
// price unless edited, bundled or session.

const anyFacts: fc.Arbitrary<BookedServiceFacts> = fc.record({
  showDuration: fc.boolean(),
  showPrice: fc.boolean(),
  isVideo: fc.boolean(),
  videocall: fc.option(fc.webUrl(), { nil: null }),
  outcall: fc.boolean(),
  isSession: fc.boolean(),
  bundled: fc.boolean(),
  location: fc.string({ minLength: 1 }),
  locationAddress: fc.option(fc.string(), { nil: null }),
});

describe('a booking-summary card', () => {
  it('shows the price exactly when the company shows it and the booking is neither edited, bundled nor a session', () => {
    fc.assert(
      fc.property(anyFacts, fc.boolean(), (facts, edited) => {
        expect(summaryCard(facts, edited).showsPrice).toBe(
          facts.showPrice && !edited && !facts.bundled && !facts.isSession,
        );
      }),
    );
  });

  it('shows the duration exactly when the service shows it', () => {
    fc.assert(
      fc.property(anyFacts, fc.boolean(), (facts, edited) => {
        expect(summaryCard(facts, edited).showsDuration).toBe(facts.showDuration);
      }),
    );
  });

  it('places a video service at its conference, an outcall at the client, anything else at the location', () => {
    fc.assert(
      fc.property(anyFacts, fc.boolean(), (facts, edited) => {
        const { place } = summaryCard(facts, edited);
        if (facts.isVideo) expect(place).toEqual({ _tag: 'VideoConference', address: facts.videocall });
        else if (facts.outcall) expect(place).toEqual({ _tag: 'Outcall' });
        else expect(place).toEqual({ _tag: 'Location', name: facts.location, address: facts.locationAddress });
      }),
    );
  });
});
