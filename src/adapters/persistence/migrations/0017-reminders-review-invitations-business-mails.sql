-- Reminders, review invitations and the business told of its bookings (issue 18; ADR 0067).
-- Runs unchanged on PGlite and PostgreSQL (ADR 0006).

-- The company's settings for the mails nobody's change triggers: hours before a booking's start
-- its reminder goes (NULL: no reminders), hours after a confirmed booking's end its review
-- invitation goes (NULL: none; also none where the location's reviews are disabled), and whether
-- the location's email is told of each booking booked, moved or cancelled.
ALTER TABLE companies
  ADD COLUMN reminder_hours_before integer DEFAULT 24 CHECK (reminder_hours_before BETWEEN 1 AND 720),
  ADD COLUMN review_invitation_hours_after integer DEFAULT 2 CHECK (review_invitation_hours_after BETWEEN 0 AND 720),
  ADD COLUMN notify_business boolean NOT NULL DEFAULT true;

-- When the booking took the hour it holds: when it was made, or moved last. A booking made (or
-- moved) inside its reminder window gets no reminder; one recorded after it ended (a back-filled
-- booking, the demo's past bookings) gets no review invitation. Bookings made before this
-- migration took their hour when they were made.
ALTER TABLE bookings ADD COLUMN hour_taken_at timestamptz;
UPDATE bookings SET hour_taken_at = created_at;
ALTER TABLE bookings ALTER COLUMN hour_taken_at SET DEFAULT now();
ALTER TABLE bookings ALTER COLUMN hour_taken_at SET NOT NULL;

-- Each scheduled mail a booking owes is decided once, whichever server process decides it: the
-- primary key is the guarantee. A reminder is keyed by the booking's modifications, so a moved
-- booking is decided again for its new hour; a review invitation by 0, once per booking. The row
-- is inserted (INSERT … ON CONFLICT DO NOTHING) in the transaction that writes the mail's outbox
-- row; outbox_id is null when the mail was decided not owed (made inside the window, cancelled).
CREATE TABLE scheduled_mails (
  booking_id integer NOT NULL REFERENCES bookings (id),
  kind text NOT NULL CHECK (kind IN ('reminder', 'review_invitation')),
  version integer NOT NULL CHECK (version >= 0),
  decided_at timestamptz NOT NULL DEFAULT now(),
  outbox_id bigint REFERENCES notification_outbox (id),
  PRIMARY KEY (booking_id, kind, version)
);

-- What the scheduling job scans: confirmed bookings by start (reminders) and by end (invitations).
CREATE INDEX bookings_confirmed_start ON bookings (lower(during)) WHERE status = 'confirmed';
CREATE INDEX bookings_confirmed_end ON bookings (upper(during)) WHERE status = 'confirmed';

ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_kind_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_kind_check
  CHECK (kind IN ('booking_confirmed', 'booking_cancelled', 'booking_moved', 'payment_released',
                  'booking_reminder', 'review_invitation', 'business_notice'));
