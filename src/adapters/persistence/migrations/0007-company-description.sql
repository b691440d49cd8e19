-- What a company says about itself, under its name on the location page (storefront §1, read more /
-- read less). Plain text; NULL when it has written none, never an empty or blank text.

ALTER TABLE companies ADD COLUMN description text CHECK (description IS NULL OR btrim(description) <> '');
