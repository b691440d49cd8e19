import { createHash } from 'node:crypto';
import { Schema } from 'effect';
import { err, ok } from 'neverthrow';
import type { PaymentGateway, PaymentOutcome, PaymentRejectionReason } from '#application/ports/server/payment-gateway';
import type { Instant } from '#domain/calendar/instant';
import { decodeWith } from '#domain/shared/decode';
import { callProvider, gatewayUnavailable, type Fetch } from '../provider-calls';
import { notificationMalformed, postedFields, sameHexDigest, SIGNATURE_INVALID } from '../provider-notifications';
import { providerConfigReader, type ProviderApi, type ProviderConfigReader } from '../provider-config';

// ePayco (docs/adr/0043), shaped on its public documentation and published integrations:
// - the client pays on an ePayco payment link ("link de cobro"): POST {apify}/login with HTTP Basic
//   public key : private key gives a bearer token, POST {apify}/collection/link/create makes the
//   link for one payment, whose `routeLink` the client is sent to;
// - ePayco posts the outcome to the link's `urlConfirmation`, form-encoded
//   (https://docs.epayco.com/docs/checkout-respuesta-y-confirmacion), signed with
//   x_signature = sha256(p_cust_id_cliente^p_key^x_ref_payco^x_transaction_id^x_amount^x_currency_code).
// That signature covers no time, so no freshness can be checked here (the server refuses a second
// delivery of an event by its id), and it does not cover x_cod_response: see the ADR.

export const EPAYCO_API_URL = 'https://apify.epayco.co';

export interface EpaycoConfig extends ProviderApi {
  /** The public key (PUBLIC_KEY), the user of the Apify login. */
  readonly publicKey: string;
  /** The private key (PRIVATE_KEY), its password. */
  readonly privateKey: string;
  /** P_CUST_ID_CLIENTE: the merchant's customer id, part of every confirmation's signature. */
  readonly customerId: string;
  /** P_KEY: the key confirmations are signed with; never sent. */
  readonly pKey: string;
}

/**
 * ePayco's configuration from RESERVA_EPAYCO_PUBLIC_KEY, RESERVA_EPAYCO_PRIVATE_KEY,
 * RESERVA_EPAYCO_CUSTOMER_ID and RESERVA_EPAYCO_P_KEY, and RESERVA_EPAYCO_API_URL (Apify,
 * EPAYCO_API_URL, when not set); null when none of the four keys is set.
 */
export const readEpaycoConfig: ProviderConfigReader<EpaycoConfig> = providerConfigReader(
  {
    publicKey: 'RESERVA_EPAYCO_PUBLIC_KEY',
    privateKey: 'RESERVA_EPAYCO_PRIVATE_KEY',
    customerId: 'RESERVA_EPAYCO_CUSTOMER_ID',
    pKey: 'RESERVA_EPAYCO_P_KEY',
  },
  { variable: 'RESERVA_EPAYCO_API_URL', fallback: EPAYCO_API_URL },
);

const decodeLogin = decodeWith(Schema.Struct({ token: Schema.String.check(Schema.isNonEmpty()) }));
const decodeLink = decodeWith(
  Schema.Struct({
    success: Schema.Boolean,
    textResponse: Schema.optionalKey(Schema.String),
    data: Schema.optionalKey(Schema.Struct({ routeLink: Schema.optionalKey(Schema.String) })),
  }),
);

/** A payment link's answer as ePayco words it: why it refused, or the start of what it sent. */
function refusalText(answer: unknown): string {
  return decodeLink(answer).match(
    (link) => link.textResponse ?? 'no reason given',
    () => JSON.stringify(answer).slice(0, 300),
  );
}

/** Text folded for matching: lower case, without accents. */
function folded(text: string): string {
  return text.normalize('NFD').replace(/\p{M}/gu, '').toLowerCase();
}

/**
 * What ePayco's `x_response_reason_text` says of a rejection, in the wizard's words
 * (booking-wizard §8). ePayco words it in Spanish, sometimes behind the bank's code ("51-Fondos
 * Insuficientes"); anything not recognised is `other`.
 */
const REASON_WORDS: readonly (readonly [RegExp, PaymentRejectionReason])[] = [
  [/fondos insuficientes|saldo insuficiente|excede (el )?(cupo|limite)/, 'insufficient_balance'],
  [
    /tarjeta (invalida|vencida|expirada)|numero de tarjeta|fecha de (vencimiento|expiracion)|codigo de seguridad|cvv|datos (invalidos|incorrectos)/,
    'wrong_card_data',
  ],
  [/no habilitada|restringida|bloqueada|inactiva|no permitida|perdida|robada|hurtada/, 'card_not_enabled'],
];

function rejectionReason(reasonText: string): PaymentRejectionReason {
  const text = folded(reasonText);
  return REASON_WORDS.find(([words]) => words.test(text))?.[1] ?? 'other';
}

