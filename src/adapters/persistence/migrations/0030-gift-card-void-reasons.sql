-- Why staff voided a gift card (issue 31 "Staff"; docs/adr/0108): `reserva gift-cards void ID
-- --reason …` keeps the reason on the card's voided movement, so its statement says who asked and
-- why. Only a void carries one; the ledger stays append-only (migration 0029's trigger), so a
-- reason is written with its movement and never after.

ALTER TABLE gift_card_movements
  ADD COLUMN reason text CHECK (reason IS NULL OR (kind = 'voided' AND length(reason) BETWEEN 1 AND 500));
