-- Catalogue files applied through the staff API and the CLI (issue 21; ADR 0070, ADR 0077).
-- Runs unchanged on PGlite and PostgreSQL (ADR 0006).

-- The keys a business chose for its entities (slugs; a promotion's key is its token, a company's
-- its web address), so a file can be applied again and name what it already created. Rows made
-- before catalogue files (the demo's) have none: they are exported as `location-<id>` and so on,
-- until a file names them. Unique within the company.
ALTER TABLE locations ADD COLUMN slug text CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
ALTER TABLE service_categories ADD COLUMN slug text CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
ALTER TABLE services ADD COLUMN slug text CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
ALTER TABLE providers ADD COLUMN slug text CHECK (slug ~ '^[a-z0-9]+(-[a-z0-9]+)*$');
CREATE UNIQUE INDEX locations_company_slug ON locations (company_id, slug);
CREATE UNIQUE INDEX service_categories_company_slug ON service_categories (company_id, slug);
CREATE UNIQUE INDEX services_company_slug ON services (company_id, slug);
CREATE UNIQUE INDEX providers_company_slug ON providers (company_id, slug);

-- Retired: what a file no longer names. The row stays (its bookings, reviews and payments point
-- at it) but the storefront no longer reaches it: a retired location is inactive, and a retired
-- service or professional is offered, performed and worked nowhere (its links are removed). A
-- file that names it again brings it back.
ALTER TABLE locations ADD COLUMN retired_at timestamptz;
ALTER TABLE service_categories ADD COLUMN retired_at timestamptz;
ALTER TABLE services ADD COLUMN retired_at timestamptz;
ALTER TABLE providers ADD COLUMN retired_at timestamptz;
ALTER TABLE promotions ADD COLUMN retired_at timestamptz;

-- Days a location is closed although its weekday opens (a holiday). The availability reads
-- professionals' exceptions, so each closed day is also written as a day off of every
-- professional working there, marked as coming from the location (and not exported as theirs).
CREATE TABLE location_closed_days (
  location_id integer NOT NULL REFERENCES locations (id),
  on_date date NOT NULL,
  PRIMARY KEY (location_id, on_date)
);
ALTER TABLE provider_exceptions ADD COLUMN from_closed_day boolean NOT NULL DEFAULT false;

-- Where a professional works, even in a week with no hours there yet, and whether their hours
-- there may fall outside the location's opening hours on purpose.
CREATE TABLE provider_locations (
  provider_id integer NOT NULL REFERENCES providers (id),
  location_id integer NOT NULL REFERENCES locations (id),
  outside_opening_hours boolean NOT NULL DEFAULT false,
  position integer NOT NULL DEFAULT 0,
  PRIMARY KEY (provider_id, location_id)
);
