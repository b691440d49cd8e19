import { useSignals } from '@preact/signals-react/runtime';
import { Checkbox } from '../../../../components/checkbox';
import { RadioGroup } from '../../../../components/radio-group';
import { TextField } from '../../../../components/text-field';
import { useTranslation } from '../../../../i18n/use-translation';
import type { WizardModel } from '../../wizard-model';
import type { ClientFormLabels } from './client-form-labels';
import { useErrorText } from './use-error-text';

// The client's id number, gender, note and the terms (booking-wizard §2), each when the company shows it.

interface FieldProps {
  readonly model: WizardModel;
  readonly labels: ClientFormLabels;
}

/** The id number, under the company's label or the country's document (the RUT in Chile). */
export function IdentificationField({ model, labels }: FieldProps) {
  useSignals();
  const { t } = useTranslation();
  const errorText = useErrorText(model);
  const { form } = model;
  if (!labels.shown('identificationNumber')) return null;
  const locked = form.locked.has('identificationNumber');
  return (
    <TextField
      label={labels.idLabel}
      value={form.values.value.identificationNumber}
      isRequired={labels.required('identificationNumber')}
      isReadOnly={locked}
      {...(locked ? { description: t('CLIENT_FORM.LOCKED') } : {})}
      autoComplete="off"
      onChange={(typed) => {
        form.setText('identificationNumber', typed);
      }}
      onBlur={() => {
        form.leave('identificationNumber');
      }}
      error={errorText(form.errorOf('identificationNumber'))}
    />
  );
}

export function GenderField({ model, labels }: FieldProps) {
  useSignals();
  const { t } = useTranslation();
  const errorText = useErrorText(model);
  const { form } = model;
  if (!labels.shown('gender')) return null;
  const gender = form.values.value.gender;
  return (
    <RadioGroup<'0' | '1' | '2'>
      label={labels.labelOf('gender', 'CLIENT_FORM.GENDER')}
      orientation="horizontal"
      isRequired={labels.required('gender')}
      value={gender === null ? null : (String(gender) as '0' | '1' | '2')}
      options={(['1', '2', '0'] as const).map((value) => ({ value, label: t(`CLIENT_FORM.GENDERS.${value}`) }))}
      onChange={(value) => {
        form.setGender(Number(value) as 0 | 1 | 2);
        form.leave('gender');
      }}
      error={errorText(form.errorOf('gender'))}
    />
  );
}

export function NotesField({ model, labels }: FieldProps) {
  useSignals();
  const { t } = useTranslation();
  const errorText = useErrorText(model);
  const { form } = model;
  if (!labels.shown('notes')) return null;
  return (
    <TextField
      label={t('CLIENT_FORM.NOTES')}
      description={t('CLIENT_FORM.NOTES_HELP')}
      multiline
      value={form.values.value.notes}
      onChange={(typed) => {
        form.setText('notes', typed);
      }}
      onBlur={() => {
        form.leave('notes');
      }}
      error={errorText(form.errorOf('notes'))}
    />
  );
}

/** The terms to accept, linked to the company's policy; a note that booking accepts them where there is no box. */
export function TermsField({ model, labels }: FieldProps) {
  useSignals();
  const { t } = useTranslation();
  const errorText = useErrorText(model);
  const { form, storefront } = model;
  if (!labels.shown('acceptedTerms'))
    return storefront.bookingInfo.workshopVariant ? null : <p className="note">{t('CLIENT_FORM.TERMS_IMPLIED')}</p>;
  return (
    <Checkbox
      isSelected={form.values.value.acceptedTerms}
      onChange={form.setAcceptedTerms}
      isRequired
      error={errorText(form.errorOf('acceptedTerms'))}
      {...(storefront.bookingInfo.policyTerm === null
        ? {}
        : {
            description: (
              <a href={storefront.bookingInfo.policyTerm} target="_blank" rel="noopener noreferrer">
                {t('CLIENT_FORM.TERMS_LINK')}
              </a>
            ),
          })}
    >
      {t('CLIENT_FORM.TERMS')}
    </Checkbox>
  );
}
