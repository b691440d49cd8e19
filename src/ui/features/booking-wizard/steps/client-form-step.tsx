import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../../i18n/use-translation';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import type { ClientFormField } from '#domain/client/client-form';
import { formatNumber } from '#domain/money/format-price';
import type { CustomAttribute } from '#domain/client/custom-attribute';
import { companyWordsFit, identityDocument, identityDocumentLabel } from '#domain/storefront/country-locale';
import type { FieldError } from '#domain/validation/field-error';
import type { YesNo } from '#domain/workshop/record-history';
import { Checkbox } from '../../../components/checkbox';
import { DateField } from '../../../components/date-field';
import { RadioGroup } from '../../../components/radio-group';
import { SelectField } from '../../../components/select-field';
import { TextField } from '../../../components/text-field';
import { fieldErrorText, translated } from '../../../i18n/formats';
import { baseLanguage } from '../../../i18n/i18n';
import { useStorefrontLocale } from '../../../shared/use-locale';
import type { TextField as FormTextField } from '../client-form-model';
import { joinPhone, PHONE_COUNTRIES, phoneCountryFor, splitPhone } from '../phone-countries';
import { ServicesPanel } from '../services-panel';
import { StepHeading } from '../step-heading';
import type { WizardModel } from '../wizard-model';

// The client form step (booking-wizard §2 Client form step, §5): the fields the company shows, its
// custom questions, the RUT formatted as typed in Chile, a country picker on phones (with the hint
// for Argentina), the workshop's vehicle and record, notes and terms; the reservation summary in an
// accordion below 1200 px. Errors show under each field once it was left.

/** A field's error in the visitor's words, its numbers in the company's format (issue 20). */
function useErrorText(model: WizardModel) {
  const { t } = useTranslation();
  const currency = model.storefront.currency;
  // A string is the API's own words on a field it refused, already in the client's language.
  return (error: FieldError | string | null): string | null =>
    error === null || typeof error === 'string'
      ? error
      : fieldErrorText(t, error, (value) => formatNumber(value, currency));
}

