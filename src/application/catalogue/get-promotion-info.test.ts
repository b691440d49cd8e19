import { describe, expect, it } from 'vitest';
import type { LocalDate } from '#domain/calendar/local-date';
import { companyId } from '#domain/shared/ids.test-support';
import { getPromotionInfo } from './get-promotion-info';
import { fixedClock, inMemoryPromotionGreetings } from '../availability/location-agenda.test-support';
import type { RecordedPromotionGreeting } from '../ports/server/promotion-greetings';

// GET charly_discount's use case (storefront §3 Promotion info, §7; docs/adr/0016).

const greeting: RecordedPromotionGreeting = {
  companyId: companyId(1),
  fullName: 'Ana Pérez',
  promotionType: 'last_hour',
  endDate: '2026-12-15' as LocalDate,
  timeZones: ['America/Santiago', 'Pacific/Auckland'],
};
const greetings = inMemoryPromotionGreetings({
  'vuelve-ana': greeting,
  'sin-sucursal': { ...greeting, timeZones: [] },
});
const infoAt = (iso: string, token = 'vuelve-ana') =>
  getPromotionInfo({ promotionGreetings: greetings, clock: fixedClock(iso) })({ token });

describe('reading the promotion a landing link names (storefront §3 Promotion info)', () => {
  it('answers the greeted name, the recorded type and the last day while the promotion runs', async () => {
    expect((await infoAt('2026-12-10T12:00:00Z'))._unsafeUnwrap()).toEqual({
      fullName: 'Ana Pérez',
      promotionType: 'last_hour',
      endDate: '2026-12-15',
    });
  });

  it('is not expired while its last day lasts at any of the company’s locations', async () => {
    // 16 December already in Auckland, still 15 December in Santiago.
    expect((await infoAt('2026-12-16T02:00:00Z'))._unsafeUnwrap().promotionType).toBe('last_hour');
  });

  it('reads as expired once its last day is over everywhere the company is', async () => {
    expect((await infoAt('2026-12-16T03:30:00Z'))._unsafeUnwrap().promotionType).toBe('expired');
  });

  it('counts days in UTC for a company without an active location', async () => {
    expect((await infoAt('2026-12-15T23:59:00Z', 'sin-sucursal'))._unsafeUnwrap().promotionType).toBe('last_hour');
    expect((await infoAt('2026-12-16T00:00:00Z', 'sin-sucursal'))._unsafeUnwrap().promotionType).toBe('expired');
  });

  it('does not find a token that names no promotion', async () => {
    expect((await infoAt('2026-12-10T12:00:00Z', 'nadie'))._unsafeUnwrapErr()._tag).toBe('PromotionNotFound');
  });
});
