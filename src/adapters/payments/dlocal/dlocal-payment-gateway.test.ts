import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ReceivedNotification } from '#application/ports/server/payment-gateway';
import type { Instant } from '#domain/calendar/instant';
import {
  DLOCAL_PRODUCTION_API_URL,
  DLOCAL_SANDBOX_API_URL,
  dlocalPaymentGateway,
  readDlocalConfig,
  type DlocalConfig,
} from './dlocal-payment-gateway';
import { ANA_PAYS, clock, NOW, recorded, recordingFetch, unreachable } from '../recorded-exchanges.test-support';

// dLocal's card payments and notifications (issue 8; docs/adr/0043), against examples shaped on
// dLocal's public documentation (recorded/README.md). Signatures are computed here from the test
// secret, independently of the adapter, so a wrong signing rule fails.

const CONFIG: DlocalConfig = {
  login: 'sak223k2wdksdl2',
  transKey: 'fm12O7G9',
  secretKey: 'dlocal-test-secret-key',
  apiUrl: DLOCAL_SANDBOX_API_URL,
};
const here = new URL('.', import.meta.url);
const file = (name: string) => recorded(here, name);
const CARD_TOKEN = 'CV-3f1c2b9a-6d0e-4c57-9a7e-2b8d1f4e6a10';

function sign(xDate: string, body: string, secret = CONFIG.secretKey): string {
  return createHmac('sha256', secret).update(`${CONFIG.login}${xDate}${body}`).digest('hex');
}

/** A notification as dLocal posts it: signed at `signedAt`, arriving at NOW. */
function notification(
  body: string,
  changes: { readonly signedAt?: Instant; readonly authorization?: string; readonly xDate?: string } = {},
): ReceivedNotification {
  const xDate = changes.xDate ?? new Date(changes.signedAt ?? NOW).toISOString();
  return {
    rawBody: body,
    headers: {
      'content-type': 'application/json',
      'x-date': xDate,
      'x-login': CONFIG.login,
      authorization: changes.authorization ?? `V2-HMAC-SHA256, Signature: ${sign(xDate, body)}`,
    },
    receivedAt: NOW,
  };
}

describe("dLocal's checkout", () => {
  it("sends the client to the storefront's card page, naming the payment by its transaction, without calling dLocal", async () => {
    const { fetch, sent } = recordingFetch();
    await expect(dlocalPaymentGateway(CONFIG, fetch, clock).startCheckout(ANA_PAYS)).resolves.toEqual(
      expect.objectContaining({ value: { _tag: 'CardForm', tokenData: ANA_PAYS.trxId } }),
    );
    expect(sent).toEqual([]);
  });
});

