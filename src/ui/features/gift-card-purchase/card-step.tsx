import { useSignals } from '@preact/signals-react/runtime';
import { formatPrice } from '#domain/money/format-price';
import { GIFT_CARD_MESSAGE_MAX_LENGTH, type GiftCardCardField } from '#domain/gift-card/gift-card-order';
import { DateField } from '../../components/date-field';
import { RadioGroup } from '../../components/radio-group';
import { TextField } from '../../components/text-field';
import { useTranslation } from '../../i18n/use-translation';
import { useStorefrontLocale } from '../../shared/use-locale';
import { giftCardErrorText } from './gift-card-error-text';
import type { GiftCardPurchaseModel } from './gift-card-purchase-model';

// The card step (issue 31): what the card is worth — a listed amount, another amount within the
// product's range, or the service it is worth — for whom, a message, and when it is mailed.

function AmountFields({ model }: { readonly model: GiftCardPurchaseModel }) {
  useSignals();
  const { t } = useTranslation();
  const { worth } = model.product;
  const { currency } = model.storefront;
  const price = (amount: number) => formatPrice(amount, currency);
  const card = model.card.value;
  const error = giftCardErrorText(t, model.cardErrorOf('amount'), currency);
  if (worth._tag === 'ServiceWorth')
    return (
      <p className="gift-card-step__worth">
        {t('GIFT_CARDS.WORTH', { service: worth.serviceName, price: price(worth.price) })}
      </p>
    );
  const both = worth.fixed.length > 0 && worth.free !== null;
  return (
    <>
      {both ? (
        <RadioGroup
          label={t('GIFT_CARDS.AMOUNT_WAY')}
          isRequired
          value={card.amountWay}
          options={[
            { value: 'fixed', label: t('GIFT_CARDS.FIXED') },
            { value: 'free', label: t('GIFT_CARDS.FREE') },
          ]}
          onChange={(way) => {
            model.setCard('amountWay', way);
          }}
          error={card.amountWay === null ? error : null}
        />
      ) : null}
      {card.amountWay === 'fixed' ? (
        <RadioGroup
          label={t('GIFT_CARDS.FIXED_AMOUNT')}
          isRequired
          value={card.fixedAmount === null ? null : String(card.fixedAmount)}
          options={worth.fixed.map((amount) => ({ value: String(amount), label: price(amount) }))}
          onChange={(amount) => {
            model.setCard('fixedAmount', Number(amount));
          }}
          error={error}
        />
      ) : null}
      {card.amountWay === 'free' && worth.free !== null ? (
        <TextField
          label={t('GIFT_CARDS.FREE_AMOUNT_FIELD', {
            minimum: price(worth.free.minimum),
            maximum: price(worth.free.maximum),
          })}
          isRequired
          inputMode="decimal"
          value={card.freeAmount}
          onChange={(typed) => {
            model.setCard('freeAmount', typed);
          }}
          onBlur={() => {
            model.leave('amount');
          }}
          error={error}
        />
      ) : null}
    </>
  );
}

function SendFields({ model }: { readonly model: GiftCardPurchaseModel }) {
  useSignals();
  const { t } = useTranslation();
  const locale = useStorefrontLocale(model.storefront.location.countryCode);
  const card = model.card.value;
  return (
    <>
      <RadioGroup
        label={t('GIFT_CARDS.SEND_WHEN')}
        value={card.sendWhen}
        options={[
          { value: 'now', label: t('GIFT_CARDS.SEND_NOW') },
          { value: 'onDay', label: t('GIFT_CARDS.SEND_ON_DAY') },
        ]}
        onChange={(when) => {
          model.setCard('sendWhen', when);
        }}
      />
      {card.sendWhen === 'onDay' ? (
        <DateField
          label={t('GIFT_CARDS.SEND_ON')}
          description={t('GIFT_CARDS.SEND_ON_HINT')}
          isRequired
          locale={locale}
          value={card.sendOn}
          onChange={(typed) => {
            model.setCard('sendOn', typed);
          }}
          onBlur={() => {
            model.leave('sendOn');
          }}
          error={giftCardErrorText(t, model.cardErrorOf('sendOn'), model.storefront.currency)}
        />
      ) : null}
    </>
  );
}

export function CardStep({ model }: { readonly model: GiftCardPurchaseModel }) {
  useSignals();
  const { t } = useTranslation();
  const card = model.card.value;
  const errorOf = (field: GiftCardCardField) =>
    giftCardErrorText(t, model.cardErrorOf(field), model.storefront.currency);
  const text = (field: 'consumerName' | 'consumerEmail' | 'message') => ({
    value: card[field],
    onChange: (typed: string) => {
      model.setCard(field, typed);
    },
    onBlur: () => {
      model.leave(field);
    },
    error: errorOf(field),
  });
  return (
    <div className="gift-card-step">
      <AmountFields model={model} />
      <TextField
        label={t('GIFT_CARDS.CONSUMER_NAME')}
        description={t('GIFT_CARDS.CONSUMER_NAME_HINT')}
        isRequired
        {...text('consumerName')}
      />
      <TextField
        label={t('GIFT_CARDS.CONSUMER_EMAIL')}
        description={t('GIFT_CARDS.CONSUMER_EMAIL_HINT')}
        isRequired
        type="email"
        {...text('consumerEmail')}
      />
      <TextField
        label={t('GIFT_CARDS.MESSAGE')}
        description={t('GIFT_CARDS.MESSAGE_COUNT', {
          count: card.message.length,
          max: GIFT_CARD_MESSAGE_MAX_LENGTH,
        })}
        multiline
        {...text('message')}
      />
      <SendFields model={model} />
    </div>
  );
}