/** The outcome an `x_cod_response` stands for; null for a code ePayco does not document. */
function outcomeOf(code: string, reasonText: string): PaymentOutcome | null {
  switch (code) {
    case '1': // Aceptada
      return { _tag: 'Approved' };
    case '2': // Rechazada
      return { _tag: 'Rejected', reason: rejectionReason(reasonText) };
    case '3': // Pendiente
    case '7': // Retenida: held for review
    case '8': // Iniciada
      return { _tag: 'Pending' };
    // Fallida, Reversada, Expirada, Abandonada, Cancelada, Antifraude: not paid, and never will be.
    case '4':
    case '6':
    case '9':
    case '10':
    case '11':
    case '12':
      return { _tag: 'Rejected', reason: 'other' };
    default:
      return null;
  }
}

/** ePayco dates its transactions `YYYY-MM-DD HH:mm:ss` in Colombia's time, UTC−5 all year. */
function colombianInstant(text: string): Instant | null {
  const parts = /^(\d{4})-(\d{2})-(\d{2}) (\d{2}):(\d{2}):(\d{2})$/.exec(text.trim());
  if (parts === null) return null;
  const [year, month, day, hour, minute, second] = parts.slice(1).map(Number) as [
    number,
    number,
    number,
    number,
    number,
    number,
  ];
  return Date.UTC(year, month - 1, day, hour + 5, minute, second) as Instant;
}

const SIGNED_FIELDS = ['x_ref_payco', 'x_transaction_id', 'x_amount', 'x_currency_code'] as const;

export function epaycoPaymentGateway(config: EpaycoConfig, fetch: Fetch): PaymentGateway {
  const signature = (signedValues: readonly string[]): string =>
    createHash('sha256')
      .update([config.customerId, config.pKey, ...signedValues].join('^'), 'utf8')
      .digest('hex');

  return {
    provider: 'epayco',

    async startCheckout(payment) {
      const basic = Buffer.from(`${config.publicKey}:${config.privateKey}`, 'utf8').toString('base64');
      const login = await callProvider(fetch, 'ePayco', `${config.apiUrl}/login`, {
        method: 'POST',
        headers: { Authorization: `Basic ${basic}`, 'Content-Type': 'application/json' },
      });
      if (login.isErr()) return err(login.error);
      const token = decodeLogin(login.value);
      if (token.isErr()) return err(gatewayUnavailable('ePayco answered its login without a token'));
      const link = await callProvider(fetch, 'ePayco', `${config.apiUrl}/collection/link/create`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token.value.token}`, 'Content-Type': 'application/json' },
        body: JSON.stringify({
          quantity: 1,
          onePayment: true,
          amount: String(payment.amount),
          currency: payment.currency,
          // 0 asks ePayco for a new link rather than an update of one.
          id: 0,
          base: '0',
          tax: '0',
          title: payment.description,
          description: payment.description,
          // 2: a link the client follows (1 would have ePayco email it).
          typeSell: '2',
          reference: payment.trxId,
          ...(payment.payer.email === null ? {} : { email: payment.payer.email }),
          urlConfirmation: payment.notificationUrl,
          methodConfirmation: 'POST',
          urlResponse: payment.returnUrl,
        }),
      });
      if (link.isErr()) return err(link.error);
      const created = decodeLink(link.value);
      const url = created.isOk() && created.value.success ? created.value.data?.routeLink : undefined;
      if (url === undefined || !url.startsWith('https://'))
        return err(gatewayUnavailable(`ePayco did not create the payment link: ${refusalText(link.value)}`));
      return ok({ _tag: 'RedirectToProvider', url });
    },

    readNotification(received) {
      const fields = postedFields(received);
      const given = fields?.['x_signature'];
      const signedValues = SIGNED_FIELDS.map((name) => fields?.[name]);
      if (fields === null || given === undefined || !signedValues.every((value) => value !== undefined))
        return err(SIGNATURE_INVALID);
      if (!sameHexDigest(signature(signedValues), given)) return err(SIGNATURE_INVALID);
      const trxId = fields['x_id_invoice'] ?? '';
      const code = fields['x_cod_response'] ?? '';
      const amount = Number(fields['x_amount']);
      const occurredAt = colombianInstant(fields['x_transaction_date'] ?? '');
      if (trxId === '') return err(notificationMalformed('the confirmation has no x_id_invoice'));
      if (!Number.isFinite(amount))
        return err(notificationMalformed(`x_amount is not an amount: ${fields['x_amount'] ?? ''}`));
      if (occurredAt === null) return err(notificationMalformed('x_transaction_date is not YYYY-MM-DD HH:mm:ss'));
      const outcome = outcomeOf(code, fields['x_response_reason_text'] ?? '');
      if (outcome === null) return err(notificationMalformed(`unknown x_cod_response ${code}`));
      return ok({
        // One event per state the transaction reaches: a retried confirmation of it changes nothing.
        eventId: `${fields['x_transaction_id'] ?? ''}:${code}`,
        trxId,
        outcome,
        amount,
        currency: fields['x_currency_code'] ?? '',
        occurredAt,
      });
    },
  };
}
