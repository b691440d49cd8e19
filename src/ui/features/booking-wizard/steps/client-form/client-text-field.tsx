import { useSignals } from '@preact/signals-react/runtime';
import { DateField } from '../../../../components/date-field';
import { TextField } from '../../../../components/text-field';
import { useTranslation } from '../../../../i18n/use-translation';
import { useStorefrontLocale } from '../../../../shared/use-locale';
import type { TextField as FormTextField } from '../../client-form-model';
import type { WizardModel } from '../../wizard-model';
import type { ClientFormLabels } from './client-form-labels';
import { useErrorText } from './use-error-text';

/** One of the client's fields typed as text, with how it is typed. */
export interface TextEntry {
  readonly field: FormTextField;
  readonly label: string;
  readonly type?: 'email';
  readonly inputMode?: 'numeric';
  readonly autoComplete?: string;
}

export const TEXT_FIELDS = {
  firstName: { field: 'firstName', label: 'CLIENT_FORM.FIRST_NAME', autoComplete: 'given-name' },
  lastName: { field: 'lastName', label: 'CLIENT_FORM.LAST_NAME', autoComplete: 'family-name' },
  email: { field: 'email', label: 'CLIENT_FORM.EMAIL', type: 'email', autoComplete: 'email' },
} as const satisfies Record<string, TextEntry>;

export const MORE_TEXT_FIELDS: readonly TextEntry[] = [
  { field: 'address', label: 'CLIENT_FORM.ADDRESS', autoComplete: 'street-address' },
  { field: 'birthDate', label: 'CLIENT_FORM.BIRTH_DATE', autoComplete: 'bday' },
  { field: 'age', label: 'CLIENT_FORM.AGE', inputMode: 'numeric' },
  { field: 'recordNumber', label: 'CLIENT_FORM.RECORD_NUMBER', inputMode: 'numeric' },
  { field: 'city', label: 'CLIENT_FORM.CITY', autoComplete: 'address-level2' },
  { field: 'district', label: 'CLIENT_FORM.DISTRICT', autoComplete: 'address-level3' },
];

/** A text field of the client's when the company shows it; the birth date in the storefront locale's order. */
export function ClientTextField({
  model,
  labels,
  entry,
}: {
  readonly model: WizardModel;
  readonly labels: ClientFormLabels;
  readonly entry: TextEntry;
}) {
  useSignals();
  const { t } = useTranslation();
  const errorText = useErrorText(model);
  const { form } = model;
  const values = form.values.value;
  const locale = useStorefrontLocale(form.countryCode);
  if (!labels.shown(entry.field)) return null;
  const autoComplete = entry.autoComplete === undefined ? {} : { autoComplete: entry.autoComplete };
  if (entry.field === 'birthDate')
    return (
      // The built-in birth date in the order of the storefront's locale, not the browser's (issue 20).
      <DateField
        label={labels.labelOf(entry.field, entry.label)}
        value={values.birthDate}
        locale={locale}
        isRequired={labels.required(entry.field)}
        {...autoComplete}
        onChange={(typed) => {
          form.setText('birthDate', typed);
        }}
        onBlur={() => {
          form.leave('birthDate');
        }}
        error={errorText(form.errorOf('birthDate'))}
      />
    );
  const locked = form.locked.has(entry.field as 'email');
  return (
    <TextField
      label={labels.labelOf(entry.field, entry.label)}
      value={values[entry.field]}
      isRequired={labels.required(entry.field)}
      isReadOnly={locked}
      {...(locked ? { description: t('CLIENT_FORM.LOCKED') } : {})}
      {...(entry.type === undefined ? {} : { type: entry.type })}
      {...(entry.inputMode === undefined ? {} : { inputMode: entry.inputMode })}
      {...autoComplete}
      onChange={(typed) => {
        form.setText(entry.field, typed);
      }}
      onBlur={() => {
        form.leave(entry.field);
      }}
      error={errorText(form.errorOf(entry.field))}
    />
  );
}
