import { useSignals } from '@preact/signals-react/runtime';
import { formatPrice } from '#domain/money/format-price';
import { summaryTotal } from '#domain/money/summary-total';
import { Button } from '../../../components/button';
import { TextField } from '../../../components/text-field';
import { useTranslation } from '../../../i18n/use-translation';
import { useDictionary } from '../../../i18n/i18n';
import * as giftCardWords from '../../../i18n/dictionaries/gift-card';
import type { GiftCardCheck } from '../gift-card-model';
import type { WizardModel } from '../wizard-model';

// The summary's gift card (issue 31 "Spending"; docs/adr/0107): the client types a code, checks it,
// and sees what the card pays and what is left to pay; the booking is then created with it. The
// server decides what the card pays when it books; this says what it said it can pay now.

type RefusalKey =
  | 'GIFT_CARD.REFUSED.MALFORMED_CODE'
  | 'GIFT_CARD.REFUSED.NOT_FOUND'
  | 'GIFT_CARD.REFUSED.EXPIRED'
  | 'GIFT_CARD.REFUSED.NOT_HONOURED_HERE'
  | 'GIFT_CARD.REFUSED.VOIDED'
  | 'GIFT_CARD.REFUSED.NO_BALANCE'
  | 'GIFT_CARD.REFUSED.RATE_LIMITED'
  | 'GIFT_CARD.REFUSED.OTHER';

/** The words for the API's refusal of a code. */
function refusalKey(code: string | null): RefusalKey {
  switch (code) {
    case 'GIFT_CARD.MALFORMED_CODE':
      return 'GIFT_CARD.REFUSED.MALFORMED_CODE';
    case 'GIFT_CARD.NOT_FOUND':
      return 'GIFT_CARD.REFUSED.NOT_FOUND';
    case 'GIFT_CARD.EXPIRED':
      return 'GIFT_CARD.REFUSED.EXPIRED';
    case 'GIFT_CARD.NOT_HONOURED_HERE':
      return 'GIFT_CARD.REFUSED.NOT_HONOURED_HERE';
    case 'GIFT_CARD.VOIDED':
      return 'GIFT_CARD.REFUSED.VOIDED';
    case 'GIFT_CARD.NO_BALANCE':
      return 'GIFT_CARD.REFUSED.NO_BALANCE';
    case 'RATE.LIMITED':
      return 'GIFT_CARD.REFUSED.RATE_LIMITED';
    case null:
    default:
      return 'GIFT_CARD.REFUSED.OTHER';
  }
}

export function GiftCardField({ model }: { readonly model: WizardModel }) {
  useSignals();
  useDictionary(giftCardWords);
  const { t } = useTranslation();
  const { giftCard } = model;
  const check: GiftCardCheck = giftCard.check.value;
  const total = summaryTotal(model.reservation.value.servicesToReserve, 'regular');
  const price = (amount: number) => formatPrice(amount, model.storefront.currency);
  return (
    <section className="card" aria-labelledby="summary-gift-card">
      <h3 id="summary-gift-card">{t('GIFT_CARD.TITLE')}</h3>
      <TextField
        label={t('GIFT_CARD.CODE')}
        description={t('GIFT_CARD.DESCRIPTION')}
        value={giftCard.code.value}
        onChange={giftCard.type}
        error={check._tag === 'Refused' ? t(refusalKey(check.code)) : null}
        autoComplete="off"
        maxLength={64}
        name="gift-card-code"
      />
      <Button variant="secondary" onPress={giftCard.checkCode} isDisabled={check._tag === 'Checking'}>
        {check._tag === 'Checking' ? t('GIFT_CARD.CHECKING') : t('GIFT_CARD.CHECK')}
      </Button>
      <div role="status">
        {check._tag === 'Usable' ? (
          <>
            <p>
              {t('GIFT_CARD.USABLE', {
                lastFour: check.card.lastFour,
                amount: price(total._tag === 'Total' ? Math.min(check.card.usable, total.amount) : check.card.usable),
              })}
            </p>
            {total._tag === 'Total' ? (
              <p>{t('GIFT_CARD.LEFT_TO_PAY', { amount: price(Math.max(0, total.amount - check.card.usable)) })}</p>
            ) : null}
            <Button variant="link" onPress={giftCard.remove}>
              {t('GIFT_CARD.REMOVE')}
            </Button>
          </>
        ) : null}
      </div>
    </section>
  );
}
