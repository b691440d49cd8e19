import { useState, type ReactNode, type SyntheticEvent } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import type { ClientSideFailure } from '#application/client-side/shared/client-side-errors';
import { failureText } from '#application/client-side/booking/failure-text';
import type { PaymentOutcome } from '#application/client-side/payment/payment-outcome';
import type { Instant } from '#domain/calendar/instant';
import type { LocalDate } from '#domain/calendar/local-date';
import { minutesLeftToPay } from '#domain/payment/payment-lifecycle';
import {
  EMPTY_CARD_FORM,
  groupedCardNumber,
  typedExpiry,
  validCard,
  type CardField,
  type CardFormValues,
} from '#domain/payment/card-form';
import { Button } from '../../components/button';
import { TextField } from '../../components/text-field';
import { useStorefrontServices } from '../../shared/storefront-services';
import { failureMessage } from '../../shared/failure-message';
import { CardRefusedNotice, PaymentFailedNotice, useHoldClock } from '../../shared/payment-notices';

// The card form of the card payment page (storefront §5 "Card name, number, expiry and CVV
// required"; docs/adr/0045), whatever it pays — a booking group's payment or a gift card purchase's
// (docs/adr/0114): the same fields, checks and answers. Paid, or already settled (409), the page of
// what was paid follows; a refused card says why (the payer's notice) and keeps the form for another
// card, its number, expiry and code cleared; fields the sandbox refuses are marked; nothing typed is
// lost on a failure; once the hold ends on the page, the payer's ended notice replaces the form. A
// card expires at the end of its month as the location's calendar has it (`todayAt`).

/** The card refused, and until when the hold stands. */
export type CardRefused = Extract<PaymentOutcome, { readonly _tag: 'CardRefused' }>;

/** What the card pays, as its page describes it to the form. */
export interface CardPaymentTarget {
  /** The card page's token of the payment and the access token presented with it (ADR 0051). */
  readonly tokenData: string;
  readonly accessToken: string;
  /** When the hold ends (the API's text); null when the payment names none. */
  readonly expiresAt: string | null;
  /** The amount as the Pay button says it. */
  readonly amount: string;
  /** The page an approved card, or a payment settled meanwhile, goes to. */
  readonly paidPath: string;
  /** The location's day at `now`: when a card's month has ended. */
  readonly todayAt: (now: Instant) => LocalDate;
  /** The words a refused card's notice says the hold with (PAYMENT.CARD_REFUSED_HOLD when none). */
  readonly holdKey?: string;
  /** What the ended hold's notice says it meant (the payment's own words when none). */
  readonly consequence?: string;
  /** What the ended hold's notice offers: book again, buy again. */
  readonly afterHold: ReactNode;
}

/** The API's names of the card's fields (POST /payments/sandbox/card). */
const WIRE_FIELDS: Readonly<Partial<Record<string, CardField>>> = {
  holder_name: 'holderName',
  card_number: 'cardNumber',
  expiry: 'expiry',
  cvv: 'cvv',
};

type FieldErrors = Partial<Readonly<Record<CardField, string>>>;

type Submission =
  { readonly status: 'idle' } | { readonly status: 'paying' } | { readonly status: 'failed'; readonly message: string };

/** The form's state: what was typed, each field's error, the submission, and the card refused last. */
function useCardPayment(target: CardPaymentTarget, refusedBefore: CardRefused | null) {
  const { t } = useTranslation();
  const { cardPayments, router, announcer } = useStorefrontServices();
  const now = useHoldClock();
  const [values, setValues] = useState<CardFormValues>(EMPTY_CARD_FORM);
  const [errors, setErrors] = useState<FieldErrors>({});
  const [attempted, setAttempted] = useState(false);
  const [submission, setSubmission] = useState<Submission>({ status: 'idle' });
  const [refused, setRefused] = useState<CardRefused | null>(refusedBefore);
  const today = target.todayAt(now);

  const checked = (next: CardFormValues): FieldErrors =>
    validCard(next, today).match(
      () => ({}),
      (codes) => Object.fromEntries(Object.entries(codes).map(([field, code]) => [field, t(`CARD.ERRORS.${code}`)])),
    );
  const change = (field: CardField, typed: string) => {
    const formatted =
      field === 'cardNumber' ? groupedCardNumber(typed) : field === 'expiry' ? typedExpiry(typed) : typed;
    const next = { ...values, [field]: formatted };
    setValues(next);
    // Once the client tried to pay, each field says at once whether it is now right.
    if (attempted) setErrors(checked(next));
  };
  const failedToPay = (failure: ClientSideFailure) => {
    setSubmission({ status: 'idle' });
    const refusedFields = refusedCardFields(failure);
    const count = Object.keys(refusedFields).length;
    if (count > 0) {
      setErrors(refusedFields);
      announcer.announce(t('CARD.FIX_FIELDS', { count }), 'assertive');
      return;
    }
    // Paid meanwhile (another tab, the provider's notice): the paid thing's page says how it stands.
    if (failure._tag === 'ApiRefusal' && failure.status === 409) {
      router.navigate(target.paidPath, { replace: true });
      return;
    }
    const message = failure._tag === 'InputInvalid' ? t('ERRORS.GENERIC') : failureMessage(t, failureText(failure));
    setSubmission({ status: 'failed', message });
    announcer.announce(message, 'assertive');
  };
  const pay = (event: SyntheticEvent) => {
    event.preventDefault();
    if (submission.status === 'paying') return;
    setAttempted(true);
    const card = validCard(values, today);
    if (card.isErr()) {
      const found = checked(values);
      setErrors(found);
      announcer.announce(t('CARD.FIX_FIELDS', { count: Object.keys(found).length }), 'assertive');
      return;
    }
    setErrors({});
    setSubmission({ status: 'paying' });
    void cardPayments.payWithCard(target.tokenData, target.accessToken, card.value).match((answer) => {
      if (answer.status === 'approved') {
        router.navigate(target.paidPath);
        return;
      }
      // The hold stands: the form stays for another card, its number, expiry and code cleared.
      setSubmission({ status: 'idle' });
      setRefused(
        target.expiresAt === null
          ? null
          : { _tag: 'CardRefused', reason: answer.rejectionReason ?? 'other', expiresAt: target.expiresAt },
      );
      setValues({ ...EMPTY_CARD_FORM, holderName: values.holderName });
      setAttempted(false);
    }, failedToPay);
  };
  return { now, values, errors, submission, refused, change, pay };
}

