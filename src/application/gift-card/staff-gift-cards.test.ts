import { describe, expect, it } from 'vitest';
import type { Instant } from '#domain/calendar/instant';
import { formatGiftCardCode, type GiftCardCode } from '#domain/gift-card/gift-card-code';
import type { GiftCardId } from '#domain/gift-card/gift-card-ledger';
import { bookingId } from '#domain/shared/ids.test-support';
import type { StaffKey, StaffKeyVerifier } from '../ports/server/staff-key-verifier';
import { clp, codeNumber, giftCardScene, OTHER_COMPANY, PROVIDENCIA, SALON } from './gift-card-scene.test-support';
import { spendGiftCard } from './spend-gift-card';
import { findGiftCardByCode, listCompanyGiftCards, showGiftCard, voidCompanyGiftCard } from './staff-gift-cards';
import { voidGiftCard } from './void-gift-card';

// Issue 31 "Staff": `reserva gift-cards list|show|void` with a company's key or the operator's
// (docs/adr/0108), over the in-memory store, whose locations are all in Santiago.

const PESOS = { unit: '$', delimiter: '.', separator: ',' };
// 23:00 on 2026-11-30 in Santiago (UTC−3 in summer), though 02:00 UTC is already the 1st.
const NOW = Date.UTC(2026, 11, 1, 2, 0) as Instant;

function staff() {
  const scene = giftCardScene();
  const keys = new Map<string, StaffKey>([
    ['operator', { id: 1, label: 'operator', companyId: null }],
    ['salon', { id: 2, label: 'front desk', companyId: SALON }],
    ['other', { id: 3, label: 'other', companyId: OTHER_COMPANY }],
  ]);
  const staffKeys: StaffKeyVerifier = { verify: (presented) => Promise.resolve(keys.get(presented)) };
  const companySlugs = {
    companyBySlug: (slug: string) =>
      Promise.resolve(
        slug === 'salon-aurora'
          ? { id: SALON, slug, name: 'Salón Aurora', currency: PESOS }
          : slug === 'otra-barberia'
            ? { id: OTHER_COMPANY, slug, name: 'Otra Barbería', currency: PESOS }
            : undefined,
      ),
  };
  const ports = { staffKeys, companySlugs, giftCards: scene.giftCards, clock: { now: () => NOW } };
  return {
    scene,
    list: listCompanyGiftCards(ports),
    show: showGiftCard(ports),
    byCode: findGiftCardByCode(ports),
    voidIt: voidCompanyGiftCard({ ...ports, voidGiftCard: voidGiftCard({ giftCardLedgers: scene.transactions }) }),
    spend: spendGiftCard({ giftCardLedgers: scene.transactions }),
  };
}

const salon = { apiKey: 'salon', companySlug: 'salon-aurora' };

