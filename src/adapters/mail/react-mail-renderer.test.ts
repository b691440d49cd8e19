import fc from 'fast-check';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import { addMinutes, type Instant } from '#domain/calendar/instant';
import { bookingMailContent, paymentReleasedMailContent, type NoticeLinks } from '#domain/notification/booking-mail';
import type { BookingNotice, PaymentReleasedNotice } from '#domain/notification/booking-notice';
import type { MailContent } from '#domain/notification/mail-content';
import { codePageLink } from '#domain/notification/mail-links';
import {
  anyBookingNotice,
  anyPaymentReleasedNotice,
  anyTypedText,
} from '#domain/notification/notification.arbitraries';
import { mailWords } from '#i18n/mail';
import { reactMailRenderer } from './react-mail-renderer';
import { TEMPLATE_TAGS } from './template-tags.test-support';

// The mail renderer (issue 18 "Mails"; docs/adr/0066): a MailContent written as an email-safe HTML
// document and as plain text. The HTML is read back with a DOM parser, as a mail client would: every
// value must come back as the text it was, in the element meant for it, and open no markup of its own.

const ORIGIN = 'https://reservas.example';
const start = Date.UTC(2026, 11, 1, 13, 0) as Instant;

const notice: BookingNotice = {
  kind: 'confirmed',
  groupId: 3,
  client: { fullName: 'Ana Pérez', email: 'ana@example.com' },
  location: {
    name: 'Providencia',
    address: 'Av. Providencia 1234',
    phone: '+56 2 2345 6789',
    email: null,
    timeZone: 'America/Santiago',
    countryCode: 'cl',
  },
  company: { name: 'Salón Aurora', colour: '#7a1f5c', logo: 'https://cdn.example/aurora.png' },
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

const links: NoticeLinks = {
  perBooking: (id) =>
    (['view', 'confirm', 'cancel'] as const).map((kind) => codePageLink(ORIGIN, 'cl', kind, `c${String(id)}"&<x>`)),
  group: [{ kind: 'bookAgain', href: `${ORIGIN}/cl/sucursal/4` }],
};

/** The tags the template writes; any other element in the parsed document came from a value. */

// One window for the whole file: making one per mail costs more than the rest of a property's run.
const window = new Window();

/** `html` parsed into the window's document, replacing the last mail. */
function parsed(html: string): Document {
  window.document.open();
  window.document.write(html);
  window.document.close();
  return window.document as unknown as Document;
}

/**
 * `text` with what HTML parsers may normalise normalised: the standard's reads line breaks written
 * CR LF or CR as LF and drops NUL characters (happy-dom's keeps them), so both sides of a comparison
 * go through this. Nothing else changes.
 */
const asParsed = (text: string) => text.replace(/\r\n?/g, '\n').replace(/\0/g, '');

const textOf = (element: Element | null | undefined) =>
  element?.textContent === undefined ? null : asParsed(element.textContent);

/** What a reader of the parsed HTML sees of each part of the content. */
function expectTheContentReadsBack(content: MailContent, document: Document): void {
  expect(document.documentElement.getAttribute('lang')).toBe(content.language);
  expect(textOf(document.querySelector('title'))).toBe(asParsed(content.subject));
  for (const element of document.querySelectorAll('*')) expect(TEMPLATE_TAGS).toContain(element.tagName);
  const paragraphs = [...document.querySelectorAll('p')].map(textOf);
  expect(paragraphs).toContain(asParsed(content.greeting));
  expect(paragraphs).toEqual(expect.arrayContaining([...content.lead.slice(1), ...content.closing].map(asParsed)));
  expect(textOf(document.querySelector('h1'))).toBe(content.lead[0] === undefined ? null : asParsed(content.lead[0]));
  expect([...document.querySelectorAll('h2')].map(textOf)).toEqual(content.cards.map((card) => asParsed(card.service)));
  const anchors = [...document.querySelectorAll('a')].map((anchor) => [
    anchor.textContent,
    anchor.getAttribute('href'),
  ]);
  expect(anchors).toEqual([
    ...content.cards.flatMap((card) => card.links.map((link) => [link.label, link.href])),
    ...content.links.map((link) => [link.label, link.href]),
  ]);
  const logo = document.querySelector('img');
  if (content.brand.logo === null) {
    expect(logo).toBeNull();
    expect(paragraphs[0]).toBe(asParsed(content.brand.name));
  } else {
    expect(asParsed(logo?.getAttribute('alt') ?? '')).toBe(asParsed(content.brand.name));
    expect(logo?.getAttribute('src')).toBe(content.brand.logo);
  }
}

describe('the mail written as HTML (issue 18 Mails; docs/adr/0066)', () => {
  it('writes an email-safe document: doctype, language, title, a hidden preheader, at most 600 px wide, no script', () => {
    const content = bookingMailContent(notice, mailWords, links);
    const { html } = reactMailRenderer.render(content);
    expect(html.startsWith('<!DOCTYPE html><html lang="es" dir="ltr">')).toBe(true);
    expect(html).toContain('<title>Salón Aurora: tu reserva del mar 1 dic, 10:00</title>');
    expect(html).toContain('max-width:600px');
    expect(html).toContain('<meta name="viewport" content="width=device-width, initial-scale=1"/>');
    expect(html).not.toMatch(/<script|<link|<form|<input|data-reactroot|<!--\$/i);
    const document = parsed(html);
    const preheader = [...document.querySelectorAll('div')].find((div) => div.textContent === content.preheader);
    expect(preheader?.getAttribute('style')).toContain('display:none');
    expectTheContentReadsBack(content, document);
  });

  it('paints the header in the company’s colour with the text colour that reads on it, and shows its logo named by the company', () => {
    const { html } = reactMailRenderer.render(bookingMailContent(notice, mailWords, links));
    const document = parsed(html);
    const header = document.querySelector('img')?.closest('td');
    expect(header?.getAttribute('style')).toContain('background-color:#7a1f5c;color:#ffffff');
    expect(document.querySelector('img')?.getAttribute('alt')).toBe('Salón Aurora');
    const withoutLogo = reactMailRenderer.render(
      bookingMailContent({ ...notice, company: { name: 'Salón Aurora', colour: '#ffd400', logo: null } }, mailWords),
    ).html;
    expect(withoutLogo).toContain('background-color:#ffd400;color:#000000');
    expect(parsed(withoutLogo).querySelector('img')).toBeNull();
  });

  it('makes each link a button: an anchor with its words filling a table cell', () => {
    const document = parsed(reactMailRenderer.render(bookingMailContent(notice, mailWords, links)).html);
    const buttons = [...document.querySelectorAll('a')];
    expect(buttons.map((button) => button.textContent)).toEqual([
      'Ver tu reserva',
      'Confirmar asistencia',
      'Anular la reserva',
      'Reservar de nuevo',
    ]);
    for (const button of buttons) {
      expect(button.parentElement?.tagName).toBe('TD');
      expect(button.getAttribute('style')).toContain('display:inline-block');
    }
    expect(buttons[0]?.getAttribute('href')).toBe(`${ORIGIN}/cl/bookings/view/c7%22%26%3Cx%3E`);
  });

  it('writes English mails in English, with the language said', () => {
    const content = bookingMailContent({ ...notice, language: 'en', kind: 'moved' }, mailWords, links);
    const { html, text } = reactMailRenderer.render(content);
    expect(html.startsWith('<!DOCTYPE html><html lang="en" dir="ltr">')).toBe(true);
    expect(html).toContain('<title>Salón Aurora: your booking was moved to Tue 1 Dec, 10:00</title>');
    expect(text).toContain('Hello Ana Pérez,\n\nYour booking was changed. This is its new time.');
  });

  it('writes under the price that the plan covers the booking, and what the plan covers and what is left to pay (issue 29 item 11)', () => {
    const content = bookingMailContent(
      {
        ...notice,
        bookings: notice.bookings.map((booking) => ({
          ...booking,
          serviceName: 'Limpieza dental',
          price: '$35.000',
          planName: 'Plan limpiezas 2 al año',
        })),
        planPayment: { planNames: ['Plan limpiezas 2 al año'], covered: '$35.000', leftToPay: '$0' },
      },
      mailWords,
    );
    const { html, text } = reactMailRenderer.render(content);
    const document = parsed(html);
    const card = document.querySelector('td.mail-card');
    expect([...(card?.querySelectorAll('p') ?? [])].map(textOf)).toEqual(
      expect.arrayContaining([
        'Precio: $35.000',
        'Cubierto por tu plan «Plan limpiezas 2 al año»: no queda nada por pagar',
      ]),
    );
    const cells = [...document.querySelectorAll('th, td')].map(textOf);
    expect(cells).toEqual(expect.arrayContaining(['Cubierto por tu plan', '$35.000', 'Por pagar', '$0']));
    expect(text).toContain('Precio: $35.000\nCubierto por tu plan «Plan limpiezas 2 al año»: no queda nada por pagar');
    expect(text).toContain('Tu plan: Plan limpiezas 2 al año\nCubierto por tu plan: $35.000\nPor pagar: $0');
  });

  it('escapes hostile names: markup, quotes and ampersands read as themselves and open nothing', () => {
    const hostile = '<script>alert("x")</script> "Ana" & <img src=x onerror=alert(1)>';
    const content = bookingMailContent(
      {
        ...notice,
        client: { ...notice.client, fullName: hostile },
        company: {
          name: `${hostile} Salón`,
          colour: '#7a1f5c" onload="x',
          logo: 'https://cdn.example/a.png" onerror="x',
        },
        bookings: notice.bookings.map((booking) => ({ ...booking, serviceName: hostile, providerName: hostile })),
      },
      mailWords,
      links,
    );
    const { html } = reactMailRenderer.render(content);
    expect(html).not.toContain('<script>');
    expect(html).not.toContain('<img src=x');
    expect(html).toContain('Hola &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; &quot;Ana&quot; &amp; &lt;img');
    expect(html).not.toContain('onerror="x');
    expectTheContentReadsBack(content, parsed(html));
  });

  it('reads back every value of any booking notice as itself, opening no markup', () => {
    fc.assert(
      fc.property(anyBookingNotice, anyTypedText, fc.boolean(), (anyNotice, companyName, withLinks) => {
        const content = bookingMailContent(
          { ...anyNotice, company: { name: companyName, colour: null, logo: 'https://cdn.example/logo.png' } },
          mailWords,
          withLinks ? links : undefined,
        );
        expectTheContentReadsBack(content, parsed(reactMailRenderer.render(content).html));
      }),
      { numRuns: 40 },
    );
  });

  it('reads back every value of any released-hours notice as itself, linking only to book again', () => {
    fc.assert(
      fc.property(anyPaymentReleasedNotice, (released) => {
        const content = paymentReleasedMailContent(released, ORIGIN, mailWords);
        const document = parsed(reactMailRenderer.render(content).html);
        expectTheContentReadsBack(content, document);
        expect([...document.querySelectorAll('a')].map((anchor) => anchor.getAttribute('href'))).toEqual([
          `${ORIGIN}/${encodeURIComponent(released.location.countryCode.toLowerCase())}/sucursal/${String(released.locationId)}`,
        ]);
      }),
      { numRuns: 40 },
    );
  });
});

describe('the mail written as plain text (issue 18 Mails; docs/adr/0066)', () => {
  it('says what the HTML says: greeting, what happened, each booking’s lines and links, the group’s links, the notes', () => {
    const { text } = reactMailRenderer.render(bookingMailContent(notice, mailWords, links));
    expect(text).toBe(
      [
        'Hola Ana Pérez:',
        '',
        'Tu reserva está confirmada.',
        '',
        'Corte de pelo',
        'martes 1 de diciembre de 2026, 10:00–10:45',
        'Con Camila',
        'Providencia, Av. Providencia 1234',
        'Precio: $25.000',
        `Ver tu reserva: ${ORIGIN}/cl/bookings/view/c7%22%26%3Cx%3E`,
        `Confirmar asistencia: ${ORIGIN}/cl/bookings/confirm/c7%22%26%3Cx%3E`,
        `Anular la reserva: ${ORIGIN}/cl/bookings/cancel/c7%22%26%3Cx%3E`,
        '',
        `Reservar de nuevo: ${ORIGIN}/cl/sucursal/4`,
        '',
        'El archivo de calendario adjunto la agrega a tu calendario.',
        '',
        '¿Dudas? Escribe o llama a Providencia · +56 2 2345 6789',
        '',
      ].join('\n'),
    );
  });

  it('writes the released hours, why, and where to book again', () => {
    const released: PaymentReleasedNotice = {
      kind: 'payment_released',
      groupId: 9,
      client: { fullName: 'Ana Pérez', email: 'ana@example.com' },
      location: {
        name: 'Clínica Dental Sonrisa',
        address: 'Irarrázaval 3456',
        phone: '+56 2 2987 6543',
        email: null,
        timeZone: 'America/Santiago',
        countryCode: 'cl',
      },
      locationId: 4,
      release: { cause: 'expired' },
      bookings: [
        {
          id: 17,
          serviceName: 'Control de ortodoncia',
          providerName: 'Dra. Paula Reyes',
          status: 'cancelled',
          start,
          end: addMinutes(start, 30),
          modifications: 0,
          isVideo: false,
          outcall: false,
        },
      ],
    };
    expect(reactMailRenderer.render(paymentReleasedMailContent(released, ORIGIN, mailWords)).text).toBe(
      [
        'Hola Ana Pérez:',
        '',
        'El pago no se completó a tiempo, así que liberamos la hora que te guardábamos y no quedó reservada:',
        '',
        'Control de ortodoncia\nmartes 1 de diciembre de 2026, 10:00–10:30\nCon Dra. Paula Reyes\nClínica Dental Sonrisa, Irarrázaval 3456',
        '',
        'Reservar de nuevo: https://reservas.example/cl/sucursal/4',
        '',
        '¿Dudas? Escribe o llama a Clínica Dental Sonrisa · +56 2 2987 6543',
        '',
      ].join('\n'),
    );
  });
});

describe('the booking reference in a mail (issue 35; docs/adr/0126)', () => {
  it('is written in the HTML part and the plain-text part alike', () => {
    const rendered = reactMailRenderer.render(bookingMailContent({ ...notice, reference: 'K7M4QX' }, mailWords));
    expect(parsed(rendered.html).body.textContent).toContain('K7M-4QX');
    expect(rendered.text).toContain('K7M-4QX');
  });
});
