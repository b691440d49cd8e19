import type { AccountMail } from '#domain/account/account-mail';

/**
 * The mails owed to accounts' owners (issue 34; docs/adr/0121), written in the transaction of the
 * change that owes them, so that a link is mailed exactly when it was stored. A failing store throws.
 */
export interface AccountMails {
  owe(mail: AccountMail): Promise<void>;
}
