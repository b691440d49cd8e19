import { useSignals } from '@preact/signals-react/runtime';
import { useTranslation } from '../../../i18n/use-translation';
import {
  Button as AriaButton,
  Disclosure,
  DisclosurePanel,
  GridList,
  GridListItem,
  Heading,
  useDragAndDrop,
} from 'react-aria-components';
import type { ProviderView } from '#application/ports/client/professional-directory';
import { isFirstAvailable } from '#domain/catalog/service';
import type { InternalId, ServiceToReserve } from '#domain/reservation/reservation';
import { Button } from '../../../components/button';
import { RadioGroup } from '../../../components/radio-group';
import { StepHeading } from '../../../shared/step-heading';
import type { WizardModel } from '../wizard-model';

// Provider selection (booking-wizard §2): "first provider available" (id 0) and the professionals
// of each service shown. In consecutive mode one card per service, and the services' order can be
// changed by dragging — with the keyboard too, as react-aria's drag and drop allows — or with the
// move buttons; a bundle's services each get a collapsible "Service N of M".

const FIRST_AVAILABLE = '0';

function initials(name: string): string {
  return name
    .split(/\s+/)
    .filter((part) => part !== '')
    .slice(0, 2)
    .map((part) => part.charAt(0).toUpperCase())
    .join('');
}

function ProfessionalLabel({ provider }: { readonly provider: ProviderView }) {
  return (
    <span className="professional">
      {provider.image === null ? (
        <span className="avatar avatar--initials" aria-hidden="true">
          {initials(provider.publicName)}
        </span>
      ) : (
        <img className="avatar" src={provider.image} alt="" width={40} height={40} loading="lazy" />
      )}
      <span>{provider.publicName}</span>
    </span>
  );
}

function ProfessionalChoice({
  model,
  item,
  label,
}: {
  readonly model: WizardModel;
  readonly item: ServiceToReserve;
  readonly label: string;
}) {
  useSignals();
  const { t } = useTranslation();
  const list = model.providerStep.professionalsFor(item);
  if (list.status === 'failed') {
    return (
      <div role="alert" className="empty-state">
        <p>{t('ERRORS.GENERIC')}</p>
        <Button
          onPress={() => {
            model.providerStep.retry(item);
          }}
        >
          {t('ERRORS.RETRY')}
        </Button>
      </div>
    );
  }
  if (list.status !== 'ready') return <p role="status">{t('LOADING')}</p>;
  const chosen =
    item.provider === null ? null : isFirstAvailable(item.provider) ? FIRST_AVAILABLE : String(item.provider.id);
  const professionals = list.value;
  return (
    <>
      {professionals.length === 0 && item.daySelected !== null ? (
        <p className="note">{t('PROVIDER_SELECTION.NONE_FREE')}</p>
      ) : null}
      <RadioGroup
        className="professionals"
        label={label}
        value={chosen}
        onChange={(value) => {
          if (value === FIRST_AVAILABLE) {
            model.providerStep.chooseFirstAvailable(item.internalId);
            return;
          }
          model.providerStep.choose(item, Number(value));
        }}
        options={[
          {
            value: FIRST_AVAILABLE,
            label: t('PROVIDER_SELECTION.FIRST_AVAILABLE'),
            description: t('PROVIDER_SELECTION.FIRST_AVAILABLE_DESCRIPTION'),
          },
          ...professionals.map((provider) => ({
            value: String(provider.id),
            label: <ProfessionalLabel provider={provider} />,
          })),
        ]}
      />
    </>
  );
}

