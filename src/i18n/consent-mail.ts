import type { NoticeLanguage } from '#domain/notification/booking-notice';
import type { ConsentMailWords } from '#domain/notification/consent-mail';
import { translations, type Namespace } from './translator';

// The words of the signed consent's mail to the location (issue 32 "The business"; docs/adr/0118;
// src/domain/notification/consent-mail.ts). Dates are the booking mails' words (mail.ts).

const en = {
  subject: '{{signer}} signed “{{form}}”',
  lead: '{{signer}} signed the consent form “{{form}}”.',
  form: 'Form',
  formVersion: '{{title}}, version {{version}}',
  booking: 'Booking',
  bookingValue: '{{service}} for {{client}}, {{when}}',
  signer: 'Signed by',
  signedAt: 'Signed at',
  textHash: 'SHA-256 of the text signed',
  attached: 'The signed PDF is attached. Keep it with the client’s records.',
  fileName: 'consent-{{requestId}}',
} as const;

export const consentMailTexts: Namespace<typeof en> = {
  en,
  es: {
    subject: '{{signer}} firmó «{{form}}»',
    lead: '{{signer}} firmó el formulario de consentimiento «{{form}}».',
    form: 'Formulario',
    formVersion: '{{title}}, versión {{version}}',
    booking: 'Reserva',
    bookingValue: '{{service}} de {{client}}, {{when}}',
    signer: 'Firmado por',
    signedAt: 'Firmado el',
    textHash: 'SHA-256 del texto firmado',
    attached: 'El PDF firmado va adjunto. Guárdalo con la ficha del cliente.',
    fileName: 'consentimiento-{{requestId}}',
  },
};

const consentMail = translations('consentMail', consentMailTexts);

function wordsIn(language: NoticeLanguage): ConsentMailWords {
  const t = consentMail(language);
  return {
    subject: (signer, form) => t('subject', { signer, form }),
    lead: (signer, form) => t('lead', { signer, form }),
    form: t('form'),
    formVersion: (title, version) => t('formVersion', { title, version }),
    booking: t('booking'),
    bookingValue: (service, client, when) => t('bookingValue', { service, client, when }),
    signer: t('signer'),
    signedAt: t('signedAt'),
    textHash: t('textHash'),
    attached: t('attached'),
    fileName: (requestId) => t('fileName', { requestId }),
  };
}

const WORDS: Readonly<Record<NoticeLanguage, ConsentMailWords>> = { en: wordsIn('en'), es: wordsIn('es') };

/** The words of the signed consent's mail in `language`. */
export function consentMailWords(language: NoticeLanguage): ConsentMailWords {
  return WORDS[language];
}