function PhoneField({
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
  const { t } = useTranslation();
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
        options={PHONE_COUNTRIES.map((option) => ({ value: option.code, label: `${option.name} (${option.dial})` }))}
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

function CustomAttributeField({
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
    case 'datetime': {
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
          onBlur={leave}
          error={error}
          isRequired={required}
        />
      );
    }
  }
}

function WorkshopFields({ model }: { readonly model: WizardModel }) {
  useSignals();
  const { t } = useTranslation();
  const kilometres = (km: number) => formatNumber(km, model.storefront.currency);
  const errorText = useErrorText(model);
  const { form } = model;
  const vehicle = form.vehicle.value;
  const lookup = form.vehicleLookup.value;
  const onRecord = lookup.status === 'ready' ? lookup.value : null;
  const yesNo = [
    { value: 'yes' as const, label: t('CLIENT_FORM.YES') },
    { value: 'no' as const, label: t('CLIENT_FORM.NO') },
  ];
  const setRecord = (record: Partial<typeof vehicle.record>) => {
    form.setVehicle({ record });
  };
  return (
    <fieldset className="fieldset">
      <legend>{t('WORKSHOP.VEHICLE')}</legend>
      <TextField
        label={t('WORKSHOP.PLATE')}
        value={vehicle.plate}
        isRequired
        autoComplete="off"
        description={t('WORKSHOP.PLATE_HELP')}
        onChange={(plate) => {
          form.setVehicle({ plate });
        }}
        onBlur={() => {
          form.leave('plate');
        }}
        error={errorText(form.workshopErrorOf('plate'))}
      />
      <p role="status" className="note">
        {lookup.status === 'loading'
          ? t('WORKSHOP.LOOKING_UP')
          : lookup.status === 'failed'
            ? t('WORKSHOP.LOOKUP_FAILED')
            : lookup.status === 'ready'
              ? onRecord === null
                ? t('WORKSHOP.NOT_FOUND')
                : t('WORKSHOP.FOUND', {
                    brand: onRecord.brand,
                    model: onRecord.model,
                    year: onRecord.year,
                    km: kilometres(onRecord.lastMileage),
                  })
              : ''}
      </p>
      {lookup.status === 'ready' && onRecord === null ? (
        <div className="field-row">
          <TextField
            label={t('WORKSHOP.BRAND')}
            value={vehicle.brand}
            isRequired
            onChange={(brand) => {
              form.setVehicle({ brand });
            }}
            onBlur={() => {
              form.leave('brand');
            }}
            error={errorText(form.workshopErrorOf('brand'))}
          />
          <TextField
            label={t('WORKSHOP.MODEL')}
            value={vehicle.model}
            isRequired
            onChange={(modelName) => {
              form.setVehicle({ model: modelName });
            }}
            onBlur={() => {
              form.leave('model');
            }}
            error={errorText(form.workshopErrorOf('model'))}
          />
          <TextField
            label={t('WORKSHOP.YEAR')}
            value={vehicle.year}
            isRequired
            inputMode="numeric"
            onChange={(year) => {
              form.setVehicle({ year });
            }}
            onBlur={() => {
              form.leave('year');
            }}
            error={errorText(form.workshopErrorOf('year'))}
          />
        </div>
      ) : null}
      <TextField
        label={t('WORKSHOP.CURRENT_MILEAGE')}
        value={vehicle.record.currentMileage}
        isRequired
        inputMode="numeric"
        {...(onRecord === null
          ? {}
          : { description: t('WORKSHOP.PREVIOUS_MILEAGE', { km: kilometres(onRecord.lastMileage) }) })}
        onChange={(currentMileage) => {
          setRecord({ currentMileage });
        }}
        onBlur={() => {
          form.leave('current_mileage');
        }}
        error={errorText(form.workshopErrorOf('current_mileage'))}
      />
      <RadioGroup<YesNo>
        label={t('WORKSHOP.PRESENTS_REPAIRS')}
        orientation="horizontal"
        isRequired
        options={yesNo}
        value={vehicle.record.presentsRepairs}
        onChange={(presentsRepairs) => {
          setRecord({ presentsRepairs });
          form.leave('presents_repairs');
        }}
        error={errorText(form.workshopErrorOf('presents_repairs'))}
      />
      <RadioGroup<YesNo>
        label={t('WORKSHOP.PRESENTS_CLAIMS')}
        orientation="horizontal"
        isRequired
        options={yesNo}
        value={vehicle.record.presentsClaims}
        onChange={(presentsClaims) => {
          setRecord({ presentsClaims });
          form.leave('presents_claims');
        }}
        error={errorText(form.workshopErrorOf('presents_claims'))}
      />
      {vehicle.record.presentsClaims === 'yes' ? (
        <TextField
          label={t('WORKSHOP.CLAIM_NUMBER')}
          value={vehicle.record.claimNumber}
          isRequired
          onChange={(claimNumber) => {
            setRecord({ claimNumber });
          }}
          onBlur={() => {
            form.leave('claim_number');
          }}
          error={errorText(form.workshopErrorOf('claim_number'))}
        />
      ) : null}
      <fieldset className="fieldset fieldset--inner">
        <legend>{t('WORKSHOP.DOCUMENTS')}</legend>
        <Checkbox
          isSelected={vehicle.record.simpleSwornStatement}
          onChange={(simpleSwornStatement) => {
            setRecord({ simpleSwornStatement });
          }}
        >
          {t('WORKSHOP.SIMPLE_SWORN_STATEMENT')}
        </Checkbox>
        <Checkbox
          isSelected={vehicle.record.vehicleDocuments}
          onChange={(vehicleDocuments) => {
            setRecord({ vehicleDocuments });
          }}
        >
          {t('WORKSHOP.VEHICLE_DOCUMENTS')}
        </Checkbox>
        <Checkbox
          isSelected={vehicle.record.validLicense}
          onChange={(validLicense) => {
            setRecord({ validLicense });
          }}
        >
          {t('WORKSHOP.VALID_LICENSE')}
        </Checkbox>
        <Checkbox
          isSelected={vehicle.record.complaintForm}
          onChange={(complaintForm) => {
            setRecord({ complaintForm });
          }}
        >
          {t('WORKSHOP.COMPLAINT_FORM')}
        </Checkbox>
        <Checkbox
          isSelected={vehicle.record.validIdentityCard}
          onChange={(validIdentityCard) => {
            setRecord({ validIdentityCard });
          }}
        >
          {t('WORKSHOP.VALID_IDENTITY_CARD')}
        </Checkbox>
      </fieldset>
      <TextField
        label={t('WORKSHOP.COMPANY_NAME')}
        value={vehicle.record.salfaCompanyName}
        onChange={(salfaCompanyName) => {
          setRecord({ salfaCompanyName });
        }}
      />
    </fieldset>
  );
}

const TEXT_FIELDS: readonly {
  readonly field: FormTextField;
  readonly label: string;
  readonly type?: 'email';
  readonly inputMode?: 'numeric';
  readonly autoComplete?: string;
}[] = [
  { field: 'firstName', label: 'CLIENT_FORM.FIRST_NAME', autoComplete: 'given-name' },
  { field: 'lastName', label: 'CLIENT_FORM.LAST_NAME', autoComplete: 'family-name' },
  { field: 'email', label: 'CLIENT_FORM.EMAIL', type: 'email', autoComplete: 'email' },
];

const MORE_TEXT_FIELDS: readonly {
  readonly field: FormTextField;
  readonly label: string;
  readonly inputMode?: 'numeric';
  readonly autoComplete?: string;
}[] = [
  { field: 'address', label: 'CLIENT_FORM.ADDRESS', autoComplete: 'street-address' },
  { field: 'birthDate', label: 'CLIENT_FORM.BIRTH_DATE', autoComplete: 'bday' },
  { field: 'age', label: 'CLIENT_FORM.AGE', inputMode: 'numeric' },
  { field: 'recordNumber', label: 'CLIENT_FORM.RECORD_NUMBER', inputMode: 'numeric' },
  { field: 'city', label: 'CLIENT_FORM.CITY', autoComplete: 'address-level2' },
  { field: 'district', label: 'CLIENT_FORM.DISTRICT', autoComplete: 'address-level3' },
];

export function ClientFormStep({ model }: { readonly model: WizardModel }) {
  useSignals();
  const { t, i18n } = useTranslation();
  const errorText = useErrorText(model);
  const { form, storefront } = model;
  const layout = form.layout.value;
  const values = form.values.value;
  const shown = (field: ClientFormField) => layout.fields[field].shown;
  const required = (field: ClientFormField) => layout.fields[field].required;
  const wordsFit = companyWordsFit(baseLanguage(i18n.language), form.countryCode);
  const labelOf = (field: ClientFormField, key: string): string => {
    // The company's own label, when it gave one that says something in the language the visitor reads.
    const given = layout.fields[field].label;
    return given === null || given.trim() === '' || !wordsFit ? translated(t, key) : given;
  };
  const locale = useStorefrontLocale(form.countryCode);
  const single = model.reservation.value.servicesToReserve.length === 1;
  const wide = model.reservation.value.context.screen === 'desktop';
  const text = (entry: (typeof TEXT_FIELDS)[number]) =>
    !shown(entry.field) ? null : entry.field === 'birthDate' ? (
      // The built-in birth date in the order of the storefront's locale, not the browser's (issue 20).
      <DateField
        key={entry.field}
        label={labelOf(entry.field, entry.label)}
        value={values.birthDate}
        locale={locale}
        isRequired={required(entry.field)}
        {...(entry.autoComplete === undefined ? {} : { autoComplete: entry.autoComplete })}
        onChange={(typed) => {
          form.setText('birthDate', typed);
        }}
        onBlur={() => {
          form.leave('birthDate');
        }}
        error={errorText(form.errorOf('birthDate'))}
      />
    ) : (
      <TextField
        key={entry.field}
        label={labelOf(entry.field, entry.label)}
        value={values[entry.field]}
        isRequired={required(entry.field)}
        isReadOnly={form.locked.has(entry.field as 'email')}
        {...(form.locked.has(entry.field as 'email') ? { description: t('CLIENT_FORM.LOCKED') } : {})}
        {...(entry.type === undefined ? {} : { type: entry.type })}
        {...(entry.inputMode === undefined ? {} : { inputMode: entry.inputMode })}
        {...(entry.autoComplete === undefined ? {} : { autoComplete: entry.autoComplete })}
        onChange={(typed) => {
          form.setText(entry.field, typed);
        }}
        onBlur={() => {
          form.leave(entry.field);
        }}
        error={errorText(form.errorOf(entry.field))}
      />
    );
  const idGiven = wordsFit ? layout.fields.identificationNumber.label : null;
  // The company's own label, else the country's document by its name (storefront §9), else the words for one.
  const document = identityDocument(form.countryCode);
  const idLabel =
    idGiven !== null && idGiven.trim() !== ''
      ? idGiven
      : document === null
        ? translated(t, 'CLIENT_FORM.ID')
        : identityDocumentLabel(document);
  return (
    <section className="step client-form-step" aria-labelledby="client-form-title">
      <StepHeading id="client-form-title" visit={model.stepVisits.value}>
        {t('CLIENT_FORM.TITLE')}
      </StepHeading>
      <p className="step__subtitle">{t('CLIENT_FORM.SUBTITLE')}</p>
      {wide ? null : (
        <Disclosure
          className="disclosure summary-accordion"
          defaultExpanded={single || storefront.bookingInfo.clientExclusive}
        >
          <Heading level={3} className="disclosure__heading">
            <AriaButton slot="trigger" className="disclosure__trigger">
              {t('CLIENT_FORM.SUMMARY')}
              <span aria-hidden="true" className="disclosure__chevron">
                ▾
              </span>
            </AriaButton>
          </Heading>
          <DisclosurePanel className="disclosure__panel">
            <ServicesPanel model={model} headingLevel="h3" />
          </DisclosurePanel>
        </Disclosure>
      )}
      <form
        className="client-form"
        noValidate
        onSubmit={(event) => {
          event.preventDefault();
        }}
      >
        <div className="field-row">{TEXT_FIELDS.slice(0, 2).map(text)}</div>
        {text(TEXT_FIELDS[2] as (typeof TEXT_FIELDS)[number])}
        <PhoneField
          model={model}
          field="phone"
          label={labelOf('phone', 'CLIENT_FORM.PHONE')}
          isRequired={required('phone')}
        />
        {shown('secondPhone') ? (
          <PhoneField
            model={model}
            field="secondPhone"
            label={labelOf('secondPhone', 'CLIENT_FORM.SECOND_PHONE')}
            isRequired={required('secondPhone')}
          />
        ) : null}
        {shown('identificationNumber') ? (
          <TextField
            label={idLabel}
            value={values.identificationNumber}
            isRequired={required('identificationNumber')}
            isReadOnly={form.locked.has('identificationNumber')}
            {...(form.locked.has('identificationNumber') ? { description: t('CLIENT_FORM.LOCKED') } : {})}
            autoComplete="off"
            onChange={(typed) => {
              form.setText('identificationNumber', typed);
            }}
            onBlur={() => {
              form.leave('identificationNumber');
            }}
            error={errorText(form.errorOf('identificationNumber'))}
          />
        ) : null}
        {MORE_TEXT_FIELDS.map(text)}
        {shown('gender') ? (
          <RadioGroup<'0' | '1' | '2'>
            label={labelOf('gender', 'CLIENT_FORM.GENDER')}
            orientation="horizontal"
            isRequired={required('gender')}
            value={values.gender === null ? null : (String(values.gender) as '0' | '1' | '2')}
            options={(['1', '2', '0'] as const).map((value) => ({ value, label: t(`CLIENT_FORM.GENDERS.${value}`) }))}
            onChange={(value) => {
              form.setGender(Number(value) as 0 | 1 | 2);
              form.leave('gender');
            }}
            error={errorText(form.errorOf('gender'))}
          />
        ) : null}
        {layout.customAttributes.map((attribute) => (
          <CustomAttributeField key={attribute.slug} model={model} attribute={attribute} />
        ))}
        {storefront.bookingInfo.workshopVariant ? <WorkshopFields model={model} /> : null}
        {shown('notes') ? (
          <TextField
            label={t('CLIENT_FORM.NOTES')}
            description={t('CLIENT_FORM.NOTES_HELP')}
            multiline
            value={values.notes}
            onChange={(typed) => {
              form.setText('notes', typed);
            }}
            onBlur={() => {
              form.leave('notes');
            }}
            error={errorText(form.errorOf('notes'))}
          />
        ) : null}
        {shown('acceptedTerms') ? (
          <Checkbox
            isSelected={values.acceptedTerms}
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
        ) : storefront.bookingInfo.workshopVariant ? null : (
          <p className="note">{t('CLIENT_FORM.TERMS_IMPLIED')}</p>
        )}
      </form>
    </section>
  );
}
