-- A booking's reference (issue 35; docs/adr/0126): six symbols of 23456789ABCDEFGHJKMNPQRSTVWXYZ
-- (src/domain/booking/booking-reference.ts), unique per company, that a caller reads out and the
-- staff look the booking group up by. Not a capability: the access token and the confirmation codes
-- stay the secrets. A group keeps its company (its location's) so that the index can be per company.
ALTER TABLE booking_groups ADD COLUMN company_id integer REFERENCES companies (id);
ALTER TABLE booking_groups ADD COLUMN reference text;

-- The reference a group without one gets: its id through a bijection of [0, 30^6) — times 7^10,
-- which shares no factor with 30^6, plus a constant — spelled in the alphabet. Distinct ids give
-- distinct references (for the first 729 million groups), so the backfill needs no retry; a create
-- draws its own at random and draws again on a clash (the unique index below).
CREATE FUNCTION booking_reference_of(group_id bigint) RETURNS text LANGUAGE plpgsql IMMUTABLE AS $$
DECLARE
  alphabet constant text := '23456789ABCDEFGHJKMNPQRSTVWXYZ';
  value bigint := (group_id * 282475249 + 123456789) % 729000000;
  spelled text := '';
BEGIN
  FOR position IN 1..6 LOOP
    spelled := substr(alphabet, (value % 30)::integer + 1, 1) || spelled;
    value := value / 30;
  END LOOP;
  RETURN spelled;
END $$;

UPDATE booking_groups g SET company_id = l.company_id, reference = booking_reference_of(g.id)
FROM locations l WHERE l.id = g.location_id;

-- Every group has both from now on: its company from its location, and a reference when the insert
-- gave none (rows written by hand or by tools; the server always draws one).
CREATE FUNCTION booking_group_reference() RETURNS trigger LANGUAGE plpgsql AS $$
BEGIN
  NEW.company_id := (SELECT company_id FROM locations WHERE id = NEW.location_id);
  IF NEW.reference IS NULL THEN
    NEW.reference := booking_reference_of(NEW.id);
  END IF;
  RETURN NEW;
END $$;
CREATE TRIGGER booking_groups_reference BEFORE INSERT ON booking_groups
  FOR EACH ROW EXECUTE FUNCTION booking_group_reference();

ALTER TABLE booking_groups
  ALTER COLUMN company_id SET NOT NULL,
  ALTER COLUMN reference SET NOT NULL,
  ADD CONSTRAINT booking_groups_reference_spelled CHECK (reference ~ '^[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$');
CREATE UNIQUE INDEX booking_groups_company_reference ON booking_groups (company_id, reference);
