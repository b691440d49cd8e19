import type { ClientFormField } from '#domain/client/client-form';
import { companyWordsFit, identityDocument, identityDocumentLabel } from '#domain/storefront/country-locale';
import { translated } from '../../../../i18n/formats';
import { baseLanguage } from '../../../../i18n/i18n';
import { useTranslation } from '../../../../i18n/use-translation';
import type { WizardModel } from '../../wizard-model';

/** Which of the form's fields the company shows and requires, and the label each shows. */
export interface ClientFormLabels {
  readonly shown: (field: ClientFormField) => boolean;
  readonly required: (field: ClientFormField) => boolean;
  /** The company's own label, when it gave one that says something in the language the visitor reads; else `key`'s words. */
  readonly labelOf: (field: ClientFormField, key: string) => string;
  /** The company's own label for the id number, else the country's document by its name (storefront §9), else the words for one. */
  readonly idLabel: string;
}

export function useClientFormLabels(model: WizardModel): ClientFormLabels {
  const { t, i18n } = useTranslation();
  const { form } = model;
  const layout = form.layout.value;
  const wordsFit = companyWordsFit(baseLanguage(i18n.language), form.countryCode);
  const labelOf = (field: ClientFormField, key: string): string => {
    const given = layout.fields[field].label;
    return given === null || given.trim() === '' || !wordsFit ? translated(t, key) : given;
  };
  const idGiven = wordsFit ? layout.fields.identificationNumber.label : null;
  const document = identityDocument(form.countryCode);
  const idLabel =
    idGiven !== null && idGiven.trim() !== ''
      ? idGiven
      : document === null
        ? translated(t, 'CLIENT_FORM.ID')
        : identityDocumentLabel(document);
  return {
    shown: (field) => layout.fields[field].shown,
    required: (field) => layout.fields[field].required,
    labelOf,
    idLabel,
  };
}
