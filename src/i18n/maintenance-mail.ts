import type { NoticeLanguage } from '#domain/notification/booking-notice';
import type { MaintenanceMailWords } from '#domain/notification/maintenance-reminder-mail';
import { translations, type Namespace } from './translator';

// The words of the maintenance reminder a driver is owed (issue 33; docs/adr/0119;
// src/domain/notification/maintenance-reminder-mail.ts). Dates, greetings and the contact line are
// the booking mails' words (mail.ts).

const en = {
  subject: 'Your {{vehicle}} is due for its maintenance',
  'lead.due': 'Your {{vehicle}} is due for its “{{service}}”.',
  'lead.overdue': 'Your {{vehicle}} is past due for its “{{service}}”.',
  vehicle: 'Vehicle',
  service: 'Service',
  dueMileage: 'Due at',
  dueDate: 'Due by',
  estimatedDate: 'Estimated at your use by',
  mileage: '{{km}} km',
  book: 'Book the service',
  closing: 'Already done elsewhere? Tell us at your next visit and we will keep your vehicle’s record up to date.',
} as const;

export const maintenanceMailTexts: Namespace<typeof en> = {
  en,
  es: {
    subject: 'Tu {{vehicle}} tiene pendiente su mantención',
    'lead.due': 'A tu {{vehicle}} le corresponde la “{{service}}”.',
    'lead.overdue': 'A tu {{vehicle}} ya se le pasó la “{{service}}”.',
    vehicle: 'Vehículo',
    service: 'Servicio',
    dueMileage: 'Corresponde a los',
    dueDate: 'Corresponde antes del',
    estimatedDate: 'Según tu uso, hacia el',
    mileage: '{{km}} km',
    book: 'Reservar la mantención',
    closing:
      '¿Ya la hiciste en otro taller? Cuéntanos en tu próxima visita y mantendremos al día el historial de tu vehículo.',
  },
};

const maintenanceMail = translations('maintenanceMail', maintenanceMailTexts);

/** Thousands as each language groups them: 120.000 in Spanish, 120,000 in English. */
const LOCALE: Readonly<Record<NoticeLanguage, string>> = { en: 'en-US', es: 'es-CL' };

function wordsIn(language: NoticeLanguage): MaintenanceMailWords {
  const t = maintenanceMail(language);
  return {
    subject: (vehicle) => t('subject', { vehicle }),
    lead: {
      due: (vehicle, service) => t('lead.due', { vehicle, service }),
      overdue: (vehicle, service) => t('lead.overdue', { vehicle, service }),
    },
    vehicle: t('vehicle'),
    service: t('service'),
    dueMileage: t('dueMileage'),
    dueDate: t('dueDate'),
    estimatedDate: t('estimatedDate'),
    mileage: (km) => t('mileage', { km: km.toLocaleString(LOCALE[language]) }),
    book: t('book'),
    closing: t('closing'),
  };
}

const WORDS: Readonly<Record<NoticeLanguage, MaintenanceMailWords>> = { en: wordsIn('en'), es: wordsIn('es') };

/** The words of the maintenance reminder in `language`. */
export function maintenanceMailWords(language: NoticeLanguage): MaintenanceMailWords {
  return WORDS[language];
}
