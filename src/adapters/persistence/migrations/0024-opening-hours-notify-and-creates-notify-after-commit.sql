-- A location's opening hours tell every process's cache to forget (issue 19; docs/adr/0079), as the
-- tables of the agenda and the catalogue do (migration 0018, docs/adr/0071): a create now reads its
-- location and company from the cache, and the location carries its opening hours.
-- Runs unchanged on PGlite and PostgreSQL (ADR 0006).
CREATE TRIGGER location_weekly_hours_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON location_weekly_hours
  FOR EACH STATEMENT EXECUTE FUNCTION notify_agenda_changed();

-- A create tells the other processes which professionals it booked after it commits, not in its
-- transaction (issue 19; docs/adr/0079): a transaction that notifies holds PostgreSQL's one
-- notification-queue lock from its commit's start until the commit is on disk, so every notifying
-- create waited for the previous one's WAL flush — creates committed one at a time, across every
-- server process. sql-bookings.ts says so for its transaction with the setting below; every other
-- writer (cancellations, moves, the payments' sweep, the CLI, by hand) still notifies from here.
CREATE OR REPLACE FUNCTION notify_held_time_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
  IF current_setting('reserva.held_time_notified_after_commit', true) = 'on' THEN
    RETURN NULL;
  END IF;
  IF TG_OP IN ('INSERT', 'UPDATE') THEN
    FOR changed IN SELECT DISTINCT provider_id FROM new_rows LOOP
      PERFORM pg_notify('reserva_agenda', 'provider:' || changed);
    END LOOP;
  END IF;
  IF TG_OP IN ('UPDATE', 'DELETE') THEN
    FOR changed IN SELECT DISTINCT provider_id FROM old_rows LOOP
      PERFORM pg_notify('reserva_agenda', 'provider:' || changed);
    END LOOP;
  END IF;
  RETURN NULL;
END
$$;
