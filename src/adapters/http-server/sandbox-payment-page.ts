import type { PaymentRecord } from '../../application/ports/payments';
import { formatOffsetDateTime, timeZone } from '../../domain/availability/time-zone';
import { formatPrice } from '../../domain/money/format-price';
import { htmlText } from '../../domain/shared/html-text';
import { REJECTION_REASONS, type RejectionReason } from '../../domain/payment/payment-lifecycle';
import type { Language } from './language';

// The sandbox provider's payment page (ADR 0042), the one HTML page the server renders: a tester
// pays a booking transaction in the company's currency — Approve, or Reject with a reason. Every
// value is escaped; the page is a form posting to POST /payments/sandbox/checkout, so it works
// without scripts (the server's CSP allows none inline anyway).

const TEXTS = {
  en: {
    title: 'Sandbox payment',
    intro: 'This is Reserva’s sandbox payment provider: no money moves. Decide how this payment ends.',
    company: 'Business',
    services: 'Services',
    amount: 'Amount',
    downPayment: 'Down payment; the rest is paid at the location.',
    expires: 'Pay before',
    approve: 'Approve the payment',
    reject: 'Reject the payment',
    reason: 'Reason to reject',
    reasons: { insufficient_balance: 'Insufficient balance', wrong_card_data: 'Wrong card data', card_not_enabled: 'Card not enabled', other: 'Other' },
    notFoundTitle: 'Payment not found',
    notFound: 'There is no payment for this link. Check the link, or book again.',
    unexpectedTitle: 'Something went wrong',
    unexpected: 'Something went wrong on our side. Please try again later.',
    unavailableTitle: 'Briefly unavailable',
    unavailable: 'The service is briefly unavailable. Please reload this page in a few seconds.',
  },
  es: {
    title: 'Pago de prueba',
    intro: 'Este es el proveedor de pagos de prueba de Reserva: no se mueve dinero. Decide cómo termina este pago.',
    company: 'Empresa',
    services: 'Servicios',
    amount: 'Monto',
    downPayment: 'Abono; el resto se paga en el local.',
    expires: 'Paga antes de',
    approve: 'Aprobar el pago',
    reject: 'Rechazar el pago',
    reason: 'Motivo del rechazo',
    reasons: { insufficient_balance: 'Saldo insuficiente', wrong_card_data: 'Datos de tarjeta incorrectos', card_not_enabled: 'Tarjeta no habilitada', other: 'Otro' },
    notFoundTitle: 'Pago no encontrado',
    notFound: 'No hay un pago para este enlace. Revisa el enlace o vuelve a reservar.',
    unexpectedTitle: 'Algo salió mal',
    unexpected: 'Algo salió mal de nuestro lado. Vuelve a intentarlo más tarde.',
    unavailableTitle: 'No disponible por un momento',
    unavailable: 'El servicio no está disponible por un momento. Vuelve a cargar esta página en unos segundos.',
  },
} as const satisfies Record<Language, unknown>;

function page(language: Language, title: string, main: string): string {
  return `<!doctype html>
<html lang="${language}">
<head>
<meta charset="utf-8">
<meta name="viewport" content="width=device-width, initial-scale=1">
<title>${htmlText(title)}</title>
<style>
body { font-family: system-ui, sans-serif; margin: 0; color: #1b1b1f; background: #f6f6f8; }
main { max-width: 32rem; margin: 2rem auto; padding: 1.5rem; background: #fff; border-radius: 0.5rem; }
dl { display: grid; grid-template-columns: auto 1fr; gap: 0.5rem 1rem; }
dt { font-weight: 600; }
button, select { font: inherit; padding: 0.6rem 1rem; min-height: 44px; }
button:focus-visible, select:focus-visible { outline: 3px solid #1a56db; outline-offset: 2px; }
.approve { background: #0f6b2f; color: #fff; border: 0; border-radius: 0.25rem; }
.reject { background: #a11c1c; color: #fff; border: 0; border-radius: 0.25rem; }
fieldset { border: 1px solid #c8c8d0; border-radius: 0.25rem; margin-top: 1rem; }
</style>
</head>
<body>
<main>
${main}
</main>
</body>
</html>`;
}

/** The sandbox's page for `payment`, opened with its booking's `accessToken`, which the forms send back (ADR 0051); in `language`. */
export function sandboxPaymentPage(payment: PaymentRecord, accessToken: string, language: Language): string {
  const text = TEXTS[language];
  const zone = timeZone(payment.locationTimeZone);
  const expires = zone.isOk() ? formatOffsetDateTime(zone.value, payment.expiresAt) : new Date(payment.expiresAt).toISOString();
  const amount = `${formatPrice(payment.amount, payment.companyCurrency)} ${payment.currency}`;
  const hidden = `<input type="hidden" name="b" value="${htmlText(payment.trxId)}">\n<input type="hidden" name="t" value="${htmlText(accessToken)}">`;
  const reasons = REJECTION_REASONS.map((reason: RejectionReason) => `<option value="${reason}">${htmlText(text.reasons[reason])}</option>`).join('');
  return page(
    language,
    text.title,
    `<h1>${htmlText(text.title)}</h1>
<p>${htmlText(text.intro)}</p>
<dl>
<dt>${htmlText(text.company)}</dt><dd>${htmlText(payment.companyName)}</dd>
<dt>${htmlText(text.services)}</dt><dd>${htmlText(payment.serviceNames.join(', '))}</dd>
<dt>${htmlText(text.amount)}</dt><dd data-testid="sandbox-amount">${htmlText(amount)}${payment.downPayment ? `<br>${htmlText(text.downPayment)}` : ''}</dd>
<dt>${htmlText(text.expires)}</dt><dd><time datetime="${htmlText(expires)}">${htmlText(expires.replace('T', ' ').slice(0, 16))}</time></dd>
</dl>
<form method="post" action="/payments/sandbox/checkout">
${hidden}
<input type="hidden" name="decision" value="approve">
<button type="submit" class="approve">${htmlText(text.approve)}</button>
</form>
<form method="post" action="/payments/sandbox/checkout">
${hidden}
<input type="hidden" name="decision" value="reject">
<fieldset>
<legend>${htmlText(text.reject)}</legend>
<label for="reason">${htmlText(text.reason)}</label>
<select id="reason" name="reason">${reasons}</select>
<button type="submit" class="reject">${htmlText(text.reject)}</button>
</fieldset>
</form>`,
  );
}

/** The page for a transaction with no payment. */
export function paymentNotFoundPage(language: Language): string {
  const text = TEXTS[language];
  return page(language, text.notFoundTitle, `<h1>${htmlText(text.notFoundTitle)}</h1>\n<p>${htmlText(text.notFound)}</p>`);
}

/** The page the server's own failure answers instead of the payment page: it failed, or its database is out of reach for a moment (docs/adr/0049). */
export function serverFailurePage(kind: 'unexpected' | 'unavailable', language: Language): string {
  const text = TEXTS[language];
  const [title, message] = kind === 'unavailable' ? [text.unavailableTitle, text.unavailable] : [text.unexpectedTitle, text.unexpected];
  return page(language, title, `<h1>${htmlText(title)}</h1>\n<p>${htmlText(message)}</p>`);
}
