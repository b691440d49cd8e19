import type { AccountLink } from '#domain/account/account-link';
import type { AccountMail } from '#domain/account/account-mail';
import type { Instant } from '#domain/calendar/instant';
import type { AccountLinks } from '../ports/server/account-links';
import type { AccountMails } from '../ports/server/account-mails';
import type { Sessions } from '../ports/server/sessions';
import type { UserAccounts } from '../ports/server/user-accounts';
import type { User, Users } from '../ports/server/users';
import { aUser } from './in-memory-accounts.test-support';
import type { AccountTransactions } from './account-writes';

// One in-memory store of users, their sessions and their account links, for the sign-up, verify,
// reset and change-email use cases' tests (issue 34): the four ports share the same rows, as the
// SQL adapters share the same tables, and keep the ports' promises (account-links-contract).

interface Row {
  user: User;
  passwordHash: string | null;
  emailVerifiedAt: Instant | null;
}

export interface InMemoryAccountStore {
  readonly users: Users;
  readonly sessions: Sessions;
  readonly userAccounts: UserAccounts;
  readonly accountLinks: AccountLinks;
  /** Records the mails owed, in order. */
  readonly accountMails: AccountMails;
  readonly mails: readonly AccountMail[];
  /** Runs each unit of work over these same ports (no rollback: the use cases' tests need none). */
  readonly transactions: AccountTransactions;
  /** Adds a client with this password hash; verified unless told otherwise. */
  add(user: Partial<User>, passwordHash: string | null, verifiedAt?: Instant | null): User;
  /** The sessions open now, by token. */
  readonly openSessions: () => ReadonlyMap<string, number>;
}

const same = (a: string, b: string) => a.trim().toLowerCase() === b.trim().toLowerCase();

function usersOver(rows: Row[]): Users {
  return {
    userByEmail: (email) => {
      const row = rows.find((each) => same(each.user.email, email));
      return Promise.resolve(row && { user: row.user, passwordHash: row.passwordHash });
    },
    userById: (userId) => Promise.resolve(rows.find((row) => row.user.id === userId)?.user),
    userByCode: () => Promise.resolve(undefined),
    userByGoogleSubject: () => Promise.resolve(undefined),
    linkGoogleAccount: () => Promise.resolve(false),
    createClient: () => Promise.resolve(undefined),
  };
}

function sessionsOver(open: Map<string, number>): Sessions {
  let issued = 0;
  return {
    open: (userId) => {
      issued += 1;
      const token = `session-${String(issued)}`;
      open.set(token, userId);
      return Promise.resolve(token);
    },
    userIdOf: (token) => Promise.resolve(open.get(token)),
    end: (token) => {
      open.delete(token);
      return Promise.resolve();
    },
  };
}

function linksOver(links: Map<string, AccountLink>): AccountLinks {
  return {
    issue: (link) => {
      const { purpose, userId, newEmail, expiresAt } = link;
      links.set(link.secret, { purpose, userId, newEmail: newEmail?.trim() ?? null, expiresAt, usedAt: null });
      return Promise.resolve();
    },
    linkOf: (secret) => Promise.resolve(links.get(secret)),
    use: (secret, usedAt) => {
      const link = links.get(secret);
      if (link === undefined || link.usedAt !== null) return Promise.resolve(false);
      links.set(secret, { ...link, usedAt });
      return Promise.resolve(true);
    },
  };
}

function accountsOver(rows: Row[], open: Map<string, number>, add: InMemoryAccountStore['add']): UserAccounts {
  const row = (userId: number) => rows.find((each) => each.user.id === userId);
  return {
    createSignedUpClient: ({ email, passwordHash }) => {
      if (rows.some((each) => same(each.user.email, email))) return Promise.resolve(undefined);
      return Promise.resolve(add({ email: email.trim() }, passwordHash, null));
    },
    emailVerifiedAt: (userId) => Promise.resolve(row(userId)?.emailVerifiedAt),
    markEmailVerified: (userId, verifiedAt) => {
      const found = row(userId);
      if (found !== undefined) {
        found.emailVerifiedAt ??= verifiedAt;
        found.user = { ...found.user, emailVerified: true };
      }
      return Promise.resolve();
    },
    setPasswordHash: (userId, passwordHash) => {
      const found = row(userId);
      if (found !== undefined) found.passwordHash = passwordHash;
      return Promise.resolve();
    },
    changeEmail: (userId, email, verifiedAt) => {
      const found = row(userId);
      if (found === undefined || rows.some((each) => each !== found && same(each.user.email, email)))
        return Promise.resolve(false);
      found.user = { ...found.user, email: email.trim(), emailVerified: true };
      found.emailVerifiedAt = verifiedAt;
      return Promise.resolve(true);
    },
    endEverySession: (userId) => {
      for (const [token, owner] of [...open]) if (owner === userId) open.delete(token);
      return Promise.resolve();
    },
  };
}

export function inMemoryAccountStore(): InMemoryAccountStore {
  const rows: Row[] = [];
  const open = new Map<string, number>();
  const links = new Map<string, AccountLink>();
  const add: InMemoryAccountStore['add'] = (user, passwordHash, verifiedAt = 0 as Instant) => {
    const id = Math.max(0, ...rows.map((each) => each.user.id)) + 1;
    const created = aUser({
      phone: null,
      identificationNumber: null,
      gender: null,
      firstName: '',
      lastName: '',
      ...user,
      id,
      emailVerified: verifiedAt !== null,
    });
    rows.push({ user: created, passwordHash, emailVerifiedAt: verifiedAt });
    return created;
  };
  const mails: AccountMail[] = [];
  const writes = {
    users: usersOver(rows),
    sessions: sessionsOver(open),
    userAccounts: accountsOver(rows, open, add),
    accountLinks: linksOver(links),
    accountMails: {
      owe: (mail: AccountMail) => {
        mails.push(mail);
        return Promise.resolve();
      },
    },
  };
  return {
    ...writes,
    mails,
    transactions: { inTransaction: (work) => work(writes) },
    add,
    openSessions: () => open,
  };
}
