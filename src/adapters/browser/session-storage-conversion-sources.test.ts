import { describe, expect, it } from 'vitest';
import { keptTracking, NO_TRACKING } from '#domain/booking/traffic-source';
import { bookingId } from '#domain/shared/ids.test-support';
import { sessionStorageConversionSources } from './session-storage-conversion-sources';

describe('a paid booking’s tracking in the tab’s session storage (docs/adr/0076)', () => {
  it('keeps each booking’s tracking under its own id, and reads it back', () => {
    const items = new Map<string, string>();
    const sources = sessionStorageConversionSources({
      getItem: (key) => items.get(key) ?? null,
      setItem: (key, value) => void items.set(key, value),
    });
    const tracking = { ...NO_TRACKING, creativeSource: 'instagram', utmSource: 'newsletter' };
    sources.keep(bookingId(400), tracking);
    expect(keptTracking(sources.read(bookingId(400)))).toEqual(tracking);
    expect(sources.read(bookingId(401))).toBeNull();
  });

  it('keeps nothing, and fails nothing, where the storage refuses', () => {
    const sources = sessionStorageConversionSources({
      getItem: () => {
        throw new Error('SecurityError');
      },
      setItem: () => {
        throw new Error('QuotaExceededError');
      },
    });
    sources.keep(bookingId(400), NO_TRACKING);
    expect(sources.read(bookingId(400))).toBeNull();
  });
});
