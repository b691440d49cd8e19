import type { AccountLinkSealer } from '#application/ports/server/account-link-sealer';
import type { AccountMails } from '#application/ports/server/account-mails';
import type { AccountMail } from '#domain/account/account-mail';
import type { SqlExecutor } from './sql-database';

// The mails owed to accounts' owners, written to the outbox (migrations 0011, 0038; docs/adr/0121)
// in the transaction that owes them, due at once. A link's secret travels sealed (base64url) for
// its account, never in clear: the database keeps only the link's digest and this seal.

/** The outbox payload of an account's mail: the mail, its secret sealed. */
export function accountMailPayload(mail: AccountMail, sealer: AccountLinkSealer) {
  const { kind, userId, to, language } = mail;
  const sealedSecret =
    'secret' in mail ? Buffer.from(sealer.seal(mail.secret, mail.userId)).toString('base64url') : null;
  const country = 'country' in mail ? mail.country : null;
  return { kind: 'account_mail', mail: kind, userId, to, language, country, sealedSecret } as const;
}

export function sqlAccountMails(database: SqlExecutor, sealer: AccountLinkSealer): AccountMails {
  return {
    async owe(mail) {
      await database.query(
        `INSERT INTO notification_outbox (kind, user_id, payload, available_at)
         VALUES ('account_mail', $1, $2::jsonb, '-infinity'::timestamptz)`,
        [mail.userId, JSON.stringify(accountMailPayload(mail, sealer))],
      );
    },
  };
}
