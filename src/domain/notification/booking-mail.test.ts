import fc from 'fast-check';
import { describe, expect, it } from 'vitest';
import { addMinutes, type Instant } from '../calendar/instant';
import { contrastRatio, NEUTRAL_BRAND_COLOUR } from '../storefront/brand-colour';
import { bookingMail, bookingMailContent, renderedMail, type NoticeLinks } from './booking-mail';
import { noticeLanguage, parseClientNotice, type BookingNotice } from './booking-notice';
import { codePageLink, MAIL_LINK_KINDS } from './mail-links';
import { anyBookingNotice, anyTypedText } from './notification.arbitraries';
import { mailWords } from '#i18n/mail';

// What a booking's mail says (issue 8 Notifications, issue 18 Mails; docs/adr/0044, docs/adr/0066):
// its content, decided here from the notice; how it is written as HTML and plain text is the
// renderer's (src/adapters/mail/react-mail-renderer.test.ts).

const owner = { email: 'reservas@reserva.example' };
const stampedAt = Date.UTC(2026, 10, 24, 12, 0) as Instant;
const start = Date.UTC(2026, 11, 1, 13, 0) as Instant;
const ORIGIN = 'https://reservas.example';

const notice: BookingNotice = {
  kind: 'confirmed',
  groupId: 3,
  client: { fullName: 'Ana Pérez', email: 'ana@example.com' },
  location: {
    name: 'Providencia',
    address: 'Av. Providencia 1234',
    phone: '+56 2 2345 6789',
    email: 'hola@salon.example',
    timeZone: 'America/Santiago',
    countryCode: 'cl',
  },
  company: { name: 'Salón Aurora', colour: '#ffd400', logo: 'https://cdn.example/aurora.png' },
  bookings: [
    {
      id: 7,
      serviceName: 'Corte de pelo',
      providerName: 'Camila',
      status: 'confirmed',
      start,
      end: addMinutes(start, 45),
      modifications: 0,
      isVideo: false,
      outcall: false,
      price: '$25.000',
    },
  ],
};
const [booking] = notice.bookings as [BookingNotice['bookings'][number]];

const links: NoticeLinks = {
  perBooking: (id) =>
    (['cancel', 'change', 'view', 'confirm'] as const).map((kind) =>
      codePageLink(ORIGIN, 'cl', kind, `code-${String(id)}`),
    ),
  group: [codePageLink(ORIGIN, 'cl', 'cancelAll', 'code-7'), { kind: 'bookAgain', href: `${ORIGIN}/cl/sucursal/4` }],
};

