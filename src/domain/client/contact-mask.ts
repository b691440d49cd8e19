// What a booking's link shows of its booker (docs/adr/0048): the minimum a client needs to
// recognise the booking as theirs — the name, and the email and phone partly hidden — since the
// link travels in mails, browser histories and shared screens. The booker typed the full details;
// the staff's views and the mails to the booker keep them whole.

/** How the hidden part of an email's local part or a phone's digits reads. */
const HIDDEN = '***';

/** A phone's local number, in every market served, is 8 digits (identifier-match.ts). */
const LOCAL_NUMBER_DIGITS = 8;

/** The digits a masked phone keeps at its end. */
const PHONE_TAIL_DIGITS = 4;

/** What a phone's typed writing keeps as written: spacing and the usual separators. */
const PHONE_SEPARATOR = /[\s+\-().]/u;

/** How many leading characters of an email's local part show: at most two, never more than half of it. */
function shownOfLocalPart(length: number): number {
  return Math.min(2, Math.floor(length / 2));
}

/**
 * An email with its local part hidden but for its first characters (at most two, at most half of
 * it) and its domain whole: "sofia.rios@correo.example" reads "so***@correo.example". Text
 * without an "@" is hidden the same way, as a whole.
 */
export function maskedEmail(email: string): string {
  const trimmed = email.trim();
  const at = trimmed.lastIndexOf('@');
  const local = Array.from(at < 0 ? trimmed : trimmed.slice(0, at));
  const domain = at < 0 ? '' : trimmed.slice(at);
  return `${local.slice(0, shownOfLocalPart(local.length)).join('')}${HIDDEN}${domain}`;
}

/**
 * A phone as it was typed, with the digits of its local number hidden but for the last four: the
 * digits before the local number (country and area codes) show, and every other character stays
 * where it was, so "+56 9 1234 5678" reads "+56 9 **** 5678". A number shorter than a local number
 * shows at most half of its digits, from the end; a character that is neither a digit nor a
 * separator is hidden too.
 */
export function maskedPhone(phone: string): string {
  const characters = Array.from(phone.trim());
  const digits = characters.filter((character) => /\d/u.test(character)).length;
  const leading = Math.max(0, digits - LOCAL_NUMBER_DIGITS);
  const trailing = digits >= LOCAL_NUMBER_DIGITS ? PHONE_TAIL_DIGITS : Math.floor(digits / 2);
  let seen = 0;
  return characters
    .map((character) => {
      if (!/\d/u.test(character)) return PHONE_SEPARATOR.test(character) ? character : '*';
      const position = seen;
      seen += 1;
      return position < leading || position >= digits - trailing ? character : '*';
    })
    .join('');
}

/** A booker's details as a booking's link shows them. */
export interface RecognisableContact {
  readonly fullName: string;
  readonly email: string | null;
  readonly phone: string | null;
}

/** The booker's details as a booking's link shows them: the name whole, the email and phone masked. */
export function recognisableContact(contact: RecognisableContact): RecognisableContact {
  const masked = (value: string | null, mask: (text: string) => string) =>
    value === null || value.trim() === '' ? null : mask(value);
  return {
    fullName: contact.fullName,
    email: masked(contact.email, maskedEmail),
    phone: masked(contact.phone, maskedPhone),
  };
}
