import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import type { ReceivedNotification } from '#application/ports/server/payment-gateway';
import { ANA_PAYS, NOW, recorded, recordingFetch, unreachable } from '../recorded-exchanges.test-support';
import { epaycoPaymentGateway, readEpaycoConfig, type EpaycoConfig } from './epayco-payment-gateway';

// ePayco's payment links and confirmations (issue 8; docs/adr/0043), against examples shaped on
// ePayco's public documentation (recorded/README.md). Confirmation signatures are computed here
// from the test keys, independently of the adapter, so a wrong signing rule fails.

const CONFIG: EpaycoConfig = {
  publicKey: 'epayco-public-key',
  privateKey: 'epayco-private-key',
  customerId: '123456',
  pKey: 'epayco-p-key',
  apiUrl: 'https://apify.epayco.co',
};
const here = new URL('.', import.meta.url);
const file = (name: string) => recorded(here, name);
const PAYMENT = {
  ...ANA_PAYS,
  amount: 45000,
  currency: 'COP',
  country: 'co',
  notificationUrl: 'https://reserva.example/payments/notifications/epayco',
};

/** A confirmation as ePayco posts it, `x_signature` computed from `keys` over the body's own fields. */
function confirmation(
  template: string,
  keys: { readonly customerId: string; readonly pKey: string } = CONFIG,
): ReceivedNotification {
  const fields = new URLSearchParams(template);
  const signed = ['x_ref_payco', 'x_transaction_id', 'x_amount', 'x_currency_code'].map(
    (name) => fields.get(name) ?? '',
  );
  const signature = createHash('sha256')
    .update([keys.customerId, keys.pKey, ...signed].join('^'))
    .digest('hex');
  return {
    rawBody: template.replace('x_signature=SIGNATURE', `x_signature=${signature}`),
    headers: { 'content-type': 'application/x-www-form-urlencoded' },
    receivedAt: NOW,
  };
}

const changed = (template: string, field: string, value: string) =>
  template.replace(new RegExp(`${field}=[^&]*`), `${field}=${encodeURIComponent(value)}`);

describe("ePayco's checkout", () => {
  it('logs in with the public and private keys, then creates a one-payment link for the transaction', async () => {
    const { fetch, sent } = recordingFetch(
      { status: 200, body: file('login.answer.json') },
      { status: 200, body: file('link-create.answer.json') },
    );
    await epaycoPaymentGateway(CONFIG, fetch).startCheckout(PAYMENT);
    expect(sent.map(({ method, url }) => `${method} ${url}`)).toEqual([
      'POST https://apify.epayco.co/login',
      'POST https://apify.epayco.co/collection/link/create',
    ]);
    expect(sent[0]?.headers['authorization']).toBe(
      `Basic ${Buffer.from('epayco-public-key:epayco-private-key').toString('base64')}`,
    );
    expect(sent[1]?.headers['authorization']).toBe(
      `Bearer ${(JSON.parse(file('login.answer.json')) as { token: string }).token}`,
    );
    expect(sent[1]?.headers['content-type']).toBe('application/json');
    expect(JSON.parse(sent[1]?.body ?? '')).toEqual(JSON.parse(file('link-create.request.json')));
  });

  it("sends the client to the link's page", async () => {
    const { fetch } = recordingFetch(
      { status: 200, body: file('login.answer.json') },
      { status: 200, body: file('link-create.answer.json') },
    );
    expect((await epaycoPaymentGateway(CONFIG, fetch).startCheckout(PAYMENT))._unsafeUnwrap()).toEqual({
      _tag: 'RedirectToProvider',
      url: 'https://payco.link/718293',
    });
  });

  it("says the gateway is unavailable, with ePayco's words, when it refuses to create the link", async () => {
    const { fetch } = recordingFetch(
      { status: 200, body: file('login.answer.json') },
      { status: 200, body: file('link-create-refused.answer.json') },
    );
    expect((await epaycoPaymentGateway(CONFIG, fetch).startCheckout(PAYMENT))._unsafeUnwrapErr()).toEqual({
      _tag: 'GatewayUnavailable',
      message: 'ePayco did not create the payment link: El campo amount es requerido',
    });
  });

  it('says the gateway is unavailable when the login is refused, without asking for a link', async () => {
    const { fetch, sent } = recordingFetch({ status: 401, body: '{"message":"unauthorized"}' });
    expect((await epaycoPaymentGateway(CONFIG, fetch).startCheckout(PAYMENT))._unsafeUnwrapErr()._tag).toBe(
      'GatewayUnavailable',
    );
    expect(sent).toHaveLength(1);
  });

  it('says the gateway is unavailable when the login answers no token', async () => {
    const { fetch } = recordingFetch({ status: 200, body: '{"token":""}' });
    expect((await epaycoPaymentGateway(CONFIG, fetch).startCheckout(PAYMENT))._unsafeUnwrapErr()._tag).toBe(
      'GatewayUnavailable',
    );
  });

  it('says the gateway is unavailable when ePayco cannot be reached', async () => {
    expect((await epaycoPaymentGateway(CONFIG, unreachable).startCheckout(PAYMENT))._unsafeUnwrapErr()._tag).toBe(
      'GatewayUnavailable',
    );
  });
});

