import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Sessions } from '#application/ports/server/sessions';
import type { Users } from '#application/ports/server/users';
import type { Instant } from '#domain/calendar/instant';
import { DEMO_PASSWORD, DEMO_USER, DEMO_USER_CODE } from './demo/demo-accounts-and-reviews';
import { DEMO_COMPANY } from './demo/demo-ids';
import { seededDatabase } from './demo/demo-databases.test-support';
import { scryptPasswordHasher } from '../security/scrypt-password-hasher';
import { sqlSessions, sqlUsers } from './sql-users';
import { testEngines, type TestDatabase } from './test-databases.test-support';
import { readBack } from './read-back.test-support';
import { usersContract } from './accounts-contract.test-support';

// The users and sessions SQL adapters (issue 3 Auth; ADR 0019) over the demo data, on PGlite and
// on PostgreSQL, so both engines answer the ports the same way.

const engines = await testEngines();
const NOW = Date.parse('2026-12-01T12:00:00-03:00') as Instant;
const DAY = 86_400_000;

describe.each(engines)('the users’ SQL adapters on $name', (engine) => {
  describe.skipIf(engine.unavailable !== undefined)(`on ${engine.name}`, () => {
    let handle: TestDatabase;
    let users: Users;
    let sessions: Sessions;

    beforeAll(async () => {
      handle = await seededDatabase(engine);
      users = sqlUsers(handle.database);
      sessions = sqlSessions(handle.database);
    });

    afterAll(async () => {
      await handle.dispose();
    });

    // What the in-memory fakes keep too (ADR 0097).
    usersContract(() =>
      Promise.resolve({
        users,
        sessions,
        client: { id: DEMO_USER.ana, email: 'ana.perez@correo.example', code: DEMO_USER_CODE },
        administrator: { id: DEMO_USER.salonAdmin, email: 'admin@salon-aurora.example', companyId: DEMO_COMPANY.salon },
      }),
    );

    it('finds a user by email in any case, with a password hash the demo password matches', async () => {
      const found = await users.userByEmail('ADMIN@Salon-Aurora.example');
      expect(found?.user).toMatchObject({ id: DEMO_USER.salonAdmin, roleId: 2, companyId: DEMO_COMPANY.salon });
      expect(await scryptPasswordHasher().verify(DEMO_PASSWORD, found?.passwordHash ?? null)).toBe(true);
    });

    it('reads every detail that prefills the client form, the birth date as a day', async () => {
      expect(await users.userById(DEMO_USER.ana)).toEqual({
        id: DEMO_USER.ana,
        email: 'ana.perez@correo.example',
        firstName: 'Ana',
        lastName: 'Pérez',
        phone: '+56 9 8765 4321',
        secondPhone: null,
        identificationNumber: '15.555.555-6',
        address: 'Los Leones 123, Providencia',
        birthDate: '1990-04-12',
        city: 'Santiago',
        district: 'Providencia',
        gender: 1,
        roleId: 1,
        companyId: null,
        emailVerified: true,
      });
    });

    it('finds nothing for unknown users, ids beyond the column or texts PostgreSQL cannot hold', async () => {
      expect(await users.userByEmail('nadie@correo.example')).toBeUndefined();
      expect(await users.userByEmail('admin\u0000@salon-aurora.example')).toBeUndefined();
      expect(await users.userById(2 ** 40)).toBeUndefined();
      expect(await users.userByCode('x\u0000y', NOW)).toBeUndefined();
    });

    it('finds the user a personal code names while it lasts, and nobody for another code or after it expires', async () => {
      expect((await users.userByCode(DEMO_USER_CODE, NOW))?.id).toBe(DEMO_USER.ana);
      expect(await users.userByCode(`${DEMO_USER_CODE}x`, NOW)).toBeUndefined();
      expect(await users.userByCode(DEMO_USER_CODE, (NOW + 400 * DAY) as Instant)).toBeUndefined();
    });

    it('keeps only a digest of a session token, and finds the user by the token until the session ends or expires', async () => {
      const token = await sessions.open(DEMO_USER.ana, NOW, (NOW + DAY) as Instant);
      expect(token).toMatch(/^[A-Za-z0-9_-]{43}$/);
      const stored = await readBack(handle.database).query<{ token_digest: Uint8Array }>(
        'SELECT token_digest FROM user_sessions',
      );
      expect(stored.some((row) => Buffer.from(row.token_digest).toString('utf8').includes(token))).toBe(false);
      expect(await sessions.userIdOf(token, NOW)).toBe(DEMO_USER.ana);
      expect(await sessions.userIdOf(token, (NOW + DAY) as Instant)).toBeUndefined();
      await sessions.end(token);
      expect(await sessions.userIdOf(token, NOW)).toBeUndefined();
    });

    it('gives every session a token of its own', async () => {
      const tokens = await Promise.all([1, 2, 3].map(() => sessions.open(DEMO_USER.ana, NOW, (NOW + DAY) as Instant)));
      expect(new Set(tokens).size).toBe(3);
    });

    it('links a Google account once, never taking over another’s, and finds the user by it', async () => {
      expect(await users.linkGoogleAccount(DEMO_USER.clinicAdmin, 'google-sub-clinic')).toBe(true);
      expect(await users.linkGoogleAccount(DEMO_USER.clinicAdmin, 'google-sub-clinic')).toBe(true);
      expect(await users.linkGoogleAccount(DEMO_USER.clinicAdmin, 'google-sub-other')).toBe(false);
      expect(await users.linkGoogleAccount(DEMO_USER.ana, 'google-sub-clinic')).toBe(false);
      expect((await users.userByGoogleSubject('google-sub-clinic'))?.id).toBe(DEMO_USER.clinicAdmin);
    });

    it('creates a client without a password, and creates nobody for an email already taken in another case', async () => {
      const created = await users.createClient({
        email: 'nuevo@correo.example',
        firstName: 'Nuevo',
        lastName: 'Cliente',
        googleSubject: 'google-sub-new',
      });
      expect(created).toMatchObject({
        email: 'nuevo@correo.example',
        roleId: 1,
        companyId: null,
        phone: null,
        gender: null,
      });
      expect((await users.userByEmail('nuevo@correo.example'))?.passwordHash).toBeNull();
      expect(
        await users.createClient({
          email: 'NUEVO@correo.example',
          firstName: 'Otro',
          lastName: 'X',
          googleSubject: 'google-sub-new-2',
        }),
      ).toBeUndefined();
    });
  });
});
