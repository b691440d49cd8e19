import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import {
  createLocalJWKSet,
  createRemoteJWKSet,
  errors,
  exportJWK,
  generateKeyPair,
  SignJWT,
  type JSONWebKeySet,
  type JWTPayload,
} from 'jose';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Clock } from '#application/ports/shared/clock';
import type { Instant } from '#domain/calendar/instant';
import { googleIdTokenVerifier } from './google-id-token-verifier';

// storefront §4 Google login (issue 5): the server believes a Google ID token only when Google's
// signature, issuer, audience and expiry hold. Google is played by a key pair made here: its public
// half is the local key set (or served by a local HTTP server), its private half signs the tokens.

const CLIENT_ID = 'reserva-storefront.apps.googleusercontent.com';
const NOW = Date.UTC(2026, 10, 24, 15, 0) as Instant;
const clock: Clock = { now: () => NOW };

let google: { privateKey: CryptoKey; keySet: JSONWebKeySet };
let impostor: { privateKey: CryptoKey };

beforeAll(async () => {
  const pair = await generateKeyPair('RS256', { extractable: true });
  const publicJwk = { ...(await exportJWK(pair.publicKey)), kid: 'google-key-1', alg: 'RS256', use: 'sig' };
  google = { privateKey: pair.privateKey, keySet: { keys: [publicJwk] } };
  impostor = { privateKey: (await generateKeyPair('RS256')).privateKey };
});

const ANA_CLAIMS = {
  email: 'ana.perez@gmail.example',
  email_verified: true,
  given_name: 'Ana',
  family_name: 'Pérez',
  name: 'Ana Pérez',
};

/** A token as Google writes it, an hour long from NOW, unless `changes` say otherwise. */
async function idToken(
  changes: {
    readonly claims?: JWTPayload;
    readonly issuer?: string;
    readonly audience?: string;
    readonly issuedAt?: number;
    readonly expiresAt?: number;
    readonly key?: CryptoKey;
    readonly kid?: string;
  } = {},
): Promise<string> {
  const issuedAt = changes.issuedAt ?? NOW / 1000;
  return new SignJWT({ ...ANA_CLAIMS, ...changes.claims })
    .setProtectedHeader({ alg: 'RS256', kid: changes.kid ?? 'google-key-1', typ: 'JWT' })
    .setIssuer(changes.issuer ?? 'https://accounts.google.com')
    .setAudience(changes.audience ?? CLIENT_ID)
    .setSubject('109876543210987654321')
    .setIssuedAt(issuedAt)
    .setExpirationTime(changes.expiresAt ?? issuedAt + 3600)
    .sign(changes.key ?? google.privateKey);
}

function verifier(clientIds: readonly string[] = [CLIENT_ID]) {
  return googleIdTokenVerifier({ clientIds, clock, keys: createLocalJWKSet(google.keySet) });
}

