import { expect, it } from 'vitest';
import type { Clients } from '#application/ports/server/clients';
import type { Sessions } from '#application/ports/server/sessions';
import type { Users } from '#application/ports/server/users';
import type { Instant } from '#domain/calendar/instant';
import type { ClientId } from '#domain/client/client-id';
import type { IdentifierType } from '#domain/client/identification';
import { comparableIdentifier } from '#domain/client/identifier-match';
import type { CompanyId } from '#domain/storefront/company';
import { ownsClientRecord } from '#domain/membership/plan-owner';

// Test support: what every adapter of the accounts' ports — Users, Sessions, Clients — must do
// (ADR 0097): the SQL adapters on PGlite and on PostgreSQL, and the in-memory fakes the account
// and booking use cases are tested over, as one set of tests each runs.

const NOW = Date.parse('2026-12-01T12:00:00-03:00') as Instant;
const DAY = 86_400_000;
const later = (days: number) => (NOW + days * DAY) as Instant;

/** What the users' contract runs on: the stores, and the users they hold. */
export interface UsersWorld {
  readonly users: Users;
  readonly sessions: Sessions;
  /** A client with a password, a personal link's code lasting beyond NOW + 30 days and ending before NOW + 400, and no Google account. */
  readonly client: { readonly id: number; readonly email: string; readonly code: string };
  /** Another user, a company's administrator, without a Google account. */
  readonly administrator: { readonly id: number; readonly email: string; readonly companyId: CompanyId };
}

