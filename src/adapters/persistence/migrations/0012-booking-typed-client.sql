-- A booking carries the details its booker typed (issue 15 item 1; docs/adr/0048): the summary
-- behind its link, the staff's list, the payment's payer and the mails read them here, never from
-- the client record it is filed under, which another booking may have filled with other details.
-- The bookings made before were shown with their record's details; they keep showing those.

ALTER TABLE booking_groups
  ADD COLUMN client_first_name text,
  ADD COLUMN client_last_name text,
  ADD COLUMN client_email text,
  ADD COLUMN client_phone text,
  ADD COLUMN client_identification_number text;

UPDATE booking_groups g
SET client_first_name = cl.first_name,
    client_last_name = cl.last_name,
    client_email = cl.email,
    client_phone = cl.phone,
    client_identification_number = cl.identification_number
FROM clients cl
WHERE cl.id = g.client_id;

ALTER TABLE booking_groups
  ALTER COLUMN client_first_name SET NOT NULL,
  ALTER COLUMN client_last_name SET NOT NULL;
