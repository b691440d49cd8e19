-- The gift cards' references made foreign keys (issue 31; docs/adr/0113). Runs unchanged on
-- PGlite and PostgreSQL (ADR 0006).
--
-- Migration 0029 left two columns plain until their tables were settled: a card's product (the
-- products came with 0028 beside it) and the booking a movement spent on or gave back to. Neither
-- row is ever deleted — a catalogue file that drops a product retires it (retired_at, ADR 0077),
-- and bookings are cancelled, never deleted — so both keys are NO ACTION, as every key of the
-- schema: a delete that would orphan a card or a ledger line fails instead (the ledger is
-- append-only, so no cascade could remove its lines anyway).

-- A card's product is its own company's: (id, company_id) names the product of that company.
CREATE UNIQUE INDEX gift_card_products_id_company ON gift_card_products (id, company_id);
ALTER TABLE gift_cards
  ADD CONSTRAINT gift_cards_product_of_company
  FOREIGN KEY (product_id, company_id) REFERENCES gift_card_products (id, company_id);

ALTER TABLE gift_card_movements
  ADD CONSTRAINT gift_card_movements_booking
  FOREIGN KEY (booking_id) REFERENCES bookings (id);
