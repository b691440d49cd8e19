import type { OutgoingMail } from '#domain/notification/booking-mail';
import type { MailSender } from '../ports/server/mail-sender';

// Test support: a mail sender that keeps what it is given, refusing while told to.

export interface RecordingMailSender extends MailSender {
  readonly sent: OutgoingMail[];
  /** While set, every send fails with this message. */
  refuseWith: string | null;
}

export function recordingMailSender(): RecordingMailSender {
  const sender: RecordingMailSender = {
    sent: [],
    refuseWith: null,
    send(mail) {
      if (sender.refuseWith !== null) return Promise.reject(new Error(sender.refuseWith));
      sender.sent.push(mail);
      return Promise.resolve();
    },
  };
  return sender;
}
