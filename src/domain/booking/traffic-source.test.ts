import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import {
  creativeSourceToSend,
  GOOGLE_APPOINTMENTS_SOURCE,
  isMarketplaceTraffic,
  keptTracking,
  NO_TRACKING,
  trackingFrom,
  trafficSource,
} from './traffic-source';

const query = (entries: Record<string, string>) => (name: string) => entries[name] ?? null;

describe('traffic sources (booking-wizard §1, §7)', () => {
  it('sets the source to google_appointments whenever a rwg_token is present, whatever creative_source says', () => {
    fc.assert(
      fc.property(
        fc.option(fc.string()),
        fc.string({ minLength: 1 }).filter((token) => token.trim() !== ''),
        (creativeSource, rwgToken) => {
          expect(trafficSource({ ...NO_TRACKING, creativeSource, rwgToken })).toBe(GOOGLE_APPOINTMENTS_SOURCE);
        },
      ),
    );
  });

  it('otherwise takes creative_source, and none when it is absent or blank', () => {
    expect(trafficSource({ ...NO_TRACKING, creativeSource: 'instagram' })).toBe('instagram');
    expect(trafficSource({ ...NO_TRACKING, creativeSource: '  ' })).toBeNull();
    expect(trafficSource(NO_TRACKING)).toBeNull();
  });

  it('tells marketplace traffic apart, and sends no creative_source for it (booking-wizard §7 "creativeSource (when not marketplace)")', () => {
    const marketplace = { ...NO_TRACKING, creativeSource: 'marketplace' };
    expect(isMarketplaceTraffic(marketplace)).toBe(true);
    expect(creativeSourceToSend(marketplace)).toBeNull();
    expect(creativeSourceToSend({ ...NO_TRACKING, creativeSource: 'instagram' })).toBe('instagram');
    expect(isMarketplaceTraffic({ ...marketplace, rwgToken: 'abc' })).toBe(false);
  });

  it("reads the route's creative_source, utm_* and rwg_token, blank as absent", () => {
    expect(
      trackingFrom(
        query({
          creative_source: 'instagram',
          utm_source: 'ig',
          utm_medium: 'social',
          utm_campaign: 'nov',
          utm_content: 'story',
          utm_term: ' ',
          rwg_token: 'tok',
        }),
      ),
    ).toEqual({
      creativeSource: 'instagram',
      utmSource: 'ig',
      utmMedium: 'social',
      utmCampaign: 'nov',
      utmContent: 'story',
      utmTerm: null,
      rwgToken: 'tok',
    });
  });
});

describe('the tracking kept for a booking paid online (docs/adr/0076)', () => {
  const anyValue = fc.option(
    fc.string().filter((value) => value.trim() === value && value !== ''),
    { nil: null },
  );
  const anyTracking = fc.record({
    creativeSource: anyValue,
    utmSource: anyValue,
    utmMedium: anyValue,
    utmCampaign: anyValue,
    utmContent: anyValue,
    utmTerm: anyValue,
    rwgToken: anyValue,
  });

  it('reads back the tracking kept, and with it the same traffic source', () => {
    fc.assert(
      fc.property(anyTracking, (tracking) => {
        const read = keptTracking(JSON.parse(JSON.stringify(tracking)) as unknown);
        expect(read).toEqual(tracking);
        expect(trafficSource(read)).toBe(trafficSource(tracking));
      }),
    );
  });

  it('reads what is not a kept tracking as none, and a field that is not text as absent', () => {
    fc.assert(
      fc.property(fc.oneof(fc.constant(null), fc.string(), fc.integer(), fc.array(fc.string())), (kept) => {
        expect(keptTracking(kept)).toEqual(NO_TRACKING);
      }),
    );
    expect(keptTracking({ creativeSource: 42, utmSource: 'newsletter' })).toEqual({
      ...NO_TRACKING,
      utmSource: 'newsletter',
    });
  });
});
