-- Sign-up with a verified email, a forgotten password and a change of email (issue 34; docs/adr/0121).
-- Runs unchanged on PGlite and PostgreSQL (ADR 0006).

-- When the user proved the address is theirs; null until they do. An account whose address is not
-- verified may sign in, but its bookings do not tie to it (issue 34 "before the account books as
-- itself"). Google verified the address of every account it signed in or created (ADR 0019), so
-- those count as verified from when they were made.
ALTER TABLE users ADD COLUMN email_verified_at timestamptz;
UPDATE users SET email_verified_at = created_at WHERE google_subject IS NOT NULL;

-- A single-use link mailed to an account's owner: to verify the address of a new account, to set a
-- forgotten password, or to verify a new address before it replaces the old. The secret (at least
-- 128 random bits) is kept as its SHA-256 digest only, so a leaked table opens no account. How long
-- each lasts and whether it may still be used is the domain's rule (domain/account/account-link.ts);
-- used_at is set once, by the statement that uses the link.
CREATE TABLE account_links (
  secret_digest bytea PRIMARY KEY CHECK (length(secret_digest) = 32),
  purpose text NOT NULL CHECK (purpose IN ('verify_email', 'reset_password', 'change_email')),
  user_id integer NOT NULL REFERENCES users (id),
  -- The address a change of email verifies, kept as typed (trimmed) like users.email.
  new_email text CHECK (new_email <> '' AND length(new_email) <= 60),
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  used_at timestamptz,
  CHECK (created_at < expires_at),
  CHECK ((purpose = 'change_email') = (new_email IS NOT NULL))
);
CREATE INDEX account_links_user ON account_links (user_id);

-- The outbox (migration 0011) now also owes accounts' owners their mails: a link's secret travels
-- in the payload sealed under the link key (AccountLinkSealer), never in clear. The row is about
-- the account, written in the transaction that stores the link.
ALTER TABLE notification_outbox
  ADD COLUMN user_id integer REFERENCES users (id),
  DROP CONSTRAINT notification_outbox_about_one_thing;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_about_one_thing
  CHECK (num_nonnulls(booking_group_id, gift_card_purchase_id, maintenance_reminder_id, user_id) = 1);
CREATE INDEX notification_outbox_by_user ON notification_outbox (user_id) WHERE user_id IS NOT NULL;
ALTER TABLE notification_outbox DROP CONSTRAINT notification_outbox_kind_check;
ALTER TABLE notification_outbox ADD CONSTRAINT notification_outbox_kind_check
  CHECK (kind IN ('booking_confirmed', 'booking_cancelled', 'booking_moved', 'payment_released',
                  'booking_reminder', 'review_invitation', 'business_notice',
                  'gift_card_given', 'gift_card_receipt', 'gift_card_business_notice',
                  'consent_signed_business', 'maintenance_reminder', 'account_mail'));
