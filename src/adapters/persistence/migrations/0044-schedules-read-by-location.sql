-- What a location's agenda and catalogue are read by (issue 37; docs/adr/0140). Both read "who
-- works here" by location: the weekly hours, the exceptions and the class times WHERE location_id =
-- $1, and the class seats taken at the location in a window. Each table's key leads with something
-- else (the professional, the service), so every such read scanned the whole table: on the
-- marketplace's 20,000 professionals 120,000 weekly hours rows, three times per cold location,
-- however few of them are the location's. These indexes lead with the location, and hold what the
-- reads select, so that the rows read are the location's own.
CREATE INDEX provider_weekly_hours_location ON provider_weekly_hours (location_id, provider_id, iso_weekday, starts_at)
  INCLUDE (ends_at);
CREATE INDEX provider_exceptions_location_day ON provider_exceptions (location_id, on_date);
CREATE INDEX service_class_times_location ON service_class_times (location_id);
CREATE INDEX class_occurrences_location_start ON class_occurrences (location_id, starts_at);
