import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ReceivedNotification } from '#application/ports/server/payment-gateway';
import type { Instant } from '#domain/calendar/instant';
import { ANA_PAYS, NOW, recorded, recordingFetch, unreachable } from '../recorded-exchanges.test-support';
import {
  PAGO_FACIL_PRODUCTION_API_URL,
  pagoFacilPaymentGateway,
  readPagoFacilConfig,
  type PagoFacilConfig,
} from './pago-facil-payment-gateway';

// Pago Fácil's transactions and callbacks (issue 8; docs/adr/0043), against examples shaped on
// its public documentation (recorded/README.md). Signatures are computed here from the test
// secret, independently of the adapter, so a wrong signing rule fails.

const CONFIG: PagoFacilConfig = {
  tokenService: 'pagofacil-token-service',
  tokenSecret: 'pagofacil-token-secret',
  apiUrl: 'https://apis-dev.pgf.cl',
};
const here = new URL('.', import.meta.url);
const file = (name: string) => recorded(here, name);
const PAYMENT = {
  ...ANA_PAYS,
  currency: 'CLP',
  country: 'cl',
  notificationUrl: 'https://reserva.example/payments/notifications/pago_facil',
};

/** Pago Fácil's signing rule, written out independently: sorted x_ fields, name then value, HMAC-SHA256. */
function sign(fields: Readonly<Record<string, string | number>>, secret = CONFIG.tokenSecret): string {
  const message = Object.entries(fields)
    .filter(([name]) => name.startsWith('x_') && name !== 'x_signature')
    .sort(([a], [b]) => (a < b ? -1 : 1))
    .map(([name, value]) => `${name}${String(value)}`)
    .join('');
  return createHmac('sha256', secret).update(message).digest('hex');
}

/** A callback as Pago Fácil posts it, stamped at `signedAt` and signed with `secret`. */
function callback(template: string, signedAt: Instant = NOW, secret = CONFIG.tokenSecret): ReceivedNotification {
  const stamped = template.replace(
    'x_timestamp=TIMESTAMP',
    `x_timestamp=${encodeURIComponent(new Date(signedAt).toISOString())}`,
  );
  const signature = sign(Object.fromEntries(new URLSearchParams(stamped)), secret);
  return {
    rawBody: stamped.replace('x_signature=SIGNATURE', `x_signature=${signature}`),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    receivedAt: NOW,
  };
}

const changed = (body: string, field: string, value: string) =>
  body.replace(new RegExp(`${field}=[^&]*`), `${field}=${encodeURIComponent(value)}`);

