import { useSignals } from '@preact/signals-react/runtime';
import { formatNumber } from '#domain/money/format-price';
import type { YesNo } from '#domain/workshop/record-history';
import { Checkbox } from '../../../../components/checkbox';
import { RadioGroup } from '../../../../components/radio-group';
import { TextField } from '../../../../components/text-field';
import { useTranslation } from '../../../../i18n/use-translation';
import type { WizardModel } from '../../wizard-model';
import { useErrorText } from './use-error-text';

// The workshop's vehicle and its record (booking-wizard §3 Vehicle entity, recordHistory): the
// plate looked up as typed, the vehicle described when the workshop has no record of it, and
// what the client reports and brings.

type VehicleRecord = WizardModel['form']['vehicle']['value']['record'];

/** The vehicle, its mileage and claims, and the documents the client brings. */
export function WorkshopFields({ model }: { readonly model: WizardModel }) {
  const { t } = useTranslation();
  return (
    <fieldset className="fieldset">
      <legend>{t('WORKSHOP.VEHICLE')}</legend>
      <VehicleFields model={model} />
      <VehicleRecordFields model={model} />
    </fieldset>
  );
}

const useKilometres = (model: WizardModel) => (km: number) => formatNumber(km, model.storefront.currency);

/** The plate, what the lookup found for it, and the vehicle's description when it found nothing. */
function VehicleFields({ model }: { readonly model: WizardModel }) {
  useSignals();
  const { t } = useTranslation();
  const kilometres = useKilometres(model);
  const errorText = useErrorText(model);
  const { form } = model;
  const lookup = form.vehicleLookup.value;
  const onRecord = lookup.status === 'ready' ? lookup.value : null;
  return (
    <>
      <TextField
        label={t('WORKSHOP.PLATE')}
        value={form.vehicle.value.plate}
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
      {lookup.status === 'ready' && onRecord === null ? <UnknownVehicleFields model={model} /> : null}
    </>
  );
}

/** The brand, model and year of a vehicle the workshop has no record of. */
function UnknownVehicleFields({ model }: { readonly model: WizardModel }) {
  useSignals();
  const { t } = useTranslation();
  const errorText = useErrorText(model);
  const { form } = model;
  const vehicle = form.vehicle.value;
  return (
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
  );
}

/** The mileage now, repairs and claims to report, the documents brought and the company the vehicle comes from. */
function VehicleRecordFields({ model }: { readonly model: WizardModel }) {
  useSignals();
  const { t } = useTranslation();
  const kilometres = useKilometres(model);
  const errorText = useErrorText(model);
  const { form } = model;
  const record = form.vehicle.value.record;
  const lookup = form.vehicleLookup.value;
  const onRecord = lookup.status === 'ready' ? lookup.value : null;
  const yesNo = [
    { value: 'yes' as const, label: t('CLIENT_FORM.YES') },
    { value: 'no' as const, label: t('CLIENT_FORM.NO') },
  ];
  const setRecord = (changed: Partial<VehicleRecord>) => {
    form.setVehicle({ record: changed });
  };
  return (
    <>
      <TextField
        label={t('WORKSHOP.CURRENT_MILEAGE')}
        value={record.currentMileage}
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
        value={record.presentsRepairs}
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
        value={record.presentsClaims}
        onChange={(presentsClaims) => {
          setRecord({ presentsClaims });
          form.leave('presents_claims');
        }}
        error={errorText(form.workshopErrorOf('presents_claims'))}
      />
      {record.presentsClaims === 'yes' ? <ClaimNumberField model={model} setRecord={setRecord} /> : null}
      <VehicleDocumentsFields record={record} setRecord={setRecord} />
      <TextField
        label={t('WORKSHOP.COMPANY_NAME')}
        value={record.salfaCompanyName}
        onChange={(salfaCompanyName) => {
          setRecord({ salfaCompanyName });
        }}
      />
    </>
  );
}

/** The number of the insurance claim the client reports. */
function ClaimNumberField({
  model,
  setRecord,
}: {
  readonly model: WizardModel;
  readonly setRecord: (changed: Partial<VehicleRecord>) => void;
}) {
  useSignals();
  const { t } = useTranslation();
  const errorText = useErrorText(model);
  const { form } = model;
  return (
    <TextField
      label={t('WORKSHOP.CLAIM_NUMBER')}
      value={form.vehicle.value.record.claimNumber}
      isRequired
      onChange={(claimNumber) => {
        setRecord({ claimNumber });
      }}
      onBlur={() => {
        form.leave('claim_number');
      }}
      error={errorText(form.workshopErrorOf('claim_number'))}
    />
  );
}

/** The documents the client brings, each a box ticked. */
function VehicleDocumentsFields({
  record,
  setRecord,
}: {
  readonly record: VehicleRecord;
  readonly setRecord: (changed: Partial<VehicleRecord>) => void;
}) {
  const { t } = useTranslation();
  const documents = [
    ['simpleSwornStatement', 'WORKSHOP.SIMPLE_SWORN_STATEMENT'],
    ['vehicleDocuments', 'WORKSHOP.VEHICLE_DOCUMENTS'],
    ['validLicense', 'WORKSHOP.VALID_LICENSE'],
    ['complaintForm', 'WORKSHOP.COMPLAINT_FORM'],
    ['validIdentityCard', 'WORKSHOP.VALID_IDENTITY_CARD'],
  ] as const;
  return (
    <fieldset className="fieldset fieldset--inner">
      <legend>{t('WORKSHOP.DOCUMENTS')}</legend>
      {documents.map(([document, label]) => (
        <Checkbox
          key={document}
          isSelected={record[document]}
          onChange={(brought) => {
            setRecord({ [document]: brought });
          }}
        >
          {t(label)}
        </Checkbox>
      ))}
    </fieldset>
  );
}
