import { useState } from 'react';
import { useSignals } from '@preact/signals-react/runtime';
import { Button as AriaButton, Disclosure, DisclosurePanel, Heading } from 'react-aria-components';
import { useTranslation } from '../../../i18n/use-translation';
import { ServicesPanel } from '../services-panel';
import { StepHeading } from '../../../shared/step-heading';
import type { WizardModel } from '../wizard-model';
import { GenderField, IdentificationField, NotesField, TermsField } from './client-form/client-choice-fields';
import { useClientFormLabels } from './client-form/client-form-labels';
import { ClientTextField, MORE_TEXT_FIELDS, TEXT_FIELDS } from './client-form/client-text-field';
import { CustomAttributeField } from './client-form/custom-attribute-field';
import { PhoneField } from './client-form/phone-field';
import { WorkshopFields } from './client-form/workshop-fields';
import { BREAKPOINTS } from '../../../shared/breakpoints';

// The client form step (booking-wizard §2 Client form step, §5): the fields the company shows, its
// custom questions, the RUT formatted as typed in Chile, a country picker on phones (with the hint
// for Argentina), the workshop's vehicle and record, notes and terms; the reservation summary in an
// accordion below 1200 px, open at first for one service or a client-exclusive company (booking-wizard
// §2) except on a phone's width, where it starts collapsed (issue 36). Errors show under each field once it was left. Each field is a
// component of its own in ./client-form/.

export function ClientFormStep({ model }: { readonly model: WizardModel }) {
  useSignals();
  const { t } = useTranslation();
  const wide = model.reservation.value.context.screen === 'desktop';
  const { storefront } = model;
  const single = model.reservation.value.servicesToReserve.length === 1;
  // Read once, as the step opens: the accordion's first state, which the client changes after.
  const [phone] = useState(phoneWidth);
  return (
    <section className="step client-form-step" aria-labelledby="client-form-title">
      <StepHeading id="client-form-title" visit={model.stepVisits.value}>
        {t('CLIENT_FORM.TITLE')}
      </StepHeading>
      <p className="step__subtitle">{t('CLIENT_FORM.SUBTITLE')}</p>
      {model.form.signInForPlans.value ? <p className="note">{t('CLIENT_FORM.SIGN_IN_FOR_PLANS')}</p> : null}
      {/* Below 1200 px the summary sits above the form. On a phone's width it starts collapsed: open,
          it filled the first screen and hid the first field (issue 36); the client opens it when they
          want it, and the next step shows the whole booking before it is confirmed. */}
      {wide ? null : (
        <Disclosure
          className="disclosure summary-accordion"
          defaultExpanded={!phone && (single || storefront.bookingInfo.clientExclusive)}
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
      <ClientForm model={model} />
    </section>
  );
}

/** Whether the window is a phone's width (below the medium breakpoint, 768 px). */
function phoneWidth(): boolean {
  return (
    typeof window !== 'undefined' &&
    typeof window.matchMedia === 'function' &&
    window.matchMedia(`(max-width: ${String(BREAKPOINTS.medium - 1)}px)`).matches
  );
}

/** The form itself, its fields in the order booking-wizard §2 lists them. */
function ClientForm({ model }: { readonly model: WizardModel }) {
  useSignals();
  const labels = useClientFormLabels(model);
  const { form, storefront } = model;
  const fields = { model, labels };
  return (
    <form
      className="client-form"
      noValidate
      onSubmit={(event) => {
        event.preventDefault();
      }}
    >
      <div className="field-row">
        <ClientTextField {...fields} entry={TEXT_FIELDS.firstName} />
        <ClientTextField {...fields} entry={TEXT_FIELDS.lastName} />
      </div>
      <ClientTextField {...fields} entry={TEXT_FIELDS.email} />
      <PhoneField
        model={model}
        field="phone"
        label={labels.labelOf('phone', 'CLIENT_FORM.PHONE')}
        isRequired={labels.required('phone')}
      />
      {labels.shown('secondPhone') ? (
        <PhoneField
          model={model}
          field="secondPhone"
          label={labels.labelOf('secondPhone', 'CLIENT_FORM.SECOND_PHONE')}
          isRequired={labels.required('secondPhone')}
        />
      ) : null}
      <IdentificationField {...fields} />
      {MORE_TEXT_FIELDS.map((entry) => (
        <ClientTextField key={entry.field} {...fields} entry={entry} />
      ))}
      <GenderField {...fields} />
      {form.layout.value.customAttributes.map((attribute) => (
        <CustomAttributeField key={attribute.slug} model={model} attribute={attribute} />
      ))}
      {storefront.bookingInfo.workshopVariant ? <WorkshopFields model={model} /> : null}
      <NotesField {...fields} />
      <TermsField {...fields} />
    </form>
  );
}
