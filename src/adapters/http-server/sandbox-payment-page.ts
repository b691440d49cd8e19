import type { PaymentRecord } from '#application/ports/server/payments';
import { formatOffsetDateTime, timeZone } from '#domain/availability/time-zone';
import { formatPrice } from '#domain/money/format-price';
import { htmlText } from '#domain/shared/html-text';
import { REJECTION_REASONS, type RejectionReason } from '#domain/payment/payment-lifecycle';
import { sandboxTexts } from '#i18n/sandbox';
import { translations } from '#i18n/translator';
import type { Language } from './language';

// The sandbox provider's payment page (ADR 0042), the one HTML page the server renders: a tester
// pays a booking transaction in the company's currency — Approve, or Reject with a reason. Every
// value is escaped; the page is a form posting to POST /payments/sandbox/checkout, so it works
// without scripts (the server's CSP allows none inline anyway).

const sandbox = translations('sandbox', sandboxTexts);

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
  const t = sandbox(language);
  const zone = timeZone(payment.locationTimeZone);
  const expires = zone.isOk()
    ? formatOffsetDateTime(zone.value, payment.expiresAt)
    : new Date(payment.expiresAt).toISOString();
  const amount = `${formatPrice(payment.amount, payment.companyCurrency)} ${payment.currency}`;
  const hidden = `<input type="hidden" name="b" value="${htmlText(payment.trxId)}">\n<input type="hidden" name="t" value="${htmlText(accessToken)}">`;
  const reasons = REJECTION_REASONS.map(
    (reason: RejectionReason) => `<option value="${reason}">${htmlText(t(`reason.${reason}`))}</option>`,
  ).join('');
  return page(
    language,
    t('title'),
    `<h1>${htmlText(t('title'))}</h1>
<p>${htmlText(t('intro'))}</p>
<dl>
<dt>${htmlText(t('company'))}</dt><dd>${htmlText(payment.companyName)}</dd>
<dt>${htmlText(t('services'))}</dt><dd>${htmlText(payment.serviceNames.join(', '))}</dd>
<dt>${htmlText(t('amount'))}</dt><dd data-testid="sandbox-amount">${htmlText(amount)}${payment.downPayment ? `<br>${htmlText(t('downPayment'))}` : ''}</dd>
<dt>${htmlText(t('expires'))}</dt><dd><time datetime="${htmlText(expires)}">${htmlText(expires.replace('T', ' ').slice(0, 16))}</time></dd>
</dl>
<form method="post" action="/payments/sandbox/checkout">
${hidden}
<input type="hidden" name="decision" value="approve">
<button type="submit" class="approve">${htmlText(t('approve'))}</button>
</form>
<form method="post" action="/payments/sandbox/checkout">
${hidden}
<input type="hidden" name="decision" value="reject">
<fieldset>
<legend>${htmlText(t('reject'))}</legend>
<label for="reason">${htmlText(t('reason'))}</label>
<select id="reason" name="reason">${reasons}</select>
<button type="submit" class="reject">${htmlText(t('reject'))}</button>
</fieldset>
</form>`,
  );
}

/** The page for a transaction with no payment. */
export function paymentNotFoundPage(language: Language): string {
  const t = sandbox(language);
  return page(
    language,
    t('notFoundTitle'),
    `<h1>${htmlText(t('notFoundTitle'))}</h1>\n<p>${htmlText(t('notFound'))}</p>`,
  );
}

/** The page the server's own failure answers instead of the payment page: it failed, or its database is out of reach for a moment (docs/adr/0049). */
export function serverFailurePage(kind: 'unexpected' | 'unavailable', language: Language): string {
  const t = sandbox(language);
  const [title, message] =
    kind === 'unavailable' ? [t('unavailableTitle'), t('unavailable')] : [t('unexpectedTitle'), t('unexpected')];
  return page(language, title, `<h1>${htmlText(title)}</h1>\n<p>${htmlText(message)}</p>`);
}
