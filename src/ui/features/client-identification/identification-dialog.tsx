import { useState } from 'react';
import { useTranslation } from '../../i18n/use-translation';
import { Form } from 'react-aria-components';
import { failureText } from '#application/client-side/booking/failure-text';
import {
  identifyExistingClient,
  type IdentificationFailure,
} from '#application/client-side/booking/identify-existing-client';
import type { Storefront } from '#application/client-side/catalogue/load-storefront';
import {
  canSubmitIdentification,
  formatIdentifierAsTyped,
  IDENTIFIER_TYPE,
  type IdentifiedFields,
  type IdentifierType,
} from '#domain/client/identification';
import { identityDocument, identityDocumentLabel } from '#domain/storefront/country-locale';
import { Button } from '../../components/button';
import { ModalDialog } from '../../components/modal-dialog';
import { TextField } from '../../components/text-field';
import { failureMessage } from '../../shared/failure-message';
import { useStorefrontServices } from '../../shared/storefront-services';
import * as identificationWords from '../../i18n/dictionaries/client-identification';
import { fieldErrorText, translated } from '../../i18n/formats';
import { useDictionary } from '../../i18n/i18n';

// The existing-client identification modal (storefront §2, §4, §5, §8): a client-exclusive company's
// visitors say who they are — by id, email or phone, as the company asks — before the reservation
// opens. Idle, submitting (the button busy), an error shown (until the value changes), or success,
// which closes it and opens the reservation with the identifier filled in.

function message(t: ReturnType<typeof useTranslation>['t'], failure: IdentificationFailure, company: string): string {
  switch (failure._tag) {
    case 'ClientNotFound':
      return translated(t, `IDENTIFICATION.${failure.code.replace('IDENTIFICATION.', '')}`, { company });
    case 'ClientNotAllowedToBook':
      return translated(t, 'IDENTIFICATION.NOT_ALLOWED_TO_BOOK', { company: failure.companyName });
    case 'InputInvalid': {
      const [first] = failure.fields;
      return first === undefined ? translated(t, 'ERRORS.GENERIC') : fieldErrorText(t, first.error);
    }
    case 'ApiRefusal':
    case 'ApiUnreachable':
    case 'ApiMisbehaved': {
      return failureMessage(t, failureText(failure));
    }
  }
}

export function IdentificationDialog({
  storefront,
  onIdentified,
  onClose,
}: {
  readonly storefront: Storefront;
  readonly onIdentified: (fill: IdentifiedFields) => void;
  readonly onClose: () => void;
}) {
  useDictionary(identificationWords);
  const { t } = useTranslation();
  const { existingClients } = useStorefrontServices();
  const [identify] = useState(() => identifyExistingClient(existingClients));
  const type: IdentifierType = storefront.bookingInfo.clientExclusiveBy ?? IDENTIFIER_TYPE.id;
  const country = storefront.location.countryCode.toLowerCase();
  const company = storefront.company.name;
  // Asked by id, the country's document names the field (storefront §9); else the words for the identifier.
  const document = type === IDENTIFIER_TYPE.id ? identityDocument(country) : null;
  const idLabel =
    document === null ? translated(t, `IDENTIFICATION.LABEL_${String(type)}`) : identityDocumentLabel(document);
  const [typed, setTyped] = useState('');
  const [loading, setLoading] = useState(false);
  const [error, setError] = useState<string | null>(null);
  const submittable = canSubmitIdentification({ typed, loading, errorShown: error !== null });
  const submit = () => {
    if (!submittable) return;
    setLoading(true);
    void identify({ companyName: company, locationId: storefront.location.id, identifierType: type, typed }).match(
      (identified) => {
        setLoading(false);
        onIdentified(identified.fill);
      },
      (failure) => {
        setLoading(false);
        setError(message(t, failure, company));
      },
    );
  };
  return (
    <ModalDialog isOpen isDismissable title={t('IDENTIFICATION.TITLE')} onClose={onClose}>
      <p id="identification-text">{t('IDENTIFICATION.TEXT', { company })}</p>
      <Form
        className="identification-form"
        validationBehavior="aria"
        onSubmit={(event) => {
          event.preventDefault();
          submit();
        }}
      >
        <TextField
          label={idLabel}
          value={typed}
          isRequired
          autoFocus
          type={type === IDENTIFIER_TYPE.email ? 'email' : type === IDENTIFIER_TYPE.phone ? 'tel' : 'text'}
          autoComplete={type === IDENTIFIER_TYPE.email ? 'email' : type === IDENTIFIER_TYPE.phone ? 'tel' : 'off'}
          onChange={(value) => {
            setTyped(formatIdentifierAsTyped(type, value, country));
            setError(null);
          }}
          error={error}
        />
        <div className="dialog__actions">
          <Button onPress={onClose}>{t('CANCEL')}</Button>
          <Button variant="primary" type="submit" isDisabled={!submittable}>
            {loading ? t('IDENTIFICATION.CHECKING') : t('IDENTIFICATION.SUBMIT')}
          </Button>
        </div>
      </Form>
    </ModalDialog>
  );
}
