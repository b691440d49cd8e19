import type { RenderedMail } from '#domain/notification/booking-mail';
import type { MailContent } from '#domain/notification/mail-content';

/**
 * Writes a mail's content out as the parts a mail carries (issue 18 "Mails"; docs/adr/0066): an
 * HTML part and a plain-text part saying the same. The domain decides what a mail says; this only
 * lays it out, escaping every value in the HTML.
 */
export interface MailRenderer {
  render(content: MailContent): RenderedMail;
}
