import { expect, it } from 'vitest';
import type { AccountLinks } from '#application/ports/server/account-links';
import type { Sessions } from '#application/ports/server/sessions';
import type { UserAccounts } from '#application/ports/server/user-accounts';
import type { Users } from '#application/ports/server/users';
import type { Instant } from '#domain/calendar/instant';

// Test support: what every adapter of the AccountLinks and UserAccounts ports must do (issue 34;
// ADR 0097, docs/adr/0121): the SQL adapters on PGlite and PostgreSQL and the in-memory store the
// use cases are tested over, as one set of tests each runs.

const NOW = Date.parse('2026-12-01T12:00:00-03:00') as Instant;
const HOUR = 3_600_000;
const later = (hours: number) => (NOW + hours * HOUR) as Instant;
const unique = () => Math.random().toString(36).slice(2);
const secret = () => `secret-${unique()}-${unique()}-${unique()}`;
const newEmail = () => `nueva-${unique()}@correo.example`;

export interface AccountLinksWorld {
  readonly users: Users;
  readonly sessions: Sessions;
  readonly userAccounts: UserAccounts;
  readonly accountLinks: AccountLinks;
  /** A verified client with a password, whose email is given. */
  readonly client: { readonly id: number; readonly email: string };
}

export function accountLinksContract(world: () => Promise<AccountLinksWorld>): void {
  it('finds an issued link by its secret, unused, and nothing for another secret', async () => {
    const w = await world();
    const mine = secret();
    const address = newEmail();
    await w.accountLinks.issue({
      secret: mine,
      purpose: 'change_email',
      userId: w.client.id,
      newEmail: ` ${address} `,
      issuedAt: NOW,
      expiresAt: later(24),
    });
    expect(await w.accountLinks.linkOf(mine)).toEqual({
      purpose: 'change_email',
      userId: w.client.id,
      newEmail: address,
      expiresAt: later(24),
      usedAt: null,
    });
    expect(await w.accountLinks.linkOf(`${mine}x`)).toBeUndefined();
    expect(await w.accountLinks.linkOf('x\u0000y')).toBeUndefined();
  });

  it('lets a link be used by one call only, and remembers when', async () => {
    const w = await world();
    const mine = secret();
    const link = { secret: mine, purpose: 'reset_password' as const, userId: w.client.id, newEmail: null };
    await w.accountLinks.issue({ ...link, issuedAt: NOW, expiresAt: later(1) });
    const uses = await Promise.all([w.accountLinks.use(mine, later(0.5)), w.accountLinks.use(mine, later(0.5))]);
    expect(uses.filter(Boolean)).toHaveLength(1);
    expect((await w.accountLinks.linkOf(mine))?.usedAt).toBe(later(0.5));
    expect(await w.accountLinks.use(`${mine}x`, later(0.5))).toBe(false);
  });

  it('creates a signed-up client unverified with its password, and nobody for an email taken in another case', async () => {
    const w = await world();
    const email = newEmail();
    const created = await w.userAccounts.createSignedUpClient({ email: ` ${email} `, passwordHash: 'scrypt$x' });
    expect(created).toMatchObject({ email, roleId: 1, companyId: null });
    expect((await w.users.userByEmail(email))?.passwordHash).toBe('scrypt$x');
    expect(await w.userAccounts.emailVerifiedAt(created?.id ?? 0)).toBeNull();
    expect(await w.userAccounts.createSignedUpClient({ email: email.toUpperCase(), passwordHash: 'scrypt$y' })).toBe(
      undefined,
    );
    expect(await w.userAccounts.emailVerifiedAt(2 ** 40)).toBeUndefined();
  });

  it('marks an address verified once, keeping the first time', async () => {
    const w = await world();
    const created = await w.userAccounts.createSignedUpClient({ email: newEmail(), passwordHash: 'scrypt$x' });
    const id = created?.id ?? 0;
    await w.userAccounts.markEmailVerified(id, later(1));
    await w.userAccounts.markEmailVerified(id, later(2));
    expect(await w.userAccounts.emailVerifiedAt(id)).toBe(later(1));
  });

  it('changes the email to a verified one, and refuses one another user holds in any case', async () => {
    const w = await world();
    const created = await w.userAccounts.createSignedUpClient({ email: newEmail(), passwordHash: 'scrypt$x' });
    const id = created?.id ?? 0;
    const address = newEmail();
    expect(await w.userAccounts.changeEmail(id, address, later(3))).toBe(true);
    expect((await w.users.userById(id))?.email).toBe(address);
    expect(await w.userAccounts.emailVerifiedAt(id)).toBe(later(3));
    expect(await w.userAccounts.changeEmail(id, w.client.email.toUpperCase(), later(4))).toBe(false);
    expect((await w.users.userById(id))?.email).toBe(address);
  });

  it('sets a new password hash', async () => {
    const w = await world();
    const created = await w.userAccounts.createSignedUpClient({ email: newEmail(), passwordHash: 'scrypt$old' });
    await w.userAccounts.setPasswordHash(created?.id ?? 0, 'scrypt$new');
    expect((await w.users.userByEmail(created?.email ?? ''))?.passwordHash).toBe('scrypt$new');
  });

  it('ends every session of the user and no one else’s', async () => {
    const w = await world();
    const created = await w.userAccounts.createSignedUpClient({ email: newEmail(), passwordHash: 'scrypt$x' });
    const id = created?.id ?? 0;
    const [first, second, other] = await Promise.all([
      w.sessions.open(id, NOW, later(100)),
      w.sessions.open(id, NOW, later(100)),
      w.sessions.open(w.client.id, NOW, later(100)),
    ]);
    await w.userAccounts.endEverySession(id);
    expect(await w.sessions.userIdOf(first, NOW)).toBeUndefined();
    expect(await w.sessions.userIdOf(second, NOW)).toBeUndefined();
    expect(await w.sessions.userIdOf(other, NOW)).toBe(w.client.id);
  });
}
