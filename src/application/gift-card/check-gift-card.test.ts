import { describe, expect, it } from 'vitest';
import type { LocalDate } from '#domain/calendar/local-date';
import { fixedClock } from '../availability/location-agenda.test-support';
import { aCompany, aLocation, inMemoryCompanyDirectory } from '../catalogue/in-memory-directories.test-support';
import { checkGiftCard } from './check-gift-card';
import { clp, ELSEWHERE, giftCardScene, NUNOA, OTHER_COMPANY, PROVIDENCIA } from './gift-card-scene.test-support';
import { companyId } from '#domain/shared/ids.test-support';

// Issue 31 "Codes": "checking a code is rate-limited like the other codes …; a wrong code tells
// nothing about other cards" — and "Spending": expiry and locations honoured (docs/adr/0107).

function setUp(now = '2026-12-01T15:00:00Z') {
  const scene = giftCardScene();
  const check = checkGiftCard({
    giftCards: scene.giftCards,
    clock: fixedClock(now),
    companyDirectory: inMemoryCompanyDirectory({
      companies: [
        aCompany({ id: companyId(1), webAddress: 'salon' }),
        aCompany({ id: OTHER_COMPANY, webAddress: 'other' }),
      ],
      locations: [
        aLocation({ id: PROVIDENCIA, companyId: companyId(1) }),
        aLocation({ id: NUNOA, companyId: companyId(1), active: false }),
        aLocation({ id: ELSEWHERE, companyId: OTHER_COMPANY }),
      ],
    }),
  });
  return { scene, check };
}

describe('checking a gift card code before booking', () => {
  it('answers what the card can pay here — its balance — its last four and its last day, however the code is typed', async () => {
    const { scene, check } = setUp();
    const card = await scene.aCard(2_500_000);
    await scene.giftCards.append(card.id, { _tag: 'Spent', amount: 500_000, bookingId: 77 as never });
    const typed = ` ${card.code.slice(0, 4).toLowerCase()}-${card.code.slice(4)} `;
    expect((await check({ code: typed, locationId: PROVIDENCIA }))._unsafeUnwrap()).toEqual({
      lastFour: card.code.slice(-4),
      usable: clp(2_000_000),
      expiresOn: '2027-11-30',
    });
  });

  it('refuses a malformed code before any lookup, and answers one NOT_FOUND for a code of no card or of another company', async () => {
    const { scene, check } = setUp();
    const theirs = await scene.aCard(100_000);
    const [row] = scene.state.cards;
    if (row === undefined) throw new Error('no card');
    scene.state.cards[0] = { ...row, companyId: OTHER_COMPANY };
    const codeOf = async (code: string, locationId = PROVIDENCIA) =>
      (await check({ code, locationId }))._unsafeUnwrapErr().code;
    expect(await codeOf('not a code')).toBe('GIFT_CARD.MALFORMED_CODE');
    expect(await codeOf('ZZZZ-ZZZZ-ZZZZ-ZZZZ')).toBe('GIFT_CARD.NOT_FOUND');
    expect(await codeOf(theirs.code)).toBe('GIFT_CARD.NOT_FOUND');
  });

  it('says why the card the code opens cannot pay here: past its last day, not taken here, empty', async () => {
    const { scene, check } = setUp('2026-12-01T15:00:00Z');
    const expired = await scene.aCard(100_000, { expiresOn: '2026-11-30' as LocalDate });
    const elsewhere = await scene.aCard(100_000, { honouredAt: [NUNOA] });
    const empty = await scene.aCard(100_000);
    await scene.giftCards.append(empty.id, { _tag: 'Spent', amount: 100_000, bookingId: 78 as never });
    const codeOf = async (code: string) => (await check({ code, locationId: PROVIDENCIA }))._unsafeUnwrapErr().code;
    expect(await codeOf(expired.code)).toBe('GIFT_CARD.EXPIRED');
    expect(await codeOf(elsewhere.code)).toBe('GIFT_CARD.NOT_HONOURED_HERE');
    expect(await codeOf(empty.code)).toBe('GIFT_CARD.NO_BALANCE');
  });

  it('honours the card through its last day in the location’s calendar', async () => {
    // 02:00 UTC on 1 December is still 30 November in Santiago.
    const { scene, check } = setUp('2026-12-01T02:00:00Z');
    const card = await scene.aCard(100_000, { expiresOn: '2026-11-30' as LocalDate });
    expect((await check({ code: card.code, locationId: PROVIDENCIA })).isOk()).toBe(true);
  });

  it('refuses an unknown or closed location', async () => {
    const { scene, check } = setUp();
    const card = await scene.aCard(100_000);
    expect((await check({ code: card.code, locationId: NUNOA }))._unsafeUnwrapErr().code).toBe('LOCATION.NOT_FOUND');
  });
});
