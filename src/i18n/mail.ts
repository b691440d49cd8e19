import type { MailWords } from '#domain/notification/booking-mail';
import type { NoticeLanguage } from '#domain/notification/booking-notice';
import type { ScheduledMailWords } from '#domain/notification/scheduled-mails';
import { translations, type Namespace } from './translator';

// The words of the mails a client gets (issue 8 "Notifications"; issue 18 "Mails"; ADR 0044,
// ADR 0052, ADR 0058, ADR 0066): a booking confirmed, cancelled, moved or reminded of, and the
// hours a payment released. The domain composes each mail's content from them
// (src/domain/notification/booking-mail.ts) and the mail renderer escapes every value.

const en = {
  'subject.confirmed.one': '{{company}}: your booking on {{when}}',
  'subject.confirmed.other': '{{company}}: your {{count}} bookings from {{when}}',
  'subject.cancelled.one': '{{company}}: your booking on {{when}} was cancelled',
  'subject.cancelled.other': '{{company}}: your {{count}} bookings from {{when}} were cancelled',
  'subject.moved.one': '{{company}}: your booking was moved to {{when}}',
  'subject.moved.other': '{{company}}: your {{count}} bookings were moved, the first to {{when}}',
  'subject.reminder.one': '{{company}}: reminder of your booking on {{when}}',
  'subject.reminder.other': '{{company}}: reminder of your {{count}} bookings from {{when}}',
  greeting: 'Hello {{name}},',
  reference: 'Your booking reference is {{reference}}: give it if you call us.',
  'lead.confirmed.one': 'Your booking is confirmed.',
  'lead.confirmed.other': 'Your {{count}} bookings are confirmed.',
  'lead.cancelled.one': 'Your booking was cancelled.',
  'lead.cancelled.other': 'Your {{count}} bookings were cancelled.',
  'lead.moved.one': 'Your booking was changed. This is its new time.',
  'lead.moved.other': 'Your {{count}} bookings were changed. These are their new times.',
  'lead.reminder.one': 'This is a reminder of your booking.',
  'lead.reminder.other': 'This is a reminder of your {{count}} bookings.',
  date: '{{weekday}} {{day}} {{month}} {{year}}',
  shortWhen: '{{weekday}} {{day}} {{month}}, {{hour}}',
  hours: '{{from}}–{{to}}',
  withProvider: 'With {{provider}}',
  byVideo: 'By video conference',
  outcall: 'At your address',
  price: 'Price: {{price}}',
  'plan.covers': 'Covered by your plan “{{plan}}”: nothing left to pay',
  'plan.names.one': 'Your plan',
  'plan.names.other': 'Your plans',
  'plan.covered': 'Covered by your plan',
  'plan.leftToPay': 'Left to pay',
  'calendar.confirmed': 'The attached calendar file adds it to your calendar.',
  'calendar.cancelled': 'The attached calendar file removes it from your calendar.',
  'calendar.moved': 'The attached calendar file updates your calendar.',
  'calendar.reminder': 'The attached calendar file keeps your calendar up to date.',
  questions: 'Questions? Contact {{location}}',
  'weekday.1': 'Monday',
  'weekday.2': 'Tuesday',
  'weekday.3': 'Wednesday',
  'weekday.4': 'Thursday',
  'weekday.5': 'Friday',
  'weekday.6': 'Saturday',
  'weekday.7': 'Sunday',
  'weekdayShort.1': 'Mon',
  'weekdayShort.2': 'Tue',
  'weekdayShort.3': 'Wed',
  'weekdayShort.4': 'Thu',
  'weekdayShort.5': 'Fri',
  'weekdayShort.6': 'Sat',
  'weekdayShort.7': 'Sun',
  'month.1': 'January',
  'month.2': 'February',
  'month.3': 'March',
  'month.4': 'April',
  'month.5': 'May',
  'month.6': 'June',
  'month.7': 'July',
  'month.8': 'August',
  'month.9': 'September',
  'month.10': 'October',
  'month.11': 'November',
  'month.12': 'December',
  'monthShort.1': 'Jan',
  'monthShort.2': 'Feb',
  'monthShort.3': 'Mar',
  'monthShort.4': 'Apr',
  'monthShort.5': 'May',
  'monthShort.6': 'Jun',
  'monthShort.7': 'Jul',
  'monthShort.8': 'Aug',
  'monthShort.9': 'Sep',
  'monthShort.10': 'Oct',
  'monthShort.11': 'Nov',
  'monthShort.12': 'Dec',
  'link.view': 'See your booking',
  'link.confirm': 'Confirm attendance',
  'link.confirmAll': 'Confirm attendance to all',
  'link.change': 'Change the hour',
  'link.cancel': 'Cancel the booking',
  'link.cancelAll': 'Cancel all the bookings',
  'link.review': 'Review the service',
  'link.bookAgain': 'Book again',
  'link.signConsent': 'Sign your consent: {{title}}',
  'released.subject.expired': '{{company}}: the time to pay for the hour on {{when}} ran out',
  'released.subject.rejected':
    '{{company}}: your card was rejected and the time to pay for the hour on {{when}} ran out',
  'released.greeting': 'Hello {{name}},',
  'released.expired': 'The payment was not completed in time',
  'released.rejected.insufficient_balance':
    'Your card was rejected, as it does not have enough balance, and no other card paid in time',
  'released.rejected.wrong_card_data':
    'Your card was rejected, as its details were wrong, and no other card paid in time',
  'released.rejected.card_not_enabled':
    'Your card was rejected, as it is not enabled for this payment, and no other card paid in time',
  'released.rejected.other': 'The payment provider rejected your card, and no other card paid in time',
  'released.lead.one': ', so the hour we were holding for you was released and is not booked:',
  'released.lead.other': ', so the {{count}} hours we were holding for you were released and are not booked:',
} as const;