/** The card's fields the sandbox refused (422), by the form's names. */
function refusedCardFields(failure: ClientSideFailure): FieldErrors {
  const refusedFields: Partial<Record<CardField, string>> = {};
  if (failure._tag === 'ApiRefusal' && failure.status === 422) {
    for (const attribute of failure.attributes) {
      const field = WIRE_FIELDS[attribute.field];
      if (field !== undefined) refusedFields[field] = attribute.messages.join(' ');
    }
  }
  return refusedFields;
}

/** Each field as the form shows it: its label, prompt, the browser's autofill and its length. */
const FIELDS: readonly {
  readonly field: CardField;
  readonly label: string;
  readonly numeric: boolean;
  readonly autoComplete: string;
  readonly maxLength?: number;
}[] = [
  { field: 'holderName', label: 'HOLDER_NAME', numeric: false, autoComplete: 'cc-name' },
  { field: 'cardNumber', label: 'NUMBER', numeric: true, autoComplete: 'cc-number', maxLength: 23 },
  { field: 'expiry', label: 'EXPIRY', numeric: true, autoComplete: 'cc-exp', maxLength: 5 },
  { field: 'cvv', label: 'CVV', numeric: true, autoComplete: 'cc-csc', maxLength: 4 },
];

export function CardPaymentForm({
  target,
  refusedBefore,
}: {
  readonly target: CardPaymentTarget;
  /** The card refused before the page opened, when the payment says so. */
  readonly refusedBefore: CardRefused | null;
}) {
  const { t } = useTranslation();
  const { now, values, errors, submission, refused, change, pay } = useCardPayment(target, refusedBefore);
  const expiresAt = target.expiresAt === null ? null : (Date.parse(target.expiresAt) as Instant);
  // The hold ended on this page: nothing more can be paid here.
  if (expiresAt !== null && minutesLeftToPay(expiresAt, now) === 0)
    return (
      <PaymentFailedNotice
        outcome={refused === null ? { _tag: 'PaymentExpired' } : { _tag: 'PaymentRejected', reason: refused.reason }}
        headingLevel="h2"
        focusOnShow
        {...(target.consequence === undefined ? {} : { consequence: target.consequence })}
      >
        {target.afterHold}
      </PaymentFailedNotice>
    );
  const paying = submission.status === 'paying';
  return (
    <>
      {refused === null ? null : (
        <CardRefusedNotice
          outcome={refused}
          headingLevel="h2"
          focusOnShow
          {...(target.holdKey === undefined ? {} : { holdKey: target.holdKey })}
        >
          <p>{t('PAYMENT.TRY_ANOTHER_CARD')}</p>
        </CardRefusedNotice>
      )}
      <form className="card card-payment__form" aria-labelledby="card-payment-form" noValidate onSubmit={pay}>
        <h2 id="card-payment-form">{t('CARD.FORM')}</h2>
        <p className="note">{t('CARD.SANDBOX')}</p>
        {FIELDS.map(({ field, label, numeric, autoComplete, maxLength }) => (
          <TextField
            key={field}
            label={t(`CARD.${label}`)}
            description={t(`CARD.${label}_PROMPT`)}
            value={values[field]}
            onChange={(typed) => {
              change(field, typed);
            }}
            error={errors[field] ?? null}
            isRequired
            {...(numeric ? { inputMode: 'numeric' as const } : {})}
            autoComplete={autoComplete}
            name={autoComplete}
            {...(maxLength === undefined ? {} : { maxLength })}
          />
        ))}
        {submission.status === 'failed' ? <p role="alert">{submission.message}</p> : null}
        {paying ? (
          <p id="card-payment-wait" role="status">
            {t('PAYMENT.WAIT_FOR_ANSWER')}
          </p>
        ) : null}
        <Button
          variant="primary"
          type="submit"
          isDisabled={paying}
          {...(paying ? { 'aria-describedby': 'card-payment-wait' } : {})}
        >
          {paying ? t('CARD.PAYING') : t('CARD.PAY', { amount: target.amount })}
        </Button>
      </form>
    </>
  );
}
