import type { OutgoingMail } from '#domain/notification/booking-mail';

/**
 * Sends mail to clients (docs/adr/0044): over SMTP where one is configured, into files in
 * development. The sender's address is the adapter's. Throws when the mail was not accepted, so
 * the dispatcher tries again later.
 */
export interface MailSender {
  send(mail: OutgoingMail): Promise<void>;
}