describe("ePayco's confirmations", () => {
  const gateway = epaycoPaymentGateway(CONFIG, unreachable);

  it('reads a signed confirmation of an accepted transaction: its event, transaction, outcome, amount and time', () => {
    expect(gateway.readNotification(confirmation(file('confirmation-accepted.body.txt')))._unsafeUnwrap()).toEqual({
      eventId: '112233445566:1',
      trxId: 'TRX-4F2A9-0C1D3-77B2E-9A0F1',
      outcome: { _tag: 'Approved' },
      amount: 45000,
      currency: 'COP',
      // 09:58:30 in Bogotá.
      occurredAt: Date.UTC(2026, 10, 24, 14, 58, 30),
    });
  });

  it('reads a rejection for insufficient funds as a separate event of the same transaction', () => {
    const read = gateway.readNotification(confirmation(file('confirmation-rejected.body.txt')))._unsafeUnwrap();
    expect(read.outcome).toEqual({ _tag: 'Rejected', reason: 'insufficient_balance' });
    expect(read.eventId).toBe('112233445566:2');
  });

  it.each([
    ['14-Tarjeta inválida', 'wrong_card_data'],
    ['54-Tarjeta vencida', 'wrong_card_data'],
    ['Código de seguridad incorrecto', 'wrong_card_data'],
    ['57-Transacción no permitida', 'card_not_enabled'],
    ['62-Tarjeta restringida', 'card_not_enabled'],
    ['41-Tarjeta perdida', 'card_not_enabled'],
    ['Saldo insuficiente', 'insufficient_balance'],
    ['05-No autorizada por el banco', 'other'],
    ['Rechazada por el banco', 'other'],
    ['', 'other'],
  ])('reads the rejection reason %j as %s', (text, reason) => {
    const body = changed(file('confirmation-rejected.body.txt'), 'x_response_reason_text', text);
    expect(gateway.readNotification(confirmation(body))._unsafeUnwrap().outcome).toEqual({ _tag: 'Rejected', reason });
  });

  it.each([
    ['3', { _tag: 'Pending' }],
    ['7', { _tag: 'Pending' }],
    ['8', { _tag: 'Pending' }],
    ['4', { _tag: 'Rejected', reason: 'other' }],
    ['6', { _tag: 'Rejected', reason: 'other' }],
    ['9', { _tag: 'Rejected', reason: 'other' }],
    ['10', { _tag: 'Rejected', reason: 'other' }],
    ['11', { _tag: 'Rejected', reason: 'other' }],
    ['12', { _tag: 'Rejected', reason: 'other' }],
  ])('reads x_cod_response %s as %o', (code, outcome) => {
    const body = changed(file('confirmation-accepted.body.txt'), 'x_cod_response', code);
    expect(gateway.readNotification(confirmation(body))._unsafeUnwrap().outcome).toEqual(outcome);
  });

  it('reads a confirmation posted as JSON the same way', () => {
    const form = confirmation(file('confirmation-accepted.body.txt'));
    const asJson = {
      ...form,
      rawBody: JSON.stringify(Object.fromEntries(new URLSearchParams(form.rawBody))),
      headers: { 'content-type': 'application/json' },
    };
    expect(gateway.readNotification(asJson)).toEqual(gateway.readNotification(form));
  });

  it('refuses a confirmation signed with another p_key', () => {
    const forged = confirmation(file('confirmation-accepted.body.txt'), {
      customerId: CONFIG.customerId,
      pKey: 'someone-elses-key',
    });
    expect(gateway.readNotification(forged)._unsafeUnwrapErr()).toEqual({ _tag: 'SignatureInvalid' });
  });

  it.each(['x_amount', 'x_ref_payco', 'x_transaction_id', 'x_currency_code'])(
    'refuses a confirmation whose %s was changed after ePayco signed it',
    (field) => {
      const signed = confirmation(file('confirmation-accepted.body.txt'));
      const tampered = { ...signed, rawBody: changed(signed.rawBody, field, '1') };
      expect(gateway.readNotification(tampered)._unsafeUnwrapErr()).toEqual({ _tag: 'SignatureInvalid' });
    },
  );

  it.each([
    ['no signature', (body: string) => body.replace(/&x_signature=[^&]*/, '')],
    ['no amount to check it over', (body: string) => body.replace(/&x_amount=[^&]*/, '')],
    ['an empty body', () => ''],
  ])('refuses a confirmation with %s', (_, change) => {
    const signed = confirmation(file('confirmation-accepted.body.txt'));
    expect(gateway.readNotification({ ...signed, rawBody: change(signed.rawBody) })._unsafeUnwrapErr()).toEqual({
      _tag: 'SignatureInvalid',
    });
  });

  it.each([
    ['an undocumented x_cod_response', 'x_cod_response', '5'],
    ['no invoice naming the transaction', 'x_id_invoice', ''],
    ['a transaction date in another form', 'x_transaction_date', '24/11/2026 09:58'],
  ])('refuses a signed confirmation with %s as malformed', (_, field, value) => {
    const body = changed(file('confirmation-accepted.body.txt'), field, value);
    expect(gateway.readNotification(confirmation(body))._unsafeUnwrapErr()._tag).toBe('NotificationMalformed');
  });

  it('refuses a signed confirmation whose amount is not a number as malformed', () => {
    const body = changed(file('confirmation-accepted.body.txt'), 'x_amount', 'mucho');
    expect(gateway.readNotification(confirmation(body))._unsafeUnwrapErr()._tag).toBe('NotificationMalformed');
  });
});

