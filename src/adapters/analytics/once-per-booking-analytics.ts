import type { Analytics } from '#application/ports/client/analytics';

// Each booking's 'Booking' conversion is told once (docs/adr/0076): a booking paid online is
// tracked when its page reads it paid, and that page may be read again — reloaded, or opened from
// the mail. The bookings already told are kept in the browser's storage; the most recent few only,
// and storage that refuses (a private window) only costs a repeated event.

const KEY = 'reserva.trackedBookings';
/** How many tracked bookings are remembered: far more than one visitor makes. */
const REMEMBERED = 50;

export function oncePerBookingAnalytics(
  analytics: Analytics,
  storage: Pick<Storage, 'getItem' | 'setItem'>,
): Analytics {
  const read = (): readonly number[] => {
    try {
      const value: unknown = JSON.parse(storage.getItem(KEY) ?? '[]');
      return Array.isArray(value) ? value.filter((id): id is number => typeof id === 'number') : [];
    } catch {
      return [];
    }
  };
  return {
    track(event) {
      if (event.name === 'Booking') {
        const tracked = read();
        if (tracked.includes(event.bookingId)) return;
        try {
          storage.setItem(KEY, JSON.stringify([...tracked, event.bookingId].slice(-REMEMBERED)));
        } catch {
          // Not remembered: a later read of the page tells it again.
        }
      }
      analytics.track(event);
    },
  };
}
