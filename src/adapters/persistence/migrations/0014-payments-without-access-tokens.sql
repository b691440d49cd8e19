-- A payment no longer keeps its booking group's access token (issue 15 item 5; ADR 0051, which
-- supersedes ADR 0042's exception). The checkout page and the sandbox's calls are now given the
-- token by the client that holds it, and check it against booking_groups.access_token_digest, as
-- every other capability is checked (ADR 0017): a leaked database grants nothing, and a
-- transaction id alone opens no payment. The tokens kept so far are dropped with the column.

ALTER TABLE payments DROP COLUMN access_token;
