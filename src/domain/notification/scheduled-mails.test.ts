import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { mailWords, scheduledMailWords } from '#i18n/mail';
import type { Instant } from '../calendar/instant';
import type { BusinessNotice, ReminderNotice, ReviewInvitationNotice } from './booking-notice';
import { anyBookingNotice, anyNoticeBooking, anyNoticePlace, anyTypedText } from './notification.arbitraries';
import { businessMail, reminderMail, reviewInvitationMail } from './scheduled-mails';

// The mails of reminders, review invitations and the business's notices (issue 18; docs/adr/0067).

const PLACE = {
  name: 'Providencia',
  address: 'Av. Providencia 1234',
  phone: '+56 2 2345 6789',
  email: 'providencia@salon-aurora.example',
  timeZone: 'America/Santiago',
  countryCode: 'cl',
};
const BOOKING = {
  id: 41,
  serviceName: 'Corte de pelo mujer',
  providerName: 'Camila Rojas',
  status: 'confirmed' as const,
  start: Date.parse('2026-12-03T13:00:00Z') as Instant,
  end: Date.parse('2026-12-03T13:45:00Z') as Instant,
  modifications: 0,
  isVideo: false,
  outcall: false,
};
const REMINDER: ReminderNotice = {
  kind: 'reminder',
  groupId: 7,
  client: { fullName: 'Rosa Díaz', email: 'rosa@correo.example' },
  location: PLACE,
  bookings: [BOOKING],
};
const INVITATION: ReviewInvitationNotice = {
  ...REMINDER,
  kind: 'review_invitation',
  locationId: 1,
  sealedReviewCode: 'sealed',
};
const BUSINESS: BusinessNotice = {
  kind: 'business',
  change: 'booked',
  groupId: 7,
  to: { name: 'Providencia', email: 'providencia@salon-aurora.example' },
  booker: { fullName: 'Rosa <b>Díaz</b>', email: null, phone: '+56 9 1234 5678', identificationNumber: null },
  notes: 'Primera vez & alérgica',
  location: PLACE,
  bookings: [BOOKING],
};

describe('the reminder', () => {
  it('reminds the client of the booking, in the location country’s language, without a calendar file', () => {
    const mail = reminderMail(REMINDER, mailWords, scheduledMailWords);
    expect(mail.to).toEqual({ name: 'Rosa Díaz', email: 'rosa@correo.example' });
    expect(mail.subject).toBe('Recordatorio de tu reserva — Providencia');
    expect(mail.text).toContain('Hola Rosa Díaz: te recordamos tu reserva:');
    expect(mail.text).toContain('jueves 03/12/2026 a las 10:00');
    expect(mail.calendar).toBeNull();
    expect(
      reminderMail({ ...REMINDER, location: { ...PLACE, countryCode: 'us' } }, mailWords, scheduledMailWords).subject,
    ).toBe('Reminder of your booking — Providencia');
  });
});

describe('the review invitation', () => {
  it('links to the review page by its code, valid for thirty days', () => {
    const mail = reviewInvitationMail(
      INVITATION,
      'the-code',
      'https://reservas.example/',
      30,
      mailWords,
      scheduledMailWords,
    );
    expect(mail.subject).toBe('¿Cómo fue tu visita? — Providencia');
    expect(mail.text).toContain('Escribir mi reseña: https://reservas.example/cl/reviews/the-code');
    expect(mail.html).toContain('<a href="https://reservas.example/cl/reviews/the-code">Escribir mi reseña</a>');
    expect(mail.text).toContain('El enlace sirve una vez, durante 30 días.');
  });
});

describe('the business’s notice', () => {
  it('goes to the location with the booker’s details and notes, saying what it lacks', () => {
    const mail = businessMail(BUSINESS, mailWords, scheduledMailWords);
    expect(mail.to).toEqual({ name: 'Providencia', email: 'providencia@salon-aurora.example' });
    expect(mail.subject).toBe('Nueva reserva: Rosa <b>Díaz</b>');
    expect(mail.text).toContain('Correo: —');
    expect(mail.text).toContain('Teléfono: +56 9 1234 5678');
    expect(mail.text).toContain('Notas: Primera vez & alérgica');
    expect(mail.calendar).toBeNull();
  });

  it('says a move and a cancellation in their own words', () => {
    expect(businessMail({ ...BUSINESS, change: 'moved' }, mailWords, scheduledMailWords).subject).toBe(
      'Reserva modificada: Rosa <b>Díaz</b>',
    );
    expect(businessMail({ ...BUSINESS, change: 'cancelled' }, mailWords, scheduledMailWords).subject).toBe(
      'Reserva anulada: Rosa <b>Díaz</b>',
    );
  });
});

describe('what anyone typed, in these mails', () => {
  const noMarkup = (html: string) => {
    // Only the mail's own tags: every typed '<' arrives as an entity.
    const tags = html.match(/<[^>]*>/g) ?? [];
    for (const tag of tags)
      expect(tag).toMatch(/^<\/?(!DOCTYPE html|html|head|meta|title|body|p|ul|li|strong|br|dl|dt|dd|a)\b/);
  };

  it('never opens markup in the HTML', () => {
    fc.assert(
      fc.property(anyBookingNotice, anyTypedText, (notice, typed) => {
        const reminder: ReminderNotice = { ...notice, kind: 'reminder' };
        noMarkup(reminderMail(reminder, mailWords, scheduledMailWords).html);
        noMarkup(
          reviewInvitationMail(
            { ...reminder, kind: 'review_invitation', locationId: 1, sealedReviewCode: 'x' },
            typed,
            'https://reservas.example',
            30,
            mailWords,
            scheduledMailWords,
          ).html,
        );
      }),
    );
  });

  it('never opens markup in the business’s HTML', () => {
    fc.assert(
      fc.property(
        anyNoticePlace,
        fc.array(anyNoticeBooking, { minLength: 1, maxLength: 3 }),
        anyTypedText,
        anyTypedText,
        (location, bookings, name, notes) => {
          noMarkup(
            businessMail(
              {
                ...BUSINESS,
                location,
                bookings,
                notes,
                booker: { fullName: name, email: null, phone: name, identificationNumber: notes },
              },
              mailWords,
              scheduledMailWords,
            ).html,
          );
        },
      ),
    );
  });
});
