import type { HexColour } from '../storefront/brand-colour';
import type { NoticeLanguage } from './booking-notice';
import type { MailLinkKind } from './mail-links';

// What a client's mail says, before it is written as HTML or plain text (issue 18 "Mails";
// docs/adr/0066): the domain decides every word, value and link of it from the notice, and a
// MailRenderer (src/application/ports/server/mail-renderer.ts) lays it out — the same content as an HTML
// part and as a plain-text part, so the two never say different things. Every string here is plain
// text, whoever typed it: the renderer escapes it.

/** A gift card mail's links (docs/adr/0112): the card's printable page, and the company's storefront. */
export type GiftCardLinkKind = 'giftCardPage' | 'storefront';

/** A booking's link to sign one of its consent forms (issue 32; docs/adr/0118). */
export type ConsentLinkKind = 'signConsent';

/** A maintenance reminder's link (docs/adr/0119): the wizard with the plate and the due service. */
export type MaintenanceLinkKind = 'bookMaintenance';

/** A link with the words it is shown with: a button in HTML, `label: address` in plain text. */
export interface LabelledLink {
  readonly kind: MailLinkKind | GiftCardLinkKind | ConsentLinkKind | MaintenanceLinkKind;
  readonly label: string;
  readonly href: string;
}

/** A value with its label: "Phone: +56 9 1234 5678". */
export interface LabelledDetail {
  readonly label: string;
  readonly value: string;
}

/** One booking as the mail shows it. */
export interface ServiceCard {
  readonly service: string;
  /** The weekday and date as the location's clocks read them ("martes 1 de diciembre de 2026"). */
  readonly date: string;
  /** Start to end as the location's clocks read them ("10:00–10:45"), with " (UTC)" when its zone is unknown. */
  readonly hours: string;
  /** "With Camila". */
  readonly professional: string;
  /** The address, "By video conference" or "At your address"; null when the location has none. */
  readonly place: string | null;
  /** "Price: $25.000" as shown at booking; null when hidden or not known. */
  readonly price: string | null;
  /** "Covered by your plan “X”: nothing left to pay" when the client's plan pays it (docs/adr/0090); null otherwise. */
  readonly plan: string | null;
  /** What the client can do with this booking alone. */
  readonly links: readonly LabelledLink[];
}

/** Whose mail it is: the company's name, its colour with a text colour that reads on it, its logo. */
export interface MailBrand {
  readonly name: string;
  readonly colour: HexColour;
  readonly textColour: HexColour;
  /** An absolute http(s) address of the logo; null shows the name as text. */
  readonly logo: string | null;
}

export interface MailContent {
  readonly language: NoticeLanguage;
  readonly subject: string;
  /** The line mail clients show after the subject in the inbox; hidden in the mail itself. */
  readonly preheader: string;
  readonly greeting: string;
  /** What happened, one paragraph each. */
  readonly lead: readonly string[];
  readonly cards: readonly ServiceCard[];
  /** What the client can do with all of the mail's bookings at once (confirm all, cancel all, book again). */
  readonly links: readonly LabelledLink[];
  /**
   * Labelled values after the bookings: the business's mail's booker's contact details and notes; a
   * client's mail's plans and what they cover and leave to pay (docs/adr/0090).
   */
  readonly details: readonly LabelledDetail[];
  /** Notes after the bookings: what the attached calendar file does. */
  readonly closing: readonly string[];
  /** How to reach the location. */
  readonly contact: string;
  readonly brand: MailBrand;
}
