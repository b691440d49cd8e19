import { readFileSync } from 'node:fs';
import type { Clock } from '#application/ports/shared/clock';
import type { PaymentToCollect } from '#application/ports/server/payment-gateway';
import type { Instant } from '#domain/calendar/instant';
import type { Fetch } from './provider-calls';

// What the providers' adapter tests share (docs/adr/0043): a fetch that answers from a recorded
// example and keeps the requests it was sent, a fixed clock, and the payment they all collect.

/** 2026-11-24 15:00:00 UTC. */
export const NOW = Date.UTC(2026, 10, 24, 15, 0) as Instant;
export const clock: Clock = { now: () => NOW };

/** A recorded example, as its exact text (a signature covers its bytes). */
export function recorded(folder: URL, file: string): string {
  return readFileSync(new URL(`recorded/${file}`, folder), 'utf8');
}

export interface SentRequest {
  readonly url: string;
  readonly method: string;
  readonly headers: Readonly<Record<string, string>>;
  readonly body: string;
}

/** A fetch answering each call with the next of `answers`, keeping what it was sent in `sent`. */
export function recordingFetch(...answers: readonly { readonly status: number; readonly body: string }[]): {
  fetch: Fetch;
  sent: SentRequest[];
} {
  const sent: SentRequest[] = [];
  const fetch: Fetch = (url, init) => {
    sent.push({
      url,
      method: init.method ?? 'GET',
      headers: Object.fromEntries(new Headers(init.headers).entries()),
      body: typeof init.body === 'string' ? init.body : '',
    });
    const answer = answers[sent.length - 1];
    if (answer === undefined) return Promise.reject(new Error(`no answer recorded for call ${sent.length} to ${url}`));
    return Promise.resolve(
      new Response(answer.body, { status: answer.status, headers: { 'content-type': 'application/json' } }),
    );
  };
  return { fetch, sent };
}

/** A fetch that never reaches the provider, as when the network is down. */
export const unreachable: Fetch = () => Promise.reject(new TypeError('fetch failed: getaddrinfo ENOTFOUND'));

export const ANA_PAYS: PaymentToCollect = {
  trxId: 'TRX-4F2A9-0C1D3-77B2E-9A0F1',
  amount: 25000,
  currency: 'ARS',
  country: 'ar',
  description: 'Peluquería Centro: Corte de pelo',
  payer: {
    name: 'Ana Pérez',
    email: 'ana.perez@example.com',
    phone: '+5491155550000',
    identificationNumber: '30111222',
  },
  returnUrl: 'https://reserva.example/payments/return?b=TRX-4F2A9-0C1D3-77B2E-9A0F1',
  notificationUrl: 'https://reserva.example/payments/notifications/dlocal',
};
