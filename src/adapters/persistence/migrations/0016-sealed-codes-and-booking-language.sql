-- The links in a client's mails (issue 18; ADR 0065). A mail written later than the booking — a
-- reminder, or the notice of a change — must carry the booking's confirmation code, which is kept
-- only as a SHA-256 digest (migration 0003). So each booking also keeps its code sealed:
-- AES-256-GCM under a key derived from RESERVA_LINK_KEY, bound to the booking's id, which only the
-- server holding that key can open. The database alone opens nothing. Bookings made before this
-- migration (and the demo's) have none: their mails go without code links.
ALTER TABLE bookings ADD COLUMN code_sealed bytea;

-- The language the client booked in (the storefront's, from the create request's Accept-Language),
-- which their mails are written in. Groups booked before this migration have none: their mails
-- read in the language of the location's country, as before.
ALTER TABLE booking_groups ADD COLUMN language text CHECK (language IN ('en', 'es'));
