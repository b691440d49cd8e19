-- Staff api-keys per company, and companies named by their slug (issue 21; docs/adr/0078).
-- Runs unchanged on PGlite and PostgreSQL (ADR 0006).

-- A staff key already names the one company it acts for (staff_api_keys.company_id, migration
-- 0003; null for the operator's key, which acts for every company) and is kept only as its
-- SHA-256 digest. What issuing keys per company adds is looking them up by company, to list and
-- revoke a company's keys.
CREATE INDEX IF NOT EXISTS staff_api_keys_company ON staff_api_keys (company_id) WHERE company_id IS NOT NULL;

-- The company's slug: the key a catalogue file and the staff API name it by (docs/adr/0070).
-- Migration 0022 (the catalogue's apply, written at the same time) may add it too, so it is added
-- only where it is missing. Existing companies take their storefront web address, which is
-- already unique and lower-case (ADR 0070: the company's slug is its web address). It stays
-- nullable here: rows written without it (the demo's seed, older tests) are found by their web
-- address instead (sql-company-slugs.ts).
ALTER TABLE companies ADD COLUMN IF NOT EXISTS slug text;
UPDATE companies SET slug = web_address WHERE slug IS NULL;
CREATE UNIQUE INDEX IF NOT EXISTS companies_slug_key ON companies (slug);