describe('staff reading and voiding a company’s gift cards', () => {
  it('lists the company’s cards with their statuses, and only those of the status asked for', async () => {
    const { scene, list, spend, voidIt } = staff();
    const active = await scene.aCard(20_000);
    const spent = await scene.aCard(5_000);
    // Its last day is 2026-11-30, today in Santiago: still active.
    const lastDay = await scene.aCard(7_000, { expiresOn: '2026-11-30' as never });
    const expired = await scene.aCard(9_000, { expiresOn: '2026-11-29' as never });
    const voided = await scene.aCard(3_000);
    await spend({
      code: spent.code,
      bookingId: bookingId(7),
      due: clp(5_000),
      locationId: PROVIDENCIA,
      today: '2026-11-30' as never,
    });
    await voidIt({ ...salon, cardId: voided.id, reason: 'Refunded' });
    const all = (await list({ ...salon, status: null }))._unsafeUnwrap();
    expect(all.company.name).toBe('Salón Aurora');
    expect(all.cards.map((card) => [card.id, card.status])).toEqual([
      [active.id, 'active'],
      [spent.id, 'spent'],
      [lastDay.id, 'active'],
      [expired.id, 'expired'],
      [voided.id, 'voided'],
    ]);
    const onlyExpired = (await list({ ...salon, status: 'expired' }))._unsafeUnwrap();
    expect(onlyExpired.cards.map((card) => card.id)).toEqual([expired.id]);
  });

  it('shows a card’s statement by its id, and by its code however the caller reads it out', async () => {
    const { scene, show, byCode, spend } = staff();
    const card = await scene.aCard(20_000);
    await spend({
      code: card.code,
      bookingId: bookingId(8),
      due: clp(4_500),
      locationId: PROVIDENCIA,
      today: '2026-11-30' as never,
    });
    const shown = (await show({ ...salon, cardId: card.id }))._unsafeUnwrap();
    expect(shown.card.status).toBe('active');
    expect(shown.card.lastFour).toBe(card.code.slice(-4));
    expect(
      shown.card.lines.map((line) => [line.kind, line.amount.minor, line.bookingId, line.balanceAfter.minor]),
    ).toEqual([
      ['Issued', 20_000, null, 20_000],
      ['Spent', 4_500, 8, 15_500],
    ]);
    const typed = formatGiftCardCode(card.code).toLowerCase().replace(/-/g, ' ');
    expect((await byCode({ ...salon, code: typed }))._unsafeUnwrap()).toEqual(shown);
    expect(JSON.stringify(shown)).not.toContain(card.code.slice(0, 12));
  });

  it('finds no card of another company, by id or by code, and none that does not exist', async () => {
    const { scene, show, byCode } = staff();
    const card = await scene.aCard(20_000);
    const other = { apiKey: 'operator', companySlug: 'otra-barberia' };
    expect((await show({ ...other, cardId: card.id }))._unsafeUnwrapErr().code).toBe('GIFT_CARD.NOT_FOUND');
    expect((await byCode({ ...other, code: card.code }))._unsafeUnwrapErr().code).toBe('GIFT_CARD.NOT_FOUND');
    expect((await show({ ...salon, cardId: 999 as GiftCardId }))._unsafeUnwrapErr().code).toBe('GIFT_CARD.NOT_FOUND');
    const noCard: GiftCardCode = codeNumber(4_242);
    expect((await byCode({ ...salon, code: noCard }))._unsafeUnwrapErr().code).toBe('GIFT_CARD.NOT_FOUND');
  });

  it('refuses a malformed code before any lookup', async () => {
    const { byCode } = staff();
    expect((await byCode({ ...salon, code: 'ABCD-EFGH' }))._unsafeUnwrapErr()).toEqual({
      _tag: 'MalformedGiftCardCode',
      code: 'GIFT_CARD.MALFORMED_CODE',
      fault: 'length',
    });
  });

  it('refuses no key, another company’s key and an unknown slug as the api-keys do', async () => {
    const { scene, list, show } = staff();
    const card = await scene.aCard(20_000);
    expect((await list({ apiKey: null, companySlug: 'salon-aurora', status: null }))._unsafeUnwrapErr().code).toBe(
      'AUTH.UNAUTHENTICATED',
    );
    expect(
      (await show({ apiKey: 'other', companySlug: 'salon-aurora', cardId: card.id }))._unsafeUnwrapErr().code,
    ).toBe('AUTH.OTHER_COMPANY');
    expect((await list({ apiKey: 'operator', companySlug: 'nadie', status: null }))._unsafeUnwrapErr().code).toBe(
      'COMPANY.NOT_FOUND',
    );
  });

  it('voids a card with its reason once, and answers a second void as voided already', async () => {
    const { scene, voidIt } = staff();
    const card = await scene.aCard(20_000);
    const first = (await voidIt({ ...salon, cardId: card.id, reason: '  Reported stolen  ' }))._unsafeUnwrap();
    expect(first.alreadyVoided).toBe(false);
    expect(first.card.status).toBe('voided');
    expect(first.card.lines.at(-1)).toMatchObject({ kind: 'Voided', amount: clp(20_000), reason: 'Reported stolen' });
    const second = (await voidIt({ ...salon, cardId: card.id, reason: 'Again' }))._unsafeUnwrap();
    expect(second.alreadyVoided).toBe(true);
    expect(second.card).toEqual(first.card);
    const elsewhere = await voidIt({ apiKey: 'operator', companySlug: 'otra-barberia', cardId: card.id, reason: 'x' });
    expect(elsewhere._unsafeUnwrapErr().code).toBe('GIFT_CARD.NOT_FOUND');
  });
});
