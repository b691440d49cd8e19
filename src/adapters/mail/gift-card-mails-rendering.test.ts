import fc from 'fast-check';
import { Window } from 'happy-dom';
import { describe, expect, it } from 'vitest';
import type { LocalDate } from '#domain/calendar/local-date';
import { giftCardCodeFromBytes } from '#domain/gift-card/gift-card-code';
import { renderedMail } from '#domain/notification/booking-mail';
import { giftCardBusinessMail, giftCardGivenMail, giftCardReceiptMail } from '#domain/notification/gift-card-mails';
import type {
  GiftCardBusinessNotice,
  GiftCardGivenNotice,
  GiftCardReceiptNotice,
} from '#domain/notification/gift-card-notice';
import { anyTypedText } from '#domain/notification/notification.arbitraries';
import { giftCardMailWords } from '#i18n/gift-card-mail';
import { mailWords } from '#i18n/mail';
import { reactMailRenderer } from './react-mail-renderer';
import { TEMPLATE_TAGS } from './template-tags.test-support';

// The giving mails of a gift card (issue 31 "Giving"; docs/adr/0112) written out by the React
// renderer (docs/adr/0066): branded as the booking mails, in Spanish for a Chilean location, the
// code in groups of four to the person it is for only, the buyer's message as text never markup,
// and the receipt and the business's notice naming the card by its last four symbols.

const render = (mail: Parameters<typeof renderedMail>[0]) =>
  renderedMail(mail, (content) => reactMailRenderer.render(content));

const window = new Window();

function parsed(html: string): Document {
  window.document.open();
  window.document.write(html);
  window.document.close();
  return window.document as unknown as Document;
}

const CODE = giftCardCodeFromBytes(Uint8Array.from([0x12, 0x34, 0x56, 0x78, 0x9a, 0xbc, 0xde, 0xf0, 0x11, 0x22]));
const GROUPED = `${CODE.slice(0, 4)}-${CODE.slice(4, 8)}-${CODE.slice(8, 12)}-${CODE.slice(12)}`;
const ORIGIN = 'https://reservas.example';

const about = {
  purchaseId: 5,
  language: 'es' as const,
  company: { name: 'Salón Aurora', colour: '#7a1f5c', logo: null },
  location: {
    name: 'Aurora Providencia',
    address: 'Av. Providencia 1234',
    phone: '+56 2 2345 6789',
    email: 'providencia@aurora.example',
    timeZone: 'America/Santiago',
    countryCode: 'CL',
  },
  locationId: 12,
  productName: 'Tarjeta de regalo',
  card: {
    id: 41,
    lastFour: CODE.slice(12),
    amount: '$40.000',
    expiresOn: '2027-11-29' as LocalDate,
    honouredAt: ['Aurora Providencia', 'Aurora Ñuñoa'],
  },
  consumer: { name: 'Tomás Rivas', email: 'tomas@example.cl' },
  buyerName: 'Ana Soto',
  message: '¡Feliz cumpleaños! <b>Disfruta</b> & relájate',
  sendOn: '2026-12-24' as LocalDate,
};

const given: GiftCardGivenNotice = { kind: 'gift_card_given', ...about, sealedCode: 'sealed' };
const receipt: GiftCardReceiptNotice = {
  kind: 'gift_card_receipt',
  ...about,
  buyer: { name: 'Ana Soto', email: 'ana@example.cl' },
};
const business: GiftCardBusinessNotice = {
  kind: 'gift_card_business',
  ...about,
  to: { name: 'Aurora Providencia', email: 'providencia@aurora.example' },
  buyer: { name: 'Ana Soto', email: 'ana@example.cl', phone: '+56922223333', identificationNumber: null },
};