describe("dLocal's card payment", () => {
  it('posts the card token to /payments with the payment, signed with X-Login + X-Date + body', async () => {
    const { fetch, sent } = recordingFetch({ status: 200, body: file('create-payment-paid.answer.json') });
    await dlocalPaymentGateway(CONFIG, fetch, clock).payWithCardToken(ANA_PAYS, CARD_TOKEN);
    expect(sent).toHaveLength(1);
    const [request] = sent;
    expect(request?.method).toBe('POST');
    expect(request?.url).toBe('https://sandbox.dlocal.com/payments');
    expect(JSON.parse(request?.body ?? '')).toEqual(JSON.parse(file('create-payment.request.json')));
    expect(request?.headers).toMatchObject({
      'x-date': '2026-11-24T15:00:00.000Z',
      'x-login': 'sak223k2wdksdl2',
      'x-trans-key': 'fm12O7G9',
      'x-version': '2.1',
      'content-type': 'application/json',
      authorization: `V2-HMAC-SHA256, Signature: ${sign('2026-11-24T15:00:00.000Z', request?.body ?? '')}`,
    });
  });

  it('leaves out the payer details the client did not give', async () => {
    const { fetch, sent } = recordingFetch({ status: 200, body: file('create-payment-paid.answer.json') });
    const anonymous = {
      ...ANA_PAYS,
      payer: { name: 'Ana Pérez', email: null, phone: null, identificationNumber: null },
    };
    await dlocalPaymentGateway(CONFIG, fetch, clock).payWithCardToken(anonymous, CARD_TOKEN);
    expect(JSON.parse(sent[0]?.body ?? '')).toMatchObject({ payer: { name: 'Ana Pérez' } });
    expect(Object.keys((JSON.parse(sent[0]?.body ?? '') as { payer: object }).payer)).toEqual(['name']);
  });

  it('calls the configured API, production when so configured', async () => {
    const { fetch, sent } = recordingFetch({ status: 200, body: file('create-payment-paid.answer.json') });
    await dlocalPaymentGateway({ ...CONFIG, apiUrl: DLOCAL_PRODUCTION_API_URL }, fetch, clock).payWithCardToken(
      ANA_PAYS,
      CARD_TOKEN,
    );
    expect(sent[0]?.url).toBe('https://api.dlocal.com/payments');
  });

  it("reads a paid answer as approved, with dLocal's payment id", async () => {
    const { fetch } = recordingFetch({ status: 200, body: file('create-payment-paid.answer.json') });
    const attempt = await dlocalPaymentGateway(CONFIG, fetch, clock).payWithCardToken(ANA_PAYS, CARD_TOKEN);
    expect(attempt._unsafeUnwrap()).toEqual({
      paymentId: 'D-4-be8eda8c-5fe7-49dd-8058-4ddaac00611b',
      outcome: { _tag: 'Approved' },
    });
  });

  it('reads a rejected answer with its reason: 302 is insufficient balance', async () => {
    const { fetch } = recordingFetch({ status: 200, body: file('create-payment-rejected.answer.json') });
    const attempt = await dlocalPaymentGateway(CONFIG, fetch, clock).payWithCardToken(ANA_PAYS, CARD_TOKEN);
    expect(attempt._unsafeUnwrap().outcome).toEqual({ _tag: 'Rejected', reason: 'insufficient_balance' });
  });

  it('says the gateway is unavailable when dLocal refuses to make the payment (400, token not found)', async () => {
    const { fetch } = recordingFetch({ status: 400, body: file('create-payment-invalid-token.answer.json') });
    const attempt = await dlocalPaymentGateway(CONFIG, fetch, clock).payWithCardToken(ANA_PAYS, CARD_TOKEN);
    expect(attempt._unsafeUnwrapErr()).toEqual({
      _tag: 'GatewayUnavailable',
      message: expect.stringContaining('5008') as unknown,
    });
  });

  it('says the gateway is unavailable when dLocal cannot be reached', async () => {
    const attempt = await dlocalPaymentGateway(CONFIG, unreachable, clock).payWithCardToken(ANA_PAYS, CARD_TOKEN);
    expect(attempt._unsafeUnwrapErr()._tag).toBe('GatewayUnavailable');
  });

  it('says the gateway is unavailable when dLocal answers something that is not a payment', async () => {
    const { fetch } = recordingFetch(
      { status: 200, body: '<html>maintenance</html>' },
      { status: 200, body: '{"ok":true}' },
    );
    const gateway = dlocalPaymentGateway(CONFIG, fetch, clock);
    expect((await gateway.payWithCardToken(ANA_PAYS, CARD_TOKEN))._unsafeUnwrapErr()._tag).toBe('GatewayUnavailable');
    expect((await gateway.payWithCardToken(ANA_PAYS, CARD_TOKEN))._unsafeUnwrapErr()._tag).toBe('GatewayUnavailable');
  });
});

