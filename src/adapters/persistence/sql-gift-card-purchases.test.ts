import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { aesGcmCodeSealer, aesGcmGiftCardCodeSealer, DEV_LINK_KEY } from '../security/aes-gcm-code-sealer';
import { reactMailRenderer } from '../mail/react-mail-renderer';
import { dispatchNotifications } from '#application/notification/dispatch-notifications';
import { recordingMailSender } from '#application/notification/recording-mail-sender.test-support';
import type { LocalDate } from '#domain/calendar/local-date';
import { formatGiftCardCode, type GiftCardCode } from '#domain/gift-card/gift-card-code';
import type { GiftCardId } from '#domain/gift-card/gift-card-ledger';
import type { SendDay } from '#domain/gift-card/gift-card-purchase';
import { sqlNotificationOutbox } from './sql-outbox';
import { expireDuePayments } from '#application/payment/expire-pending-payments';
import { settleGiftCardPurchasePayment } from '#application/gift-card/settle-gift-card-purchase-payment';
import type { Instant } from '#domain/calendar/instant';
import type { GiftCardProductId } from '#domain/gift-card/gift-card-product';
import { aFreshCode } from './gift-cards-contract.test-support';
import { giftCardPurchasesContract, type GiftCardPurchasesWorld } from './gift-card-purchases-contract.test-support';
import { DEMO_COMPANY, DEMO_GIFT_CARD_PRODUCT, DEMO_LOCATION } from './demo/demo-ids';
import { seededDatabase } from './demo/demo-databases.test-support';
import { readBack } from './read-back.test-support';
import { sqlGiftCardPurchases, sqlGiftCardPurchaseTransactions } from './sql-gift-card-purchases';
import { sqlGiftCards } from './sql-gift-cards';
import { pendingCapWait, sqlPayments } from './sql-payments';
import { sqlPaymentExpiry } from './sql-transactions';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { dispatchMailWords } from '#i18n/dispatch-mail-words';

// Gift card purchases on PGlite and PostgreSQL (issue 31; docs/adr/0109), over the demo's salon
// and its gift card: the port's contract, and what only the SQL store does — the purchase's
// payment is a row of `payments`, which the bookings' reads never see and the one expiry job ends.

const engines = await testEngines();
const NOW = Date.parse('2026-11-29T15:00:00Z') as Instant;

