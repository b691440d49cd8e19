import { describe, expect, it } from 'vitest';
import { mailWords, scheduledMailWords } from '#i18n/mail';
import type { Instant } from '../calendar/instant';
import type { BusinessNotice, ReminderNotice, ReviewInvitationNotice } from './booking-notice';
import { bookingMail } from './booking-mail';
import { businessMail, reviewInvitationMail } from './scheduled-mails';

// The mails of reminders, review invitations and the business's notices (issue 18; docs/adr/0067),
// as the content the domain decides (docs/adr/0066); src/adapters/mail renders and escapes it.

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
  it('is a booking mail of its own kind: the company’s name and the date in the subject, in the location country’s language', () => {
    const owner = { email: 'reservas@reserva.example' };
    const mail = bookingMail(REMINDER, owner, BOOKING.start, mailWords);
    expect(mail.to).toEqual({ name: 'Rosa Díaz', email: 'rosa@correo.example' });
    expect(mail.content.subject).toBe('Providencia: recordatorio de tu reserva del jue 3 dic, 10:00');
    expect(mail.content.lead).toEqual(['Te recordamos tu reserva.']);
    const english = bookingMail(
      { ...REMINDER, company: { name: 'Salón Aurora', colour: null, logo: null }, language: 'en' },
      owner,
      BOOKING.start,
      mailWords,
    );
    expect(english.content.subject).toBe('Salón Aurora: reminder of your booking on Thu 3 Dec, 10:00');
  });
});

describe('the review invitation', () => {
  it('links to the review page by its code, valid for thirty days, with the visit’s card', () => {
    const { content, calendar, to } = reviewInvitationMail(
      INVITATION,
      'the-code',
      'https://reservas.example/',
      30,
      mailWords,
      scheduledMailWords,
    );
    expect(to).toEqual({ name: 'Rosa Díaz', email: 'rosa@correo.example' });
    expect(content.subject).toBe('Providencia: ¿cómo fue tu visita?');
    expect(content.links).toEqual([
      { kind: 'review', label: 'Escribir mi reseña', href: 'https://reservas.example/cl/reviews/the-code' },
    ]);
    expect(content.closing).toEqual(['El enlace sirve una vez, durante 30 días.']);
    expect(content.cards.map((card) => card.service)).toEqual(['Corte de pelo mujer']);
    expect(calendar).toBeNull();
  });
});

describe('the business’s notice', () => {
  it('goes to the location with the booker’s details and notes, saying what it lacks', () => {
    const { content, calendar, to } = businessMail(BUSINESS, mailWords, scheduledMailWords);
    expect(to).toEqual({ name: 'Providencia', email: 'providencia@salon-aurora.example' });
    expect(content.subject).toBe('Nueva reserva: Rosa <b>Díaz</b>');
    expect(content.details).toEqual([
      { label: 'Nombre', value: 'Rosa <b>Díaz</b>' },
      { label: 'Correo', value: '—' },
      { label: 'Teléfono', value: '+56 9 1234 5678' },
      { label: 'Documento de identidad', value: '—' },
      { label: 'Notas', value: 'Primera vez & alérgica' },
    ]);
    expect(content.cards.map((card) => [card.service, card.hours])).toEqual([['Corte de pelo mujer', '10:00–10:45']]);
    expect(content.links).toEqual([]);
    expect(calendar).toBeNull();
  });

  it('says a move and a cancellation in their own words', () => {
    expect(businessMail({ ...BUSINESS, change: 'moved' }, mailWords, scheduledMailWords).content.subject).toBe(
      'Reserva modificada: Rosa <b>Díaz</b>',
    );
    expect(businessMail({ ...BUSINESS, change: 'cancelled' }, mailWords, scheduledMailWords).content.subject).toBe(
      'Reserva anulada: Rosa <b>Díaz</b>',
    );
  });
});
