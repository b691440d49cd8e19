-- Every server process keeps each location's agenda and catalogue in memory (issue 19; ADR 0071)
-- and must hear when what they were read from changes, whichever process or tool changed it. The
-- tables the agenda and the catalogue are read from say so on the channel reserva_agenda, in the
-- transaction that changes them: PostgreSQL delivers a notification at commit, to every listening
-- connection, and never for a transaction rolled back. Runs unchanged on PGlite and PostgreSQL (ADR 0006).
--
-- The payload names what changed: 'provider:<id>' for the held time of one professional (bookings,
-- class seats), 'all' for anything else (schedules, services, locations, companies). Triggers are
-- per statement over the transition tables, so a bulk insert of bookings says each professional
-- once, and PostgreSQL folds a transaction's identical notifications into one.

CREATE FUNCTION notify_held_time_changed() RETURNS trigger LANGUAGE plpgsql AS $$
DECLARE
  changed integer;
BEGIN
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

CREATE FUNCTION notify_agenda_changed() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  PERFORM pg_notify('reserva_agenda', 'all');
  RETURN NULL;
END
$$;

CREATE TRIGGER bookings_inserted_notify AFTER INSERT ON bookings
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_held_time_changed();
CREATE TRIGGER bookings_updated_notify AFTER UPDATE ON bookings
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_held_time_changed();
CREATE TRIGGER bookings_deleted_notify AFTER DELETE ON bookings
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_held_time_changed();

CREATE TRIGGER class_occurrences_inserted_notify AFTER INSERT ON class_occurrences
  REFERENCING NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_held_time_changed();
CREATE TRIGGER class_occurrences_updated_notify AFTER UPDATE ON class_occurrences
  REFERENCING OLD TABLE AS old_rows NEW TABLE AS new_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_held_time_changed();
CREATE TRIGGER class_occurrences_deleted_notify AFTER DELETE ON class_occurrences
  REFERENCING OLD TABLE AS old_rows FOR EACH STATEMENT EXECUTE FUNCTION notify_held_time_changed();

CREATE TRIGGER companies_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON companies
  FOR EACH STATEMENT EXECUTE FUNCTION notify_agenda_changed();
CREATE TRIGGER locations_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON locations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_agenda_changed();
CREATE TRIGGER service_categories_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_categories
  FOR EACH STATEMENT EXECUTE FUNCTION notify_agenda_changed();
CREATE TRIGGER services_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON services
  FOR EACH STATEMENT EXECUTE FUNCTION notify_agenda_changed();
CREATE TRIGGER bundle_members_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON bundle_members
  FOR EACH STATEMENT EXECUTE FUNCTION notify_agenda_changed();
CREATE TRIGGER location_services_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON location_services
  FOR EACH STATEMENT EXECUTE FUNCTION notify_agenda_changed();
CREATE TRIGGER providers_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON providers
  FOR EACH STATEMENT EXECUTE FUNCTION notify_agenda_changed();
CREATE TRIGGER provider_services_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_services
  FOR EACH STATEMENT EXECUTE FUNCTION notify_agenda_changed();
CREATE TRIGGER provider_weekly_hours_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_weekly_hours
  FOR EACH STATEMENT EXECUTE FUNCTION notify_agenda_changed();
CREATE TRIGGER provider_exceptions_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_exceptions
  FOR EACH STATEMENT EXECUTE FUNCTION notify_agenda_changed();
CREATE TRIGGER service_class_times_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON service_class_times
  FOR EACH STATEMENT EXECUTE FUNCTION notify_agenda_changed();
