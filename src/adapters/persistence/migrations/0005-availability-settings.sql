-- What the availability calls need beyond the core (issue 3, docs/adr/0016): the slot grid a
-- company offers its hours on. Runs unchanged on PGlite and PostgreSQL (docs/adr/0006).

-- Hours are offered every slot_step_minutes from local midnight (docs/adr/0013); a step that
-- divides the day keeps the grid the same on every date.
ALTER TABLE companies
  ADD COLUMN slot_step_minutes smallint NOT NULL DEFAULT 15
    CHECK (slot_step_minutes BETWEEN 5 AND 240 AND 1440 % slot_step_minutes = 0);

-- The agenda reads a location's held bookings by professional and time.
CREATE INDEX bookings_provider_during ON bookings USING gist (provider_id, during)
  WHERE status IN ('pending_payment', 'confirmed');
