import { Schema } from 'effect';
import { err, ok } from 'neverthrow';
import type { PaymentGateway, PaymentOutcome } from '#application/ports/server/payment-gateway';
import { decodeWith } from '#domain/shared/decode';
import { callProvider, gatewayUnavailable, type Fetch } from '../provider-calls';
import {
  hmacSha256Hex,
  notificationMalformed,
  postedFields,
  sameHexDigest,
  signingTime,
  SIGNATURE_INVALID,
  type TimedNotifications,
} from '../provider-notifications';
import { providerConfigReader, type ProviderApi, type ProviderConfigReader } from '../provider-config';

// Pago Fácil (Chile; the create-booking call names it '2', booking-wizard §9; docs/adr/0043),
// shaped on its public documentation:
// - API: https://developers.pagofacil.cl/docs/especificación-openapi-de-la-api-de-pago-fácil —
//   POST {api}/trxs creates a pending transaction and answers the URLs to pay it on (`payUrl`,
//   `gateway` offering every method); production https://apis.pgf.cl, development https://apis-dev.pgf.cl;
// - signing: https://developers.pagofacil.cl/docs/cómo-funciona-el-proceso-de-firmado — every x_
//   field but x_signature, sorted by name, written name then value with nothing between, HMAC-SHA256
//   with the service's Token Secret, in hex;
// - the outcome: https://developers.pagofacil.cl/docs/recepción-del-post-callback — Pago Fácil
//   posts x_account_id, x_amount, x_currency, x_gateway_reference, x_message, x_reference, x_result,
//   x_test and x_timestamp to x_url_callback, signed the same way.

export const PAGO_FACIL_DEVELOPMENT_API_URL = 'https://apis-dev.pgf.cl';
export const PAGO_FACIL_PRODUCTION_API_URL = 'https://apis.pgf.cl';

export interface PagoFacilConfig extends ProviderApi, TimedNotifications {
  /** The service's Token Service: its x_account_id. */
  readonly tokenService: string;
  /** The service's Token Secret, every message's signing key; never sent. */
  readonly tokenSecret: string;
}

/**
 * Pago Fácil's configuration from RESERVA_PAGOFACIL_TOKEN_SERVICE, RESERVA_PAGOFACIL_TOKEN_SECRET and
 * RESERVA_PAGOFACIL_API_URL (its development API, PAGO_FACIL_DEVELOPMENT_API_URL, when not set); null
 * when neither token is set.
 */
export const readPagoFacilConfig: ProviderConfigReader<PagoFacilConfig> = providerConfigReader(
  { tokenService: 'RESERVA_PAGOFACIL_TOKEN_SERVICE', tokenSecret: 'RESERVA_PAGOFACIL_TOKEN_SECRET' },
  { variable: 'RESERVA_PAGOFACIL_API_URL', fallback: PAGO_FACIL_DEVELOPMENT_API_URL },
);

const CreatedTransaction = Schema.Struct({
  data: Schema.Struct({ payUrl: Schema.Array(Schema.Struct({ name: Schema.String, url: Schema.String })) }),
});
// The specification nests the answer in `body`, its SDK's example reads `data` at the top: either will do.
const decodeCreated = decodeWith(Schema.Union([CreatedTransaction, Schema.Struct({ body: CreatedTransaction })]));

/** What Pago Fácil's x_result says; it gives no reason for a failure, so a failure is `other`. */
function outcomeOf(result: string): PaymentOutcome | null {
  switch (result) {
    case 'completed':
      return { _tag: 'Approved' };
    case 'failed':
      return { _tag: 'Rejected', reason: 'other' };
    case 'pending':
      return { _tag: 'Pending' };
    default:
      return null;
  }
}

export function pagoFacilPaymentGateway(config: PagoFacilConfig, fetch: Fetch): PaymentGateway {
  /** The signature of a message's x_ fields, as Pago Fácil computes it on both sides. */
  const signature = (fields: Readonly<Record<string, string | number>>): string =>
    hmacSha256Hex(
      config.tokenSecret,
      Object.keys(fields)
        .filter((name) => name.startsWith('x_') && name !== 'x_signature')
        .sort()
        .map((name) => `${name}${String(fields[name])}`)
        .join(''),
    );

  return {
    provider: 'pago_facil',

    async startCheckout(payment) {
      if (payment.payer.email === null)
        return err(gatewayUnavailable("Pago Fácil needs the payer's email, and the booking has none"));
      const fields = {
        x_account_id: config.tokenService,
        x_amount: payment.amount,
        x_currency: payment.currency,
        x_reference: payment.trxId,
        x_customer_email: payment.payer.email,
        x_url_complete: payment.returnUrl,
        x_url_cancel: payment.returnUrl,
        x_url_callback: payment.notificationUrl,
        x_shop_country: payment.country.toUpperCase(),
        x_session_id: payment.trxId,
      };
      const answer = await callProvider(fetch, 'Pago Fácil', `${config.apiUrl}/trxs`, {
        method: 'POST',
        headers: { 'Content-Type': 'application/json' },
        body: JSON.stringify({ ...fields, x_signature: signature(fields) }),
      });
      if (answer.isErr()) return err(answer.error);
      const created = decodeCreated(answer.value);
      if (created.isErr()) return err(gatewayUnavailable('Pago Fácil answered POST /trxs without the URLs to pay on'));
      const { payUrl } = 'body' in created.value ? created.value.body.data : created.value.data;
      // `gateway` lets the client choose among the service's methods; any other goes straight to one.
      const url = (payUrl.find(({ name }) => name === 'gateway') ?? payUrl[0])?.url;
      if (url === undefined || !url.startsWith('https://'))
        return err(gatewayUnavailable('Pago Fácil answered POST /trxs without an https URL to pay on'));
      return ok({ _tag: 'RedirectToProvider', url });
    },

    readNotification(received) {
      const fields = postedFields(received);
      const given = fields?.['x_signature'];
      if (fields === null || given === undefined || !sameHexDigest(signature(fields), given))
        return err(SIGNATURE_INVALID);
      const signedAt = signingTime('x_timestamp', fields['x_timestamp'] ?? '', received.receivedAt, config);
      if (signedAt.isErr()) return err(signedAt.error);
      const result = fields['x_result'] ?? '';
      const outcome = outcomeOf(result);
      const amount = Number(fields['x_amount']);
      const trxId = fields['x_reference'] ?? '';
      const gatewayReference = fields['x_gateway_reference'] ?? '';
      if (outcome === null) return err(notificationMalformed(`unknown x_result ${result}`));
      if (!Number.isFinite(amount) || fields['x_amount'] === '')
        return err(notificationMalformed(`x_amount is not an amount: ${fields['x_amount'] ?? ''}`));
      if (trxId === '' || gatewayReference === '')
        return err(notificationMalformed('the callback has no x_reference or x_gateway_reference'));
      return ok({
        // One event per result the transaction reaches: a repeated callback of it changes nothing.
        eventId: `${gatewayReference}:${result}`,
        trxId,
        outcome,
        amount,
        currency: fields['x_currency'] ?? '',
        occurredAt: signedAt.value,
      });
    },
  };
}
