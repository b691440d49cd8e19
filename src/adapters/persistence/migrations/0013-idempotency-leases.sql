-- An Idempotency-Key's claim holds the key for a lease, not for a day (issue 15 §3; ADR 0050). A
-- process killed while a keyed create ran left its row in_flight, answering 409 IDEMPOTENCY.IN_FLIGHT
-- to every retry for 24 hours. Now an in_flight row holds its key until lease_expires_at; past it, a
-- retry with the same body takes the row over by numbering a new attempt, and only the attempt the
-- row names may complete (in the bookings' transaction) or release it. So a retry runs afresh once
-- the lease is over, and a slow attempt that lost its key books nothing: each key books at most once.

ALTER TABLE idempotent_requests
  ADD COLUMN lease_expires_at timestamptz,
  ADD COLUMN attempt integer NOT NULL DEFAULT 1 CHECK (attempt >= 1);

-- Claims in flight when this runs get the lease they would have had (IDEMPOTENCY_LEASE_SECONDS,
-- 30 seconds); a row without one (written by a server from before leases) counts as a lease run out.
UPDATE idempotent_requests SET lease_expires_at = created_at + interval '30 seconds' WHERE state = 'in_flight';