describe("Google's ID tokens", () => {
  it("names the account Google signed for: its subject, email, whether Google verified the email, and the person's names", async () => {
    await expect(verifier().verify('google', await idToken())).resolves.toEqual({
      outcome: 'verified',
      identity: {
        subject: '109876543210987654321',
        email: 'ana.perez@gmail.example',
        emailVerified: true,
        firstName: 'Ana',
        lastName: 'Pérez',
      },
    });
  });

  it('takes either issuer Google writes, and a token issued to any of the configured client ids', async () => {
    const several = verifier(['another-app.apps.googleusercontent.com', CLIENT_ID]);
    await expect(several.verify('google', await idToken({ issuer: 'accounts.google.com' }))).resolves.toMatchObject({
      outcome: 'verified',
    });
  });

  it('says when Google did not verify the email, and splits the display name when the token has no given and family names', async () => {
    const token = await idToken({
      claims: { email_verified: false, given_name: undefined, family_name: undefined, name: 'María José Soto' },
    });
    await expect(verifier().verify('google', token)).resolves.toMatchObject({
      outcome: 'verified',
      identity: { emailVerified: false, firstName: 'María', lastName: 'José Soto' },
    });
  });

  it.each([
    ['issued to another app', () => idToken({ audience: 'someone-else.apps.googleusercontent.com' })],
    ['issued by someone other than Google', () => idToken({ issuer: 'https://accounts.impostor.example' })],
    ['expired an hour ago', () => idToken({ issuedAt: NOW / 1000 - 2 * 3600 })],
    ['signed with a key Google does not publish', () => idToken({ key: impostor.privateKey })],
    ['naming a key Google does not publish', () => idToken({ kid: 'unknown-key' })],
    ['without an email', () => idToken({ claims: { email: undefined } })],
    [
      'altered after Google signed it',
      async () => {
        const [header, , signature] = (await idToken()).split('.');
        const forged = Buffer.from(
          JSON.stringify({
            ...ANA_CLAIMS,
            sub: '1',
            iss: 'https://accounts.google.com',
            aud: CLIENT_ID,
            iat: NOW / 1000,
            exp: NOW / 1000 + 3600,
          }),
        ).toString('base64url');
        return `${header ?? ''}.${forged}.${signature ?? ''}`;
      },
    ],
    ['not a token at all', () => Promise.resolve('ya29.an-access-token-not-a-jwt')],
    [
      'unsigned (alg none)',
      () => {
        const part = (value: object) => Buffer.from(JSON.stringify(value)).toString('base64url');
        return Promise.resolve(
          `${part({ alg: 'none', typ: 'JWT' })}.${part({ ...ANA_CLAIMS, sub: '1', iss: 'https://accounts.google.com', aud: CLIENT_ID, iat: NOW / 1000, exp: NOW / 1000 + 3600 })}.`,
        );
      },
    ],
  ])('rejects a token %s', async (_, token) => {
    await expect(verifier().verify('google', await token())).resolves.toEqual({ outcome: 'rejected' });
  });

  it('still takes a token a few seconds past its expiry, as clocks drift (60 s leeway)', async () => {
    await expect(
      verifier().verify('google', await idToken({ issuedAt: NOW / 1000 - 3600 - 30 })),
    ).resolves.toMatchObject({ outcome: 'verified' });
  });

  it('cannot check anything without client ids', async () => {
    await expect(verifier([]).verify('google', await idToken())).resolves.toEqual({ outcome: 'notConfigured' });
  });

  it("answers unavailable, not rejected, when Google's keys cannot be had", async () => {
    const token = await idToken();
    const failing = (error: Error) =>
      googleIdTokenVerifier({ clientIds: [CLIENT_ID], clock, keys: () => Promise.reject(error) });
    await expect(failing(new TypeError('fetch failed')).verify('google', token)).resolves.toEqual({
      outcome: 'unavailable',
    });
    await expect(failing(new errors.JWKSTimeout()).verify('google', token)).resolves.toEqual({
      outcome: 'unavailable',
    });
  });
});

describe("Google's key set fetched over HTTP, as from Google's jwks_uri", () => {
  let server: Server;
  let origin = '';
  let answer: { status: number; body: string } = { status: 200, body: '' };

  beforeAll(async () => {
    answer = { status: 200, body: JSON.stringify(google.keySet) };
    server = createServer((_, response) => {
      response.writeHead(answer.status, { 'content-type': 'application/json' }).end(answer.body);
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
    origin = `http://127.0.0.1:${String((server.address() as AddressInfo).port)}`;
  });
  afterAll(async () => {
    await new Promise((resolve) => server.close(resolve));
  });

  const remote = (path: string) =>
    googleIdTokenVerifier({ clientIds: [CLIENT_ID], clock, keys: createRemoteJWKSet(new URL(path, origin)) });

  it('verifies against the keys the key set serves', async () => {
    await expect(remote('/certs-ok').verify('google', await idToken())).resolves.toMatchObject({ outcome: 'verified' });
  });

  it('answers unavailable when the key set answers 500 or is not JSON', async () => {
    answer = { status: 500, body: 'down' };
    await expect(remote('/certs-down').verify('google', await idToken())).resolves.toEqual({ outcome: 'unavailable' });
    answer = { status: 200, body: '<html>' };
    await expect(remote('/certs-html').verify('google', await idToken())).resolves.toEqual({ outcome: 'unavailable' });
    answer = { status: 200, body: JSON.stringify(google.keySet) };
  });
});
