-- Staff api-keys per company, and companies named by their slug (issue 21; docs/adr/0078).
-- Runs unchanged on PGlite and PostgreSQL (ADR 0006).

-- A staff key already names the one company it acts for (staff_api_keys.company_id, migration
-- 0003; null for the operator's key, which acts for every company) and is kept only as its
-- SHA-256 digest. What issuing keys per company adds is looking them up by company, to list and
-- revoke a company's keys.
CREATE INDEX IF NOT EXISTS staff_api_keys_company ON staff_api_keys (company_id) WHERE company_id IS NOT NULL;

-- The company's slug is its storefront web address (docs/adr/0070, 0077): already unique and
-- lower-case, so the staff API finds a company by it without a column of its own.

-- The catalogue's new tables (migration 0022) tell every process's agenda cache to forget, as the
-- tables they complete do (migration 0018, docs/adr/0071).
CREATE TRIGGER provider_locations_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON provider_locations
  FOR EACH STATEMENT EXECUTE FUNCTION notify_agenda_changed();
CREATE TRIGGER location_closed_days_notify AFTER INSERT OR UPDATE OR DELETE OR TRUNCATE ON location_closed_days
  FOR EACH STATEMENT EXECUTE FUNCTION notify_agenda_changed();
