import type { MailWords } from '#domain/notification/booking-mail';
import type { NoticeLanguage } from '#domain/notification/booking-notice';
import type { ScheduledMailWords } from '#domain/notification/scheduled-mails';
import { translations, type Namespace } from './translator';

// The words of the mails a client gets (issue 8 "Notifications"; ADR 0044, ADR 0052, ADR 0058): a
// booking confirmed, cancelled or moved, and the hours a payment released. The domain composes the
// mail from them (src/domain/notification/booking-mail.ts) and escapes every value in its HTML.

const en = {
  'subject.confirmed': 'Booking confirmed — {{location}}',
  'subject.cancelled': 'Booking cancelled — {{location}}',
  'subject.moved': 'Booking changed — {{location}}',
  greeting: 'Hello {{name}},',
  'lead.confirmed.one': 'your booking is confirmed:',
  'lead.confirmed.other': 'your {{count}} bookings are confirmed:',
  'lead.cancelled.one': 'your booking was cancelled:',
  'lead.cancelled.other': 'your {{count}} bookings were cancelled:',
  'lead.moved.one': 'your booking was changed. It is now:',
  'lead.moved.other': 'your {{count}} bookings were changed. They are now:',
  when: '{{weekday}} {{date}} at {{hour}}',
  withProvider: 'With {{provider}}',
  byVideo: 'By video conference',
  outcall: 'At your address',
  'calendar.confirmed': 'The attached calendar file adds it to your calendar.',
  'calendar.cancelled': 'The attached calendar file removes it from your calendar.',
  'calendar.moved': 'The attached calendar file updates your calendar.',
  questions: 'Questions? Contact {{location}}',
  'weekday.1': 'Monday',
  'weekday.2': 'Tuesday',
  'weekday.3': 'Wednesday',
  'weekday.4': 'Thursday',
  'weekday.5': 'Friday',
  'weekday.6': 'Saturday',
  'weekday.7': 'Sunday',
  'released.subject.expired': 'The time to pay ran out — {{location}}',
  'released.subject.rejected': 'Your payment was rejected — {{location}}',
  'released.greeting': 'Hello {{name}},',
  'released.expired': 'The payment was not completed in time',
  'released.rejected.insufficient_balance': 'The payment was rejected: the card does not have enough balance',
  'released.rejected.wrong_card_data': 'The payment was rejected: the card details are wrong',
  'released.rejected.card_not_enabled': 'The payment was rejected: the card is not enabled for this payment',
  'released.rejected.other': 'The payment was rejected by the payment provider',
  'released.lead.one': ', so the hour we were holding for you was released and is not booked:',
  'released.lead.other': ', so the {{count}} hours we were holding for you were released and are not booked:',
  'released.bookAgain': 'Book again',
} as const;

export const mailTexts: Namespace<typeof en> = {
  en,
  es: {
    'subject.confirmed': 'Reserva confirmada — {{location}}',
    'subject.cancelled': 'Reserva anulada — {{location}}',
    'subject.moved': 'Reserva modificada — {{location}}',
    greeting: 'Hola {{name}}:',
    'lead.confirmed.one': 'tu reserva está confirmada:',
    'lead.confirmed.other': 'tus {{count}} reservas están confirmadas:',
    'lead.cancelled.one': 'tu reserva fue anulada:',
    'lead.cancelled.other': 'tus {{count}} reservas fueron anuladas:',
    'lead.moved.one': 'tu reserva fue modificada. Ahora es:',
    'lead.moved.other': 'tus {{count}} reservas fueron modificadas. Ahora son:',
    when: '{{weekday}} {{date}} a las {{hour}}',
    withProvider: 'Con {{provider}}',
    byVideo: 'Por videollamada',
    outcall: 'En tu domicilio',
    'calendar.confirmed': 'El archivo de calendario adjunto la agrega a tu calendario.',
    'calendar.cancelled': 'El archivo de calendario adjunto la quita de tu calendario.',
    'calendar.moved': 'El archivo de calendario adjunto actualiza tu calendario.',
    questions: '¿Dudas? Escribe o llama a {{location}}',
    'weekday.1': 'lunes',
    'weekday.2': 'martes',
    'weekday.3': 'miércoles',
    'weekday.4': 'jueves',
    'weekday.5': 'viernes',
    'weekday.6': 'sábado',
    'weekday.7': 'domingo',
    'released.subject.expired': 'Se acabó el tiempo para pagar — {{location}}',
    'released.subject.rejected': 'Tu pago fue rechazado — {{location}}',
    'released.greeting': 'Hola {{name}}:',
    'released.expired': 'El pago no se completó a tiempo',
    'released.rejected.insufficient_balance': 'El pago fue rechazado: la tarjeta no tiene saldo suficiente',
    'released.rejected.wrong_card_data': 'El pago fue rechazado: los datos de la tarjeta son incorrectos',
    'released.rejected.card_not_enabled': 'El pago fue rechazado: la tarjeta no está habilitada para este pago',
    'released.rejected.other': 'El pago fue rechazado por el proveedor de pagos',
    'released.lead.one': ', así que liberamos la hora que te guardábamos y no quedó reservada:',
    'released.lead.other': ', así que liberamos las {{count}} horas que te guardábamos y no quedaron reservadas:',
    'released.bookAgain': 'Reservar de nuevo',
  },
};

