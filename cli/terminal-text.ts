// What the CLI prints comes partly from the server: names, notes, comments, codes, its messages. A
// control character among them (ESC opening a colour, a window title, a cursor move or a hyperlink;
// BEL; a carriage return rewriting the line) would act on the support person's terminal instead of
// being read (issue 15). Text reaches stdout and stderr only as `TerminalText`, which only `lines`
// and the table renderer make, each running every piece through `printable`: control characters
// are written as visible escapes, everything else as it is (docs/adr/0053). `--json` is written by
// `json` (cli-output.ts), which escapes them the JSON way instead.

/** C0 (U+0000–U+001F), DEL (U+007F) and C1 (U+0080–U+009F): what a terminal may act on. */
// eslint-disable-next-line no-control-regex -- finding control characters is the point.
const CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/g;
// eslint-disable-next-line no-control-regex -- as above.
const ANY_CONTROL_CHARACTER = /[\u0000-\u001f\u007f-\u009f]/;

const NAMED_ESCAPE: Readonly<Record<string, string>> = {
  '\n': String.raw`\n`,
  '\r': String.raw`\r`,
  '\t': String.raw`\t`,
};

/** Whether `text` holds a character a terminal may act on. */
export function hasControlCharacter(text: string): boolean {
  return ANY_CONTROL_CHARACTER.test(text);
}

/**
 * `text` with each control character written as a visible escape, as JavaScript writes it: `\n`,
 * `\r`, `\t`, else `\x1b` (ESC), `\x07` (BEL), `\x9b` (CSI)… An escape sequence so loses its ESC
 * and shows as text (`\x1b[31mRED`). Text without control characters is returned unchanged.
 */
export function printable(text: string): string {
  return text.replace(
    CONTROL_CHARACTER,
    (character) => NAMED_ESCAPE[character] ?? `\\x${character.charCodeAt(0).toString(16).padStart(2, '0')}`,
  );
}

declare const terminalText: unique symbol;

/** Text made safe to print on a terminal: its only control characters are its own line ends. */
export type TerminalText = string & { readonly [terminalText]: true };

/** Each line made printable and ended by a newline: a line from the server stays one line. */
export function lines(...texts: readonly string[]): TerminalText {
  return texts.map((text) => `${printable(text)}\n`).join('') as TerminalText;
}

/** Terminal texts one after another. */
export function joined(...texts: readonly TerminalText[]): TerminalText {
  return texts.join('') as TerminalText;
}
