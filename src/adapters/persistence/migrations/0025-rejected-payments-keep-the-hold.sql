-- A refused card keeps the hold (issue 20; docs/adr/0075's last addendum). A payment whose card
-- was rejected still holds its bookings and takes another card until it expires: 'rejected' is no
-- longer settled. 'expired' may now keep the reason its last card was refused, for the summary and
-- the released-hours mail to say why. Runs unchanged on PGlite and PostgreSQL (ADR 0006).

-- The two unnamed checks of migration 0010: settled exactly when not pending; a reason exactly when rejected.
ALTER TABLE payments DROP CONSTRAINT payments_check, DROP CONSTRAINT payments_check1;

-- A rejection under the old rule was final: its bookings were cancelled and their hours freed at
-- once. Under the new rule that is a payment that ended with its card refused, which is 'expired'
-- with its reason (settled_at stays the time it ended).
UPDATE payments SET status = 'expired' WHERE status = 'rejected';

ALTER TABLE payments
  ADD CONSTRAINT payments_settled_when_ended CHECK ((status IN ('pending', 'rejected')) = (settled_at IS NULL)),
  ADD CONSTRAINT payments_rejected_has_reason CHECK (status <> 'rejected' OR rejection_reason IS NOT NULL),
  ADD CONSTRAINT payments_reason_only_when_refused CHECK (status NOT IN ('pending', 'approved') OR rejection_reason IS NULL);

-- The expiry job's and the pending cap's reads: payments holding their bookings, by expiry time.
DROP INDEX payments_pending_by_expiry;
CREATE INDEX payments_holding_by_expiry ON payments (expires_at) WHERE status IN ('pending', 'rejected');
