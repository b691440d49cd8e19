import { formatNumber } from '#domain/money/format-price';
import type { FieldError } from '#domain/validation/field-error';
import { useTranslation } from '../../../../i18n/use-translation';
import { fieldErrorText } from '../../../../i18n/formats';
import type { WizardModel } from '../../wizard-model';

/** A field's error in the visitor's words, its numbers in the company's format (issue 20). */
export function useErrorText(model: WizardModel) {
  const { t } = useTranslation();
  const currency = model.storefront.currency;
  // A string is the API's own words on a field it refused, already in the client's language.
  return (error: FieldError | string | null): string | null =>
    error === null || typeof error === 'string'
      ? error
      : fieldErrorText(t, error, (value) => formatNumber(value, currency));
}
