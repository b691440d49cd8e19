import { describe, expect, it } from 'vitest';
import type { AnalyticsEvent } from '#application/ports/client/analytics';
import { NO_TRACKING } from '#domain/booking/traffic-source';
import { bookingId, locationId } from '#domain/shared/ids.test-support';
import { oncePerBookingAnalytics } from './once-per-booking-analytics';

function memoryStorage(): Pick<Storage, 'getItem' | 'setItem'> {
  const kept = new Map<string, string>();
  return { getItem: (key) => kept.get(key) ?? null, setItem: (key, value) => kept.set(key, value) };
}

const booking = (id: number): AnalyticsEvent => ({
  name: 'Booking',
  locationId: locationId(5),
  bookingId: bookingId(id),
  trxId: `TRX-${String(id)}`,
  value: 10000,
  source: null,
  tracking: NO_TRACKING,
});

describe('the Booking conversion, told once per booking (docs/adr/0076)', () => {
  it('tells each booking once across page loads sharing the storage, and every other event each time', () => {
    const storage = memoryStorage();
    const told: AnalyticsEvent[] = [];
    const firstLoad = oncePerBookingAnalytics({ track: (event) => told.push(event) }, storage);
    firstLoad.track(booking(400));
    firstLoad.track(booking(400));
    const reload = oncePerBookingAnalytics({ track: (event) => told.push(event) }, storage);
    reload.track(booking(400));
    reload.track(booking(401));
    const shortcut: AnalyticsEvent = {
      name: 'EditShortcut',
      locationId: locationId(5),
      target: 'logo',
      serviceId: null,
    };
    reload.track(shortcut);
    reload.track(shortcut);
    expect(told.map((event) => (event.name === 'Booking' ? event.bookingId : event.name))).toEqual([
      400,
      401,
      'EditShortcut',
      'EditShortcut',
    ]);
  });

  it('still tells the booking when the storage refuses to keep anything', () => {
    const told: AnalyticsEvent[] = [];
    const refusing = {
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('SecurityError');
      },
    };
    oncePerBookingAnalytics({ track: (event) => told.push(event) }, refusing).track(booking(400));
    expect(told).toHaveLength(1);
  });
});
