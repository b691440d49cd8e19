import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '#application/ports/client/analytics';
import { NO_TRACKING } from '#domain/booking/traffic-source';
import { bookingId, companyId, locationId } from '#domain/shared/ids.test-support';
import { recordingCompanyTracking } from '../testing/storefront-ports.test-support';

const company = {
  id: companyId(7),
  name: 'Salón Aurora',
  facebookCustomTracker: '1234567890',
  googleCustomTracker: null,
  googleCustomTrackerDomain: null,
};
const booking: AnalyticsEvent = {
  name: 'Booking',
  locationId: locationId(1),
  bookingId: bookingId(400),
  trxId: 'TRX-400',
  value: 10000,
  source: null,
  tracking: NO_TRACKING,
};
const settled = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('a company’s trackers and the visitor’s consent (docs/adr/0076)', () => {
  it('keeps a Booking tracked while the visitor is asked, and sends it once they accept', async () => {
    const tracking = recordingCompanyTracking();
    tracking.show(company);
    tracking.track(booking);
    await settled();
    expect(tracking.sent).toEqual([]);
    tracking.decide('granted');
    await settled();
    expect(tracking.sent).toEqual([booking]);
  });

  it('drops it when they decline, and sends nothing after', async () => {
    const tracking = recordingCompanyTracking();
    tracking.show(company);
    tracking.track(booking);
    tracking.decide('denied');
    tracking.track(booking);
    await settled();
    expect(tracking.loaded).toEqual([]);
    expect(tracking.sent).toEqual([]);
  });

  it('sends a company’s conversions only to that company’s trackers', async () => {
    const tracking = recordingCompanyTracking({ 7: 'granted' });
    tracking.show(company);
    tracking.show({ ...company, id: companyId(8), facebookCustomTracker: null });
    tracking.track(booking);
    await settled();
    expect(tracking.loaded).toHaveLength(1);
    expect(tracking.sent).toEqual([booking]);
  });
});
