import type { LocalDate } from '../calendar/local-date';
import { brandOf, contactLine, type ComposedMail, type MailWordsIn } from './booking-mail';
import { fullDay } from './gift-card-mails';
import type { LabelledDetail, MailContent } from './mail-content';
import { bookMaintenanceLink } from './mail-links';
import type { MaintenanceReminderNotice } from './maintenance-reminder-notice';

// The mail that reminds a driver of a maintenance step due (issue 33; docs/adr/0119): the vehicle,
// the service, the milestone or day it is due at, and one button that opens the location's booking
// wizard with the plate and the service selected. A MailContent the domain decides and a
// MailRenderer writes out (docs/adr/0066), branded as the booking mails are.

/** The words of the reminder in one language, beside the booking mails' (MailWords). */
export interface MaintenanceMailWords {
  readonly subject: (vehicle: string) => string;
  readonly lead: Readonly<Record<'due' | 'overdue', (vehicle: string, service: string) => string>>;
  readonly vehicle: string;
  readonly service: string;
  readonly dueMileage: string;
  readonly dueDate: string;
  readonly estimatedDate: string;
  /** A mileage as the country writes it: "120.000 km". */
  readonly mileage: (km: number) => string;
  readonly book: string;
  readonly closing: string;
}

export type MaintenanceMailWordsIn = (language: 'en' | 'es') => MaintenanceMailWords;

/** The vehicle as the mail names it: "Toyota Hilux 2021 (KLPR34)". */
const vehicleName = (vehicle: MaintenanceReminderNotice['vehicle']) =>
  `${vehicle.brand} ${vehicle.model} ${String(vehicle.year)} (${vehicle.plate})`;

function detailsOf(
  notice: MaintenanceReminderNotice,
  own: MaintenanceMailWords,
  day: (date: LocalDate) => string,
): LabelledDetail[] {
  return [
    { label: own.vehicle, value: vehicleName(notice.vehicle) },
    { label: own.service, value: notice.serviceName },
    ...(notice.dueMileage === null ? [] : [{ label: own.dueMileage, value: own.mileage(notice.dueMileage) }]),
    ...(notice.dueDate === null
      ? []
      : [{ label: notice.reason === 'time' ? own.dueDate : own.estimatedDate, value: day(notice.dueDate) }]),
  ];
}

/** What the reminder says, in the notice's language, with its one link under `storefrontOrigin`. */
export function maintenanceReminderMailContent(
  notice: MaintenanceReminderNotice,
  storefrontOrigin: string,
  wordsIn: MailWordsIn,
  maintenanceWordsIn: MaintenanceMailWordsIn,
): MailContent {
  const words = wordsIn(notice.language);
  const own = maintenanceWordsIn(notice.language);
  const brand = brandOf(notice.company, notice.location);
  const vehicle = vehicleName(notice.vehicle);
  const lead = own.lead[notice.status](vehicle, notice.serviceName);
  const link = bookMaintenanceLink(
    storefrontOrigin,
    notice.location.countryCode,
    notice.locationId,
    notice.serviceId,
    notice.vehicle.plate,
  );
  return {
    language: notice.language,
    subject: own.subject(vehicle),
    preheader: lead,
    greeting: words.greeting(notice.driver.name),
    lead: [lead],
    cards: [],
    details: detailsOf(notice, own, (day) => fullDay(day, words)),
    links: [{ kind: link.kind, label: own.book, href: link.href }],
    closing: [own.closing],
    contact: contactLine(notice.location, words),
    brand,
  };
}

/** The reminder, its parts still to be written (renderedMail), to the driver. */
export function maintenanceReminderMail(
  notice: MaintenanceReminderNotice,
  storefrontOrigin: string,
  wordsIn: MailWordsIn,
  maintenanceWordsIn: MaintenanceMailWordsIn,
): ComposedMail {
  const content = maintenanceReminderMailContent(notice, storefrontOrigin, wordsIn, maintenanceWordsIn);
  return { to: notice.driver, content, language: content.language, calendar: null };
}
