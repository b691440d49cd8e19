import { mkdir, writeFile } from 'node:fs/promises';
import path from 'node:path';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import type { MailSender } from '#application/ports/server/mail-sender';
import type { OutgoingMail } from '#domain/notification/booking-mail';

// The mail sender over nodemailer (docs/adr/0044): over SMTP when SMTP_URL names a server, and
// otherwise into a folder, one .eml file per mail, for development and the demo. Both compose the
// message with nodemailer's own MIME composer, so the file is the very RFC 5322 message SMTP would
// carry: text and HTML alternatives, and the calendar both as a text/calendar alternative (which
// mail programs show as an invitation) and as an attached .ics file.

/** The calendar file's name as the client sees it attached. */
export const CALENDAR_FILENAME = 'booking.ics';

/** The message nodemailer composes for `mail`, from `from`. */
export function nodemailerMessage(mail: OutgoingMail, from: string): SendMailOptions {
  return {
    from,
    to: { name: mail.to.name, address: mail.to.email },
    subject: mail.subject,
    text: mail.text,
    html: mail.html,
    headers: { 'Content-Language': mail.language },
    ...(mail.replyTo === undefined ? {} : { replyTo: { name: mail.replyTo.name, address: mail.replyTo.email } }),
    ...(mail.calendar === null
      ? {}
      : { icalEvent: { method: mail.calendar.method, filename: CALENDAR_FILENAME, content: mail.calendar.content } }),
    ...(mail.attachments === undefined || mail.attachments.length === 0
      ? {}
      : {
          attachments: mail.attachments.map((attachment) => ({
            filename: attachment.filename,
            contentType: attachment.contentType,
            content: Buffer.from(attachment.content),
          })),
        }),
  };
}

/**
 * Sends over the SMTP server `url` names (smtp://user:pass@host:587, smtps://… for TLS from the
 * start). Timeouts are short enough that a dead server fails a send well inside the dispatcher's lease.
 */
export function smtpMailSender(options: {
  readonly url: string;
  readonly from: string;
}): MailSender & { close(): void } {
  const transport = nodemailer.createTransport({
    url: options.url,
    connectionTimeout: 30_000,
    greetingTimeout: 30_000,
    socketTimeout: 60_000,
  });
  return {
    async send(mail) {
      await transport.sendMail(nodemailerMessage(mail, options.from));
    },
    close: () => {
      transport.close();
    },
  };
}

/** A file name that sorts by when the mail was written and says whom it is for. */
function fileName(mail: OutgoingMail, writtenAt: Date, messageId: string): string {
  const stamp = writtenAt.toISOString().replace(/[:.]/g, '-');
  const recipient = mail.to.email.replace(/[^\w.@-]/g, '_').slice(0, 60);
  const unique = messageId.replace(/[^\w]/g, '').slice(0, 16);
  return `${stamp}-${recipient}-${unique}.eml`;
}

/** Writes each mail as an .eml file into `directory` (created when missing) instead of sending it. */
export function fileMailSender(options: { readonly directory: string; readonly from: string }): MailSender {
  const transport = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });
  return {
    async send(mail) {
      const info = await transport.sendMail(nodemailerMessage(mail, options.from));
      if (!Buffer.isBuffer(info.message)) throw new Error('nodemailer composed no buffer');
      await mkdir(options.directory, { recursive: true });
      await writeFile(path.join(options.directory, fileName(mail, new Date(), info.messageId)), info.message);
    },
  };
}
