import { useSignals } from '@preact/signals-react/runtime';
import type { CustomAttribute } from '#domain/client/custom-attribute';
import { Checkbox } from '../../../../components/checkbox';
import { DateField } from '../../../../components/date-field';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { useTranslation } from '../../../../i18n/use-translation';
import { useStorefrontLocale } from '../../../../shared/use-locale';
import type { WizardModel } from '../../wizard-model';
import { useErrorText } from './use-error-text';

/** One of the company's own questions (booking-wizard §2), answered by the input its type asks for. */
export function CustomAttributeField({
  model,
  attribute,
}: {
  readonly model: WizardModel;
  readonly attribute: CustomAttribute;
}) {
  useSignals();
  const { t } = useTranslation();
  const errorText = useErrorText(model);
  const { form } = model;
  const key = form.customKey(attribute);
  const answer = form.values.value.customAttributes[attribute.slug] ?? null;
  const error = errorText(form.errorOf(key));
  const required = attribute.mandatoryOnWorkflow;
  const leave = () => {
    form.leave(key);
  };
  const locale = useStorefrontLocale(form.countryCode);
  switch (attribute.type) {
    case 'boolean':
      return (
        <Checkbox
          isSelected={answer === true}
          onChange={(selected) => {
            form.setCustom(attribute.slug, selected);
            form.leave(key);
          }}
          error={error}
          isRequired={required}
        >
          {attribute.name}
        </Checkbox>
      );
    case 'categoric':
      return (
        <SelectField
          label={attribute.name}
          placeholder={t('CLIENT_FORM.CHOOSE')}
          value={typeof answer === 'string' && answer !== '' ? answer : null}
          options={attribute.categories.map((category) => ({ value: category, label: category }))}
          onChange={(value) => {
            form.setCustom(attribute.slug, value);
            form.leave(key);
          }}
          error={error}
          isRequired={required}
        />
      );
    case 'date':
      // In the locale's order, as the built-in birth date (issue 20); the label is the company's own.
      return (
        <DateField
          label={attribute.name}
          value={typeof answer === 'string' ? answer : ''}
          locale={locale}
          isRequired={required}
          onChange={(typed) => {
            form.setCustom(attribute.slug, typed);
          }}
          onBlur={leave}
          error={error}
        />
      );
    case 'text':
    case 'textarea':
    case 'integer':
    case 'float':
    case 'datetime':
      return <CustomTextAnswer model={model} attribute={attribute} />;
  }
}

/** A question answered in words or numbers, typed. */
function CustomTextAnswer({ model, attribute }: { readonly model: WizardModel; readonly attribute: CustomAttribute }) {
  useSignals();
  const errorText = useErrorText(model);
  const { form } = model;
  const key = form.customKey(attribute);
  const answer = form.values.value.customAttributes[attribute.slug] ?? null;
  return (
    <TextField
      label={attribute.name}
      value={answer === null ? '' : String(answer)}
      multiline={attribute.type === 'textarea'}
      type="text"
      {...(attribute.type === 'integer'
        ? { inputMode: 'numeric' as const }
        : attribute.type === 'float'
          ? { inputMode: 'decimal' as const }
          : {})}
      {...(attribute.type === 'datetime' ? { description: 'DD-MM-YYYY HH:mm' } : {})}
      onChange={(typed) => {
        form.setCustom(attribute.slug, typed);
      }}
      onBlur={() => {
        form.leave(key);
      }}
      error={errorText(form.errorOf(key))}
      isRequired={attribute.mandatoryOnWorkflow}
    />
  );
}
