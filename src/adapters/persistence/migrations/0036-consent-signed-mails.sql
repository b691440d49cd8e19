-- The signed consent mailed to the location (issue 32 "The business"; docs/adr/0118). Runs
-- unchanged on PGlite and PostgreSQL (ADR 0006).
--
-- The outbox (migration 0011) now also owes the location a signed consent's mail, its PDF attached
-- when it is sent. The row is about the booking group of the consent's booking, and is written by
-- the very statement that keeps the signature (sql-consents.ts), so it exists exactly when the
-- signature does; a request is signed once (consent_signatures' unique request), and this index
-- says the same of its mail, whatever writes it.
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_kind_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_kind_check
  CHECK (kind IN ('booking_confirmed', 'booking_cancelled', 'booking_moved', 'payment_released',
                  'booking_reminder', 'review_invitation', 'business_notice',
                  'gift_card_given', 'gift_card_receipt', 'gift_card_business_notice',
                  'consent_signed_business'));

CREATE UNIQUE INDEX notification_outbox_one_signed_consent_mail ON notification_outbox ((payload ->> 'requestId'))
  WHERE kind = 'consent_signed_business';