export function usersContract(world: () => Promise<UsersWorld>): void {
  it('finds a user by email in any case, with a password hash, and the same user by id', async () => {
    const w = await world();
    const found = await w.users.userByEmail(w.administrator.email.toUpperCase());
    expect(found?.user).toMatchObject({ id: w.administrator.id, roleId: 2, companyId: w.administrator.companyId });
    expect(found?.passwordHash).not.toBeNull();
    expect(await w.users.userById(w.administrator.id)).toEqual(found?.user);
    expect((await w.users.userByEmail(w.client.email))?.user).toMatchObject({ roleId: 1, companyId: null });
  });

  it('finds nobody for an unknown email, id or code, nor for texts a database cannot hold', async () => {
    const w = await world();
    expect(await w.users.userByEmail('nadie@correo.example')).toBeUndefined();
    expect(await w.users.userByEmail(`${w.client.email}\u0000`)).toBeUndefined();
    expect(await w.users.userById(2 ** 40)).toBeUndefined();
    expect(await w.users.userByCode('x\u0000y', NOW)).toBeUndefined();
    expect(await w.users.userByGoogleSubject('google-sub-nobody')).toBeUndefined();
  });

  it('finds the user a personal code names while it lasts, and nobody for another code or after it expires', async () => {
    const w = await world();
    expect((await w.users.userByCode(w.client.code, later(30)))?.id).toBe(w.client.id);
    expect(await w.users.userByCode(`${w.client.code}x`, NOW)).toBeUndefined();
    expect(await w.users.userByCode(w.client.code, later(400))).toBeUndefined();
  });

  it('links a Google account once, again the same, never another, never one another user holds', async () => {
    const w = await world();
    const subject = `google-sub-${Math.random().toString(36).slice(2)}`;
    expect(await w.users.linkGoogleAccount(w.administrator.id, subject)).toBe(true);
    expect(await w.users.linkGoogleAccount(w.administrator.id, subject)).toBe(true);
    expect(await w.users.linkGoogleAccount(w.administrator.id, `${subject}-other`)).toBe(false);
    expect(await w.users.linkGoogleAccount(w.client.id, subject)).toBe(false);
    expect((await w.users.userByGoogleSubject(subject))?.id).toBe(w.administrator.id);
    expect(await w.users.userByGoogleSubject(`${subject}-other`)).toBeUndefined();
  });

  it('creates a client without a password, found by email, id and Google account, and nobody for an email taken in another case', async () => {
    const w = await world();
    const subject = `google-sub-${Math.random().toString(36).slice(2)}`;
    const email = `nuevo-${Math.random().toString(36).slice(2)}@correo.example`;
    const created = await w.users.createClient({
      email,
      firstName: 'Nuevo',
      lastName: 'Cliente',
      googleSubject: subject,
    });
    expect(created).toMatchObject({
      email,
      firstName: 'Nuevo',
      lastName: 'Cliente',
      roleId: 1,
      companyId: null,
      phone: null,
      identificationNumber: null,
      gender: null,
      // Google verified the address it was created from (issue 34).
      emailVerified: true,
    });
    expect(await w.users.userByEmail(email)).toEqual({ user: created, passwordHash: null });
    expect(await w.users.userById(created?.id ?? 0)).toEqual(created);
    expect(await w.users.userByGoogleSubject(subject)).toEqual(created);
    expect(
      await w.users.createClient({
        email: email.toUpperCase(),
        firstName: 'Otro',
        lastName: 'X',
        googleSubject: `${subject}-2`,
      }),
    ).toBeUndefined();
    expect(
      await w.users.createClient({
        email: w.client.email,
        firstName: 'Otro',
        lastName: 'X',
        googleSubject: `${subject}-3`,
      }),
    ).toBeUndefined();
  });

  it('creates a client under the email as typed without its surrounding spaces', async () => {
    const w = await world();
    const email = `espacios-${Math.random().toString(36).slice(2)}@correo.example`;
    const created = await w.users.createClient({
      email: `  ${email} `,
      firstName: 'Con',
      lastName: 'Espacios',
      googleSubject: `google-sub-${Math.random().toString(36).slice(2)}`,
    });
    expect(created?.email).toBe(email);
    expect((await w.users.userByEmail(email))?.user.id).toBe(created?.id);
  });

  it('finds the user by a session’s token until it expires or ends, each session a token of its own', async () => {
    const w = await world();
    const tokens = await Promise.all([1, 2, 3].map(() => w.sessions.open(w.client.id, NOW, later(1))));
    expect(new Set(tokens).size).toBe(3);
    const [token, other] = tokens as [string, string, string];
    expect(await w.sessions.userIdOf(token, NOW)).toBe(w.client.id);
    expect(await w.sessions.userIdOf(token, later(1))).toBeUndefined();
    await w.sessions.end(token);
    expect(await w.sessions.userIdOf(token, NOW)).toBeUndefined();
    expect(await w.sessions.userIdOf(other, NOW)).toBe(w.client.id);
    await w.sessions.end('no-such-session');
    expect(await w.sessions.userIdOf('no-such-session', NOW)).toBeUndefined();
  });
}

/** A client a company keeps, as the clients' contract files it. */
export interface ClientToKeep {
  readonly firstName: string;
  readonly lastName: string;
  readonly identificationNumber: string | null;
  readonly email: string | null;
  readonly phone: string | null;
  readonly canBook: boolean;
}

/** What the clients' contract runs on: the store, and how a company's client is filed in it. */
export interface ClientsWorld {
  readonly clients: Clients;
  /** Two companies with no clients of their own yet. */
  readonly companies: readonly [CompanyId, CompanyId];
  file(companyId: CompanyId, client: ClientToKeep): Promise<ClientId>;
}

