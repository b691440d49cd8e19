import type { components } from '../http/booking-api.generated';
import type { CheckedResponse } from './contract-checked-client.test-support';
import type { TestServer } from './test-server.test-support';

// Test support for the account, review and client endpoint tests: JSON requests with or without
// the session cookie.

export type Schemas = components['schemas'];

/** The Santiago demo's "now": noon on the demo's day, December 1st 2026. */
export const DEMO_NOW = Date.parse('2026-12-01T12:00:00-03:00');

export function requester(server: () => TestServer) {
  const send = (
    method: string,
    path: string,
    body?: unknown,
    session?: string,
    headers: Readonly<Record<string, string>> = {},
  ) =>
    server().client.request(path, {
      method,
      headers: {
        ...(body === undefined ? {} : { 'content-type': 'application/json' }),
        ...(session === undefined ? {} : { cookie: `authorization=${session}` }),
        ...headers,
      },
      ...(body === undefined ? {} : { body: JSON.stringify(body) }),
    });
  return {
    get: (path: string, session?: string, headers?: Readonly<Record<string, string>>) =>
      send('GET', path, undefined, session, headers),
    post: (path: string, body: unknown, session?: string, headers?: Readonly<Record<string, string>>) =>
      send('POST', path, body, session, headers),
    patch: (path: string, body: unknown, session?: string) => send('PATCH', path, body, session),
    delete: (path: string, session?: string) => send('DELETE', path, undefined, session),
  };
}

/** The session token a Set-Cookie header opens. */
export function sessionFrom(response: CheckedResponse): string {
  const cookie = response.headers.get('set-cookie') ?? '';
  const token = /^authorization=([^;]+);/.exec(cookie)?.[1];
  if (token === undefined) throw new Error(`No session cookie in ${cookie}`);
  return token;
}
