import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { companyTrackers, hasTrackers, NO_TRACKERS, trackerOrigins } from './company-trackers';

// docs/adr/0076: a company's Meta pixel and Google tag, and the only origins they open.

const pixelId = fc.stringMatching(/^\d{6,20}$/);
const tagId = fc.stringMatching(/^(?:G|AW|GT|DC)-[A-Z0-9]{4,20}$/);
const overview = fc.record({
  facebookCustomTracker: fc.option(fc.oneof(pixelId, fc.string()), { nil: null }),
  googleCustomTracker: fc.option(fc.oneof(tagId, fc.string()), { nil: null }),
  googleCustomTrackerDomain: fc.option(fc.oneof(fc.domain(), fc.string()), { nil: null }),
});

describe('a company’s trackers (docs/adr/0076)', () => {
  it('opens no origin for a company without trackers, and only Meta’s or Google’s for the tracker it has', () => {
    fc.assert(
      fc.property(overview, (company) => {
        const trackers = companyTrackers(company);
        const origins = trackerOrigins(trackers);
        const all = [...origins.scripts, ...origins.connects];
        expect(all.length > 0).toBe(hasTrackers(trackers));
        expect(all.some((origin) => origin.includes('facebook'))).toBe(trackers.metaPixelId !== null);
        expect(all.some((origin) => origin.includes('google'))).toBe(trackers.googleTagId !== null);
        for (const origin of all) expect(origin).toMatch(/^https:\/\//);
      }),
    );
  });

  it('takes only what is such an id: nothing else ever reaches a script', () => {
    fc.assert(
      fc.property(overview, (company) => {
        const { metaPixelId, googleTagId, googleLinkedDomain } = companyTrackers(company);
        if (metaPixelId !== null) expect(metaPixelId).toMatch(/^\d+$/);
        if (googleTagId !== null) expect(googleTagId).toMatch(/^[A-Z]{1,2}-[A-Z0-9]+$/);
        if (googleLinkedDomain !== null) expect(googleLinkedDomain).toMatch(/^[a-z0-9.-]+$/);
      }),
    );
  });

  it('reads the ids as companies write them, and no tracker from blanks or scripts', () => {
    expect(
      companyTrackers({
        facebookCustomTracker: ' 1234567890 ',
        googleCustomTracker: 'g-abc123xyz',
        googleCustomTrackerDomain: 'https://Salon-Aurora.example/',
      }),
    ).toEqual({ metaPixelId: '1234567890', googleTagId: 'G-ABC123XYZ', googleLinkedDomain: 'salon-aurora.example' });
    expect(
      companyTrackers({
        facebookCustomTracker: '',
        googleCustomTracker: "G-1');alert(1)//",
        googleCustomTrackerDomain: 'salon.example',
      }),
    ).toEqual(NO_TRACKERS);
  });
});
