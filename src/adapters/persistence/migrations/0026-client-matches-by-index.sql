-- Recognising a client reads an index, not every client of the company (issue 19; docs/adr/0082).
-- Each create asks whether the company stopped the client it names, by the comparable forms of
-- src/domain/client/identifier-match.ts that sql-clients.ts computes from the stored columns; the
-- indexes of migration 0001 were on other expressions (lower(email), the phone as typed), so every
-- create scanned the company's clients and ran a regular expression over each phone. A phone typed
-- without its country code names the client whose number it ends: that is a prefix of the digits
-- read backwards, which a text_pattern_ops index answers. Whether the company lets the client book
-- comes before the identifier, so that the standing asks two index probes (one that can, one that
-- cannot book) however many clients share a number. Runs unchanged on PGlite and PostgreSQL.

DROP INDEX clients_email;
DROP INDEX clients_phone;
CREATE INDEX clients_email_comparable ON clients (company_id, can_book, lower(trim(email)));
CREATE INDEX clients_phone_digits_backwards
  ON clients (company_id, can_book, reverse(regexp_replace(phone, '[^0-9]', '', 'g')) text_pattern_ops);
