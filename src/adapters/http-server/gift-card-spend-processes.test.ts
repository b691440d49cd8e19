import { randomBytes } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { formatOffsetDateTime, instantAt, localDateAt, timeZone } from '#domain/availability/time-zone';
import type { Instant } from '#domain/calendar/instant';
import { addDays, isoWeekday, type LocalDate } from '#domain/calendar/local-date';
import { GIFT_CARD_CODE_BYTES, giftCardCodeFromBytes, type GiftCardCode } from '#domain/gift-card/gift-card-code';
import type { GiftCardId } from '#domain/gift-card/gift-card-ledger';
import { DEMO_COMPANY, DEMO_LOCATION } from '../persistence/demo/demo-ids';
import { readBack } from '../persistence/read-back.test-support';
import { sqlGiftCards } from '../persistence/sql-gift-cards';
import { testEngines } from '../persistence/test-databases.test-support';
import { bookingClient, bookingItem, createBookingBody } from './booking-requests.test-support';
import { serversOnOnePostgres } from './servers-on-one-postgres.test-support';

// Issue 31 "Spending": "two concurrent spends of the last balance on two processes: exactly one
// wins" (docs/adr/0107). Two server processes share one PostgreSQL; for each of several cards worth
// one women's cut (18.000), two clients book at once with its code, one on each process, at hours
// of their own — only the card is contended. Exactly one booking of each pair is paid by the card;
// the other is refused and books nothing: 409 GIFT_CARD.BALANCE_CHANGED when it read the card
// before the winner spent it, 422 GIFT_CARD.NO_BALANCE when after. No balance goes below zero.

const STAFF_KEY = `gift-card-race-key-${randomBytes(8).toString('hex')}`;
const postgres = (await testEngines()).find((engine) => engine.name === 'PostgreSQL');
const santiago = timeZone('America/Santiago')._unsafeUnwrap();

const CARDS = 6;
const CUT_PRICE = 18000;

/** The weekdays from two weeks ahead on, past the demo's own bookings. */
function weekdaysAhead(today: LocalDate, count: number): LocalDate[] {
  const days: LocalDate[] = [];
  for (let date = addDays(today, 14); days.length < count; date = addDays(date, 1))
    if (isoWeekday(date) <= 5) days.push(date);
  return days;
}

interface Answer {
  readonly status: number;
  readonly body: { readonly code?: string; readonly booking?: { readonly id: number } };
}

describe.skipIf(postgres?.unavailable !== undefined)('two processes spending the last balance of one gift card', () => {
  const processes = serversOnOnePostgres('giftcards', { RESERVA_STAFF_API_KEY: STAFF_KEY });

  it('lets exactly one booking of each pair be paid by the card, refuses the other booking nothing, and never takes a balance below zero', async () => {
    const giftCards = sqlGiftCards(processes.database);
    const cards: { id: GiftCardId; code: GiftCardCode }[] = [];
    for (let index = 0; index < CARDS; index += 1) {
      const code = giftCardCodeFromBytes(randomBytes(GIFT_CARD_CODE_BYTES));
      const issued = await giftCards.issue({
        code,
        companyId: DEMO_COMPANY.salon,
        productId: null,
        terms: {
          face: { minor: CUT_PRICE * 100, currency: 'CLP' },
          expiresOn: '2099-12-31' as LocalDate,
          honouredAt: [DEMO_LOCATION.providencia],
        },
      });
      if (issued._tag !== 'Issued') throw new Error('the card was not issued');
      cards.push({ id: issued.id, code });
    }
    const days = weekdaysAhead(localDateAt(santiago, Date.now() as Instant), CARDS);
    let client = 0;
    const send = async (origin: string, code: GiftCardCode, start: Instant): Promise<Answer> => {
      client += 1;
      const response = await fetch(`${origin}/bookings`, {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'api-key': STAFF_KEY },
        body: JSON.stringify(
          createBookingBody({
            location_id: DEMO_LOCATION.providencia,
            gift_card_code: code,
            bookings: [
              bookingItem({
                start: formatOffsetDateTime(santiago, start),
                end: formatOffsetDateTime(santiago, (start + 45 * 60_000) as Instant),
              }),
            ],
            client: bookingClient({
              first_name: 'Regalo',
              last_name: String(client),
              email: `regalo${String(client)}@correo.example`,
              phone: `+5697${String(1_000_000 + client)}`,
              identification_number: null,
              notes: '',
            }),
          }),
        ),
      });
      return { status: response.status, body: (await response.json()) as Answer['body'] };
    };

    const [here, there] = processes.origins;
    const pairs = await Promise.all(
      cards.map((card, index) => {
        const day = days[index] ?? days[0] ?? ('2099-01-05' as LocalDate);
        return Promise.all([
          send(here ?? '', card.code, instantAt(santiago, day, '10:00' as never)),
          send(there ?? '', card.code, instantAt(santiago, day, '15:00' as never)),
        ]);
      }),
    );

    for (const pair of pairs) {
      const won = pair.filter((answer) => answer.status === 201);
      const lost = pair.filter((answer) => answer.status !== 201);
      expect(won).toHaveLength(1);
      expect(lost.map((answer) => `${String(answer.status)} ${answer.body.code ?? ''}`)).toEqual([
        expect.stringMatching(/^(409 GIFT_CARD\.BALANCE_CHANGED|422 GIFT_CARD\.NO_BALANCE)$/) as unknown,
      ]);
    }

    const read = readBack(processes.database);
    // Each card paid one booking, whole, and is empty; its running balance agrees with its ledger.
    const ledgers = await read.query<{ id: number; balance: number; spends: number; spent: number; least: number }>(
      `SELECT c.id, c.balance_minor::int AS balance,
              count(m.id) FILTER (WHERE m.kind = 'spent')::int AS spends,
              coalesce(sum(m.amount_minor) FILTER (WHERE m.kind = 'spent'), 0)::int AS spent,
              min(m.balance_after_minor)::int AS least
         FROM gift_cards c JOIN gift_card_movements m ON m.gift_card_id = c.id
        WHERE c.id = ANY($1::integer[]) GROUP BY c.id ORDER BY c.id`,
      [cards.map((card) => card.id)],
    );
    expect(ledgers).toEqual(
      cards.map((card) => ({ id: card.id, balance: 0, spends: 1, spent: CUT_PRICE * 100, least: 0 })),
    );
    // The spend is tied to the booking that won, and the losers booked nothing.
    const winners = pairs.flatMap((pair) => pair.filter((answer) => answer.status === 201));
    const spentOn = await read.query<{ booking_id: number }>(
      `SELECT booking_id FROM gift_card_movements WHERE kind = 'spent' AND gift_card_id = ANY($1::integer[]) ORDER BY booking_id`,
      [cards.map((card) => card.id)],
    );
    expect(spentOn.map((row) => row.booking_id)).toEqual(
      winners.map((answer) => answer.body.booking?.id).sort((a, b) => (a ?? 0) - (b ?? 0)),
    );
    const [groups] = await read.query<{ n: number }>(
      "SELECT count(*)::int AS n FROM booking_groups WHERE client_email LIKE 'regalo%@correo.example'",
    );
    expect(groups?.n).toBe(CARDS);
  }, 120_000);
});