export const mailTexts: Namespace<typeof en> = {
  en,
  es: {
    'subject.confirmed.one': '{{company}}: tu reserva del {{when}}',
    'subject.confirmed.other': '{{company}}: tus {{count}} reservas desde el {{when}}',
    'subject.cancelled.one': '{{company}}: tu reserva del {{when}} fue anulada',
    'subject.cancelled.other': '{{company}}: tus {{count}} reservas desde el {{when}} fueron anuladas',
    'subject.moved.one': '{{company}}: tu reserva se cambió al {{when}}',
    'subject.moved.other': '{{company}}: tus {{count}} reservas se cambiaron, la primera al {{when}}',
    'subject.reminder.one': '{{company}}: recordatorio de tu reserva del {{when}}',
    'subject.reminder.other': '{{company}}: recordatorio de tus {{count}} reservas desde el {{when}}',
    greeting: 'Hola {{name}}:',
    reference: 'La referencia de tu reserva es {{reference}}: indícala si nos llamas.',
    'lead.confirmed.one': 'Tu reserva está confirmada.',
    'lead.confirmed.other': 'Tus {{count}} reservas están confirmadas.',
    'lead.cancelled.one': 'Tu reserva fue anulada.',
    'lead.cancelled.other': 'Tus {{count}} reservas fueron anuladas.',
    'lead.moved.one': 'Tu reserva fue modificada. Este es su nuevo horario.',
    'lead.moved.other': 'Tus {{count}} reservas fueron modificadas. Estos son sus nuevos horarios.',
    'lead.reminder.one': 'Te recordamos tu reserva.',
    'lead.reminder.other': 'Te recordamos tus {{count}} reservas.',
    date: '{{weekday}} {{day}} de {{month}} de {{year}}',
    shortWhen: '{{weekday}} {{day}} {{month}}, {{hour}}',
    hours: '{{from}}–{{to}}',
    withProvider: 'Con {{provider}}',
    byVideo: 'Por videollamada',
    outcall: 'En tu domicilio',
    price: 'Precio: {{price}}',
    'plan.covers': 'Cubierto por tu plan «{{plan}}»: no queda nada por pagar',
    'plan.names.one': 'Tu plan',
    'plan.names.other': 'Tus planes',
    'plan.covered': 'Cubierto por tu plan',
    'plan.leftToPay': 'Por pagar',
    'calendar.confirmed': 'El archivo de calendario adjunto la agrega a tu calendario.',
    'calendar.cancelled': 'El archivo de calendario adjunto la quita de tu calendario.',
    'calendar.moved': 'El archivo de calendario adjunto actualiza tu calendario.',
    'calendar.reminder': 'El archivo de calendario adjunto mantiene tu calendario al día.',
    questions: '¿Dudas? Escribe o llama a {{location}}',
    'weekday.1': 'lunes',
    'weekday.2': 'martes',
    'weekday.3': 'miércoles',
    'weekday.4': 'jueves',
    'weekday.5': 'viernes',
    'weekday.6': 'sábado',
    'weekday.7': 'domingo',
    'weekdayShort.1': 'lun',
    'weekdayShort.2': 'mar',
    'weekdayShort.3': 'mié',
    'weekdayShort.4': 'jue',
    'weekdayShort.5': 'vie',
    'weekdayShort.6': 'sáb',
    'weekdayShort.7': 'dom',
    'month.1': 'enero',
    'month.2': 'febrero',
    'month.3': 'marzo',
    'month.4': 'abril',
    'month.5': 'mayo',
    'month.6': 'junio',
    'month.7': 'julio',
    'month.8': 'agosto',
    'month.9': 'septiembre',
    'month.10': 'octubre',
    'month.11': 'noviembre',
    'month.12': 'diciembre',
    'monthShort.1': 'ene',
    'monthShort.2': 'feb',
    'monthShort.3': 'mar',
    'monthShort.4': 'abr',
    'monthShort.5': 'may',
    'monthShort.6': 'jun',
    'monthShort.7': 'jul',
    'monthShort.8': 'ago',
    'monthShort.9': 'sept',
    'monthShort.10': 'oct',
    'monthShort.11': 'nov',
    'monthShort.12': 'dic',
    'link.view': 'Ver tu reserva',
    'link.confirm': 'Confirmar asistencia',
    'link.confirmAll': 'Confirmar asistencia a todas',
    'link.change': 'Cambiar la hora',
    'link.cancel': 'Anular la reserva',
    'link.cancelAll': 'Anular todas las reservas',
    'link.review': 'Evaluar el servicio',
    'link.bookAgain': 'Reservar de nuevo',
    'link.signConsent': 'Firma tu consentimiento: {{title}}',
    'released.subject.expired': '{{company}}: se acabó el tiempo para pagar la hora del {{when}}',
    'released.subject.rejected':
      '{{company}}: tu tarjeta fue rechazada y se acabó el tiempo para pagar la hora del {{when}}',
    'released.greeting': 'Hola {{name}}:',
    'released.expired': 'El pago no se completó a tiempo',
    'released.rejected.insufficient_balance':
      'Tu tarjeta fue rechazada por no tener saldo suficiente y ninguna otra pagó a tiempo',
    'released.rejected.wrong_card_data':
      'Tu tarjeta fue rechazada porque sus datos eran incorrectos y ninguna otra pagó a tiempo',
    'released.rejected.card_not_enabled':
      'Tu tarjeta fue rechazada por no estar habilitada para este pago y ninguna otra pagó a tiempo',
    'released.rejected.other': 'El proveedor de pagos rechazó tu tarjeta y ninguna otra pagó a tiempo',
    'released.lead.one': ', así que liberamos la hora que te guardábamos y no quedó reservada:',
    'released.lead.other': ', así que liberamos las {{count}} horas que te guardábamos y no quedaron reservadas:',
  },
};