describe.each(engines)('gift card purchases over SQL on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let world: GiftCardPurchasesWorld;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      world = {
        purchases: sqlGiftCardPurchases(handle.database),
        giftCards: sqlGiftCards(handle.database),
        transactions: sqlGiftCardPurchaseTransactions(handle.database),
        locationId: DEMO_LOCATION.providencia,
        companyId: DEMO_COMPANY.salon,
        productId: DEMO_GIFT_CARD_PRODUCT.auroraGiftCard as GiftCardProductId,
        productName: 'Tarjeta de regalo',
        async giftCardMailsOf(id) {
          const KIND = {
            gift_card_given: 'given',
            gift_card_receipt: 'receipt',
            gift_card_business_notice: 'business',
          };
          const rows = await readBack(handle.database).query<{ kind: keyof typeof KIND; at: number | null }>(
            `SELECT kind, CASE WHEN available_at = '-infinity' THEN NULL ELSE floor(extract(epoch FROM available_at) * 1000)::float8 END AS at
               FROM notification_outbox WHERE gift_card_purchase_id = $1 ORDER BY id`,
            [id],
          );
          return rows.map((row) => ({
            kind: KIND[row.kind] as 'given' | 'receipt' | 'business',
            at: row.at as Instant | null,
          }));
        },
      };
    });

    afterAll(async () => {
      await handle.dispose();
    });

    giftCardPurchasesContract(() => Promise.resolve(world));

    async function aPendingPurchase(
      trxId: string,
      accessToken: string,
      giving: { readonly message: string | null; readonly sendDay: SendDay; readonly to?: string } = {
        message: null,
        sendDay: { _tag: 'SendNow' },
      },
    ) {
      const { to, ...chosen } = giving;
      await world.transactions.inTransaction(async ({ purchases }) => {
        const made = await purchases.insert({
          locationId: world.locationId,
          productId: world.productId,
          accessToken,
          purchase: {
            amount: 20000,
            consumerName: 'Tomás',
            consumerEmail: to === undefined ? 'tomas@example.cl' : `tomas-${to}`,
            ...chosen,
            buyer: {
              firstName: 'Ana',
              lastName: 'Soto',
              email: to === undefined ? 'ana@example.cl' : `ana-${to}`,
              phone: '+56922223333',
              identificationNumber: null,
            },
          },
          terms: { amount: 20000, currency: 'CLP', validityMonths: 12, honouredAt: [world.locationId] },
          madeAt: NOW,
          pendingCap: 1000,
        });
        if (made._tag !== 'Inserted') throw new Error('the purchase was not stored');
        await purchases.insertPayment(made.id, {
          trxId,
          provider: 'epayco',
          gateway: 'sandbox',
          amount: 20000,
          currency: 'CLP',
          expiresAt: (NOW + 30 * 60_000) as Instant,
          tokenData: `${trxId}-data`,
          now: NOW,
        });
      });
    }

    it('keeps only the digest of the access token, and the payment in payments, belonging to the purchase alone', async () => {
      await aPendingPurchase('gcp-sql-1', 'gcp-sql-token-1');
      const rows = await readBack(handle.database).query<{ row: string; group_id: number | null }>(
        `SELECT u::text AS row, p.group_id FROM gift_card_purchases u JOIN payments p ON p.gift_card_purchase_id = u.id
          WHERE p.trx_id = 'gcp-sql-1'`,
      );
      expect(rows).toHaveLength(1);
      expect(rows[0]?.row).not.toContain('gcp-sql-token-1');
      expect(rows[0]?.group_id).toBeNull();
      await expect(
        handle.database.query(
          `UPDATE payments SET group_id = (SELECT min(id) FROM booking_groups) WHERE trx_id = 'gcp-sql-1'`,
        ),
      ).rejects.toThrow();
    });

    it("is not a booking's payment: the bookings' reads of payments never find it", async () => {
      await aPendingPurchase('gcp-sql-2', 'gcp-sql-token-2');
      const payments = sqlPayments(handle.database);
      expect(await payments.byTrxId('gcp-sql-2', 'gcp-sql-token-2')).toBeUndefined();
      expect(await payments.byTokenData('gcp-sql-2-data', 'gcp-sql-token-2')).toBeUndefined();
    });

    it("counts toward a booking's cap on pending payments: a booker typing the buyer's email or phone is the same client (docs/adr/0113)", async () => {
      await aPendingPurchase('gcp-sql-cap', 'gcp-sql-token-cap');
      const wait = (email: string | null, phone: string | null, companyId = DEMO_COMPANY.salon) =>
        pendingCapWait(handle.database, { companyId, clientId: null, email, phone }, { pendingCap: 1, now: NOW });
      // 30 minutes until the purchase's payment expires (another test's of that buyer may be later).
      expect(await wait(' ANA@example.cl ', null)).toBeGreaterThan(0);
      expect(await wait(null, '9 2222 3333')).toBeGreaterThan(0);
      expect(await wait('nadie@example.cl', '+56900000000')).toBeNull();
      expect(await wait('ana@example.cl', '+56922223333', DEMO_COMPANY.barbershop)).toBeNull();
    });

    it('expires, unpaid, with the one expiry job: no card, nothing owed, and a late approval issues none', async () => {
      await aPendingPurchase('gcp-sql-3', 'gcp-sql-token-3');
      const outbox = async () =>
        (await readBack(handle.database).query<{ n: number }>('SELECT count(*)::int AS n FROM notification_outbox'))[0]
          ?.n;
      const mailsBefore = await outbox();
      let expired = 0;
      // Other tests' purchases expire too; sweep until this one is gone.
      for (let sweep = 0; sweep < 10; sweep += 1) {
        const count = await expireDuePayments(sqlPaymentExpiry(handle.database), (NOW + 31 * 60_000) as Instant, 100);
        expired += count;
        if (count === 0) break;
      }
      expect(expired).toBeGreaterThan(0);
      const read = await world.purchases.byAccessToken('gcp-sql-token-3');
      expect(read?.payment.status).toBe('expired');
      expect(read?.card).toBeNull();
      expect(await outbox()).toBe(mailsBefore);
      const settle = settleGiftCardPurchasePayment({
        giftCardPurchases: world.transactions,
        giftCardCodes: { newCode: aFreshCode },
        giftCardCodeSealer: aesGcmGiftCardCodeSealer(DEV_LINK_KEY),
      });
      const late = await settle(
        'sandbox',
        {
          eventId: 'gcp-sql-late',
          trxId: 'gcp-sql-3',
          outcome: { _tag: 'Approved' },
          amount: 20000,
          currency: 'CLP',
          occurredAt: NOW,
        },
        (NOW + 32 * 60_000) as Instant,
      );
      expect(late._unsafeUnwrap()).toBe('ignored');
      expect((await world.purchases.byAccessToken('gcp-sql-token-3'))?.card).toBeNull();
    });

    it('owes the giving mails in the approval: the card on its send day, sent then by any dispatcher once, carrying its code; receipt and notice at once (docs/adr/0112)', async () => {
      const sealer = aesGcmGiftCardCodeSealer(DEV_LINK_KEY);
      await aPendingPurchase('gcp-sql-5', 'gcp-sql-token-5', {
        message: 'Para ti <3',
        sendDay: { _tag: 'SendOn', day: '2026-12-24' as LocalDate },
        to: '5@example.cl',
      });
      const settle = settleGiftCardPurchasePayment({
        giftCardPurchases: world.transactions,
        giftCardCodes: { newCode: aFreshCode },
        giftCardCodeSealer: sealer,
      });
      const approval = {
        eventId: 'gcp-sql-5-ok',
        trxId: 'gcp-sql-5',
        outcome: { _tag: 'Approved' as const },
        amount: 20000,
        currency: 'CLP',
        occurredAt: NOW,
      };
      expect((await settle('sandbox', approval, NOW))._unsafeUnwrap()).toBe('applied');
      const purchase = await world.purchases.byAccessToken('gcp-sql-token-5');
      const rows = await readBack(handle.database).query<{ kind: string; due: string; payload: string }>(
        `SELECT kind, CASE WHEN available_at = '-infinity' THEN 'at once'
                ELSE to_char(available_at AT TIME ZONE 'UTC', 'YYYY-MM-DD HH24:MI') END AS due, payload::text AS payload
           FROM notification_outbox WHERE gift_card_purchase_id = $1 ORDER BY id`,
        [purchase?.id],
      );
      const kinds = rows.map((row) => [row.kind, row.due]);
      expect(kinds.slice(0, 2)).toEqual([
        ['gift_card_given', '2026-12-24 12:00'],
        ['gift_card_receipt', 'at once'],
      ]);
      // The card's code is nowhere in clear: sealed in the card's row, sealed in the mail owed.
      const cardId = purchase?.card?.id as GiftCardId;
      const sealed = await world.giftCards.sealedCode(cardId);
      const code = sealer.open(sealed ?? new Uint8Array(), cardId);
      expect(code).not.toBeNull();
      for (const row of rows) expect(row.payload).not.toContain(code);

      const sender = recordingMailSender();
      const dispatchAt = (at: Instant) =>
        dispatchNotifications(
          {
            notificationOutbox: sqlNotificationOutbox(handle.database),
            mailSender: sender,
            mailRenderer: reactMailRenderer,
            clock: { now: () => at },
            codeSealer: aesGcmCodeSealer(DEV_LINK_KEY),
            giftCardCodeSealer: sealer,
          },
          {
            calendarOwner: { email: 'reservas@example.cl' },
            storefrontOrigin: () => 'https://reservas.example',
            ...dispatchMailWords,
            batchSize: 500,
          },
        )();
      const mailsTo = (email: string) => sender.sent.filter((mail) => mail.to.email === email);
      await dispatchAt(NOW);
      expect(mailsTo('ana-5@example.cl')).toHaveLength(1);
      expect(mailsTo('tomas-5@example.cl')).toHaveLength(0);
      // The day before, nothing yet; on the send day, two dispatchers at once (two processes) send it once.
      await dispatchAt(Date.parse('2026-12-24T11:59:00Z') as Instant);
      expect(mailsTo('tomas-5@example.cl')).toHaveLength(0);
      const sendDay = Date.parse('2026-12-24T12:00:00Z') as Instant;
      await Promise.all([dispatchAt(sendDay), dispatchAt(sendDay)]);
      const given = mailsTo('tomas-5@example.cl');
      expect(given).toHaveLength(1);
      expect(given[0]?.text).toContain(formatGiftCardCode(code as GiftCardCode));
      expect(given[0]?.html).toContain('Para ti &lt;3');
      expect(mailsTo('ana-5@example.cl')[0]?.text).not.toContain(formatGiftCardCode(code as GiftCardCode));
    });

    it('issues one card when two identical approvals arrive at once', async () => {
      await aPendingPurchase('gcp-sql-4', 'gcp-sql-token-4');
      const settle = settleGiftCardPurchasePayment({
        giftCardPurchases: world.transactions,
        giftCardCodes: { newCode: aFreshCode },
        giftCardCodeSealer: aesGcmGiftCardCodeSealer(DEV_LINK_KEY),
      });
      const approval = {
        eventId: 'gcp-sql-race',
        trxId: 'gcp-sql-4',
        outcome: { _tag: 'Approved' as const },
        amount: 20000,
        currency: 'CLP',
        occurredAt: NOW,
      };
      const outcomes = await Promise.all([1, 2, 3].map(() => settle('sandbox', approval, NOW)));
      expect(outcomes.filter((outcome) => outcome.isOk())).toHaveLength(1);
      const cards = await readBack(handle.database).query<{ n: number }>(
        `SELECT count(*)::int AS n FROM gift_cards c JOIN gift_card_purchases u ON u.gift_card_id = c.id
          JOIN payments p ON p.gift_card_purchase_id = u.id WHERE p.trx_id = 'gcp-sql-4'`,
      );
      expect(cards[0]?.n).toBe(1);
      expect((await world.purchases.byAccessToken('gcp-sql-token-4'))?.card?.lastFour).toMatch(/^[0-9A-Z]{4}$/);
    });
  });
});
