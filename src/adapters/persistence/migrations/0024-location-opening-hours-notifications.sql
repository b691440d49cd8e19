-- A location's opening hours tell every process's cache to forget (issue 19; docs/adr/0080), as the
-- tables of the agenda and the catalogue do (migration 0018, docs/adr/0071): a create now reads its
-- location and company from the cache, and the location carries its opening hours.
-- Runs unchanged on PGlite and PostgreSQL (ADR 0006).
CREATE TRIGGER location_weekly_hours_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON location_weekly_hours
  FOR EACH STATEMENT EXECUTE FUNCTION notify_agenda_changed();