const mail = translations('mail', mailTexts);

type Seven<T> = readonly [T, T, T, T, T, T, T];
const ISO_WEEKDAYS = [1, 2, 3, 4, 5, 6, 7] as const;
const MONTHS = [1, 2, 3, 4, 5, 6, 7, 8, 9, 10, 11, 12] as const;

function wordsIn(language: NoticeLanguage): MailWords {
  const t = mail(language);
  return {
    subject: {
      confirmed: (company, when, count) =>
        count === 1
          ? t('subject.confirmed.one', { company, when })
          : t('subject.confirmed.other', { company, when, count }),
      cancelled: (company, when, count) =>
        count === 1
          ? t('subject.cancelled.one', { company, when })
          : t('subject.cancelled.other', { company, when, count }),
      moved: (company, when, count) =>
        count === 1 ? t('subject.moved.one', { company, when }) : t('subject.moved.other', { company, when, count }),
      reminder: (company, when, count) =>
        count === 1
          ? t('subject.reminder.one', { company, when })
          : t('subject.reminder.other', { company, when, count }),
    },
    greeting: (name) => t('greeting', { name }),
    reference: (reference) => t('reference', { reference }),
    lead: {
      confirmed: (count) => (count === 1 ? t('lead.confirmed.one') : t('lead.confirmed.other', { count })),
      cancelled: (count) => (count === 1 ? t('lead.cancelled.one') : t('lead.cancelled.other', { count })),
      moved: (count) => (count === 1 ? t('lead.moved.one') : t('lead.moved.other', { count })),
      reminder: (count) => (count === 1 ? t('lead.reminder.one') : t('lead.reminder.other', { count })),
    },
    date: (weekday, day, month, year) => t('date', { weekday, day, month, year }),
    shortWhen: (weekday, day, month, hour) => t('shortWhen', { weekday, day, month, hour }),
    hours: (from, to) => t('hours', { from, to }),
    withProvider: (provider) => t('withProvider', { provider }),
    byVideo: t('byVideo'),
    outcall: t('outcall'),
    price: (price) => t('price', { price }),
    plan: {
      covers: (plan) => t('plan.covers', { plan }),
      names: (count) => (count === 1 ? t('plan.names.one') : t('plan.names.other')),
      covered: t('plan.covered'),
      leftToPay: t('plan.leftToPay'),
    },
    calendar: {
      confirmed: t('calendar.confirmed'),
      cancelled: t('calendar.cancelled'),
      moved: t('calendar.moved'),
      reminder: t('calendar.reminder'),
    },
    questions: (location) => t('questions', { location }),
    weekdays: ISO_WEEKDAYS.map((weekday) => t(`weekday.${weekday}`)) as unknown as Seven<string>,
    weekdaysShort: ISO_WEEKDAYS.map((weekday) => t(`weekdayShort.${weekday}`)) as unknown as Seven<string>,
    months: MONTHS.map((month) => t(`month.${month}`)),
    monthsShort: MONTHS.map((month) => t(`monthShort.${month}`)),
    links: {
      view: t('link.view'),
      confirm: t('link.confirm'),
      confirmAll: t('link.confirmAll'),
      change: t('link.change'),
      cancel: t('link.cancel'),
      cancelAll: t('link.cancelAll'),
      review: t('link.review'),
      bookAgain: t('link.bookAgain'),
    },
    signConsent: (title) => t('link.signConsent', { title }),
    released: {
      subject: {
        expired: (company, when) => t('released.subject.expired', { company, when }),
        rejected: (company, when) => t('released.subject.rejected', { company, when }),
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
    },
  };
}

const WORDS: Readonly<Record<NoticeLanguage, MailWords>> = { en: wordsIn('en'), es: wordsIn('es') };

/** The words of a client's mails in `language`, for the domain to compose the mail with. */
export function mailWords(language: NoticeLanguage): MailWords {
  return WORDS[language];
}

// The words of the invitation to review a visit and of the location told of a booking booked, moved
// or cancelled (issue 18; ADR 0067; src/domain/notification/scheduled-mails.ts). A reminder is a
// booking mail and reads the client's mails' words.

const scheduledEn = {
  'invitation.subject': '{{company}}: how was your visit?',
  'invitation.lead': 'How was your {{service}}? Tell others, and the business, in a short review.',
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
    'invitation.subject': '{{company}}: ¿cómo fue tu visita?',
    'invitation.lead': '¿Cómo fue tu {{service}}? Cuéntalo a otros, y al negocio, en una breve reseña.',
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
    invitation: {
      subject: (company) => t('invitation.subject', { company }),
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
