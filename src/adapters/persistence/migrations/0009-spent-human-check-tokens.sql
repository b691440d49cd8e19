-- The human check's spent tokens (issue 8; ADR 0041): a token proves one request, so the first
-- request presenting it spends it with one INSERT … ON CONFLICT DO NOTHING, and of two requests
-- presenting it at once (in any server processes) exactly one inserts the row. A token is kept only
-- as its SHA-256 digest, until it would have expired anyway; expired rows are swept.

CREATE TABLE spent_human_check_tokens (
  token_digest bytea PRIMARY KEY,
  expires_at timestamptz NOT NULL
);

CREATE INDEX spent_human_check_tokens_by_expiry ON spent_human_check_tokens (expires_at);