describe('what a booking’s mail says (issue 18 Mails; docs/adr/0066)', () => {
  it('confirms in Spanish at a Chilean location, subject naming the company and the time as the location reads it', () => {
    const content = bookingMailContent(notice, mailWords);
    expect(content.language).toBe('es');
    expect(content.subject).toBe('Salón Aurora: tu reserva del mar 1 dic, 10:00');
    expect(content.greeting).toBe('Hola Ana Pérez:');
    expect(content.lead).toEqual(['Tu reserva está confirmada.']);
    expect(content.cards).toEqual([
      {
        service: 'Corte de pelo',
        date: 'martes 1 de diciembre de 2026',
        hours: '10:00–10:45',
        professional: 'Con Camila',
        place: 'Providencia, Av. Providencia 1234',
        price: 'Precio: $25.000',
        plan: null,
        links: [],
      },
    ]);
    expect(content.closing).toEqual(['El archivo de calendario adjunto la agrega a tu calendario.']);
    expect(content.contact).toBe('¿Dudas? Escribe o llama a Providencia · +56 2 2345 6789 · hola@salon.example');
    expect(content.preheader).toBe('Tu reserva está confirmada. Corte de pelo');
  });

  it('gives the booking’s reference as it is read out in every kind of mail, and none for a notice written before references (issue 35)', () => {
    for (const kind of ['confirmed', 'moved', 'cancelled', 'reminder'] as const) {
      expect(bookingMailContent({ ...notice, kind, reference: 'K7M4QX' }, mailWords).lead).toContain(
        'La referencia de tu reserva es K7M-4QX: indícala si nos llamas.',
      );
    }
    expect(bookingMailContent({ ...notice, language: 'en', reference: 'K7M4QX' }, mailWords).lead).toEqual([
      'Your booking is confirmed.',
      'Your booking reference is K7M-4QX: give it if you call us.',
    ]);
    expect(bookingMailContent(notice, mailWords).lead).toEqual(['Tu reserva está confirmada.']);
  });

  it('names the kind of change in the subject, in English and in Spanish', () => {
    const subject = (kind: 'confirmed' | 'cancelled' | 'moved' | 'reminder', language: 'en' | 'es') =>
      bookingMailContent({ ...notice, kind, language }, mailWords).subject;
    expect(subject('confirmed', 'en')).toBe('Salón Aurora: your booking on Tue 1 Dec, 10:00');
    expect(subject('cancelled', 'en')).toBe('Salón Aurora: your booking on Tue 1 Dec, 10:00 was cancelled');
    expect(subject('moved', 'en')).toBe('Salón Aurora: your booking was moved to Tue 1 Dec, 10:00');
    expect(subject('reminder', 'en')).toBe('Salón Aurora: reminder of your booking on Tue 1 Dec, 10:00');
    expect(subject('confirmed', 'es')).toBe('Salón Aurora: tu reserva del mar 1 dic, 10:00');
    expect(subject('cancelled', 'es')).toBe('Salón Aurora: tu reserva del mar 1 dic, 10:00 fue anulada');
    expect(subject('moved', 'es')).toBe('Salón Aurora: tu reserva se cambió al mar 1 dic, 10:00');
    expect(subject('reminder', 'es')).toBe('Salón Aurora: recordatorio de tu reserva del mar 1 dic, 10:00');
  });

  it('dates a mail of several bookings by the first, and counts them', () => {
    const later = { ...booking, id: 8, start: addMinutes(start, 24 * 60), end: addMinutes(start, 24 * 60 + 30) };
    const content = bookingMailContent({ ...notice, language: 'en', bookings: [booking, later] }, mailWords);
    expect(content.subject).toBe('Salón Aurora: your 2 bookings from Tue 1 Dec, 10:00');
    expect(content.lead).toEqual(['Your 2 bookings are confirmed.']);
    expect(content.cards.map((card) => `${card.date}, ${card.hours}`)).toEqual([
      'Tuesday 1 December 2026, 10:00–10:45',
      'Wednesday 2 December 2026, 10:00–10:30',
    ]);
  });

  it('writes in the language the client booked in, else in the location country’s', () => {
    expect(bookingMailContent({ ...notice, language: 'en' }, mailWords).language).toBe('en');
    const { language, ...withoutLanguage } = { ...notice, language: 'en' as const };
    expect(language).toBe('en');
    expect(bookingMailContent(withoutLanguage, mailWords).language).toBe('es');
    const abroad = { ...notice, location: { ...notice.location, countryCode: 'us', timeZone: 'America/New_York' } };
    expect(bookingMailContent(abroad, mailWords).cards[0]?.date).toBe('Tuesday 1 December 2026');
    expect(bookingMailContent(abroad, mailWords).cards[0]?.hours).toBe('08:00–08:45');
  });

  it('signs a notice written before the company was kept with the location’s name, in a neutral colour and without a logo', () => {
    const { company, ...older } = notice;
    expect(company).toBeDefined();
    const content = bookingMailContent(older, mailWords);
    expect(content.subject).toBe('Providencia: tu reserva del mar 1 dic, 10:00');
    expect(content.brand).toEqual({
      name: 'Providencia',
      colour: NEUTRAL_BRAND_COLOUR,
      textColour: '#ffffff',
      logo: null,
    });
  });

  it('brands the mail in the company’s colour with a text colour that reads on it, and its logo when it is a web address', () => {
    expect(bookingMailContent(notice, mailWords).brand).toEqual({
      name: 'Salón Aurora',
      colour: '#ffd400',
      textColour: '#000000',
      logo: 'https://cdn.example/aurora.png',
    });
    for (const logo of ['/logos/aurora.png', 'data:image/png;base64,AAAA', 'javascript:alert(1)', null]) {
      const company = { name: 'Salón Aurora', colour: 'not a colour', logo };
      const brand = bookingMailContent({ ...notice, company }, mailWords).brand;
      expect(brand.logo).toBeNull();
      expect(brand.colour).toBe(NEUTRAL_BRAND_COLOUR);
      expect(contrastRatio(brand.colour, brand.textColour)).toBeGreaterThanOrEqual(4.5);
    }
  });

  it('leaves out the price line of a booking whose price is hidden or was not kept', () => {
    const { price, ...withoutPrice } = booking;
    expect(price).toBe('$25.000');
    expect(bookingMailContent({ ...notice, bookings: [withoutPrice] }, mailWords).cards[0]?.price).toBeNull();
    expect(
      bookingMailContent({ ...notice, bookings: [{ ...booking, price: null }] }, mailWords).cards[0]?.price,
    ).toBeNull();
  });

  it('says on the card that the plan covers a booking it pays, and below what the plans cover and what is left to pay (issue 29 item 11)', () => {
    const cleaning = {
      ...booking,
      serviceName: 'Limpieza dental',
      price: '$35.000',
      planName: 'Plan limpiezas 2 al año',
    };
    const content = bookingMailContent(
      {
        ...notice,
        bookings: [cleaning],
        planPayment: { planNames: ['Plan limpiezas 2 al año'], covered: '$35.000', leftToPay: '$0' },
      },
      mailWords,
    );
    expect(content.cards[0]).toMatchObject({
      price: 'Precio: $35.000',
      plan: 'Cubierto por tu plan «Plan limpiezas 2 al año»: no queda nada por pagar',
    });
    expect(content.details).toEqual([
      { label: 'Tu plan', value: 'Plan limpiezas 2 al año' },
      { label: 'Cubierto por tu plan', value: '$35.000' },
      { label: 'Por pagar', value: '$0' },
    ]);
    const english = bookingMailContent(
      {
        ...notice,
        language: 'en',
        kind: 'moved',
        bookings: [
          { ...cleaning, planName: 'Pase 4 cortes' },
          { ...booking, id: 8, price: '$9.000' },
        ],
        planPayment: { planNames: ['Pase 4 cortes'], covered: '$12.000', leftToPay: null },
      },
      mailWords,
    );
    expect(english.cards.map((card) => card.plan)).toEqual([
      'Covered by your plan “Pase 4 cortes”: nothing left to pay',
      null,
    ]);
    expect(english.details).toEqual([
      { label: 'Your plan', value: 'Pase 4 cortes' },
      { label: 'Covered by your plan', value: '$12.000' },
    ]);
  });

  it('says nothing of plans in the mail of bookings no plan pays, nor in a cancellation', () => {
    expect(bookingMailContent(notice, mailWords).cards[0]?.plan).toBeNull();
    expect(bookingMailContent(notice, mailWords).details).toEqual([]);
    const cancelled = bookingMailContent(
      {
        ...notice,
        kind: 'cancelled',
        bookings: [{ ...booking, status: 'cancelled', planName: 'Pase 4 cortes' }],
        planPayment: null,
      },
      mailWords,
    );
    expect(cancelled.cards[0]?.plan).toBeNull();
    expect(cancelled.details).toEqual([]);
  });

  it('says where: by video, at the client’s address, or at the location', () => {
    const place = (change: Partial<typeof booking>) =>
      bookingMailContent({ ...notice, bookings: [{ ...booking, ...change }] }, mailWords).cards[0]?.place;
    expect(place({ isVideo: true })).toBe('Por videollamada');
    expect(place({ outcall: true })).toBe('En tu domicilio');
    expect(place({})).toBe('Providencia, Av. Providencia 1234');
  });

  it('labels the links by kind, each booking’s on its card and the group’s below, in the mail’s order', () => {
    const content = bookingMailContent(notice, mailWords, links);
    expect(content.cards[0]?.links).toEqual([
      { kind: 'view', label: 'Ver tu reserva', href: `${ORIGIN}/cl/bookings/view/code-7` },
      { kind: 'confirm', label: 'Confirmar asistencia', href: `${ORIGIN}/cl/bookings/confirm/code-7` },
      { kind: 'change', label: 'Cambiar la hora', href: `${ORIGIN}/cl/bookings/edit/code-7` },
      { kind: 'cancel', label: 'Anular la reserva', href: `${ORIGIN}/cl/bookings/cancel/code-7` },
    ]);
    expect(content.links.map((link) => [link.kind, link.label])).toEqual([
      ['cancelAll', 'Anular todas las reservas'],
      ['bookAgain', 'Reservar de nuevo'],
    ]);
  });

  it('offers a cancelled booking only to book again, and a reminder only to see, confirm, change or cancel', () => {
    const cancelled = bookingMailContent({ ...notice, kind: 'cancelled' }, mailWords, links);
    expect(cancelled.cards[0]?.links).toEqual([]);
    expect(cancelled.links.map((link) => link.kind)).toEqual(['bookAgain']);
    const reminder = bookingMailContent({ ...notice, kind: 'reminder' }, mailWords, links);
    expect(reminder.cards[0]?.links.map((link) => link.kind)).toEqual(['view', 'confirm', 'change', 'cancel']);
    expect(reminder.links).toEqual([]);
  });

  it('says a location zone the runtime does not know is read in UTC', () => {
    const content = bookingMailContent(
      { ...notice, location: { ...notice.location, timeZone: 'Not/AZone' } },
      mailWords,
    );
    expect(content.cards[0]?.hours).toBe('13:00–13:45 (UTC)');
    expect(content.subject).toBe('Salón Aurora: tu reserva del mar 1 dic, 13:00 (UTC)');
  });

  it('carries what anyone typed as itself, one card per booking, whatever the notice', () => {
    fc.assert(
      fc.property(anyBookingNotice, anyTypedText, (anyNotice, companyName) => {
        const content = bookingMailContent(
          { ...anyNotice, company: { name: companyName, colour: null, logo: null } },
          mailWords,
        );
        expect(content.language).toBe(noticeLanguage(anyNotice.location.countryCode));
        expect(content.cards.map((card) => card.service)).toEqual(anyNotice.bookings.map((each) => each.serviceName));
        expect(content.greeting).toContain(anyNotice.client.fullName);
        expect(content.brand.name).toBe(companyName.trim() === '' ? anyNotice.location.name : companyName);
        expect(content.subject.startsWith(`${content.brand.name}: `)).toBe(true);
      }),
    );
  });

  it('shows no link kind a mail does not know', () => {
    fc.assert(
      fc.property(anyBookingNotice, (anyNotice) => {
        const content = bookingMailContent(anyNotice, mailWords, links);
        for (const link of [...content.links, ...content.cards.flatMap((card) => card.links)]) {
          expect(MAIL_LINK_KINDS).toContain(link.kind);
          expect(link.label).toMatch(/\S/);
        }
      }),
    );
  });
});

