import { useSignals } from '@preact/signals-react/runtime';
import type { GiftCardBuyerField } from '#domain/gift-card/gift-card-order';
import { formatRutAsTyped } from '#domain/client/rut';
import { TextField, type TextFieldProps } from '../../components/text-field';
import { useTranslation } from '../../i18n/use-translation';
import { giftCardErrorText } from './gift-card-error-text';
import type { GiftCardPurchaseModel } from './gift-card-purchase-model';

// The buyer step (issue 31): the buyer's names, email and phone (always: the purchase requires them,
// gift-card-purchase.ts), and their identification as the company's client form asks for it
// (clientFormLayout, as the booking wizard's form) — a RUT in Chile, formatted as typed as the
// wizard's is. The phone keeps the company's label when it gave one.

/** The company's own label for a field, when it gave one that is not blank. */
const ownLabel = (label: string | null) => (label === null || label.trim() === '' ? null : label);

export function BuyerStep({ model }: { readonly model: GiftCardPurchaseModel }) {
  useSignals();
  const { t } = useTranslation();
  const buyer = model.buyer.value;
  const { phone, identificationNumber } = model.buyerLayout;
  const chile = model.storefront.location.countryCode.toLowerCase() === 'cl';
  const field = (name: GiftCardBuyerField, label: string): TextFieldProps => ({
    label: label,
    value: buyer[name],
    onChange: (typed) => {
      model.setBuyer(name, name === 'identificationNumber' && chile ? formatRutAsTyped(typed) : typed);
    },
    onBlur: () => {
      model.leave(name);
    },
    error: giftCardErrorText(t, model.buyerErrorOf(name), model.storefront.currency),
  });
  return (
    <div className="gift-card-step">
      <div className="field-row">
        <TextField {...field('firstName', t('GIFT_CARDS.FIRST_NAME'))} isRequired autoComplete="given-name" />
        <TextField {...field('lastName', t('GIFT_CARDS.LAST_NAME'))} isRequired autoComplete="family-name" />
      </div>
      <TextField
        {...field('email', t('GIFT_CARDS.EMAIL'))}
        description={t('GIFT_CARDS.EMAIL_HINT')}
        isRequired
        type="email"
        autoComplete="email"
      />
      <TextField
        {...field('phone', ownLabel(phone.label) ?? t('GIFT_CARDS.PHONE'))}
        isRequired
        type="tel"
        autoComplete="tel"
      />
      {identificationNumber.shown ? (
        <TextField
          {...field('identificationNumber', ownLabel(identificationNumber.label) ?? t('GIFT_CARDS.IDENTIFICATION'))}
          isRequired={identificationNumber.required}
        />
      ) : null}
    </div>
  );
}
