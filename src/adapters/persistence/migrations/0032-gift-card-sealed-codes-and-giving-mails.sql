-- The giving mails of a paid gift card purchase and the staff's resend (issue 31 "Giving";
-- docs/adr/0112). Runs unchanged on PGlite and PostgreSQL (ADR 0006).
--
-- A card's code is kept as its digest (migration 0029), which no mail can be written from. A card
-- issued from a paid purchase therefore also keeps its code sealed — AES-256-GCM under a key
-- derived from RESERVA_LINK_KEY, bound to the card (`gift-card:<id>`), as bookings keep theirs
-- (migration 0016, ADR 0065): the mail owed for a later day, a staff resend and the card's
-- printable page open it; the database alone opens nothing. Cards made otherwise have none, and
-- cannot be resent.
ALTER TABLE gift_cards ADD COLUMN code_sealed bytea;

-- The outbox (migration 0011) tells of booking groups; it now also tells of gift card purchases:
-- the card given to the person it is for (owed for the send day: available_at), the buyer's
-- receipt and the business's notice, all written in the transaction that approves the payment.
ALTER TABLE notification_outbox
  ALTER COLUMN booking_group_id DROP NOT NULL,
  ADD COLUMN gift_card_purchase_id integer REFERENCES gift_card_purchases (id),
  ADD CONSTRAINT notification_outbox_about_one_thing
    CHECK (num_nonnulls(booking_group_id, gift_card_purchase_id) = 1);

CREATE INDEX notification_outbox_by_gift_card_purchase ON notification_outbox (gift_card_purchase_id)
  WHERE gift_card_purchase_id IS NOT NULL;

ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_kind_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_kind_check
  CHECK (kind IN ('booking_confirmed', 'booking_cancelled', 'booking_moved', 'payment_released',
                  'booking_reminder', 'review_invitation', 'business_notice',
                  'gift_card_given', 'gift_card_receipt', 'gift_card_business_notice'));
