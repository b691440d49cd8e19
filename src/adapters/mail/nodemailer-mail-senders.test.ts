import { mkdtemp, readdir, readFile, rm } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { SMTPServer } from 'smtp-server';
import { afterEach, describe, expect, it } from 'vitest';
import { addMinutes, type Instant } from '#domain/calendar/instant';
import { bookingMail, renderedMail } from '#domain/notification/booking-mail';
import type { BookingNotice } from '#domain/notification/booking-notice';
import { readMime, type MimeMessage } from './mime-reader.test-support';
import { CALENDAR_FILENAME, fileMailSender, smtpMailSender } from './nodemailer-mail-senders';
import { mailWords } from '#i18n/mail';
import { reactMailRenderer } from './react-mail-renderer';

// The mail senders (issue 8 Notifications; docs/adr/0044): the development sink's .eml files and
// SMTP to a server started in the test, each read back as the MIME message a mail program gets.

const start = Date.UTC(2026, 11, 1, 13, 0) as Instant;
const notice: BookingNotice = {
  kind: 'confirmed',
  groupId: 3,
  client: { fullName: 'Ana <script>alert("x")</script> Peña', email: 'ana@example.com' },
  location: {
    name: 'Salón Aurora',
    address: 'Av. Providencia 1234',
    phone: null,
    email: 'hola@salon.example',
    timeZone: 'America/Santiago',
    countryCode: 'cl',
  },
  bookings: [
    {
      id: 7,
      serviceName: 'Corte de pelo',
      providerName: 'Camila',
      status: 'confirmed',
      start,
      end: addMinutes(start, 45),
      modifications: 0,
      isVideo: false,
      outcall: false,
    },
  ],
};
const mail = renderedMail(
  bookingMail(notice, { email: 'reservas@reserva.example' }, Date.UTC(2026, 10, 24, 12, 0) as Instant, mailWords),
  (content) => reactMailRenderer.render(content),
);
const FROM = 'Reserva <reservas@reserva.example>';

const partOf = (message: MimeMessage, type: string) =>
  message.parts.find((part) => part.contentType.toLowerCase().startsWith(type));

function expectTheConfirmation(message: MimeMessage): void {
  expect(message.headers.get('from')).toBe(FROM);
  expect(message.headers.get('to')).toContain('<ana@example.com>');
  expect(message.headers.get('subject')).toBe('Salón Aurora: tu reserva del mar 1 dic, 10:00');
  expect(message.headers.get('content-language')).toBe('es');
  expect(message.headers.get('message-id')).toMatch(/^<.+@.+>$/);
  expect(partOf(message, 'text/plain')?.body.replace(/\r\n/g, '\n')).toContain(
    'Hola Ana <script>alert("x")</script> Peña:\n\nTu reserva está confirmada.',
  );
  const html = partOf(message, 'text/html')?.body ?? '';
  expect(html).toContain('Hola Ana &lt;script&gt;alert(&quot;x&quot;)&lt;/script&gt; Peña:');
  expect(html).not.toContain('<script>');
  const invitation = partOf(message, 'text/calendar');
  expect(invitation?.contentType).toMatch(/method=REQUEST/i);
  expect(invitation?.body).toContain('UID:booking-7@reserva.example');
  const attached = message.parts.find((part) => /attachment/i.test(part.headers.get('content-disposition') ?? ''));
  expect(attached?.contentType).toMatch(new RegExp(`name="?${CALENDAR_FILENAME}`));
  expect(attached?.body).toBe(mail.calendar?.content);
}

describe('mail senders over nodemailer', () => {
  const cleanups: (() => Promise<void>)[] = [];
  afterEach(async () => {
    await Promise.all(cleanups.splice(0).map((cleanup) => cleanup()));
  });

  /** An SMTP server on a free local port behaving as `options` say, and a sender to it; both closed after the test. */
  async function smtpServerAndSender(options: ConstructorParameters<typeof SMTPServer>[0]) {
    const server = new SMTPServer({ authOptional: true, disabledCommands: ['STARTTLS'], logger: false, ...options });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    cleanups.push(
      () =>
        new Promise<void>((resolve) => {
          server.close(() => {
            resolve();
          });
        }),
    );
    const address = server.server.address();
    const port = typeof address === 'object' && address !== null ? address.port : 0;
    const sender = smtpMailSender({ url: `smtp://127.0.0.1:${String(port)}`, from: FROM });
    cleanups.push(() => {
      sender.close();
      return Promise.resolve();
    });
    return sender;
  }

  it('writes each mail into the folder as an .eml file holding the whole message', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'reserva-mail-'));
    cleanups.push(() => rm(directory, { recursive: true, force: true }));
    const sender = fileMailSender({ directory: path.join(directory, 'mail'), from: FROM });
    await sender.send(mail);
    await sender.send({ ...mail, to: { ...mail.to, email: 'otra@example.com' } });
    const files = (await readdir(path.join(directory, 'mail'))).sort();
    expect(files.map((file) => path.extname(file))).toEqual(['.eml', '.eml']);
    const ana = files.find((file) => file.includes('ana@example.com')) ?? '';
    const raw = await readFile(path.join(directory, 'mail', ana));
    expect(raw.toString()).toMatch(/\r\n\r\n/);
    expectTheConfirmation(readMime(raw));
  });

  it('sends over SMTP to the server SMTP_URL names', async () => {
    const received: { from: string; to: string[]; data: Buffer }[] = [];
    const sender = await smtpServerAndSender({
      onData(stream, session, callback) {
        const chunks: Buffer[] = [];
        stream.on('data', (chunk: Buffer) => chunks.push(chunk));
        stream.on('end', () => {
          received.push({
            from: session.envelope.mailFrom === false ? '' : session.envelope.mailFrom.address,
            to: session.envelope.rcptTo.map((recipient) => recipient.address),
            data: Buffer.concat(chunks),
          });
          callback();
        });
      },
    });
    await sender.send(mail);
    expect(received.map(({ from, to }) => ({ from, to }))).toEqual([
      { from: 'reservas@reserva.example', to: ['ana@example.com'] },
    ]);
    expectTheConfirmation(readMime(received[0]?.data ?? ''));
  });

  it('names whom an answer goes to when the mail says so, and no one else otherwise', async () => {
    const directory = await mkdtemp(path.join(tmpdir(), 'reserva-mail-'));
    cleanups.push(() => rm(directory, { recursive: true, force: true }));
    const sender = fileMailSender({ directory, from: FROM });
    await sender.send({
      ...mail,
      to: { ...mail.to, email: 'con@example.com' },
      replyTo: { name: 'Salón Aurora', email: 'hola@salon.example' },
    });
    await sender.send({ ...mail, to: { ...mail.to, email: 'sin@example.com' } });
    const read = async (who: string) =>
      readMime(
        await readFile(path.join(directory, (await readdir(directory)).find((file) => file.includes(who)) ?? '')),
      );
    expect((await read('con@example.com')).headers.get('reply-to')).toMatch(/<hola@salon\.example>$/);
    expect((await read('sin@example.com')).headers.get('reply-to')).toBeUndefined();
  });

  it('fails a send the SMTP server refuses, for the dispatcher to try again', async () => {
    const sender = await smtpServerAndSender({
      onRcptTo(_address, _session, callback) {
        callback(Object.assign(new Error('Mailbox busy, try later'), { responseCode: 450 }));
      },
    });
    await expect(sender.send(mail)).rejects.toThrow(/450|Mailbox busy/);
  });
});
