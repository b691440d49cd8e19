// Every word the outbox's dispatcher writes mails with, in both languages: the server's dispatcher
// and the tests that dispatch take them together, so a new kind of mail adds its words here once.

import { accountMailWords } from './account-mail';
import { consentMailWords } from './consent-mail';
import { giftCardMailWords } from './gift-card-mail';
import { maintenanceMailWords } from './maintenance-mail';
import { mailWords, scheduledMailWords } from './mail';

export const dispatchMailWords = {
  mailWords,
  scheduledMailWords,
  giftCardMailWords,
  consentMailWords,
  maintenanceMailWords,
  accountMailWords,
} as const;
