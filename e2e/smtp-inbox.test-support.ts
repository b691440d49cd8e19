import { SMTPServer } from 'smtp-server';
import { expect } from 'vitest';
import { readMime, type MimeMessage } from '#adapters/mail/mime-reader.test-support';

// Test support: a real SMTP server on a free port of 127.0.0.1 (the `smtp-server` package), which
// keeps every message it is sent, read back as the MIME message a mail program gets. The server
// under test sends to it through SMTP_URL as it would to any mail relay (docs/adr/0044).

export interface ReceivedMail {
  readonly to: readonly string[];
  readonly message: MimeMessage;
  readonly subject: string;
  readonly html: string;
  readonly text: string;
}

export interface SmtpInbox {
  /** `smtp://127.0.0.1:{port}`, for the server's SMTP_URL. */
  readonly url: string;
  /** Every mail received so far, in order. */
  received(): readonly ReceivedMail[];
  /** The first mail (received or still to come) that `matches`; fails after `timeoutMs` naming what did arrive. */
  waitFor(matches: (mail: ReceivedMail) => boolean, what: string, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

function partOf(message: MimeMessage, type: string): string {
  return message.parts.find((part) => part.contentType.toLowerCase().startsWith(type))?.body ?? '';
}

export async function startSmtpInbox(): Promise<SmtpInbox> {
  const mails: ReceivedMail[] = [];
  const server = new SMTPServer({
    authOptional: true,
    disabledCommands: ['STARTTLS'],
    logger: false,
    onData(stream, session, callback) {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('end', () => {
        const message = readMime(Buffer.concat(chunks).toString('utf8'));
        mails.push({
          to: session.envelope.rcptTo.map((recipient) => recipient.address),
          message,
          subject: message.headers.get('subject') ?? '',
          html: partOf(message, 'text/html'),
          text: partOf(message, 'text/plain'),
        });
        callback();
      });
    },
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.server.address();
  if (typeof address !== 'object' || address === null) throw new Error('The SMTP inbox has no port');
  return {
    url: `smtp://127.0.0.1:${String(address.port)}`,
    received: () => [...mails],
    async waitFor(matches, what, timeoutMs = 30_000) {
      const deadline = Date.now() + timeoutMs;
      for (;;) {
        const found = mails.find(matches);
        if (found !== undefined) return found;
        if (Date.now() > deadline)
          throw new Error(
            `No mail ${what} within ${String(timeoutMs)} ms; received: ${JSON.stringify(mails.map((mail) => ({ to: mail.to, subject: mail.subject })))}`,
          );
        await new Promise((resolve) => setTimeout(resolve, 100));
      }
    },
    close: () =>
      new Promise<void>((resolve) => {
        server.close(() => {
          resolve();
        });
      }),
  };
}

/** The addresses of a mail's links, by the text of the button (HTML anchors) they carry. */
export function linksOf(html: string): ReadonlyMap<string, string> {
  const links = new Map<string, string>();
  for (const found of html.matchAll(/<a\b[^>]*\bhref="([^"]+)"[^>]*>([\s\S]*?)<\/a>/g)) {
    const label = (found[2] ?? '')
      .replace(/<[^>]+>/g, '')
      .replace(/&amp;/g, '&')
      .replace(/&#x27;|&#39;/g, "'")
      .replace(/&quot;/g, '"')
      .replace(/\s+/g, ' ')
      .trim();
    const href = (found[1] ?? '').replace(/&amp;/g, '&');
    if (label !== '' && !links.has(label)) links.set(label, href);
  }
  return links;
}

/** The one link of `mail` whose address goes to `pathPart`. */
export function linkTo(mail: ReceivedMail, pathPart: string): string {
  const found = [...linksOf(mail.html).values()].filter((href) => href.includes(pathPart));
  if (found.length === 0)
    throw new Error(
      `The mail “${mail.subject}” has no link to ${pathPart}: ${JSON.stringify([...linksOf(mail.html)])}`,
    );
  // The plain-text part carries the same addresses.
  for (const href of found) expect(mail.text, `the text part names ${href}`).toContain(href);
  return found[0] ?? '';
}
