// A company's consent forms (issue 32; docs/adr/0115): a form is named by its key (a slug in the
// catalogue file), and its text — a title and a body in Markdown — is kept as numbered versions.
// Changing the text makes version n + 1; the versions before stay as they were, since a signature
// points at the exact text it signed. Saying the same text again keeps the version.

/** What a form says: the text a client reads and signs. */
export interface ConsentFormText {
  readonly title: string;
  readonly bodyMarkdown: string;
}

/** One version of a form's text, never changed once made. */
export interface ConsentFormVersion extends ConsentFormText {
  readonly formKey: string;
  /** 1 for a form's first text, then one more for each change. */
  readonly version: number;
}

/** The version a form's text takes: the latest when the text is the same, or a new one after it. */
export type VersionDecision =
  { readonly _tag: 'Unchanged'; readonly version: number } | { readonly _tag: 'NewVersion'; readonly version: number };

/** Whether two texts are the same text: every character of the title and body, as written. */
export function sameConsentText(left: ConsentFormText, right: ConsentFormText): boolean {
  return left.title === right.title && left.bodyMarkdown === right.bodyMarkdown;
}

/**
 * The version `text` is for a form whose latest version is `latest` (null for a new form): the
 * latest when the text is the same, else the next number.
 */
export function decideVersion(latest: ConsentFormVersion | null, text: ConsentFormText): VersionDecision {
  if (latest === null) return { _tag: 'NewVersion', version: 1 };
  return sameConsentText(latest, text)
    ? { _tag: 'Unchanged', version: latest.version }
    : { _tag: 'NewVersion', version: latest.version + 1 };
}

/**
 * The exact text a signature is over, whose SHA-256 (of its UTF-8 bytes) the evidence keeps: the
 * title, a blank line and the body, as written (no trimming, no Markdown rendering). The title is
 * one line (the catalogue's plain-text rule), so the first blank line always ends it.
 */
export function signedConsentText(text: ConsentFormText): string {
  return `${text.title}\n\n${text.bodyMarkdown}`;
}

/** A SHA-256 digest written as 64 lower-case hexadecimal digits, as the evidence and the API carry it. */
export const SHA256_HEX = /^[0-9a-f]{64}$/;
