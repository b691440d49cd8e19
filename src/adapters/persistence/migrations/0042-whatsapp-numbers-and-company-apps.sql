-- A location's WhatsApp number and a company's apps (issue 36; docs/adr/0131).
-- Runs unchanged on PGlite and PostgreSQL (ADR 0006).

-- locations.whatsapp (0001) has held whatever was written: the storefront now links wa.me only to
-- it, never to the phone, so what it holds must be a number wa.me can open — the country code
-- first, 8 to 15 digits (src/domain/storefront/contact-apps.ts). A value that is not one could
-- never have been linked; it is cleared rather than refused, and the location shows no WhatsApp.
UPDATE locations SET whatsapp = NULL
WHERE whatsapp IS NOT NULL AND whatsapp !~ '^\+?[0-9]([ .()-]*[0-9]){7,14}$';

-- The company's apps, which the location page's app-download banner links to: an app's page in the
-- App Store and in Google Play, each on its store's own host; NULL where the company has none.
ALTER TABLE companies
  ADD COLUMN app_store_url text CHECK (app_store_url ~ '^https://apps\.apple\.com/[^\s?#]' AND length(app_store_url) <= 500),
  ADD COLUMN google_play_url text CHECK (google_play_url ~ '^https://play\.google\.com/[^\s?#]' AND length(google_play_url) <= 500);
ALTER TABLE locations
  ADD CONSTRAINT locations_whatsapp_number CHECK (whatsapp ~ '^\+?[0-9]([ .()-]*[0-9]){7,14}$' AND length(whatsapp) <= 40);
