-- The abuse limits' counters (issue 8; ADR 0038): one row per key and fixed window, counted by one
-- atomic upsert per request, so several server processes share them and never over-admit. A key
-- (an address or a client's email with the kind of call) is kept only as its SHA-256 digest; a
-- row is useless once its window has ended and is swept then.

CREATE TABLE rate_limit_counters (
  key_digest bytea NOT NULL,
  window_start timestamptz NOT NULL,
  window_end timestamptz NOT NULL CHECK (window_end > window_start),
  hits integer NOT NULL CHECK (hits > 0),
  PRIMARY KEY (key_digest, window_start)
);

CREATE INDEX rate_limit_counters_by_end ON rate_limit_counters (window_end);
