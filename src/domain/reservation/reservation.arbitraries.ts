import fc from 'fast-check';
import { anyNearLocalDate, anyQuarterHour } from '../calendar/calendar.arbitraries';
import type { LocalDate } from '../calendar/local-date';
import { anyDayAround, anyService } from '../catalog/service.arbitraries';
import { FIRST_AVAILABLE_PROVIDER, type ProviderRef, type Service } from '../catalog/service';
import {
  sessionOf,
  servicesToReserveFor,
  STEPS,
  type BookingMode,
  type ReservationState,
  type ServiceToReserve,
  type WizardContext,
} from './reservation';

export const anyWizardContext: fc.Arbitrary<WizardContext> = fc.record({
  canChooseProvider: fc.constantFrom('MUST', 'CAN', 'CANT'),
  clientExclusive: fc.boolean(),
  workshopVariant: fc.boolean(),
  professionalPath: fc.boolean(),
  fromMarketplace: fc.boolean(),
  screen: fc.constantFrom('mobile', 'desktop'),
});

/** What a client put in the cart: plain services (some maybe classes), one bundle, or one session package. */
export const anySelection: fc.Arbitrary<readonly Service[]> = fc.oneof(
  fc.array(anyService({ kind: 'service', specialDiscount: false }), { minLength: 1, maxLength: 4 }),
  anyService({ kind: 'bundle' }).map((bundle) => [bundle]),
  anyService({ kind: 'sessionPackage' }).map((sessions) => [sessions]),
);

export interface ProgressOptions {
  /** Every service has its day, hour and a specific professional. */
  readonly complete?: boolean;
}

function anyProgress(item: ServiceToReserve, options: ProgressOptions): fc.Arbitrary<ServiceToReserve> {
  const providers: readonly ProviderRef[] = item.service.serviceProviders;
  const specific = fc.constantFrom(...providers);
  const provider = options.complete
    ? specific
    : fc.oneof(fc.constant(item.provider), fc.constant(null), fc.constant(FIRST_AVAILABLE_PROVIDER), specific);
  const dayAndHour = options.complete
    ? fc.tuple(anyNearLocalDate, anyQuarterHour)
    : fc.oneof(
        fc.constant([null, null] as const),
        fc.tuple(anyNearLocalDate, fc.constant(null)),
        fc.tuple(anyNearLocalDate, anyQuarterHour),
      );
  return fc
    .tuple(provider, dayAndHour)
    .map(([chosen, [daySelected, hourSelected]]) => ({ ...item, provider: chosen, daySelected, hourSelected }));
}

function modesFor(services: readonly ServiceToReserve[]): fc.Arbitrary<BookingMode> {
  const plain = services.filter((item) => item.bundle === null && item.sessionNumber === null);
  if (plain.length < 2) return fc.constant('none');
  if (plain.some((item) => item.service.classService)) return fc.constantFrom('none', 'separate');
  return fc.constantFrom('none', 'consecutive', 'separate');
}

/**
 * The services to reserve a selection opens with, plus up to `sessionsAdded` further sessions when
 * it is a session package (never beyond its sessionsAmount).
 */
function openedWithSessions(
  selection: readonly Service[],
  context: WizardContext,
  providerPreSelected: ProviderRef | null,
  sessionsAdded: number,
): readonly ServiceToReserve[] {
  const opened = servicesToReserveFor(selection, context, providerPreSelected);
  const [first] = selection;
  if (first?.sessionsAmount == null) return opened;
  const added = Math.min(sessionsAdded, first.sessionsAmount - 1);
  return [
    ...opened,
    ...Array.from({ length: added }, (_, index) => sessionOf(first, index + 2, context, providerPreSelected)),
  ];
}

/**
 * A reservation anywhere in the wizard: any company policy, route and device, any selection, each
 * service at any stage of being chosen, at any step.
 */
export function anyReservationState(options: ProgressOptions = {}): fc.Arbitrary<ReservationState> {
  return fc
    .record({ context: anyWizardContext, selection: anySelection, preselect: fc.boolean(), extraSessions: fc.nat(5) })
    .chain(({ context, selection, preselect, extraSessions }) => {
      const first = selection[0];
      const providerPreSelected = preselect && first !== undefined ? (first.serviceProviders[0] ?? null) : null;
      const services = openedWithSessions(selection, context, providerPreSelected, extraSessions);
      return fc.record({
        context: fc.constant(context),
        servicesToReserve: fc.tuple(...services.map((item) => anyProgress(item, options))),
        step: fc.constantFrom(...STEPS),
        bookingMode: modesFor(services),
        serviceBeingReserved: fc.oneof(fc.constant(null), fc.constantFrom(...services.map((item) => item.internalId))),
        providerPreSelected: fc.constant(providerPreSelected),
        isEditing: fc.boolean(),
      });
    });
}

/** Every wizard rule at its most permissive, for examples whose context doesn't matter. */
export const openContext: WizardContext = {
  canChooseProvider: 'CAN',
  clientExclusive: false,
  workshopVariant: false,
  professionalPath: false,
  fromMarketplace: false,
  screen: 'desktop',
};

/** The services to reserve for example services selected in that order. */
export function reserved(...selection: readonly Service[]): readonly ServiceToReserve[] {
  return servicesToReserveFor(selection, openContext, null);
}

/** A reserved selection: the catalogue services the client chose and the services to reserve they became. */
export interface ReservedSelection {
  readonly selection: readonly Service[];
  readonly servicesToReserve: readonly ServiceToReserve[];
}

function withDays(
  items: readonly ServiceToReserve[],
  days: fc.Arbitrary<LocalDate | null>,
): fc.Arbitrary<readonly ServiceToReserve[]> {
  return fc.tuple(...items.map((item) => days.map((daySelected) => ({ ...item, daySelected }))));
}

/**
 * Any cart (plain services, one bundle, one session package with any number of sessions added, or
 * one special-discount service), turned into services to reserve, each with or without a day.
 */
export const anyReservedSelection: fc.Arbitrary<ReservedSelection> = fc
  .record({
    context: anyWizardContext,
    selection: fc.oneof(
      anySelection,
      anyService({ kind: 'service', specialDiscount: true }).map((special) => [special]),
    ),
    sessionsAdded: fc.nat(5),
  })
  .chain(({ context, selection, sessionsAdded }) => {
    const first = selection[0];
    const day = first === undefined ? anyNearLocalDate : anyDayAround(first);
    return withDays(openedWithSessions(selection, context, null, sessionsAdded), fc.option(day, { nil: null })).map(
      (servicesToReserve) => ({
        selection,
        servicesToReserve,
      }),
    );
  });
