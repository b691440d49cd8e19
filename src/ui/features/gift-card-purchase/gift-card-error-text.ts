import type { CurrencyFormat } from '#domain/money/currency-format';
import { formatNumber, formatPrice } from '#domain/money/format-price';
import type { GiftCardFieldError } from '#domain/gift-card/gift-card-order';
import { fieldErrorText } from '../../i18n/formats';
import type { TFunction } from '../../i18n/translator';

/** A field's error in the visitor's words, its amounts in the company's currency format. */
export function giftCardErrorText(t: TFunction, error: GiftCardFieldError | null, currency: CurrencyFormat) {
  if (error === null) return null;
  switch (error._tag) {
    case 'FieldError':
      return fieldErrorText(t, error, (value) => formatNumber(value, currency));
    case 'SendDayPast':
      return t('GIFT_CARDS.ERRORS.SEND_DAY_PAST');
    case 'GiftCardAmountRefused':
      switch (error.code) {
        case 'GIFT_CARD.AMOUNT_OUT_OF_RANGE':
          return t('GIFT_CARDS.ERRORS.OUT_OF_RANGE', {
            minimum: formatPrice(error.minimum, currency),
            maximum: formatPrice(error.maximum, currency),
          });
        case 'GIFT_CARD.AMOUNT_NOT_LISTED':
          return t('GIFT_CARDS.ERRORS.NOT_LISTED');
        case 'GIFT_CARD.CHOICE_NOT_OFFERED':
          return t('GIFT_CARDS.ERRORS.NOT_OFFERED');
        case 'GIFT_CARD.AMOUNT_NOT_MONEY':
          return t('GIFT_CARDS.ERRORS.NOT_MONEY');
      }
      return error satisfies never;
  }
}