describe("Pago Fácil's checkout", () => {
  it('creates the transaction with POST /trxs, its x_ fields signed', async () => {
    const { fetch, sent } = recordingFetch({ status: 200, body: file('create-transaction.answer.json') });
    await pagoFacilPaymentGateway(CONFIG, fetch).startCheckout(PAYMENT);
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual(['POST https://apis-dev.pgf.cl/trxs']);
    expect(sent[0]?.headers['content-type']).toBe('application/json');
    const expected = JSON.parse(file('create-transaction.request.json')) as Record<string, string | number>;
    expect(JSON.parse(sent[0]?.body ?? '')).toEqual({ ...expected, x_signature: sign(expected) });
  });

  it('calls the configured API, production when so configured', async () => {
    const { fetch, sent } = recordingFetch({ status: 200, body: file('create-transaction.answer.json') });
    await pagoFacilPaymentGateway({ ...CONFIG, apiUrl: PAGO_FACIL_PRODUCTION_API_URL }, fetch).startCheckout(PAYMENT);
    expect(sent[0]?.url).toBe('https://apis.pgf.cl/trxs');
  });

  it('sends the client to the page offering every payment method', async () => {
    const { fetch } = recordingFetch({ status: 200, body: file('create-transaction.answer.json') });
    expect((await pagoFacilPaymentGateway(CONFIG, fetch).startCheckout(PAYMENT))._unsafeUnwrap()).toEqual({
      _tag: 'RedirectToProvider',
      url: 'https://gw-dev.pagofacil.cl/payment/5548213',
    });
  });

  it('reads the answer nested in `body`, as the specification has it', async () => {
    const { fetch } = recordingFetch({ status: 200, body: `{"body":${file('create-transaction.answer.json')}}` });
    expect((await pagoFacilPaymentGateway(CONFIG, fetch).startCheckout(PAYMENT))._unsafeUnwrap()).toMatchObject({
      url: 'https://gw-dev.pagofacil.cl/payment/5548213',
    });
  });

  it.each([
    ['refuses the transaction', { status: 400, body: '{"message":"Firma inválida"}' }],
    ['answers no URL to pay on', { status: 200, body: '{"data":{"idTrx":1,"payUrl":[]}}' }],
    ['answers something else', { status: 200, body: '{"ok":true}' }],
  ])('says the gateway is unavailable when Pago Fácil %s', async (_, answer) => {
    const { fetch } = recordingFetch(answer);
    expect((await pagoFacilPaymentGateway(CONFIG, fetch).startCheckout(PAYMENT))._unsafeUnwrapErr()._tag).toBe(
      'GatewayUnavailable',
    );
  });

  it('says the gateway is unavailable when Pago Fácil cannot be reached', async () => {
    expect((await pagoFacilPaymentGateway(CONFIG, unreachable).startCheckout(PAYMENT))._unsafeUnwrapErr()._tag).toBe(
      'GatewayUnavailable',
    );
  });

  it('does not start a payment for a payer without an email, which Pago Fácil requires', async () => {
    const { fetch, sent } = recordingFetch();
    const result = await pagoFacilPaymentGateway(CONFIG, fetch).startCheckout({
      ...PAYMENT,
      payer: { ...PAYMENT.payer, email: null },
    });
    expect(result._unsafeUnwrapErr()._tag).toBe('GatewayUnavailable');
    expect(sent).toEqual([]);
  });
});

