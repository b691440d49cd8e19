-- A booking made signed in is tied to the account that made it (issue 34; docs/adr/0122): the
-- create writes the session's user in the same transaction as the group, and "My bookings" finds
-- the account's bookings by it. Deleting the account unties its bookings (ON DELETE SET NULL): the
-- business keeps them with the client details they were made with (booking_groups.client_*).
ALTER TABLE booking_groups ADD COLUMN user_id integer REFERENCES users (id) ON DELETE SET NULL;
CREATE INDEX booking_groups_user ON booking_groups (user_id) WHERE user_id IS NOT NULL;
-- "My bookings" also finds what was booked signed out with the account's verified email.
CREATE INDEX booking_groups_client_email ON booking_groups (lower(btrim(client_email))) WHERE client_email IS NOT NULL;

-- The language a client chose in "My details" (issue 34); null: the storefront's.
ALTER TABLE users ADD COLUMN language text CHECK (language IN ('en', 'es'));