const mail = translations('mail', mailTexts);

function wordsIn(language: NoticeLanguage): MailWords {
  const t = mail(language);
  return {
    subject: {
      confirmed: (location) => t('subject.confirmed', { location }),
      cancelled: (location) => t('subject.cancelled', { location }),
      moved: (location) => t('subject.moved', { location }),
    },
    greeting: (name) => t('greeting', { name }),
    lead: {
      confirmed: (count) => (count === 1 ? t('lead.confirmed.one') : t('lead.confirmed.other', { count })),
      cancelled: (count) => (count === 1 ? t('lead.cancelled.one') : t('lead.cancelled.other', { count })),
      moved: (count) => (count === 1 ? t('lead.moved.one') : t('lead.moved.other', { count })),
    },
    when: (weekday, date, hour) => t('when', { weekday, date, hour }),
    withProvider: (provider) => t('withProvider', { provider }),
    byVideo: t('byVideo'),
    outcall: t('outcall'),
    calendar: { confirmed: t('calendar.confirmed'), cancelled: t('calendar.cancelled'), moved: t('calendar.moved') },
    questions: (location) => t('questions', { location }),
    weekdays: [
      t('weekday.1'),
      t('weekday.2'),
      t('weekday.3'),
      t('weekday.4'),
      t('weekday.5'),
      t('weekday.6'),
      t('weekday.7'),
    ],
    released: {
      subject: {
        expired: (location) => t('released.subject.expired', { location }),
        rejected: (location) => t('released.subject.rejected', { location }),
      },
      greeting: (name) => t('released.greeting', { name }),
      expired: t('released.expired'),
      rejected: {
        insufficient_balance: t('released.rejected.insufficient_balance'),
        wrong_card_data: t('released.rejected.wrong_card_data'),
        card_not_enabled: t('released.rejected.card_not_enabled'),
        other: t('released.rejected.other'),
      },
      lead: (count) => (count === 1 ? t('released.lead.one') : t('released.lead.other', { count })),
      bookAgain: t('released.bookAgain'),
    },
  };
}

const WORDS: Readonly<Record<NoticeLanguage, MailWords>> = { en: wordsIn('en'), es: wordsIn('es') };

/** The words of a client's mails in `language`, for the domain to compose the mail with. */
export function mailWords(language: NoticeLanguage): MailWords {
  return WORDS[language];
}

// The words of the mails that go by the clock or to the business (issue 18; ADR 0067): a booking's
// reminder, the invitation to review it, and the location told of a booking booked, moved or
// cancelled (src/domain/notification/scheduled-mails.ts). A namespace of its own beside the
// client's mails', until the mails share one content model (ADR 0066).

