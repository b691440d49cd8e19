import { Schema } from 'effect';
import type { Result } from 'neverthrow';
import { LocalDate } from '../calendar/local-date';
import { decodeWith, type SchemaViolation } from '../shared/decode';
import { NoticeCompany, NoticeLanguage, NoticePlace } from './booking-notice';

// The reminder a driver is owed when a vehicle's maintenance step falls due (issue 33;
// docs/adr/0119), as the outbox keeps it: written by the sweep that claims the step's milestone,
// from what the vehicle, its last booking and its plan held then.

export const MaintenanceReminderNotice = Schema.Struct({
  kind: Schema.Literal('maintenance_reminder'),
  /** The location country's language. */
  language: NoticeLanguage,
  company: NoticeCompany,
  /** The location of the vehicle's last booking, where the link books. */
  location: NoticePlace,
  locationId: Schema.Int,
  /** The client of the vehicle's last booking at the company. */
  driver: Schema.Struct({ name: Schema.String, email: Schema.String }),
  vehicle: Schema.Struct({ plate: Schema.String, brand: Schema.String, model: Schema.String, year: Schema.Int }),
  serviceId: Schema.Int,
  serviceName: Schema.String,
  /** The milestone the step is due at; null for a step by time only. */
  dueMileage: Schema.NullOr(Schema.Int),
  /** The day it is due by time, or the day the mileage is estimated to be reached; null when unknown. */
  dueDate: Schema.NullOr(LocalDate),
  reason: Schema.Literals(['mileage', 'time']),
  status: Schema.Literals(['due', 'overdue']),
});
export type MaintenanceReminderNotice = typeof MaintenanceReminderNotice.Type;

/** A stored payload read back as a maintenance reminder. */
export const parseMaintenanceReminderNotice: (input: unknown) => Result<MaintenanceReminderNotice, SchemaViolation> =
  decodeWith(MaintenanceReminderNotice);