describe("Pago Fácil's callbacks", () => {
  const gateway = pagoFacilPaymentGateway(CONFIG, unreachable);

  it('reads a signed callback of a completed transaction: its event, transaction, outcome, amount and time', () => {
    expect(
      gateway
        .readNotification(callback(file('callback-completed.body.txt'), (NOW - 20_000) as Instant))
        ._unsafeUnwrap(),
    ).toEqual({
      eventId: '5548213:completed',
      trxId: 'TRX-4F2A9-0C1D3-77B2E-9A0F1',
      outcome: { _tag: 'Approved' },
      amount: 25000,
      currency: 'CLP',
      occurredAt: NOW - 20_000,
    });
  });

  it('reads a failed transaction as rejected for a reason Pago Fácil does not give', () => {
    const read = gateway.readNotification(callback(file('callback-failed.body.txt')))._unsafeUnwrap();
    expect(read.outcome).toEqual({ _tag: 'Rejected', reason: 'other' });
    expect(read.eventId).toBe('5548213:failed');
  });

  it('reads a pending transaction as pending', () => {
    const body = changed(file('callback-completed.body.txt'), 'x_result', 'pending');
    expect(gateway.readNotification(callback(body))._unsafeUnwrap().outcome).toEqual({ _tag: 'Pending' });
  });

  it('reads a callback posted as JSON the same way', () => {
    const form = callback(file('callback-completed.body.txt'));
    const asJson = {
      ...form,
      rawBody: JSON.stringify(Object.fromEntries(new URLSearchParams(form.rawBody))),
      headers: { 'content-type': 'application/json' },
    };
    expect(gateway.readNotification(asJson)).toEqual(gateway.readNotification(form));
  });

  it('refuses a callback signed with another secret', () => {
    expect(
      gateway
        .readNotification(callback(file('callback-completed.body.txt'), NOW, 'someone-elses-secret'))
        ._unsafeUnwrapErr(),
    ).toEqual({ _tag: 'SignatureInvalid' });
  });

  it.each(['x_result', 'x_amount', 'x_reference', 'x_timestamp'])(
    'refuses a callback whose %s was changed after Pago Fácil signed it',
    (field) => {
      const signed = callback(file('callback-failed.body.txt'));
      const tampered = {
        ...signed,
        rawBody: changed(signed.rawBody, field, field === 'x_timestamp' ? '2026-11-24T15:00:01.000Z' : 'completed'),
      };
      expect(gateway.readNotification(tampered)._unsafeUnwrapErr()).toEqual({ _tag: 'SignatureInvalid' });
    },
  );

  it('refuses a callback with a field added after Pago Fácil signed it', () => {
    const signed = callback(file('callback-completed.body.txt'));
    expect(gateway.readNotification({ ...signed, rawBody: `${signed.rawBody}&x_extra=1` })._unsafeUnwrapErr()).toEqual({
      _tag: 'SignatureInvalid',
    });
  });

  it.each([
    ['no signature', (body: string) => body.replace(/&x_signature=[^&]*/, '')],
    ['an empty body', () => ''],
  ])('refuses a callback with %s', (_, change) => {
    const signed = callback(file('callback-completed.body.txt'));
    expect(gateway.readNotification({ ...signed, rawBody: change(signed.rawBody) })._unsafeUnwrapErr()).toEqual({
      _tag: 'SignatureInvalid',
    });
  });

  it('refuses a callback stamped more than 300 s before it arrived, or after, as stale', () => {
    const body = file('callback-completed.body.txt');
    expect(gateway.readNotification(callback(body, (NOW - 301_000) as Instant))._unsafeUnwrapErr()).toEqual({
      _tag: 'NotificationStale',
    });
    expect(gateway.readNotification(callback(body, (NOW + 301_000) as Instant))._unsafeUnwrapErr()).toEqual({
      _tag: 'NotificationStale',
    });
    expect(gateway.readNotification(callback(body, (NOW - 300_000) as Instant)).isOk()).toBe(true);
  });

  it('takes the tolerance it is configured with', () => {
    const strict = pagoFacilPaymentGateway({ ...CONFIG, notificationToleranceSeconds: 10 }, unreachable);
    expect(
      strict
        .readNotification(callback(file('callback-completed.body.txt'), (NOW - 11_000) as Instant))
        ._unsafeUnwrapErr(),
    ).toEqual({ _tag: 'NotificationStale' });
  });

  it('reads a timestamp in unix seconds too', () => {
    const body = file('callback-completed.body.txt').replace(
      'x_timestamp=TIMESTAMP',
      `x_timestamp=${String(NOW / 1000 - 5)}`,
    );
    expect(gateway.readNotification(callback(body))._unsafeUnwrap().occurredAt).toBe(NOW - 5000);
  });

  it.each([
    ['an unknown x_result', 'x_result', 'refunded'],
    ['an amount that is not a number', 'x_amount', 'mucho'],
    ['no reference to the transaction', 'x_reference', ''],
    ['a timestamp without an offset', 'x_timestamp', '2026-11-24 15:00:00'],
  ])('refuses a signed callback with %s as malformed', (_, field, value) => {
    const body = changed(file('callback-completed.body.txt'), field, value);
    expect(gateway.readNotification(callback(body))._unsafeUnwrapErr()._tag).toBe('NotificationMalformed');
  });
});

describe("Pago Fácil's configuration", () => {
  const TOKENS = { RESERVA_PAGOFACIL_TOKEN_SERVICE: 'service', RESERVA_PAGOFACIL_TOKEN_SECRET: 'secret' };

  it('is absent when neither token is set', () => {
    expect(readPagoFacilConfig({})._unsafeUnwrap()).toBeNull();
  });

  it("uses Pago Fácil's development API unless another is named", () => {
    expect(readPagoFacilConfig(TOKENS)._unsafeUnwrap()).toEqual({
      tokenService: 'service',
      tokenSecret: 'secret',
      apiUrl: 'https://apis-dev.pgf.cl',
    });
    expect(
      readPagoFacilConfig({ ...TOKENS, RESERVA_PAGOFACIL_API_URL: PAGO_FACIL_PRODUCTION_API_URL })._unsafeUnwrap()
        ?.apiUrl,
    ).toBe('https://apis.pgf.cl');
  });

  it('names the token missing when only one is set', () => {
    expect(readPagoFacilConfig({ RESERVA_PAGOFACIL_TOKEN_SECRET: 'secret' })._unsafeUnwrapErr()).toEqual([
      'RESERVA_PAGOFACIL_TOKEN_SERVICE must be set together with RESERVA_PAGOFACIL_TOKEN_SECRET',
    ]);
  });
});