describe("ePayco's configuration", () => {
  const KEYS = {
    RESERVA_EPAYCO_PUBLIC_KEY: 'pub',
    RESERVA_EPAYCO_PRIVATE_KEY: 'priv',
    RESERVA_EPAYCO_CUSTOMER_ID: '123456',
    RESERVA_EPAYCO_P_KEY: 'pkey',
  };

  it('is absent when none of its keys is set', () => {
    expect(readEpaycoConfig({})._unsafeUnwrap()).toBeNull();
  });

  it("uses ePayco's Apify unless another API is named", () => {
    expect(readEpaycoConfig(KEYS)._unsafeUnwrap()).toEqual({
      publicKey: 'pub',
      privateKey: 'priv',
      customerId: '123456',
      pKey: 'pkey',
      apiUrl: 'https://apify.epayco.co',
    });
    expect(
      readEpaycoConfig({ ...KEYS, RESERVA_EPAYCO_API_URL: 'https://apify-test.epayco.example/' })._unsafeUnwrap()
        ?.apiUrl,
    ).toBe('https://apify-test.epayco.example');
  });

  it('names the keys missing when only some are set', () => {
    expect(readEpaycoConfig({ RESERVA_EPAYCO_P_KEY: 'pkey' })._unsafeUnwrapErr()).toEqual([
      'RESERVA_EPAYCO_PUBLIC_KEY, RESERVA_EPAYCO_PRIVATE_KEY, RESERVA_EPAYCO_CUSTOMER_ID must be set together with RESERVA_EPAYCO_P_KEY',
    ]);
  });
});
