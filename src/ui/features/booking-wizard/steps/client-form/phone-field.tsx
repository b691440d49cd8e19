import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { SelectField } from '../../../../components/select-field';
import { TextField } from '../../../../components/text-field';
import { countryName } from '../../../../i18n/formats';
import { useTranslation } from '../../../../i18n/use-translation';
import { joinPhone, PHONE_COUNTRIES, phoneCountryFor, splitPhone } from '../../phone-countries';
import type { WizardModel } from '../../wizard-model';
import { useErrorText } from './use-error-text';

/** A phone with a country picker, the number typed beside it (booking-wizard §2), and the hint for Argentina. */
export function PhoneField({
  model,
  field,
  label,
  isRequired,
}: {
  readonly model: WizardModel;
  readonly field: 'phone' | 'secondPhone';
  readonly label: string;
  readonly isRequired: boolean;
}) {
  useSignals();
  const { t, i18n } = useTranslation();
  const errorText = useErrorText(model);
  const { form } = model;
  const preselected = phoneCountryFor(form.countryCode);
  const whole = form.values.value[field];
  const [country, setCountry] = useState(() => splitPhone(whole, preselected).country);
  const number = splitPhone(whole, country).number;
  const locked = form.locked.has(field as 'phone');
  return (
    <div className="phone-field" role="group" aria-label={label}>
      <SelectField
        className="phone-field__country"
        label={t('CLIENT_FORM.PHONE_COUNTRY', { field: label })}
        value={country.code}
        options={PHONE_COUNTRIES.map((option) => ({
          value: option.code,
          label: `${countryName(option.code, i18n.language)} (${option.dial})`,
        }))}
        onChange={(code) => {
          const chosen = PHONE_COUNTRIES.find((option) => option.code === code) ?? preselected;
          setCountry(chosen);
          form.setText(field, joinPhone(chosen, number));
        }}
      />
      <TextField
        className="phone-field__number"
        label={t('CLIENT_FORM.PHONE_NUMBER', { field: label })}
        type="tel"
        inputMode="tel"
        autoComplete={field === 'phone' ? 'tel-national' : 'off'}
        value={number}
        isRequired={isRequired}
        isReadOnly={locked}
        onChange={(typed) => {
          form.setText(field, joinPhone(country, typed));
        }}
        onBlur={() => {
          form.leave(field);
        }}
        error={errorText(form.errorOf(field))}
        {...(country.code === 'ar'
          ? { description: t('CLIENT_FORM.PHONE_HINT_AR') }
          : locked
            ? { description: t('CLIENT_FORM.LOCKED') }
            : {})}
      />
    </div>
  );
}