function ServiceOrder({ model }: { readonly model: WizardModel }) {
  useSignals();
  const { t } = useTranslation();
  const items = model.reservation.value.servicesToReserve;
  const { dragAndDropHooks } = useDragAndDrop({
    getItems: (keys) => [...keys].map((key) => ({ 'text/plain': String(key) })),
    onReorder(event) {
      const [moved] = [...event.keys];
      const target = items.findIndex((item) => item.internalId === event.target.key);
      const from = items.findIndex((item) => item.internalId === moved);
      if (moved === undefined || target === -1 || from === -1) return;
      const position =
        event.target.dropPosition === 'after'
          ? from < target
            ? target
            : target + 1
          : from < target
            ? target - 1
            : target;
      model.actions.move(moved as InternalId, position);
    },
  });
  return (
    <section className="service-order" aria-labelledby="service-order-title">
      <h3 id="service-order-title">{t('PROVIDER_SELECTION.ORDER_TITLE')}</h3>
      <p id="service-order-help" className="field__description">
        {t('PROVIDER_SELECTION.ORDER_HELP')}
      </p>
      <GridList
        className="service-order__list"
        aria-labelledby="service-order-title"
        aria-describedby="service-order-help"
        items={items.map((item) => ({ id: item.internalId, item }))}
        dragAndDropHooks={dragAndDropHooks}
      >
        {({ item }) => {
          const index = items.indexOf(item);
          return (
            <GridListItem className="service-order__item" textValue={item.service.name}>
              <AriaButton
                slot="drag"
                className="button button--quiet service-order__handle"
                aria-label={t('PROVIDER_SELECTION.DRAG', { service: item.service.name })}
              >
                <span aria-hidden="true">⠿</span>
              </AriaButton>
              <span className="service-order__name">
                {index + 1}. {item.service.name}
              </span>
              <Button
                variant="quiet"
                aria-label={t('PROVIDER_SELECTION.MOVE_EARLIER', { service: item.service.name })}
                isDisabled={index === 0}
                onPress={() => {
                  model.actions.move(item.internalId, index - 1);
                }}
              >
                <span aria-hidden="true">↑</span>
              </Button>
              <Button
                variant="quiet"
                aria-label={t('PROVIDER_SELECTION.MOVE_LATER', { service: item.service.name })}
                isDisabled={index === items.length - 1}
                onPress={() => {
                  model.actions.move(item.internalId, index + 1);
                }}
              >
                <span aria-hidden="true">↓</span>
              </Button>
            </GridListItem>
          );
        }}
      </GridList>
    </section>
  );
}

/** Where a bundled service stands among its bundle's services, all of them counted (those without a choice too). */
function bundlePosition(services: readonly ServiceToReserve[], item: ServiceToReserve): number {
  return services.filter((other) => other.bundle?.id === item.bundle?.id).indexOf(item) + 1;
}

function bundleSize(services: readonly ServiceToReserve[], item: ServiceToReserve): number {
  return services.filter((other) => other.bundle?.id === item.bundle?.id).length;
}

export function ProviderSelectionStep({ model }: { readonly model: WizardModel }) {
  useSignals();
  const { t } = useTranslation();
  const state = model.reservation.value;
  const shown = model.providerStep.shown.value;
  const bundled = shown.some((item) => item.bundle !== null);
  return (
    <section className="step provider-step" aria-labelledby="provider-step-title">
      <StepHeading id="provider-step-title" visit={model.stepVisits.value}>
        {t('PROVIDER_SELECTION.TITLE')}
      </StepHeading>
      {state.bookingMode === 'consecutive' && state.servicesToReserve.length > 1 ? (
        <ServiceOrder model={model} />
      ) : null}
      {shown.map((item) =>
        bundled ? (
          <Disclosure key={item.internalId} className="disclosure" defaultExpanded={item.provider === null}>
            <Heading level={3} className="disclosure__heading">
              <AriaButton slot="trigger" className="disclosure__trigger">
                {t('PROVIDER_SELECTION.SERVICE_N_OF_M', {
                  number: bundlePosition(state.servicesToReserve, item),
                  count: bundleSize(state.servicesToReserve, item),
                  service: item.service.name,
                })}
                <span aria-hidden="true" className="disclosure__chevron">
                  ▾
                </span>
              </AriaButton>
            </Heading>
            <DisclosurePanel className="disclosure__panel">
              <ProfessionalChoice
                model={model}
                item={item}
                label={t('PROVIDER_SELECTION.FOR_SERVICE', { service: item.service.name })}
              />
            </DisclosurePanel>
          </Disclosure>
        ) : (
          <div key={item.internalId} className="card provider-card">
            <ProfessionalChoice
              model={model}
              item={item}
              label={t('PROVIDER_SELECTION.FOR_SERVICE', { service: item.service.name })}
            />
          </div>
        ),
      )}
    </section>
  );
}