describe('the mail giving a gift card, rendered', () => {
  const mail = render(giftCardGivenMail(given, CODE, 'page-token', ORIGIN, mailWords, giftCardMailWords));
  const document = parsed(mail.html);
  const text = document.body.textContent;

  it('goes to the person it is for, in Spanish, branded with the company’s name and colour', () => {
    expect(mail.to).toEqual({ name: 'Tomás Rivas', email: 'tomas@example.cl' });
    expect(mail.subject).toBe('Ana Soto te regaló una gift card de Salón Aurora');
    expect(mail.calendar).toBeNull();
    expect(text).toContain('Salón Aurora');
    expect(mail.html.toLowerCase()).toContain('#7a1f5c');
  });

  it('carries the code in groups of four, the amount as the company writes it, the last day and where it is honoured', () => {
    for (const part of [text, mail.text]) {
      expect(part).toContain(GROUPED);
      expect(part).toContain('$40.000');
      expect(part).toContain('lunes 29 de noviembre de 2027');
      expect(part).toContain('Aurora Providencia, Aurora Ñuñoa');
    }
  });

  it('writes the buyer’s message as text, never as markup', () => {
    expect(text).toContain('¡Feliz cumpleaños! <b>Disfruta</b> & relájate');
    expect(document.querySelectorAll('b')).toHaveLength(0);
    for (const element of document.querySelectorAll('*')) expect(TEMPLATE_TAGS).toContain(element.tagName);
  });

  it('links the card’s printable page and the location’s storefront page', () => {
    const links = [...document.querySelectorAll('a')].map((link) => link.getAttribute('href'));
    expect(links).toContain(`${ORIGIN}/gift_cards/41/printable/page-token`);
    expect(links).toContain(`${ORIGIN}/cl/sucursal/12`);
    expect(mail.text).toContain(`${ORIGIN}/gift_cards/41/printable/page-token`);
  });

  it('writes any typed message and names as text', () => {
    fc.assert(
      fc.property(anyTypedText, anyTypedText, (message, buyerName) => {
        const typed = render(
          giftCardGivenMail({ ...given, message, buyerName }, CODE, 't', ORIGIN, mailWords, giftCardMailWords),
        );
        for (const element of parsed(typed.html).querySelectorAll('*'))
          expect(TEMPLATE_TAGS).toContain(element.tagName);
      }),
      { numRuns: 30 },
    );
  });
});

describe('the buyer’s receipt and the business’s notice, rendered', () => {
  it('tells the buyer what they bought, for whom, the amount and the send day — the last four only, never the code', () => {
    const mail = render(giftCardReceiptMail(receipt, mailWords, giftCardMailWords));
    const text = parsed(mail.html).body.textContent;
    expect(mail.to).toEqual({ name: 'Ana Soto', email: 'ana@example.cl' });
    expect(mail.subject).toBe('Salón Aurora: tu compra de una gift card');
    for (const part of [text, mail.text]) {
      expect(part).toContain('Tarjeta de regalo');
      expect(part).toContain('Tomás Rivas <tomas@example.cl>');
      expect(part).toContain('$40.000');
      expect(part).toContain('Se le envía el jueves 24 de diciembre de 2026');
      expect(part).toContain(`terminada en ${CODE.slice(12)}`);
      expect(part).not.toContain(GROUPED);
      expect(part).not.toContain(CODE);
    }
  });

  it('says a card sent at once was sent', () => {
    const mail = render(giftCardReceiptMail({ ...receipt, sendOn: null }, mailWords, giftCardMailWords));
    expect(mail.text).toContain('Se le envió ahora');
  });

  it('tells the business of the sale at the location’s mailbox, with the buyer’s details, never the code', () => {
    const mail = render(giftCardBusinessMail(business, mailWords, giftCardMailWords));
    expect(mail.to).toEqual({ name: 'Aurora Providencia', email: 'providencia@aurora.example' });
    expect(mail.subject).toBe('Gift card vendida: Ana Soto');
    for (const part of [parsed(mail.html).body.textContent, mail.text]) {
      expect(part).toContain('+56922223333');
      expect(part).toContain('ana@example.cl');
      expect(part).toContain(`terminada en ${CODE.slice(12)}`);
      expect(part).not.toContain(GROUPED);
    }
  });
});
