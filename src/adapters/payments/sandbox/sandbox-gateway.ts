import { createHmac, timingSafeEqual } from 'node:crypto';
import { Schema } from 'effect';
import { err, ok, type Result } from 'neverthrow';
import type {
  PaymentGateway,
  PaymentNotification,
  PaymentOutcome,
  NotificationRefusal,
} from '#application/ports/server/payment-gateway';
import type { SandboxEvent, SandboxNotifications } from '#application/ports/server/payment-gateways';
import type { Instant } from '#domain/calendar/instant';
import { REJECTION_REASONS } from '#domain/payment/payment-lifecycle';
import { decodeWith } from '#domain/shared/decode';

// The sandbox payment provider built into the server (ADR 0042): it stands in for any provider
// whose credentials are not configured. Its payment page is the server's own (GET
// /payments/checkout); a tester's decision there, or a card on the storefront's card page, becomes
// a notification the sandbox signs with its secret exactly as below, and which goes through the
// same notification handling as any provider's.
//
// Signature: header `reserva-signature: t=<unix seconds>,v1=<hex HMAC-SHA256(secret, t + "." + body)>`
// over the exact body bytes; a signature older or newer than TOLERANCE_SECONDS is stale.

/** The development secret, used when RESERVA_SANDBOX_PAYMENT_SECRET is not set (never in production). */
export const DEV_SANDBOX_PAYMENT_SECRET = 'reserva-dev-sandbox-payment-secret';

export const SANDBOX_SIGNATURE_HEADER = 'reserva-signature';

export const TOLERANCE_SECONDS = 300;

const SandboxBody = Schema.Struct({
  id: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(200)),
  type: Schema.Literals(['payment.approved', 'payment.rejected', 'payment.pending']),
  trx_id: Schema.String.check(Schema.isMinLength(1), Schema.isMaxLength(64)),
  amount: Schema.Number.check(Schema.isGreaterThanOrEqualTo(0)),
  currency: Schema.String,
  reason: Schema.optional(Schema.Literals(REJECTION_REASONS)),
  occurred_at: Schema.String,
});

const decodeBody = decodeWith(SandboxBody);

function outcomeOf(body: typeof SandboxBody.Type): PaymentOutcome {
  switch (body.type) {
    case 'payment.approved':
      return { _tag: 'Approved' };
    case 'payment.rejected':
      return { _tag: 'Rejected', reason: body.reason ?? 'other' };
    case 'payment.pending':
      return { _tag: 'Pending' };
  }
}

function typeOf(outcome: PaymentOutcome): (typeof SandboxBody.Type)['type'] {
  switch (outcome._tag) {
    case 'Approved':
      return 'payment.approved';
    case 'Rejected':
      return 'payment.rejected';
    case 'Pending':
      return 'payment.pending';
  }
}

const hmac = (secret: string, timestamp: string, rawBody: string) =>
  createHmac('sha256', secret).update(`${timestamp}.${rawBody}`, 'utf8').digest();

/** `t=…,v1=…` read into its parts; null when it is not that. */
function signatureParts(header: string | undefined): { readonly timestamp: string; readonly v1: Buffer } | null {
  if (header === undefined) return null;
  const parts = new Map(header.split(',').map((part) => part.trim().split('=', 2) as [string, string | undefined]));
  const timestamp = parts.get('t');
  const v1 = parts.get('v1');
  if (timestamp === undefined || !/^\d{1,12}$/.test(timestamp) || v1 === undefined || !/^[0-9a-f]{64}$/.test(v1))
    return null;
  return { timestamp, v1: Buffer.from(v1, 'hex') };
}

export interface SandboxGateway extends PaymentGateway, SandboxNotifications {}

/** The sandbox over `secret`. */
export function sandboxGateway(secret: string): SandboxGateway {
  return {
    provider: 'sandbox',

    // The sandbox's page is the server's own: GET /payments/checkout renders it for the sandbox's
    // payments without asking the gateway, so the sandbox has nothing to start.
    startCheckout: (payment) =>
      Promise.resolve(
        ok({ _tag: 'RedirectToProvider', url: `/payments/checkout?b=${encodeURIComponent(payment.trxId)}` }),
      ),

    readNotification(received): Result<PaymentNotification, NotificationRefusal> {
      const signature = signatureParts(received.headers[SANDBOX_SIGNATURE_HEADER]);
      if (signature === null) return err({ _tag: 'SignatureInvalid' });
      const expected = hmac(secret, signature.timestamp, received.rawBody);
      if (expected.length !== signature.v1.length || !timingSafeEqual(expected, signature.v1))
        return err({ _tag: 'SignatureInvalid' });
      if (Math.abs(received.receivedAt / 1000 - Number(signature.timestamp)) > TOLERANCE_SECONDS)
        return err({ _tag: 'NotificationStale' });
      let json: unknown;
      try {
        json = JSON.parse(received.rawBody);
      } catch {
        return err({ _tag: 'NotificationMalformed', message: 'The body is not JSON.' });
      }
      const body = decodeBody(json);
      const occurredAt = body.isOk() ? Date.parse(body.value.occurred_at) : Number.NaN;
      if (body.isErr() || Number.isNaN(occurredAt)) {
        return err({
          _tag: 'NotificationMalformed',
          message: body.isErr()
            ? body.error.issues.map((issue) => `${issue.path.join('.')}: ${issue.message}`).join('; ')
            : 'occurred_at is not a date-time',
        });
      }
      return ok({
        eventId: body.value.id,
        trxId: body.value.trx_id,
        outcome: outcomeOf(body.value),
        amount: body.value.amount,
        currency: body.value.currency,
        occurredAt: occurredAt as Instant,
      });
    },

    sign(event: SandboxEvent) {
      const rawBody = JSON.stringify({
        id: event.eventId,
        type: typeOf(event.outcome),
        trx_id: event.trxId,
        amount: event.amount,
        currency: event.currency,
        ...(event.outcome._tag === 'Rejected' ? { reason: event.outcome.reason } : {}),
        occurred_at: new Date(event.occurredAt).toISOString(),
      });
      const timestamp = String(Math.floor(event.occurredAt / 1000));
      return {
        rawBody,
        headers: {
          [SANDBOX_SIGNATURE_HEADER]: `t=${timestamp},v1=${hmac(secret, timestamp, rawBody).toString('hex')}`,
        },
      };
    },
  };
}
