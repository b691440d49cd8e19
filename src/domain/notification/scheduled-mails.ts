import {
  brandOf,
  contactLine,
  preheaderOf,
  serviceCard,
  type ComposedMail,
  type MailWords,
  type MailWordsIn,
} from './booking-mail';
import {
  mailLanguage,
  noticeLanguage,
  type BusinessChange,
  type BusinessNotice,
  type ReviewInvitationNotice,
} from './booking-notice';
import type { MailContent } from './mail-content';
import { reviewLink } from './mail-links';

// The mails of the notices that go by the clock or to the business (issue 18; docs/adr/0067): an
// invitation to review a visit after it, and the location told of a booking booked, moved or
// cancelled. Like every other mail, each is a MailContent the domain decides and a MailRenderer
// writes out (docs/adr/0066), with the same cards and brand as the client's mails; a reminder is a
// booking mail (booking-mail.ts).

/** The words of these mails in one language, beside the client's mails' (MailWords). */
export interface ScheduledMailWords {
  readonly invitation: {
    readonly subject: (company: string) => string;
    readonly lead: (service: string) => string;
    readonly review: string;
    readonly validFor: (days: number) => string;
  };
  readonly business: {
    readonly subject: Readonly<Record<BusinessChange, (client: string) => string>>;
    readonly lead: Readonly<Record<BusinessChange, (count: number) => string>>;
    readonly name: string;
    readonly email: string;
    readonly phone: string;
    readonly identification: string;
    readonly notes: string;
    readonly none: string;
  };
}

export type ScheduledMailWordsIn = (language: 'en' | 'es') => ScheduledMailWords;

/**
 * What the invitation to review a visit says: the visit's card, a button to the review page by
 * `reviewCode` under `storefrontOrigin` (ADR 0032), and how long the code serves (`validDays`).
 */
export function reviewInvitationMailContent(
  notice: ReviewInvitationNotice,
  reviewCode: string,
  storefrontOrigin: string,
  validDays: number,
  wordsIn: MailWordsIn,
  scheduledWordsIn: ScheduledMailWordsIn,
): MailContent {
  const language = mailLanguage(notice);
  const words = wordsIn(language);
  const own = scheduledWordsIn(language).invitation;
  const brand = brandOf(notice.company, notice.location);
  // What a plan paid is the confirmation's and the changes' to say (docs/adr/0090), not an invitation to review.
  const cards = notice.bookings.map((booking) => ({ ...serviceCard(booking, notice.location, [], words), plan: null }));
  const lead = own.lead(notice.bookings[0]?.serviceName ?? '');
  return {
    language,
    subject: own.subject(brand.name),
    preheader: preheaderOf(lead, cards),
    greeting: words.greeting(notice.client.fullName),
    lead: [lead],
    cards,
    details: [],
    links: [
      {
        kind: 'review',
        label: own.review,
        href: reviewLink(storefrontOrigin, notice.location.countryCode, reviewCode).href,
      },
    ],
    closing: [own.validFor(validDays)],
    contact: contactLine(notice.location, words),
    brand,
  };
}

/** The invitation to review a visit, its parts still to be written (renderedMail); no calendar file. */
export function reviewInvitationMail(
  notice: ReviewInvitationNotice,
  reviewCode: string,
  storefrontOrigin: string,
  validDays: number,
  wordsIn: MailWordsIn,
  scheduledWordsIn: ScheduledMailWordsIn,
): ComposedMail {
  const content = reviewInvitationMailContent(
    notice,
    reviewCode,
    storefrontOrigin,
    validDays,
    wordsIn,
    scheduledWordsIn,
  );
  return {
    to: { name: notice.client.fullName, email: notice.client.email },
    content,
    language: content.language,
    calendar: null,
  };
}

/**
 * What the business is told, in its location country's language: the change, the bookings' cards,
 * and the booker's contact details and notes, each labelled, "—" for what the booker left out.
 */
export function businessMailContent(
  notice: BusinessNotice,
  wordsIn: MailWordsIn,
  scheduledWordsIn: ScheduledMailWordsIn,
): MailContent {
  const language = noticeLanguage(notice.location.countryCode);
  const words: MailWords = wordsIn(language);
  const own = scheduledWordsIn(language).business;
  const brand = brandOf(notice.company, notice.location);
  // The card's plan line speaks to the client ("your plan"); the business's mail leaves it out (docs/adr/0090).
  const cards = notice.bookings.map((booking) => ({ ...serviceCard(booking, notice.location, [], words), plan: null }));
  const lead = own.lead[notice.change](notice.bookings.length);
  const or = (value: string | null) => (value === null || value.trim() === '' ? own.none : value);
  return {
    language,
    subject: own.subject[notice.change](notice.booker.fullName),
    preheader: preheaderOf(lead, cards),
    greeting: '',
    lead: [lead],
    cards,
    details: [
      { label: own.name, value: notice.booker.fullName },
      { label: own.email, value: or(notice.booker.email) },
      { label: own.phone, value: or(notice.booker.phone) },
      { label: own.identification, value: or(notice.booker.identificationNumber) },
      { label: own.notes, value: or(notice.notes) },
    ],
    links: [],
    closing: [],
    contact: '',
    brand,
  };
}

/** What the business is told, its parts still to be written (renderedMail), to the location's mailbox. */
export function businessMail(
  notice: BusinessNotice,
  wordsIn: MailWordsIn,
  scheduledWordsIn: ScheduledMailWordsIn,
): ComposedMail {
  const content = businessMailContent(notice, wordsIn, scheduledWordsIn);
  return { to: notice.to, content, language: content.language, calendar: null };
}
