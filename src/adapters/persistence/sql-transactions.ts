import type { AccountWrites } from '#application/account/account-writes';
import type { AccountLinkSealer } from '#application/ports/server/account-link-sealer';
import type { GiftCardPorts } from '#application/ports/server/gift-cards';
import type { PaymentExpiryPorts } from '#application/ports/server/payment-settlements';
import type { Transactions } from '#application/ports/server/transactions';
import { Unavailable } from '#adapters/persistence/unavailable';
import { sqlAccountLinks, sqlUserAccounts } from './sql-account-links';
import { sqlAccountMails } from './sql-account-mails';
import { sqlBookingCancellations } from './sql-cancel-booking';
import { sqlSessions, sqlUsers } from './sql-users';
import { sqlGiftCards } from './sql-gift-cards';
import type { SqlDatabase, SqlExecutor } from './sql-database';
import { sqlBookingNotices } from './sql-outbox';
import { sqlPaymentSettlements } from './sql-payments';
import {
  CREATE_RETRY_POLICY,
  REAL_RETRY_ENVIRONMENT,
  retryTransientFailures,
  type RetryEnvironment,
  type RetryPolicy,
} from './transient-failure-retry';

// The unit of work over SQL (issue 30 §1; docs/adr/0094): one database transaction, the ports
// handed to the use case bound to it. A transaction PostgreSQL aborts for another's sake (a
// deadlock, a serialization failure) has written nothing, and runs again from the start as a
// create's does (docs/adr/0084); once the attempts are spent the database counts as unavailable
// (503, docs/adr/0049). Same SQL on PGlite and PostgreSQL.

/** How a unit of work aborted for another transaction's sake runs again. */
export interface TransactionRetry {
  readonly policy: RetryPolicy;
  readonly environment: RetryEnvironment;
}

const DEFAULT_RETRY: TransactionRetry = { policy: CREATE_RETRY_POLICY, environment: REAL_RETRY_ENVIRONMENT };

/** The unit of work over `database`, handing `work` the ports `portsOver` binds to each transaction. */
export function sqlTransactions<Ports>(
  database: SqlDatabase,
  portsOver: (transaction: SqlExecutor) => Ports,
  retry: TransactionRetry = DEFAULT_RETRY,
): Transactions<Ports> {
  return {
    async inTransaction(work) {
      const retried = await retryTransientFailures(
        () => database.transaction((transaction) => work(portsOver(transaction))),
        retry.policy,
        retry.environment,
      );
      if (retried._tag === 'GaveUp') throw new Unavailable('The database', { cause: retried.lastFailure });
      return retried.value;
    },
  };
}

/** The payment expiry's unit of work (expire-pending-payments.ts). */
export function sqlPaymentExpiry(database: SqlDatabase, retry?: TransactionRetry): Transactions<PaymentExpiryPorts> {
  return sqlTransactions(
    database,
    (transaction) => ({
      settlements: sqlPaymentSettlements(transaction),
      cancellations: sqlBookingCancellations(transaction),
      giftCards: sqlGiftCards(transaction),
      notices: sqlBookingNotices(transaction),
    }),
    retry,
  );
}

/** The gift cards' unit of work: each transaction hands the use case the port bound to it (docs/adr/0106). */
export function sqlGiftCardLedgers(database: SqlDatabase, retry?: TransactionRetry): Transactions<GiftCardPorts> {
  return sqlTransactions(database, (transaction) => ({ giftCards: sqlGiftCards(transaction) }), retry);
}

/** Signing up, verifying, resetting a password and changing an email, each in one transaction (docs/adr/0121). */
export function sqlAccountWrites(
  database: SqlDatabase,
  sealer: AccountLinkSealer,
  retry?: TransactionRetry,
): Transactions<AccountWrites> {
  return sqlTransactions(
    database,
    (transaction) => {
      const users = sqlUsers(transaction);
      return {
        users,
        sessions: sqlSessions(transaction),
        userAccounts: sqlUserAccounts(transaction, users),
        accountLinks: sqlAccountLinks(transaction),
        accountMails: sqlAccountMails(transaction, sealer),
      };
    },
    retry,
  );
}