const scheduledEn = {
  'reminder.subject': 'Reminder of your booking — {{location}}',
  'reminder.lead.one': 'this is a reminder of your booking:',
  'reminder.lead.other': 'this is a reminder of your {{count}} bookings:',
  'invitation.subject': 'How was your visit? — {{location}}',
  'invitation.lead': 'how was your {{service}}? Tell others, and the business, in a short review:',
  'invitation.review': 'Write your review',
  'invitation.validFor': 'The link works once, for {{days}} days.',
  'business.subject.booked': 'New booking: {{client}}',
  'business.subject.moved': 'Booking changed: {{client}}',
  'business.subject.cancelled': 'Booking cancelled: {{client}}',
  'business.lead.booked.one': 'A client booked:',
  'business.lead.booked.other': 'A client booked {{count}} services:',
  'business.lead.moved.one': 'A client changed their booking. It is now:',
  'business.lead.moved.other': 'A client changed {{count}} bookings. They are now:',
  'business.lead.cancelled.one': 'A client cancelled their booking:',
  'business.lead.cancelled.other': 'A client cancelled {{count}} bookings:',
  'business.name': 'Name',
  'business.email': 'Email',
  'business.phone': 'Phone',
  'business.identification': 'ID number',
  'business.notes': 'Notes',
  'business.none': '—',
} as const;

export const scheduledMailTexts: Namespace<typeof scheduledEn> = {
  en: scheduledEn,
  es: {
    'reminder.subject': 'Recordatorio de tu reserva — {{location}}',
    'reminder.lead.one': 'te recordamos tu reserva:',
    'reminder.lead.other': 'te recordamos tus {{count}} reservas:',
    'invitation.subject': '¿Cómo fue tu visita? — {{location}}',
    'invitation.lead': '¿cómo fue tu {{service}}? Cuéntalo a otros, y al negocio, en una breve reseña:',
    'invitation.review': 'Escribir mi reseña',
    'invitation.validFor': 'El enlace sirve una vez, durante {{days}} días.',
    'business.subject.booked': 'Nueva reserva: {{client}}',
    'business.subject.moved': 'Reserva modificada: {{client}}',
    'business.subject.cancelled': 'Reserva anulada: {{client}}',
    'business.lead.booked.one': 'Un cliente reservó:',
    'business.lead.booked.other': 'Un cliente reservó {{count}} servicios:',
    'business.lead.moved.one': 'Un cliente modificó su reserva. Ahora es:',
    'business.lead.moved.other': 'Un cliente modificó {{count}} reservas. Ahora son:',
    'business.lead.cancelled.one': 'Un cliente anuló su reserva:',
    'business.lead.cancelled.other': 'Un cliente anuló {{count}} reservas:',
    'business.name': 'Nombre',
    'business.email': 'Correo',
    'business.phone': 'Teléfono',
    'business.identification': 'Documento de identidad',
    'business.notes': 'Notas',
    'business.none': '—',
  },
};

const scheduledMail = translations('scheduledMail', scheduledMailTexts);

function scheduledWordsIn(language: NoticeLanguage): ScheduledMailWords {
  const t = scheduledMail(language);
  return {
    reminder: {
      subject: (location) => t('reminder.subject', { location }),
      lead: (count) => (count === 1 ? t('reminder.lead.one') : t('reminder.lead.other', { count })),
    },
    invitation: {
      subject: (location) => t('invitation.subject', { location }),
      lead: (service) => t('invitation.lead', { service }),
      review: t('invitation.review'),
      validFor: (days) => t('invitation.validFor', { days }),
    },
    business: {
      subject: {
        booked: (client) => t('business.subject.booked', { client }),
        moved: (client) => t('business.subject.moved', { client }),
        cancelled: (client) => t('business.subject.cancelled', { client }),
      },
      lead: {
        booked: (count) => (count === 1 ? t('business.lead.booked.one') : t('business.lead.booked.other', { count })),
        moved: (count) => (count === 1 ? t('business.lead.moved.one') : t('business.lead.moved.other', { count })),
        cancelled: (count) =>
          count === 1 ? t('business.lead.cancelled.one') : t('business.lead.cancelled.other', { count }),
      },
      name: t('business.name'),
      email: t('business.email'),
      phone: t('business.phone'),
      identification: t('business.identification'),
      notes: t('business.notes'),
      none: t('business.none'),
    },
  };
}

const SCHEDULED_WORDS: Readonly<Record<NoticeLanguage, ScheduledMailWords>> = {
  en: scheduledWordsIn('en'),
  es: scheduledWordsIn('es'),
};

/** The words of reminders, review invitations and the business's mails in `language`. */
export function scheduledMailWords(language: NoticeLanguage): ScheduledMailWords {
  return SCHEDULED_WORDS[language];
}
