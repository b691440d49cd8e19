-- A company may require that its clients' plans and memberships be spent only by their signed-in
-- owner (issue 34; docs/adr/0124): its catalogue file's company.booking.plans_for_signed_in_owner.
-- Off by default: a booker is then recognised by the company's identifier, as ADR 0048 decided.
ALTER TABLE companies ADD COLUMN plans_for_signed_in_owner boolean NOT NULL DEFAULT false;
