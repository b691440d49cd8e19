// Text as a person types it (issue 15 §4; docs/adr/0050). No form, keyboard or provider sends a
// control character inside a field's text: a NUL is something PostgreSQL cannot even store, and the
// others hide in logs and terminals. Tabs and line breaks belong only to a field of several lines
// (a booking's notes, a review's comment). Half of a surrogate pair is no character at all: written
// out as UTF-8 it silently becomes U+FFFD, so the text would not be kept as sent.

/** Whether a field holds one line (a name, a code) or several (notes, a comment). */
export type TextLayout = 'singleLine' | 'multiLine';

/** What keeps a text from being plain text. */
export type TextFlaw =
  /** NUL, any other C0 control character but tab, line feed and carriage return, or DEL. */
  | 'controlCharacter'
  /** A tab, line feed or carriage return in a field of one line. */
  | 'lineBreak'
  /** Half of a surrogate pair without its other half. */
  | 'unpairedSurrogate';

const TAB = 0x09;
const LINE_FEED = 0x0a;
const CARRIAGE_RETURN = 0x0d;
const DELETE = 0x7f;

const isHighSurrogate = (code: number) => code >= 0xd800 && code <= 0xdbff;
const isLowSurrogate = (code: number) => code >= 0xdc00 && code <= 0xdfff;

/** The first flaw found in `text` for a field of `layout`, the worst first; null for plain text. */
export function textFlaw(text: string, layout: TextLayout): TextFlaw | null {
  let lineBreak = false;
  let unpaired = false;
  for (let index = 0; index < text.length; index += 1) {
    const code = text.charCodeAt(index);
    if (code === TAB || code === LINE_FEED || code === CARRIAGE_RETURN) {
      lineBreak = true;
    } else if (code < 0x20 || code === DELETE) {
      return 'controlCharacter';
    } else if (isHighSurrogate(code) && isLowSurrogate(text.charCodeAt(index + 1))) {
      index += 1;
    } else if (isHighSurrogate(code) || isLowSurrogate(code)) {
      unpaired = true;
    }
  }
  if (unpaired) return 'unpairedSurrogate';
  return lineBreak && layout === 'singleLine' ? 'lineBreak' : null;
}
