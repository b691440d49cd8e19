import { Schema } from 'effect';
import type { Result } from 'neverthrow';
import { timeZone, wallClockAt } from '../availability/time-zone';
import { Instant } from '../calendar/instant';
import { dateParts, isoWeekday } from '../calendar/local-date';
import { decodeWith, type SchemaViolation } from '../shared/decode';
import { brandOf, type ComposedMail, type MailAttachment, type MailWords, type MailWordsIn } from './booking-mail';
import { NoticeCompany, noticeLanguage, NoticePlace } from './booking-notice';
import type { MailContent } from './mail-content';

// The signed consent mailed to the location (issue 32 "The business"; docs/adr/0118): written into
// the outbox in the signing's own transaction — the one INSERT that keeps the signature also owes
// the mail, so a consent signed once is mailed once —, to the location's mailbox when the business
// is told (as of a gift card sold: the company's notices on and a mailbox), the signed PDF kept at
// signing attached as it was kept. The payload names the request; the dispatcher reads its PDF.

export const ConsentSignedNotice = Schema.Struct({
  kind: Schema.Literal('consent_signed'),
  requestId: Schema.Int,
  company: NoticeCompany,
  location: NoticePlace,
  to: Schema.Struct({ name: Schema.String, email: Schema.String }),
  formTitle: Schema.String,
  version: Schema.Int,
  serviceName: Schema.String,
  clientName: Schema.String,
  bookingStart: Instant,
  signerName: Schema.String,
  signedAt: Instant,
  textSha256: Schema.String,
});
export type ConsentSignedNotice = typeof ConsentSignedNotice.Type;

/** A stored payload read back as a signed consent's notice. */
export const parseConsentSignedNotice: (input: unknown) => Result<ConsentSignedNotice, SchemaViolation> =
  decodeWith(ConsentSignedNotice);

/** Whether the location is mailed a signed consent: as of a gift card sold, the company's notices on and a mailbox. */
export function consentPdfIsMailed(business: { readonly notifyBusiness: boolean; readonly email: string | null }) {
  return business.notifyBusiness && (business.email?.trim() ?? '') !== '';
}

/** The words of the signed consent's mail, in one language. */
export interface ConsentMailWords {
  readonly subject: (signer: string, form: string) => string;
  readonly lead: (signer: string, form: string) => string;
  readonly form: string;
  readonly formVersion: (title: string, version: number) => string;
  readonly booking: string;
  readonly bookingValue: (service: string, client: string, when: string) => string;
  readonly signer: string;
  readonly signedAt: string;
  readonly textHash: string;
  readonly attached: string;
  /** The attached PDF's file name, without its extension. */
  readonly fileName: (requestId: number) => string;
}

export type ConsentMailWordsIn = (language: 'en' | 'es') => ConsentMailWords;

/** An instant as the location's clocks read it, in full: "Tuesday 1 December 2026, 10:30". */
function atLocation(at: Instant, zoneName: string, words: MailWords): string {
  const zone = timeZone(zoneName);
  const { date, time } = wallClockAt(zone.isOk() ? zone.value : timeZone('UTC')._unsafeUnwrap(), at);
  const { year, month, day } = dateParts(date);
  const full = words.date(words.weekdays[isoWeekday(date) - 1] ?? '', day, words.months[month - 1] ?? '', year);
  return `${full}, ${time}${zone.isOk() ? '' : ' (UTC)'}`;
}

export function consentSignedMailContent(
  notice: ConsentSignedNotice,
  wordsIn: MailWordsIn,
  consentWordsIn: ConsentMailWordsIn,
): MailContent {
  const language = noticeLanguage(notice.location.countryCode);
  const words = wordsIn(language);
  const own = consentWordsIn(language);
  const when = (at: Instant) => atLocation(at, notice.location.timeZone, words);
  return {
    language,
    subject: own.subject(notice.signerName, notice.formTitle),
    preheader: own.lead(notice.signerName, notice.formTitle),
    greeting: '',
    lead: [own.lead(notice.signerName, notice.formTitle)],
    cards: [],
    details: [
      { label: own.form, value: own.formVersion(notice.formTitle, notice.version) },
      { label: own.booking, value: own.bookingValue(notice.serviceName, notice.clientName, when(notice.bookingStart)) },
      { label: own.signer, value: notice.signerName },
      { label: own.signedAt, value: when(notice.signedAt) },
      { label: own.textHash, value: notice.textSha256 },
    ],
    links: [],
    closing: [own.attached],
    contact: '',
    brand: brandOf(notice.company, notice.location),
  };
}

/** The signed consent's mail to the location, `pdf` attached, its parts still to be written (renderedMail). */
export function consentSignedMail(
  notice: ConsentSignedNotice,
  pdf: Uint8Array,
  wordsIn: MailWordsIn,
  consentWordsIn: ConsentMailWordsIn,
): ComposedMail {
  const content = consentSignedMailContent(notice, wordsIn, consentWordsIn);
  const attachment: MailAttachment = {
    filename: `${consentWordsIn(content.language).fileName(notice.requestId)}.pdf`,
    contentType: 'application/pdf',
    content: pdf,
  };
  return { to: notice.to, content, language: content.language, calendar: null, attachments: [attachment] };
}