describe('the notice’s fields a branded mail reads (issue 18; docs/adr/0066)', () => {
  it('reads a stored notice with its company, language and prices back as itself, and one written before without them', () => {
    expect(parseClientNotice(JSON.parse(JSON.stringify(notice)))._unsafeUnwrap()).toEqual(notice);
    const { company, ...older } = notice;
    const stored = { ...older, bookings: older.bookings.map(({ price, ...rest }) => rest) };
    expect(company).toBeDefined();
    expect(parseClientNotice(stored)._unsafeUnwrap()).toEqual(stored);
    expect(parseClientNotice({ ...notice, language: 'fr' }).isErr()).toBe(true);
  });
});

describe('the mail a booking notice becomes (issue 8 Notifications; docs/adr/0044)', () => {
  it('goes to the client, in the content’s language, with the parts its renderer writes', () => {
    const mail = renderedMail(bookingMail(notice, owner, stampedAt, mailWords), (content) => ({
      html: `<p>${content.greeting}</p>`,
      text: content.greeting,
    }));
    expect(mail.to).toEqual({ name: 'Ana Pérez', email: 'ana@example.com' });
    expect(mail.subject).toBe('Salón Aurora: tu reserva del mar 1 dic, 10:00');
    expect(mail.language).toBe('es');
    expect(mail.text).toBe('Hola Ana Pérez:');
    expect(mail.html).toBe('<p>Hola Ana Pérez:</p>');
  });

  it('invites to the calendar event, as the location reads its time', () => {
    const mail = bookingMail(notice, owner, stampedAt, mailWords);
    expect(mail.calendar?.method).toBe('REQUEST');
    expect(mail.calendar?.content).toContain('METHOD:REQUEST');
    expect(mail.calendar?.content).toContain('DTSTART:20261201T130000Z');
  });

  it('cancels the same calendar event with a higher sequence', () => {
    const confirmed = bookingMail(notice, owner, stampedAt, mailWords).calendar?.content ?? '';
    const cancelled = bookingMail(
      { ...notice, kind: 'cancelled', bookings: [{ ...booking, status: 'cancelled' }] },
      owner,
      stampedAt,
      mailWords,
    );
    const content = cancelled.calendar?.content ?? '';
    expect(cancelled.content.subject).toBe('Salón Aurora: tu reserva del mar 1 dic, 10:00 fue anulada');
    expect(cancelled.calendar?.method).toBe('CANCEL');
    expect(content).toContain('METHOD:CANCEL');
    expect(content).toContain('STATUS:CANCELLED');
    const uid = (calendar: string) => /UID:(.*)\r\n/.exec(calendar)?.[1];
    const sequence = (calendar: string) => Number(/SEQUENCE:(\d+)/.exec(calendar)?.[1]);
    expect(uid(content)).toBe(uid(confirmed));
    expect(sequence(content)).toBeGreaterThan(sequence(confirmed));
  });
});
