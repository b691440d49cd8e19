-- A client is owed a mail when a payment that expired or was rejected cancels the bookings that
-- waited for it (issue 15 item 6; ADR 0052): the hours were released, why, and where to book
-- again. It is written in the payment's transaction, as the confirmation of an approved payment
-- is (ADR 0044); its payload is domain/notification/booking-notice.ts's PaymentReleasedNotice.

ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_kind_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_kind_check
  CHECK (kind IN ('booking_confirmed', 'booking_cancelled', 'booking_moved', 'payment_released'));