describe("dLocal's notifications", () => {
  const gateway = dlocalPaymentGateway(CONFIG, unreachable, clock);

  it('reads a signed notification of a paid payment: its event, transaction, outcome, amount and time', () => {
    expect(
      gateway
        .readNotification(notification(file('notification-paid.body.json'), { signedAt: (NOW - 30_000) as Instant }))
        ._unsafeUnwrap(),
    ).toEqual({
      eventId: 'D-4-be8eda8c-5fe7-49dd-8058-4ddaac00611b:PAID',
      trxId: 'TRX-4F2A9-0C1D3-77B2E-9A0F1',
      outcome: { _tag: 'Approved' },
      amount: 25000,
      currency: 'ARS',
      occurredAt: NOW - 30_000,
    });
  });

  it('reads a rejection with its reason, as a separate event from the same payment being paid', () => {
    const read = gateway.readNotification(notification(file('notification-rejected.body.json')))._unsafeUnwrap();
    expect(read.outcome).toEqual({ _tag: 'Rejected', reason: 'wrong_card_data' });
    expect(read.eventId).toBe('D-4-be8eda8c-5fe7-49dd-8058-4ddaac00611b:REJECTED');
  });

  it.each([
    ['302', 'insufficient_balance'],
    ['319', 'insufficient_balance'],
    ['309', 'wrong_card_data'],
    ['314', 'wrong_card_data'],
    ['315', 'wrong_card_data'],
    ['303', 'card_not_enabled'],
    ['308', 'card_not_enabled'],
    ['312', 'card_not_enabled'],
    ['313', 'card_not_enabled'],
    ['301', 'other'],
    ['317', 'other'],
  ])('reads rejection status code %s as %s', (code, reason) => {
    const body = file('notification-rejected.body.json').replace('"status_code":"315"', `"status_code":"${code}"`);
    expect(gateway.readNotification(notification(body))._unsafeUnwrap().outcome).toEqual({ _tag: 'Rejected', reason });
  });

  it.each([
    ['PENDING', { _tag: 'Pending' }],
    ['AUTHORIZED', { _tag: 'Pending' }],
    ['CANCELLED', { _tag: 'Rejected', reason: 'other' }],
    ['EXPIRED', { _tag: 'Rejected', reason: 'other' }],
  ])('reads status %s as %o', (status, outcome) => {
    const body = file('notification-paid.body.json').replace('"status":"PAID"', `"status":"${status}"`);
    expect(gateway.readNotification(notification(body))._unsafeUnwrap().outcome).toEqual(outcome);
  });

  it('refuses a notification signed with another secret', () => {
    const body = file('notification-paid.body.json');
    const xDate = new Date(NOW).toISOString();
    const forged = notification(body, {
      authorization: `V2-HMAC-SHA256, Signature: ${sign(xDate, body, 'someone-elses-secret')}`,
    });
    expect(gateway.readNotification(forged)._unsafeUnwrapErr()).toEqual({ _tag: 'SignatureInvalid' });
  });

  it('refuses a notification whose body was changed after dLocal signed it', () => {
    const signed = notification(file('notification-rejected.body.json'));
    const tampered = { ...signed, rawBody: signed.rawBody.replace('"status":"REJECTED"', '"status":"PAID"') };
    expect(gateway.readNotification(tampered)._unsafeUnwrapErr()).toEqual({ _tag: 'SignatureInvalid' });
  });

  it('refuses a notification whose X-Date was changed after dLocal signed it', () => {
    const signed = notification(file('notification-paid.body.json'), { signedAt: (NOW - 3_600_000) as Instant });
    const redated = { ...signed, headers: { ...signed.headers, 'x-date': new Date(NOW).toISOString() } };
    expect(gateway.readNotification(redated)._unsafeUnwrapErr()).toEqual({ _tag: 'SignatureInvalid' });
  });

  it.each([
    ['no Authorization header', { authorization: '' }],
    ['another signature scheme', { authorization: 'V1-HMAC-SHA256, Signature: abc' }],
  ])('refuses a notification with %s', (_, changes) => {
    expect(
      gateway.readNotification(notification(file('notification-paid.body.json'), changes))._unsafeUnwrapErr(),
    ).toEqual({ _tag: 'SignatureInvalid' });
  });

  it('refuses a notification signed more than 300 s before it arrived, or after, as stale', () => {
    const body = file('notification-paid.body.json');
    expect(
      gateway.readNotification(notification(body, { signedAt: (NOW - 301_000) as Instant }))._unsafeUnwrapErr(),
    ).toEqual({ _tag: 'NotificationStale' });
    expect(
      gateway.readNotification(notification(body, { signedAt: (NOW + 301_000) as Instant }))._unsafeUnwrapErr(),
    ).toEqual({ _tag: 'NotificationStale' });
    expect(gateway.readNotification(notification(body, { signedAt: (NOW - 300_000) as Instant })).isOk()).toBe(true);
  });

  it('takes the tolerance it is configured with', () => {
    const strict = dlocalPaymentGateway({ ...CONFIG, notificationToleranceSeconds: 10 }, unreachable, clock);
    expect(
      strict
        .readNotification(notification(file('notification-paid.body.json'), { signedAt: (NOW - 11_000) as Instant }))
        ._unsafeUnwrapErr(),
    ).toEqual({
      _tag: 'NotificationStale',
    });
  });

  it('refuses a signed notification of a status no card payment takes as malformed', () => {
    const body = file('notification-paid.body.json').replace('"status":"PAID"', '"status":"VERIFIED"');
    expect(gateway.readNotification(notification(body))._unsafeUnwrapErr()._tag).toBe('NotificationMalformed');
  });

  it.each([
    ['a body that is not JSON', 'status=PAID'],
    ['a payment without an order', file('notification-paid.body.json').replace(/"order_id":"[^"]*",/, '')],
    ['a payment without an amount', file('notification-paid.body.json').replace('"amount":25000,', '')],
  ])('refuses a signed notification with %s as malformed', (_, body) => {
    expect(gateway.readNotification(notification(body))._unsafeUnwrapErr()._tag).toBe('NotificationMalformed');
  });

  it('refuses a signed notification whose X-Date is not a date-time as malformed', () => {
    expect(
      gateway
        .readNotification(notification(file('notification-paid.body.json'), { xDate: 'yesterday' }))
        ._unsafeUnwrapErr()._tag,
    ).toBe('NotificationMalformed');
  });
});

describe("dLocal's configuration", () => {
  const KEYS = {
    RESERVA_DLOCAL_LOGIN: 'sak223k2wdksdl2',
    RESERVA_DLOCAL_TRANS_KEY: 'fm12O7G9',
    RESERVA_DLOCAL_SECRET_KEY: 'secret',
  };

  it('is absent when none of its keys is set', () => {
    expect(readDlocalConfig({})._unsafeUnwrap()).toBeNull();
    expect(
      readDlocalConfig({
        RESERVA_DLOCAL_LOGIN: ' ',
        RESERVA_DLOCAL_API_URL: DLOCAL_PRODUCTION_API_URL,
      })._unsafeUnwrap(),
    ).toBeNull();
  });

  it("uses dLocal's sandbox unless another API is named", () => {
    expect(readDlocalConfig(KEYS)._unsafeUnwrap()).toEqual({
      login: 'sak223k2wdksdl2',
      transKey: 'fm12O7G9',
      secretKey: 'secret',
      apiUrl: 'https://sandbox.dlocal.com',
    });
    expect(
      readDlocalConfig({ ...KEYS, RESERVA_DLOCAL_API_URL: 'https://api.dlocal.com/' })._unsafeUnwrap()?.apiUrl,
    ).toBe('https://api.dlocal.com');
  });

  it('names the keys missing when only some are set', () => {
    expect(readDlocalConfig({ RESERVA_DLOCAL_LOGIN: 'x' })._unsafeUnwrapErr()).toEqual([
      'RESERVA_DLOCAL_TRANS_KEY, RESERVA_DLOCAL_SECRET_KEY must be set together with RESERVA_DLOCAL_LOGIN',
    ]);
  });

  it('refuses an API URL that is not https', () => {
    expect(
      readDlocalConfig({ ...KEYS, RESERVA_DLOCAL_API_URL: 'http://sandbox.dlocal.com' })._unsafeUnwrapErr(),
    ).toEqual([
      'RESERVA_DLOCAL_API_URL must be an https URL without query or fragment, not "http://sandbox.dlocal.com"',
    ]);
  });
});