export function clientsContract(world: () => Promise<ClientsWorld>): void {
  const rosa: ClientToKeep = {
    firstName: 'Rosa',
    lastName: 'Díaz',
    identificationNumber: '12.345.678-5',
    email: 'rosa.diaz@correo.example',
    phone: '+56 9 1111 2222',
    canBook: true,
  };
  const pedro: ClientToKeep = {
    firstName: 'Pedro',
    lastName: 'Soto',
    identificationNumber: '9.876.543-3',
    email: null,
    phone: '+56 9 1111 2222',
    canBook: false,
  };
  const identified = (w: ClientsWorld, companyId: CompanyId, type: IdentifierType, typed: string) =>
    w.clients.clientsIdentifiedBy(companyId, type, comparableIdentifier(type, typed));

  it('identifies a client by id number written any way, by email in any case, by phone with or without its country code', async () => {
    const w = await world();
    const [company] = w.companies;
    const id = await w.file(company, rosa);
    for (const [type, typed] of [
      [0, '12345678-5'],
      [0, '12.345.678-5'],
      [1, 'ROSA.DIAZ@correo.example'],
      [1, ' rosa.diaz@correo.example '],
      [2, '+56 9 1111 3333'],
      [2, '911113333'],
    ] as const) {
      expect(await identified(w, company, type, typed)).toEqual(
        typed.includes('3333') ? [] : [{ id, canBook: true, firstName: 'Rosa', lastName: 'Díaz', email: rosa.email }],
      );
    }
    expect(await identified(w, company, 2, '911112222')).toEqual([
      { id, canBook: true, firstName: 'Rosa', lastName: 'Díaz', email: rosa.email },
    ]);
  });

  it('identifies nobody by part of a number, in another company, or by an empty identifier', async () => {
    const w = await world();
    const [company, other] = w.companies;
    await w.file(company, {
      ...rosa,
      phone: '+56 9 4444 5555',
      email: 'rosa.b@correo.example',
      identificationNumber: '11.111.111-1',
    });
    expect(await identified(w, company, 0, '1111111-1')).toEqual([]);
    expect(await identified(w, company, 2, '5555')).toEqual([]);
    expect(await identified(w, other, 0, '11.111.111-1')).toEqual([]);
    expect(await identified(w, company, 1, '')).toEqual([]);
    expect(await identified(w, company, 0, '')).toEqual([]);
  });

  it('names every client an identifier names, with whether each may book, and answers several identifiers’ standings at once', async () => {
    const w = await world();
    const [, company] = w.companies;
    const rosaId = await w.file(company, { ...rosa, phone: '+56 9 7777 8888' });
    const pedroId = await w.file(company, { ...pedro, phone: '+56 9 7777 8888' });
    const sharing = await identified(w, company, 2, '+56 9 7777 8888');
    expect([...sharing].sort((a, b) => a.id - b.id)).toEqual(
      [
        { id: rosaId, canBook: true, firstName: 'Rosa', lastName: 'Díaz', email: rosa.email },
        { id: pedroId, canBook: false, firstName: 'Pedro', lastName: 'Soto', email: null },
      ].sort((a, b) => a.id - b.id),
    );
    const asked = (
      [
        [0, '12.345.678-5'],
        [0, '9.876.543-3'],
        [1, 'nobody@correo.example'],
        [2, '977778888'],
        [1, ''],
      ] as const
    ).map(([type, typed]) => ({ type, comparable: comparableIdentifier(type, typed) }));
    const standings = await w.clients.standingsIdentifiedBy(company, asked);
    expect(standings.map((each) => [...each].map((standing) => standing.canBook).sort())).toEqual([
      [true],
      [false],
      [],
      [false, true],
      [],
    ]);
    expect(await w.clients.standingsIdentifiedBy(w.companies[0], asked.slice(0, 2))).toEqual([[], []]);
  });

  it('answers each record with the email it keeps, as kept, which tells who owns its plans (docs/adr/0124)', async () => {
    const w = await world();
    const [company] = w.companies;
    const kept = ' Rosa.Diaz@Correo.example ';
    const id = await w.file(company, { ...rosa, identificationNumber: '7.777.777-7', email: kept });
    const [found] = await identified(w, company, 0, '7.777.777-7');
    expect(found).toEqual({ id, canBook: true, firstName: 'Rosa', lastName: 'Díaz', email: kept });
    const owner = { email: 'rosa.diaz@correo.example', emailVerified: true };
    expect(found === undefined ? false : ownsClientRecord(owner, found)).toBe(true);
    expect(found === undefined ? true : ownsClientRecord({ ...owner, email: 'otra@correo.example' }, found)).toBe(
      false,
    );
  });
}
