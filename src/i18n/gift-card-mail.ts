import type { NoticeLanguage } from '#domain/notification/booking-notice';
import type { GiftCardMailWords } from '#domain/notification/gift-card-mails';
import { translations, type Namespace } from './translator';

// The words of the mails a paid gift card purchase owes (issue 31 "Giving"; docs/adr/0112;
// src/domain/notification/gift-card-mails.ts): the card given, the buyer's receipt and the
// business told. Dates, greetings and the contact line are the booking mails' words (mail.ts).

const en = {
  'given.subject': '{{buyer}} gave you a {{company}} gift card',
  'given.lead': '{{buyer}} gave you a {{company}} gift card worth {{amount}}.',
  'given.message': '{{buyer}} wrote to you:',
  'given.howToUse': 'Type the code when you book online, or read it out at the venue. Keep it safe: it is the card.',
  'receipt.subject': '{{company}}: your gift card purchase',
  'receipt.lead': 'Thank you. Your gift card for {{consumer}} is paid.',
  'receipt.sendsOn': 'It is mailed to them on {{day}}',
  'receipt.sendsNow': 'It was mailed to them now',
  'business.subject': 'Gift card sold: {{buyer}}',
  'business.lead': 'A client bought a gift card:',
  'business.buyer': 'Bought by',
  'business.email': 'Email',
  'business.phone': 'Phone',
  'business.identification': 'ID number',
  'business.none': '—',
  code: 'Code',
  amount: 'Amount',
  validUntil: 'Valid until',
  honouredAt: 'Valid at',
  product: 'Gift card',
  for: 'For',
  sendDay: 'Sent',
  card: 'Card',
  endingIn: 'ending in {{lastFour}}',
  message: 'Message',
  'link.giftCardPage': 'Print the gift card',
  'link.storefront': 'Book now',
} as const;

export const giftCardMailTexts: Namespace<typeof en> = {
  en,
  es: {
    'given.subject': '{{buyer}} te regaló una gift card de {{company}}',
    'given.lead': '{{buyer}} te regaló una gift card de {{company}} por {{amount}}.',
    'given.message': '{{buyer}} te escribió:',
    'given.howToUse':
      'Escribe el código al reservar en línea, o díctalo en el local. Guárdalo bien: el código es la tarjeta.',
    'receipt.subject': '{{company}}: tu compra de una gift card',
    'receipt.lead': 'Gracias. Tu gift card para {{consumer}} está pagada.',
    'receipt.sendsOn': 'Se le envía el {{day}}',
    'receipt.sendsNow': 'Se le envió ahora',
    'business.subject': 'Gift card vendida: {{buyer}}',
    'business.lead': 'Un cliente compró una gift card:',
    'business.buyer': 'Comprada por',
    'business.email': 'Correo',
    'business.phone': 'Teléfono',
    'business.identification': 'Documento de identidad',
    'business.none': '—',
    code: 'Código',
    amount: 'Monto',
    validUntil: 'Válida hasta',
    honouredAt: 'Válida en',
    product: 'Gift card',
    for: 'Para',
    sendDay: 'Envío',
    card: 'Tarjeta',
    endingIn: 'terminada en {{lastFour}}',
    message: 'Mensaje',
    'link.giftCardPage': 'Imprimir la gift card',
    'link.storefront': 'Reservar ahora',
  },
};

const giftCardMail = translations('giftCardMail', giftCardMailTexts);

function wordsIn(language: NoticeLanguage): GiftCardMailWords {
  const t = giftCardMail(language);
  return {
    given: {
      subject: (buyer, company) => t('given.subject', { buyer, company }),
      lead: (buyer, company, amount) => t('given.lead', { buyer, company, amount }),
      message: (buyer) => t('given.message', { buyer }),
      howToUse: t('given.howToUse'),
    },
    receipt: {
      subject: (company) => t('receipt.subject', { company }),
      lead: (consumer) => t('receipt.lead', { consumer }),
      sendsOn: (day) => t('receipt.sendsOn', { day }),
      sendsNow: t('receipt.sendsNow'),
    },
    business: {
      subject: (buyer) => t('business.subject', { buyer }),
      lead: t('business.lead'),
      buyer: t('business.buyer'),
      email: t('business.email'),
      phone: t('business.phone'),
      identification: t('business.identification'),
      none: t('business.none'),
    },
    code: t('code'),
    amount: t('amount'),
    validUntil: t('validUntil'),
    honouredAt: t('honouredAt'),
    product: t('product'),
    for: t('for'),
    sendDay: t('sendDay'),
    card: t('card'),
    endingIn: (lastFour) => t('endingIn', { lastFour }),
    message: t('message'),
    links: { giftCardPage: t('link.giftCardPage'), storefront: t('link.storefront') },
  };
}

const WORDS: Readonly<Record<NoticeLanguage, GiftCardMailWords>> = { en: wordsIn('en'), es: wordsIn('es') };

/** The words of the giving mails in `language`. */
export function giftCardMailWords(language: NoticeLanguage): GiftCardMailWords {
  return WORDS[language];
}
